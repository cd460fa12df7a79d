// The hyper-parameters of a GPT-2 decoder as Hugging Face's config.json spells them, read with
// HF's defaults and validated, and written back with every key it did not understand kept (model
// folders carry extra objects such as "unembed"). Torch-free, so the GUI can show a model's shape.
#pragma once

#include <QJsonObject>
#include <QString>

namespace unembed {

struct GPT2Config {
    enum class Activation { GeluTanh, Gelu, Relu };

    int vocabSize = 50257;
    int nPositions = 1024;
    int nEmbd = 768;
    int nLayer = 12;
    int nHead = 12;
    // The feed-forward width; HF's null means 4 * n_embd.
    int nInner = 0;
    // HF's activation_function: gelu_new (the tanh approximation, GPT-2's own), gelu, relu.
    QString activationFunction = QStringLiteral("gelu_new");
    double layerNormEpsilon = 1e-5;
    // Used only in training mode; models are built in eval mode.
    double residPdrop = 0.1;
    double embdPdrop = 0.1;
    double attnPdrop = 0.1;
    int bosTokenId = 50256;
    int eosTokenId = 50256;
    // HF's GPT-2 has no pad token; -1 when the config names none.
    int padTokenId = -1;
    // Keys this struct does not model, written back unchanged by toJson().
    QJsonObject extra;

    Activation activation() const;
    int innerDim() const { return nInner > 0 ? nInner : 4 * nEmbd; }
    int headDim() const { return nEmbd / nHead; }

    // Throws InputError naming `file` and the key when a value has the wrong type or range, n_embd
    // is not a multiple of n_head, or the activation is one this engine does not implement.
    // Special-token ids beyond vocab_size are kept, as transformers keeps them (a tiny config
    // made with GPT2Config(vocab_size=...) names GPT-2's 50256): specialIdsOutsideVocabulary()
    // says which, for a warning; whatever generates with them replaces them first.
    static GPT2Config fromJson(const QJsonObject& json, const QString& file = {});
    static GPT2Config load(const QString& path);
    QJsonObject toJson() const;
    // "eos_token_id 50256, ..." for the special ids vocab_size has no row for; empty when none.
    QString specialIdsOutsideVocabulary() const;
    // Writes config.json atomically; throws InputError when it cannot.
    void save(const QString& path) const;
};

} // namespace unembed
