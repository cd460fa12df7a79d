// The Try tab: type or edit a sentence, and see what each of the case's attackers makes of its
// embedding, without making a dataset for it (attacks/sentence_probe.h: the sentence joins the
// case's scratch dataset for the victim and each attack is a run of its own there, evaluated at
// once). Vec2Text's rounds appear as they finish; the table gives every attack's output with the
// sentence's words marked, its cosine, BLEU and token F1, and the sensitive terms it recovered.
// A vector pasted as a JSON array of numbers, as a notebook prints one, is inverted the same way
// (checked against the dimension of each checked attacker's victim first).
#pragma once

#include "attacks/vec2text/correction_round.h"

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTreeWidget;

namespace unembed {

class CaseFile;
class InferenceWorker;
struct SentenceProbeResult;

class ProbeView : public QWidget {
    Q_OBJECT
public:
    explicit ProbeView(InferenceWorker* worker, QWidget* parent = nullptr);

    // The case whose attackers are offered and where sentences are kept; nullptr clears. The case
    // must outlive the view or be replaced first.
    void showCase(CaseFile* caseFile);
    // Embeds and attacks the sentence typed (Ctrl+Return); returns the job id, 0 if none started.
    int attack();
    // Inverts the vector pasted (a JSON array of numbers) with the checked attackers; returns the
    // job id, or 0 with the reason in the status line when the vector is refused.
    int invertVector();

    QLineEdit* sentenceEdit() const { return sentence_; }
    QLineEdit* victimEdit() const { return victim_; }
    // An alignment map: the attackers, trained for the map's attack embedder, read the victim's
    // vector through it (`invert --align`); empty for attackers of this victim.
    QLineEdit* mapEdit() const { return map_; }
    QListWidget* attackerList() const { return attackers_; }
    QSpinBox* stepsBox() const { return steps_; }
    QPushButton* attackButton() const { return attack_; }
    QPlainTextEdit* vectorEdit() const { return vector_; }
    QPushButton* invertVectorButton() const { return invertVector_; }
    QTableWidget* resultsTable() const { return results_; }
    QTreeWidget* roundsTree() const { return rounds_; }
    QLabel* statusLabel() const { return status_; }

Q_SIGNALS:
    // A sentence was attacked: the case changed (a scratch dataset, runs), shown from this row.
    void probed(qint64 datasetId, qint64 row);
    void failed(const QString& message);

private:
    void listAttackers();
    void addRound(quint64 tag, const CorrectionRound& round);
    void showResult(const SentenceProbeResult& result);
    void updateButton();
    // Starts the job: the sentence typed, or the vector pasted when `vector` is not empty.
    int startProbe(const QString& sentence, const std::vector<float>& vector);

    QPointer<InferenceWorker> worker_;
    CaseFile* case_ = nullptr;
    QLineEdit* sentence_;
    QLineEdit* victim_;
    QLineEdit* map_;
    QListWidget* attackers_;
    QSpinBox* steps_;
    QPushButton* attack_;
    QPlainTextEdit* vector_;
    QPushButton* invertVector_;
    QTableWidget* results_;
    QTreeWidget* rounds_;
    QLabel* status_;
    int jobId_ = 0;
    quint64 tag_ = 0;
    QString sentenceInFlight_;
    QStringList attackersInFlight_;    // the labels of the request's attackers, in its order
    QHash<qint64, QString> lastRound_; // each Vec2Text attacker's last hypothesis
};

} // namespace unembed
