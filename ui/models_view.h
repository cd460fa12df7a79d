// The Models panel: the model folders registered in the case (victim embedders and attackers) and
// the embeddings endpoints registered as victims, what each is and which victim each attacker was
// trained against; Register Folder… and Register Endpoint… add one,
// Check Pair refuses an attacker and a victim that do not belong together, and Train… starts a
// training job on the worker whose loss is drawn live (each step, and the dev loss per epoch).
// A finished training registers its folder and keeps its loss curve in the case.
#pragma once

#include "attacks/attack_training.h"
#include "embedders/victim_spec.h"
#include "store/model_store.h"

#include <QWidget>

class QCustomPlot;
class QLabel;
class QPushButton;
class QTableWidget;

namespace unembed {

class CaseFile;
class InferenceWorker;

class ModelsView : public QWidget {
    Q_OBJECT
public:
    explicit ModelsView(InferenceWorker* worker, QWidget* parent = nullptr);

    // Lists the case's models (nullptr: none).
    void showCase(CaseFile* caseFile);
    // Describes and registers a folder in the open case on the worker; returns the job id (0
    // without a case).
    int registerFolder(const QString& folder);
    // Queries the endpoint once for its dimension (through the case's query cache) and registers
    // it; returns the job id (0 without a case).
    int registerEndpoint(const VictimSpec& endpoint);
    // Asks for an endpoint (EndpointDialog) and registers it: Register Endpoint…'s button and
    // File ▸ Register Endpoint….
    void promptRegisterEndpoint();
    // Whether the models of these ids fit as attacker and victim, or as an alignment map and the
    // victim it reads or an attacker for the space it maps into: the message shown to the user,
    // which starts with "✔" when they do, "⚠" when only an embedder's name differs and "✘" when
    // they cannot go together.
    QString checkPair(qint64 firstId, qint64 secondId);
    // Starts training; the loss chart follows it. Returns the job id (0 without a case).
    int startTraining(const AttackTrainingRequest& request);

    QTableWidget* table() const { return table_; }
    QCustomPlot* lossPlot() const { return plot_; }
    QLabel* status() const { return status_; }

Q_SIGNALS:
    void failed(const QString& message);

private:
    // Throw InputError when the two cannot go together.
    QString attackerPairMessage(const ModelInfo& attacker, const ModelInfo& victim) const;
    QString mapPairMessage(const ModelInfo& map, const ModelInfo& other) const;
    void promptRegister();
    void promptTrain();
    void checkSelectedPair();
    void updateButtons();

    InferenceWorker* worker_;
    CaseFile* case_ = nullptr;
    QTableWidget* table_;
    QCustomPlot* plot_;
    QLabel* status_;
    QPushButton* register_;
    QPushButton* registerEndpoint_;
    QPushButton* check_;
    QPushButton* train_;
    quint64 trainingTag_ = 0;
};

} // namespace unembed
