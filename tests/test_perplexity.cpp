// GEIA's perplexity under a judge GPT-2 folder, as Hugging Face evaluate's `perplexity` computes
// it (add_start_token=True): each text's value equals a re-computation one prefix at a time with
// plain tensor ops, texts without tokens get none, long texts are cut at n_positions - 1 tokens,
// the judge's BOS comes from tokenizer_config.json when config.json names GPT-2's 50256 beyond a
// small vocabulary, a folder without a BPE tokenizer is refused by name, and 40 texts score what
// transformers' GPT-2 gives with evaluate's formula (tests/fixtures/perplexity-judge).
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "eval/perplexity.h"
#include "io/json_file.h"
#include "nn/gpt2.h"
#include "test_support.h"
#include "tokenizers/hf_tokenizer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace unembed;

namespace {

// A GPT-2 folder as transformers writes GPT2LMHeadModel(GPT2Config(vocab_size=500, n_positions=12,
// n_embd=16, n_layer=2, n_head=2)), with non-neutral biases so every term counts, and the
// fixture's byte-level BPE tokenizer (<|endoftext|> is id 0).
void writeJudge(const QString& folder) {
    GPT2Config config;
    config.vocabSize = 500;
    config.nPositions = 12;
    config.nEmbd = 16;
    config.nLayer = 2;
    config.nHead = 2;
    torch::manual_seed(3);
    GPT2LMHeadModel model(config);
    {
        torch::NoGradGuard noGrad;
        for (auto& p : model->named_parameters())
            if (p.key().find("bias") != std::string::npos)
                p.value().add_(torch::randn_like(p.value()) * 0.3);
        for (auto& p : model->named_parameters())
            if (p.key().find("wte") != std::string::npos) p.value().mul_(20.0);
    }
    saveGPT2(*model, folder);
    for (const QString& name :
         {QStringLiteral("tokenizer.json"), QStringLiteral("tokenizer_config.json")})
        QFile::copy(test::hfEncoderFixture(QStringLiteral("gpt2_bpe_tokenizer/") + name),
                    QDir(folder).filePath(name));
}

// exp(mean -log p(token_t | BOS, tokens before t)), each prefix run through the model on its own.
double naivePerplexity(GPT2LMHeadModel& model, std::vector<int64_t> ids) {
    ids.insert(ids.begin(), 0);
    double nll = 0;
    for (size_t t = 1; t < ids.size(); ++t) {
        const torch::Tensor prefix =
            torch::tensor(std::vector<int64_t>(ids.begin(), ids.begin() + long(t))).unsqueeze(0);
        const torch::Tensor logits = model->transformer->logits(
            model->transformer->forward(model->transformer->embed(prefix)));
        nll -= torch::log_softmax(logits[0][int64_t(t) - 1].to(torch::kFloat64), 0)[ids[t]]
                   .item<double>();
    }
    return std::exp(nll / double(ids.size() - 1));
}

} // namespace

class TestPerplexity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matchesTheDefinitionTextByText() {
        QTemporaryDir dir;
        const QString judge = dir.filePath(QStringLiteral("judge"));
        writeJudge(judge);
        // transformers' config for this shape keeps GPT-2's special ids beyond the vocabulary.
        QJsonObject config =
            readJsonObjectFile(QDir(judge).filePath(QStringLiteral("config.json")));
        config.insert(QStringLiteral("bos_token_id"), 50256);
        config.insert(QStringLiteral("eos_token_id"), 50256);
        writeJsonFile(QDir(judge).filePath(QStringLiteral("config.json")), config);

        const QStringList texts = {QStringLiteral("hello there"), QString(),
                                   QStringLiteral("i like to read books about the history of my "
                                                  "town and its old houses"),
                                   QStringLiteral("a")};
        torch::NoGradGuard noGrad;
        const JudgePerplexities judged = judgePerplexities(judge, texts);
        QCOMPARE(judged.judge, QStringLiteral("judge"));
        QCOMPARE(judged.values.size(), size_t(4));
        QVERIFY(!judged.values[1]);
        GPT2LMHeadModel model = loadGPT2(judge);
        const auto tokenizer = HfTokenizer::load(judge);
        for (int i : {0, 2, 3}) {
            std::vector<int64_t> ids = tokenizer->tokenize(texts[i]);
            if (i == 2) {
                QVERIFY(ids.size() > 11);
                ids.resize(11); // n_positions 12, one of them the BOS
            }
            QVERIFY(judged.values[size_t(i)].has_value());
            const double expected = naivePerplexity(model, ids);
            QVERIFY(expected > 1.0);
            QVERIFY2(std::abs(*judged.values[size_t(i)] - expected) < 1e-4 * expected,
                     qPrintable(QStringLiteral("%1: %2 vs %3")
                                    .arg(texts[i])
                                    .arg(*judged.values[size_t(i)])
                                    .arg(expected)));
        }
        // The same texts in another batch composition score the same.
        const JudgePerplexities alone = judgePerplexities(judge, {texts[3]});
        QVERIFY(std::abs(*alone.values[0] - *judged.values[3]) < 1e-6 * *alone.values[0]);
    }

    // Against transformers' GPT-2 and evaluate's formula (tests/fixtures/make_perplexity_judge.py):
    // 40 texts, the long ones cut at n_positions - 1 tokens.
    void matchesTransformers() {
        QTemporaryDir dir;
        const QString judge = test::copyPerplexityJudge(dir.filePath(QStringLiteral("judge")));
        const QJsonObject expected =
            readJsonObjectFile(test::fixture(QStringLiteral("perplexity-judge/expected.json")));
        QStringList texts;
        for (const QJsonValue& text : expected.value(QStringLiteral("texts")).toArray())
            texts << text.toString();
        const QJsonArray want = expected.value(QStringLiteral("perplexities")).toArray();
        QCOMPARE(want.size(), texts.size());
        QVERIFY(texts.size() >= 40);
        const JudgePerplexities judged = judgePerplexities(judge, texts);
        for (qsizetype i = 0; i < texts.size(); ++i) {
            QVERIFY(judged.values[size_t(i)].has_value());
            const double reference = want[i].toDouble();
            QVERIFY2(std::abs(*judged.values[size_t(i)] - reference) < 1e-4 * reference,
                     qPrintable(QStringLiteral("%1: %2 vs transformers' %3")
                                    .arg(texts[i])
                                    .arg(*judged.values[size_t(i)])
                                    .arg(reference)));
        }
    }

    void aFolderWithoutABpeTokenizerIsRefused() {
        QTemporaryDir dir;
        const QString judge = dir.filePath(QStringLiteral("judge"));
        writeJudge(judge);
        QVERIFY(QFile::remove(QDir(judge).filePath(QStringLiteral("tokenizer.json"))));
        test::expectError([&] { judgePerplexities(judge, {QStringLiteral("hi")}); },
                          {judge, QStringLiteral("no tokenizer")});
    }
};

QTEST_GUILESS_MAIN(TestPerplexity)
#include "test_perplexity.moc"
