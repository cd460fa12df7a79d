// How a GEIA run turns a sentence embedding into text: beam search (the paper's headline setting,
// width 5) or nucleus sampling (top-p 0.9, temperature 0.9, seeded). Torch-free, so the CLI and
// the GUI can set it up and a run's parameters can name it.
#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace unembed {

struct GeiaDecoding {
    enum class Method { Beam, Nucleus };
    Method method = Method::Beam;
    int beams = 5;
    double topP = 0.9;
    double temperature = 0.9;
    uint64_t seed = 0;
    // Tokens per text, EOS included; 0 takes the model folder's max_length.
    int maxLength = 0;

    // "beam" or "nucleus".
    QString methodName() const {
        return method == Method::Beam ? QStringLiteral("beam") : QStringLiteral("nucleus");
    }
    static std::optional<Method> parseMethod(const QString& name) {
        if (name == QLatin1String("beam")) return Method::Beam;
        if (name == QLatin1String("nucleus")) return Method::Nucleus;
        return std::nullopt;
    }
};

} // namespace unembed
