// `unembed-cli eval`: scores a stored run against its dataset's texts and stores the figures,
// the detected sensitive spans and the run's curves in the case, replacing an earlier evaluation
// of the run in one transaction. Text outputs (Vec2Text, GEIA) get every text metric and the
// token micro P/R/F1 under the attacker tokenizer; token outputs (MLC, MSP) get the token micro
// P/R/F1. With an embedder folder, the cosine under the victim (and under a judge); with a GPT-2
// folder, the predictions' perplexity (eval/perplexity.h). Text outputs also get the `length`
// curve (eval/length_study.h). A Vec2Text run
// also gets BLEU, exact match and cosine per correction round, a `rounds` curve and a cosine-vs-
// BLEU `scatter`. A torch-free header.
#pragma once

#include "embedders/victim_spec.h"
#include "eval/metric_definitions.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"
#include "text/sensitive_terms.h"

namespace unembed {

struct RunEvaluationRequest {
    qint64 runId = 0;
    VictimSpec victim;       // for cosine; empty for none
    QString judgeFolder;     // a separate judge embedder (GEIA's ES); empty for none
    QString perplexityJudge; // a GPT-2 folder for the predictions' perplexity; empty for none
    QString termsFile;       // a user term list for the detectors; empty for none
    QString wordList = ProperNounGazetteer::defaultWordList();
};

struct RoundFigures {
    int round = 0;
    std::vector<MetricValue> values;
};

struct RunEvaluation {
    QString attack;
    QString output; // "text" or "tokens"
    qint64 samples = 0;
    std::vector<MetricValue> runMetrics;
    std::vector<RoundFigures> rounds; // Vec2Text only
    qint64 spans = 0;
    std::vector<qint64> curveIds;
    QString tokenizer; // the attacker's spiece.model
    QString detector;  // the detectors' labels
};

// Throws InputError naming the case (unknown run, no samples, dataset without texts, missing
// attacker tokenizer, unreadable word list, term list or embedder folder, a perplexity judge for
// token outputs) and Cancelled.
RunEvaluation evaluateRun(CaseFile& caseFile, const RunEvaluationRequest& request,
                          const CancelToken* cancel = nullptr, const ProgressFn& progress = {});

} // namespace unembed
