// A SentencePiece model (spiece.model) and the trainer, reached through the run-time module
// libunembed_sentencepiece (see text/sentencepiece_module/CMakeLists.txt for why it is separate).
// Every tokenizer in core uses this class rather than SentencePiece's own headers.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace unembed {

class SentencePieceModel {
public:
    // Throws InputError naming the file when it is missing or not a SentencePiece model, or when
    // the module cannot be loaded.
    static std::shared_ptr<const SentencePieceModel> load(const QString& path);
    ~SentencePieceModel();
    SentencePieceModel(const SentencePieceModel&) = delete;
    SentencePieceModel& operator=(const SentencePieceModel&) = delete;

    const QString& path() const { return path_; }
    // Pieces only: no EOS is added here.
    std::vector<int> encode(const QString& text) const;
    QString decode(const std::vector<int>& ids) const;
    int pieceCount() const;
    QString piece(int id) const;
    bool isControl(int id) const;
    bool isUnknown(int id) const;

    struct TrainOptions {
        int vocabSize = 8000;
        QString modelType = QStringLiteral("unigram");
        double characterCoverage = 1.0;
        // The T5 convention: pad 0, EOS 1, unknown 2, no BOS.
        int padId = 0;
        int eosId = 1;
        int unkId = 2;
        int bosId = -1;
    };
    // Trains on `texts` (single-threaded, so the same texts give the same model) and writes
    // at most vocabSize pieces (fewer when the texts do not support that many) to
    // `modelPrefix`.model and `modelPrefix`.vocab. Throws InputError.
    static void train(const QStringList& texts, const QString& modelPrefix,
                      const TrainOptions& options);

private:
    SentencePieceModel(QString path, void* handle);
    QString path_;
    void* handle_;
};

} // namespace unembed
