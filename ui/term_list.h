// The organisation's own sensitive terms in the workbench (`--terms` of `unembed-cli eval`): one
// term list, remembered, that every evaluation the workbench runs (after an attack, on request,
// Try's sentences) gives its detectors. A list has a term per line; "name: Priya Nair" lines are
// the people the texts name, whom name recovery counts. Attack ▸ Sensitive Terms… chooses it.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace unembed {

// The term list chosen (a file path), or empty for the built-in detectors alone.
QString chosenTermsFile();

class TermListDialog : public QDialog {
    Q_OBJECT
public:
    explicit TermListDialog(QWidget* parent = nullptr);

    QLineEdit* pathEdit() const { return path_; }
    QLabel* summaryLabel() const { return summary_; }
    QDialogButtonBox* buttonBox() const { return buttons_; }

    // Remembers the list when it loads (a message names the file and the problem otherwise, and
    // the dialog stays open); an empty path goes back to the built-in detectors.
    void accept() override;

private:
    // Loads the list in the field and says what it holds, or why it cannot be used (problem_).
    void describe();

    QString problem_;

    QLineEdit* path_;
    QLabel* summary_;
    QDialogButtonBox* buttons_;
};

} // namespace unembed
