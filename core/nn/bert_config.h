// The hyper-parameters of the BERT-family encoders (BERT, RoBERTa, XLM-RoBERTa, MPNet) as Hugging
// Face's config.json spells them, read with HF's defaults and validated; the document itself is
// kept so a saved model writes it back unchanged. Torch-free.
#pragma once

#include <QJsonObject>
#include <QString>

namespace unembed {

struct BertConfig {
    QString modelType;
    int vocabSize = 30522;
    int hiddenSize = 768;
    int numLayers = 12;
    int numHeads = 12;
    int intermediateSize = 3072;
    int maxPositionEmbeddings = 512;
    int typeVocabSize = 2;
    int padTokenId = 0;
    int relativeAttentionNumBuckets = 32; // MPNet
    double layerNormEps = 1e-12;
    // HF's hidden_act: gelu (erf), gelu_new / gelu_pytorch_tanh (tanh form), relu, silu / swish.
    QString hiddenAct = QStringLiteral("gelu");
    QJsonObject json;

    int headSize() const { return hiddenSize / numHeads; }

    // Throws InputError naming `file` and the key for a value of the wrong type or range, a
    // hidden size the heads do not divide, or an activation this engine does not implement.
    static BertConfig fromJson(const QJsonObject& json, const QString& file);
    static BertConfig load(const QString& path);
};

} // namespace unembed
