// tokenizer.json tokenizers against the real Hugging Face tokenizers library: the ids (special
// tokens added, truncated at 32) and decoded texts it gave for hard probe texts (accents, emoji,
// CJK, Korean, repeated spaces, very long inputs) for WordPiece, byte-level BPE and Unigram
// tokenizers; the vocab.txt and vocab.json + merges.txt fallbacks giving the same ids (GPT-2's
// too, as a GEIA decoder reads it); special tokens typed in a text; unsupported components refused
// by name.
// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include "attacks/attacker_tokenizer.h"
#include "tokenizers/hf_tokenizer.h"
#include "tokenizers/tokenizer_loader.h"

#include "io/json_file.h"
#include "test_support.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <map>

using namespace unembed;
using namespace unembed::test;

namespace {

struct Expected {
    QStringList texts;
    std::vector<std::vector<int64_t>> ids;
    QStringList decoded;
};

Expected readExpected(const QString& file) {
    const QJsonObject json = readJsonObjectFile(hfEncoderFixture(file));
    Expected expected;
    for (const QJsonValue& text : json.value(QStringLiteral("texts")).toArray())
        expected.texts << text.toString();
    for (const QJsonValue& row : json.value(QStringLiteral("ids")).toArray()) {
        expected.ids.emplace_back();
        for (const QJsonValue& id : row.toArray())
            expected.ids.back().push_back(id.toInteger());
    }
    for (const QJsonValue& text : json.value(QStringLiteral("decode")).toArray())
        expected.decoded << text.toString();
    return expected;
}

QString idList(const std::vector<int64_t>& ids) {
    QStringList parts;
    for (int64_t id : ids)
        parts << QString::number(id);
    return parts.join(QLatin1Char(' '));
}

void compareIds(const TextTokenizer& tokenizer, const Expected& expected, int maxLength) {
    QCOMPARE(expected.texts.size(), qsizetype(expected.ids.size()));
    for (qsizetype i = 0; i < expected.texts.size(); ++i) {
        const std::vector<int64_t> ids = tokenizer.encode(expected.texts[i], maxLength);
        QVERIFY2(
            ids == expected.ids[size_t(i)],
            qPrintable(QStringLiteral("%1\n got      %2\n expected %3")
                           .arg(expected.texts[i], idList(ids), idList(expected.ids[size_t(i)]))));
    }
}

} // namespace

class TestHfTokenizer : public QObject {
    Q_OBJECT

private slots:
    void idsAndTextsMatchTheLibrary_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("maxLength");
        QTest::addColumn<bool>("skipSpecial");
        for (const char* name : {"st_bert_mean", "st_bert_cls_prompt", "st_mpnet_mean",
                                 "st_roberta_dense", "st_xlmr_e5"})
            QTest::newRow(name) << QString::fromLatin1(name)
                                << QString::fromLatin1(name) + QStringLiteral("_expected.json")
                                << 32 << true;
        QTest::newRow("gpt2") << QStringLiteral("gpt2_bpe_tokenizer")
                              << QStringLiteral("gpt2_bpe_expected.json") << 0 << false;
    }
    void idsAndTextsMatchTheLibrary() {
        QFETCH(QString, folder);
        QFETCH(QString, expected);
        QFETCH(int, maxLength);
        QFETCH(bool, skipSpecial);
        const auto tokenizer = HfTokenizer::load(hfEncoderFixture(folder));
        const Expected want = readExpected(expected);
        compareIds(*tokenizer, want, maxLength);
        for (qsizetype i = 0; i < want.texts.size(); ++i)
            QCOMPARE(tokenizer->decode(want.ids[size_t(i)], skipSpecial), want.decoded[i]);
    }

    // A special token typed in a text is that token, whatever the normalizer would make of it.
    void specialTokenInTextIsItsId() {
        const auto bert = HfTokenizer::load(hfEncoderFixture(QStringLiteral("st_bert_mean")));
        const std::vector<int64_t> ids = bert->encode(QStringLiteral("a [SEP] b [MASK]"));
        QCOMPARE(ids, (std::vector<int64_t>{2, 23, 3, 24, 4, 3}));
        const auto roberta =
            HfTokenizer::load(hfEncoderFixture(QStringLiteral("st_roberta_dense")));
        const std::vector<int64_t> withMask = roberta->encode(QStringLiteral("<mask>"));
        QCOMPARE(withMask, (std::vector<int64_t>{0, 4, 2}));
        QCOMPARE(roberta->decode(withMask, false), QStringLiteral("<s><mask></s>"));
    }

    // Folders without tokenizer.json: BERT's vocab.txt, RoBERTa's vocab.json and merges.txt.
    void olderVocabularyFilesGiveTheSameIds() {
        QTemporaryDir dir;
        const QJsonObject bert =
            readJsonObjectFile(hfEncoderFixture(QStringLiteral("st_bert_mean/tokenizer.json")));
        std::map<int64_t, QString> byId;
        const QJsonObject vocab = bert.value(QStringLiteral("model"))
                                      .toObject()
                                      .value(QStringLiteral("vocab"))
                                      .toObject();
        for (auto it = vocab.begin(); it != vocab.end(); ++it)
            byId[it.value().toInteger()] = it.key();
        QByteArray lines;
        for (const auto& [id, token] : byId)
            lines += token.toUtf8() + '\n';
        QDir().mkpath(dir.filePath(QStringLiteral("bert")));
        writeFile(dir, QStringLiteral("bert/vocab.txt"), lines);
        writeFile(dir, QStringLiteral("bert/tokenizer_config.json"),
                  R"({"do_lower_case": true, "tokenizer_class": "BertTokenizer"})");
        compareIds(*loadTextTokenizer(dir.filePath(QStringLiteral("bert")), false),
                   readExpected(QStringLiteral("st_bert_mean_expected.json")), 32);

        // vocab.json and merges.txt written from a byte-level BPE tokenizer.json.
        const auto writeBpeFiles = [&](const QString& from, const QString& folder,
                                       const QByteArray& tokenizerConfig) {
            const QJsonObject model = readJsonObjectFile(hfEncoderFixture(from))
                                          .value(QStringLiteral("model"))
                                          .toObject();
            QDir().mkpath(dir.filePath(folder));
            writeJsonFile(dir.filePath(folder + QStringLiteral("/vocab.json")),
                          model.value(QStringLiteral("vocab")).toObject());
            QByteArray merges = "#version: 0.2\n";
            for (const QJsonValue& merge : model.value(QStringLiteral("merges")).toArray()) {
                const QJsonArray pair = merge.toArray();
                merges +=
                    (pair.isEmpty() ? merge.toString()
                                    : pair[0].toString() + QLatin1Char(' ') + pair[1].toString())
                        .toUtf8() +
                    '\n';
            }
            writeFile(dir, folder + QStringLiteral("/merges.txt"), merges);
            writeFile(dir, folder + QStringLiteral("/tokenizer_config.json"), tokenizerConfig);
            return dir.filePath(folder);
        };
        compareIds(
            *loadTextTokenizer(writeBpeFiles(QStringLiteral("st_roberta_dense/tokenizer.json"),
                                             QStringLiteral("roberta"),
                                             R"({"tokenizer_class": "RobertaTokenizer"})"),
                               false),
            readExpected(QStringLiteral("st_roberta_dense_expected.json")), 32);
        // GPT-2's (a GEIA decoder's) ends texts with the EOS its tokenizer_config.json names.
        const QString gpt2 = writeBpeFiles(
            QStringLiteral("gpt2_bpe_tokenizer/tokenizer.json"), QStringLiteral("gpt2"),
            R"({"tokenizer_class": "GPT2Tokenizer", "bos_token": "<|endoftext|>",
                "eos_token": "<|endoftext|>", "unk_token": "<|endoftext|>"})");
        const Expected expectedGpt2 = readExpected(QStringLiteral("gpt2_bpe_expected.json"));
        compareIds(*loadTextTokenizer(gpt2, false), expectedGpt2, 0);
        const AttackerTokenizer attacker = AttackerTokenizer::load(gpt2);
        QCOMPARE(attacker.eosId(), int64_t(0));
        QVERIFY(attacker.description().contains(QStringLiteral("vocab.json + merges.txt")));
        std::vector<int64_t> labels = expectedGpt2.ids[0];
        labels.push_back(0);
        QCOMPARE(attacker.labelIds(expectedGpt2.texts[0], 0), labels);
    }

    void unsupportedComponentIsRefusedByName() {
        QJsonObject json =
            readJsonObjectFile(hfEncoderFixture(QStringLiteral("st_xlmr_e5/tokenizer.json")));
        json.insert(QStringLiteral("normalizer"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("Precompiled")}});
        expectError([&] { HfTokenizer(json, QStringLiteral("tokenizer.json"), {}, {}); },
                    {QStringLiteral("tokenizer.json"), QStringLiteral("normalizer.type"),
                     QStringLiteral("Precompiled"), QStringLiteral("BertNormalizer")});
        json.insert(QStringLiteral("normalizer"), QJsonValue());
        json.insert(QStringLiteral("model"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("WordLevel")}});
        expectError(
            [&] { HfTokenizer(json, QStringLiteral("tokenizer.json"), {}, {}); },
            {QStringLiteral("model.type"), QStringLiteral("WordLevel"), QStringLiteral("Unigram")});
    }

    void folderWithoutTokenizerIsRefused() {
        QTemporaryDir dir;
        expectError([&] { loadTextTokenizer(dir.path(), false); },
                    {dir.path(), QStringLiteral("tokenizer.json")});
    }
};

QTEST_GUILESS_MAIN(TestHfTokenizer)
#include "test_hf_tokenizer.moc"
