// Training attribute probes as `unembed-cli train probe` does: the auxiliary texts are embedded by
// the victim, labelled by the detectors (one attribute per span kind found) and a keyword watch
// list, every k-th text is held out, and a logistic probe per attribute is fitted on the rest and
// measured on the held-out texts (ROC AUC and average precision with 95 % bootstrap intervals,
// beside the base rate). The probe folder is a model like the attackers: config.json with an
// "unembed" block (family "attribute-probe", the victim, each attribute with its figures) and
// model.safetensors ("weight" [attributes, d], "bias" [attributes]). Torch-free.
#pragma once

#include "attacks/attributes/ranking_metrics.h"
#include "attacks/attributes/text_attributes.h"
#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"

#include <QJsonObject>

#include <optional>

namespace unembed {

inline const QString kAttributeProbeFamily = QStringLiteral("attribute-probe");

struct ProbeTrainingRequest {
    VictimSpec victim;
    QString textsPath;
    QString termsFile;    // a --terms list for the detectors (its spans are kind "term")
    QStringList keywords; // the watch list
    bool detectorAttributes = true;
    int heldOutEvery = 5; // text i is held out when i mod k == k - 1
    double c = 1.0;
    bool balanced = true;
    int minPositives = 5; // attributes with fewer training positives are left out
    QString out;
};

struct ProbeAttributeResult {
    TextAttribute attribute;
    qint64 trainTexts = 0, trainPositives = 0;
    qint64 heldOutTexts = 0, heldOutPositives = 0;
    std::optional<RankingFigure> auc, averagePrecision; // on the held-out texts
    QString skipped; // why no probe was fitted (too few positives); empty when one was
};

struct ProbeTrainingResult {
    QString victimName;
    int dimension = 0;
    QString detectors; // the detectors' labels
    std::vector<ProbeAttributeResult> attributes;
};

// A figure as probe folders and `--json` write it: {value, low, high}; empty when absent.
QJsonObject rankingFigureJson(const std::optional<RankingFigure>& figure);

// Throws InputError (texts, victim, no attribute with enough positives) or Cancelled; the folder
// is written only when every probe is fitted.
ProbeTrainingResult trainAttributeProbes(const ProbeTrainingRequest& request,
                                         const CancelToken* cancel = nullptr,
                                         const ProgressFn& progress = {});

} // namespace unembed
