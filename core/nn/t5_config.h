// The hyper-parameters of a T5 encoder-decoder as Hugging Face's config.json spells them, read with
// HF's defaults and validated, and written back with every key it did not understand kept (model
// folders carry extra objects such as "unembed"). Torch-free, so the GUI can show a model's shape.
#pragma once

#include <QJsonObject>
#include <QString>

namespace unembed {

struct T5Config {
    // The non-linearity of the feed-forward block; "gated-*" multiplies it by a second projection.
    enum class Activation { Relu, Gelu, GeluTanh, Silu };

    int vocabSize = 32128;
    int dModel = 512;
    int dKv = 64;
    int dFf = 2048;
    int numLayers = 6;
    int numDecoderLayers = 6;
    int numHeads = 8;
    int relativeAttentionNumBuckets = 32;
    int relativeAttentionMaxDistance = 128;
    // HF's feed_forward_proj: "relu" (T5 v1.0) or "gated-gelu" (v1.1, whose gelu is the tanh form).
    QString feedForwardProj = QStringLiteral("relu");
    bool tieWordEmbeddings = true;
    double layerNormEpsilon = 1e-6;
    // Used only in training mode; models are built in eval mode.
    double dropoutRate = 0.1;
    int padTokenId = 0;
    int eosTokenId = 1;
    int decoderStartTokenId = 0;
    // Keys this struct does not model, written back unchanged by toJson().
    QJsonObject extra;

    Activation activation() const;
    bool isGated() const;
    int innerDim() const { return numHeads * dKv; }

    // Throws InputError naming `file` and the key when a value has the wrong type or range, or
    // feed_forward_proj names an activation this engine does not implement.
    static T5Config fromJson(const QJsonObject& json, const QString& file = {});
    // Reads and validates a config.json file.
    static T5Config load(const QString& path);
    QJsonObject toJson() const;
    // Writes config.json atomically; throws InputError when it cannot.
    void save(const QString& path) const;
};

} // namespace unembed
