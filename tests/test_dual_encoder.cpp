// The demo victim's training: a tiny T5-encoder dual encoder trained with in-batch negatives on
// invented (utterance, reply) pairs learns to retrieve each reply, and the dev loss and
// retrieval report follow.
#include <torch/torch.h>

#include "embedders/dual_encoder_training.h"
#include "eval/retrieval.h"
#include "test_models.h"

#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

const TextPairs kPairs = {
    {"do you have any pets ?", "yes , two cats named tom and lulu ."},
    {"where do you live ?", "in a small town near the coast ."},
    {"what do you do for work ?", "i drive a school bus ."},
    {"what is your favourite food ?", "pizza with mushrooms , always ."},
    {"do you like music ?", "i play the violin in a band ."},
    {"how old are you ?", "i turned forty last spring ."},
    {"are you married ?", "no , but i have a girlfriend ."},
    {"what did you do today ?", "i went hiking in the hills ."},
    {"do you read books ?", "mostly crime novels on the train ."},
    {"what sport do you like ?", "i swim every morning before work ."},
    {"do you have kids ?", "a son who is six years old ."},
    {"what car do you drive ?", "an old red van that breaks down ."},
    {"where did you grow up ?", "on a farm with many cows ."},
    {"what is your hobby ?", "painting birds with water colours ."},
    {"do you travel a lot ?", "only to visit my mother in june ."},
    {"what do you study ?", "nursing at the city college ."},
};

// How many utterances retrieve their own reply first among all replies.
int correctRetrievals(SentenceTransformer& embedder) {
    QStringList utterances, replies;
    for (const auto& [u, r] : kPairs) {
        utterances << u;
        replies << r;
    }
    const torch::Tensor top = topKByCosine(embedder.embed(utterances), embedder.embed(replies), 1);
    return top.squeeze(1).eq(torch::arange(top.size(0))).sum().item<int>();
}

} // namespace

class TestDualEncoder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void learnsToRetrieveReplies() {
        QTemporaryDir dir;
        QStringList texts;
        for (const auto& [u, r] : kPairs)
            texts << u << r;
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(texts, spm, 120);
        torch::manual_seed(5);
        SentenceTransformer embedder(
            QStringLiteral("tiny"),
            T5Model(test::tinyT5Config(128, 32, 8, 64), T5ModelImpl::Parts::EncoderOnly),
            SentencePieceTokenizer::load(spm), SentencePooling{}, torch::nn::Linear{nullptr},
            QStringLiteral("torch.nn.modules.linear.Identity"), true, 32);
        const int before = correctRetrievals(embedder);
        DualEncoderTrainingTask task(embedder, kPairs, kPairs, 8);
        const double devBefore = *task.devLoss();
        TrainerOptions options;
        options.learningRate = 3e-3;
        options.batchSize = 8;
        options.epochs = 60;
        options.warmupSteps = 10;
        options.seed = 2;
        const TrainingResult result = train(task, options);
        QCOMPARE(result.steps, 120);
        QVERIFY2(*result.epochs.back().devLoss < 0.2 * devBefore,
                 qPrintable(
                     QStringLiteral("%1 -> %2").arg(devBefore).arg(*result.epochs.back().devLoss)));
        const int after = correctRetrievals(embedder);
        QVERIFY2(
            after == int(kPairs.size()) && after > before,
            qPrintable(QStringLiteral("%1 -> %2 of %3").arg(before).arg(after).arg(kPairs.size())));
        QVERIFY(task.sampleOutputs().join(QString()).contains(QStringLiteral("100.0% of 16")));
    }
};

QTEST_GUILESS_MAIN(TestDualEncoder)
#include "test_dual_encoder.moc"
