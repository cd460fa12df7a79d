// What a sentence-transformers folder's files say, in both layouts found in the wild: 2.x/3.x
// (module types sentence_transformers.models.*, Pooling's pooling_mode_*_tokens flags,
// max_seq_length in sentence_bert_config.json) and 5.x/6.x (sentence_transformers.base.modules.*
// and friends, Pooling's pooling_mode, the length from the model and tokenizer configs); prompts
// and the default prompt from config_sentence_transformers.json. Torch-free.
#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace unembed {

struct SentencePooling {
    bool cls = false;
    bool mean = true;
    bool max = false;
    bool meanSqrtLength = false;
    bool weightedMean = false;
    bool lastToken = false;
    // false: the prompt's tokens take no part in the pooled vector (INSTRUCTOR-style models).
    bool includePrompt = true;

    int modeCount() const {
        return int(cls) + int(mean) + int(max) + int(meanSqrtLength) + int(weightedMean) +
               int(lastToken);
    }
};

struct SentenceDense {
    QString folder; // holds config.json and model.safetensors
    int inFeatures = 0;
    int outFeatures = 0;
    bool bias = true;
    QString activation; // as the file names it, e.g. "torch.nn.modules.activation.Tanh"
};

struct SentenceTransformerFolder {
    QString transformerPath; // the encoder's folder (often the root)
    SentencePooling pooling;
    std::optional<SentenceDense> dense;
    bool normalize = false;
    std::optional<int> maxSeqLength; // absent: decided from the model and tokenizer configs
    QMap<QString, QString> prompts;
    QString defaultPromptName; // empty: none

    // Reads modules.json and every module's config. Throws InputError naming the file and the
    // problem (unknown module type, no pooling mode, unsupported activation, ...).
    static SentenceTransformerFolder read(const QString& folder);
};

// The Dense activations sentence-transformers writes, by the torch class's last name.
bool isKnownDenseActivation(const QString& activation);
QStringList knownDenseActivations();

} // namespace unembed
