// The T5 SentencePiece tokenizer: a model trained at test time on sentences written here has T5's
// special ids, appends EOS, pads batches with a matching mask, truncates keeping the EOS and
// decodes what it encoded; the training paths SentencePiece records are taken out of its models.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "error.h"
#include "text/sentencepiece_tokenizer.h"
#include "text/spiece_model_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

QStringList trainingSentences() {
    return {
        QStringLiteral("The lighthouse keeper wrote a letter to his sister every winter."),
        QStringLiteral("My neighbour grows tomatoes and peppers on the balcony."),
        QStringLiteral("We missed the last train and walked home along the river."),
        QStringLiteral("She repaired the old radio with parts from a flea market."),
        QStringLiteral("The bakery on the corner opens at six in the morning."),
        QStringLiteral("I have two cats, and both of them hate the vacuum cleaner."),
        QStringLiteral("Our team lost the match but celebrated anyway."),
        QStringLiteral("He learned to play the violin when he was forty."),
        QStringLiteral("The museum closes early on public holidays."),
        QStringLiteral("Please remember to water the plants while I am away."),
        QStringLiteral("The children built a snowman with a carrot nose."),
        QStringLiteral("A storm knocked out the power for three hours."),
        QStringLiteral("My favourite breakfast is toast with honey and tea."),
        QStringLiteral("They painted the kitchen a bright shade of yellow."),
        QStringLiteral("The library lends board games as well as books."),
        QStringLiteral("I work night shifts at the hospital on weekends."),
        QStringLiteral("Her grandfather collected stamps from every country he visited."),
        QStringLiteral("We are planning a road trip through the mountains in June."),
        QStringLiteral("The coffee machine at the office has been broken for a week."),
        QStringLiteral("He always forgets where he parked the car."),
        QStringLiteral("My sister teaches mathematics at a small village school."),
        QStringLiteral("The dog barked at the postman every single morning."),
        QStringLiteral("We cooked pasta with garlic, lemon and fresh basil."),
        QStringLiteral("The concert was cancelled because the singer had a cold."),
        QStringLiteral("I like reading detective novels before going to sleep."),
        QStringLiteral("The bridge was closed for repairs during the summer."),
        QStringLiteral("She runs five kilometres around the park before work."),
        QStringLiteral("Our landlord finally fixed the leaking roof."),
        QStringLiteral("The students presented their project about renewable energy."),
        QStringLiteral("He keeps a small notebook for ideas and shopping lists."),
        QStringLiteral("The garden is full of bees when the lavender blooms."),
        QStringLiteral("I moved to a new city last year for my job."),
        QStringLiteral("My brother is allergic to peanuts and shellfish."),
        QStringLiteral("We watched the sunset from the top of the hill."),
        QStringLiteral("The train to the airport leaves every twenty minutes."),
        QStringLiteral("She speaks three languages and is learning a fourth."),
        QStringLiteral("The old clock in the hall still chimes every hour."),
        QStringLiteral("I usually go swimming on Tuesday evenings."),
        QStringLiteral("They adopted a puppy from the animal shelter."),
        QStringLiteral("The market sells fresh fish and vegetables on Saturdays."),
    };
}

} // namespace

class TestTokenizer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void specialIds();
    void appendsEos();
    void batchPaddingAndMask();
    void truncationKeepsEos();
    void roundTrip();
    void decodeSpecialTokens();
    void loadsFolderAndRejectsMissingModel();
    void trainingPathsLeaveTheModel();

private:
    QTemporaryDir dir_;
    std::unique_ptr<SentencePieceTokenizer> tokenizer_;
};

void TestTokenizer::initTestCase() {
    QVERIFY(dir_.isValid());
    const QString path = dir_.filePath(QStringLiteral("spiece.model"));
    SentencePieceTokenizer::trainT5(trainingSentences(), path, 200);
    tokenizer_ = std::make_unique<SentencePieceTokenizer>(SentencePieceTokenizer::load(path));
}

void TestTokenizer::specialIds() {
    QCOMPARE(tokenizer_->padId(), 0);
    QCOMPARE(tokenizer_->eosId(), 1);
    QCOMPARE(tokenizer_->unkId(), 2);
    QCOMPARE(tokenizer_->pieceCount(), 200);
    QCOMPARE(tokenizer_->decode({0, 1, 2}, false), QStringLiteral("<pad></s><unk>"));
}

void TestTokenizer::appendsEos() {
    const std::vector<int64_t> ids = tokenizer_->encode(QStringLiteral("The dog barked."));
    QVERIFY(ids.size() >= 3);
    QCOMPARE(ids.back(), int64_t(1));
    // Only the last token is EOS, and no piece is a pad or unknown for text seen in training.
    for (size_t i = 0; i + 1 < ids.size(); ++i)
        QVERIFY(ids[i] > 2);
    QCOMPARE(tokenizer_->encode(QString()), std::vector<int64_t>{1});
}

void TestTokenizer::batchPaddingAndMask() {
    const QStringList texts = {QStringLiteral("The dog barked."),
                               QStringLiteral("We watched the sunset from the top of the hill.")};
    const std::vector<int64_t> shortIds = tokenizer_->encode(texts[0]);
    const std::vector<int64_t> longIds = tokenizer_->encode(texts[1]);
    QVERIFY(longIds.size() > shortIds.size());

    const TokenizedBatch batch = tokenizer_->encodeBatch(texts);
    QCOMPARE(batch.ids.scalar_type(), torch::kLong);
    QCOMPARE(batch.mask.scalar_type(), torch::kLong);
    QCOMPARE(batch.ids.sizes().vec(), (std::vector<int64_t>{2, int64_t(longIds.size())}));
    QCOMPARE(batch.mask.sizes().vec(), batch.ids.sizes().vec());
    for (int64_t t = 0; t < batch.ids.size(1); ++t) {
        const bool inShort = t < int64_t(shortIds.size());
        QCOMPARE(batch.ids[0][t].item<int64_t>(), inShort ? shortIds[size_t(t)] : int64_t(0));
        QCOMPARE(batch.mask[0][t].item<int64_t>(), inShort ? int64_t(1) : int64_t(0));
        QCOMPARE(batch.ids[1][t].item<int64_t>(), longIds[size_t(t)]);
        QCOMPARE(batch.mask[1][t].item<int64_t>(), int64_t(1));
    }
}

void TestTokenizer::truncationKeepsEos() {
    const QString text =
        QStringLiteral("The students presented their project about renewable energy.");
    const std::vector<int64_t> full = tokenizer_->encode(text);
    QVERIFY(full.size() > 6);
    const std::vector<int64_t> cut = tokenizer_->encode(text, 5);
    QCOMPARE(cut.size(), size_t(5));
    QCOMPARE(cut.back(), int64_t(1));
    QCOMPARE(std::vector<int64_t>(cut.begin(), cut.end() - 1),
             std::vector<int64_t>(full.begin(), full.begin() + 4));
    // A text that fits is not touched.
    QCOMPARE(tokenizer_->encode(text, int(full.size())), full);

    const TokenizedBatch batch =
        tokenizer_->encodeBatch({text, QStringLiteral("The dog barked.")}, 5);
    QCOMPARE(batch.ids.size(1), int64_t(5));
    QCOMPARE(batch.ids[0][4].item<int64_t>(), int64_t(1));
}

void TestTokenizer::roundTrip() {
    for (const QString& text : trainingSentences())
        QCOMPARE(tokenizer_->decode(tokenizer_->encode(text)), text);
    // Unseen but covered characters too.
    const QString unseen = QStringLiteral("The hill keeper planted lavender.");
    QCOMPARE(tokenizer_->decode(tokenizer_->encode(unseen)), unseen);

    const TokenizedBatch batch = tokenizer_->encodeBatch(trainingSentences().mid(0, 3));
    QCOMPARE(tokenizer_->decodeBatch(batch.ids), trainingSentences().mid(0, 3));
}

void TestTokenizer::decodeSpecialTokens() {
    std::vector<int64_t> ids = tokenizer_->encode(QStringLiteral("The dog barked."));
    ids.insert(ids.begin(), 0);
    ids.push_back(0);
    ids.push_back(200); // the first sentinel above the pieces: <extra_id_99>
    QCOMPARE(tokenizer_->decode(ids), QStringLiteral("The dog barked."));
    QCOMPARE(tokenizer_->decode(ids, false),
             QStringLiteral("<pad>The dog barked.</s><pad><extra_id_99>"));
    // A character never seen in training becomes the unknown id, which decoding skips.
    const std::vector<int64_t> unknown = tokenizer_->encode(QStringLiteral("dog \u4e2d"));
    QVERIFY(std::find(unknown.begin(), unknown.end(), int64_t(2)) != unknown.end());
    QCOMPARE(tokenizer_->decode(unknown).trimmed(), QStringLiteral("dog"));
}

void TestTokenizer::loadsFolderAndRejectsMissingModel() {
    const SentencePieceTokenizer fromFolder = SentencePieceTokenizer::load(dir_.path());
    QCOMPARE(fromFolder.encode(QStringLiteral("The dog barked.")),
             tokenizer_->encode(QStringLiteral("The dog barked.")));
    const QString missing = dir_.filePath(QStringLiteral("nothing/spiece.model"));
    try {
        SentencePieceTokenizer::load(missing);
        QFAIL("loading a missing model did not throw");
    } catch (const InputError& error) {
        QVERIFY2(error.message().contains(missing), qPrintable(error.message()));
    }
}

// SentencePiece's trainer records its input file and output prefix in the model; trainT5's models
// and the stripped copy of a raw one name no path, and encode exactly as the raw one does.
void TestTokenizer::trainingPathsLeaveTheModel() {
    QFile trained(dir_.filePath(QStringLiteral("spiece.model")));
    QVERIFY(trained.open(QIODevice::ReadOnly));
    QVERIFY(!trained.readAll().contains(dir_.path().toUtf8()));

    const QString prefix = dir_.filePath(QStringLiteral("raw"));
    SentencePieceModel::TrainOptions options;
    options.vocabSize = 200;
    SentencePieceModel::train(trainingSentences(), prefix, options);
    const QString raw = prefix + QStringLiteral(".model");
    QFile rawFile(raw);
    QVERIFY(rawFile.open(QIODevice::ReadOnly));
    const QByteArray rawBytes = rawFile.readAll();
    QVERIFY(rawBytes.contains(prefix.toUtf8())); // the output prefix, at least
    const QString stripped = dir_.filePath(QStringLiteral("stripped/spiece.model"));
    QVERIFY(QDir().mkpath(QFileInfo(stripped).path()));
    QVERIFY(QFile::copy(raw, stripped));
    stripTrainingPaths(stripped);
    QFile strippedFile(stripped);
    QVERIFY(strippedFile.open(QIODevice::ReadOnly));
    const QByteArray strippedBytes = strippedFile.readAll();
    QVERIFY(!strippedBytes.contains(dir_.path().toUtf8()));
    QVERIFY(strippedBytes.size() < rawBytes.size());
    QCOMPARE(withoutTrainingPaths(strippedBytes), strippedBytes); // nothing left to remove

    const SentencePieceTokenizer before = SentencePieceTokenizer::load(raw);
    const SentencePieceTokenizer after = SentencePieceTokenizer::load(stripped);
    QCOMPARE(after.pieceCount(), before.pieceCount());
    for (const QString& sentence : trainingSentences())
        QCOMPARE(after.encode(sentence), before.encode(sentence));
    QCOMPARE(after.encode(QStringLiteral("Zebras queue quietly.")),
             before.encode(QStringLiteral("Zebras queue quietly.")));

    // Bytes that are not a protobuf message are refused, naming the file.
    try {
        withoutTrainingPaths(QByteArray("\x12\x7f\x01", 3), QStringLiteral("bad.model"));
        QFAIL("a truncated message was accepted");
    } catch (const InputError& error) {
        QVERIFY2(error.message().contains(QStringLiteral("bad.model")),
                 qPrintable(error.message()));
    }
}

QTEST_GUILESS_MAIN(TestTokenizer)
#include "test_tokenizer.moc"
