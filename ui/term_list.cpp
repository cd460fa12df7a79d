#include "term_list.h"

#include "browse_field.h"
#include "error.h"
#include "text/sensitive_terms.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

namespace unembed {

namespace {

const QString kTermsKey = QStringLiteral("eval/terms");

} // namespace

QString chosenTermsFile() {
    return QSettings().value(kTermsKey).toString();
}

TermListDialog::TermListDialog(QWidget* parent)
    : QDialog(parent), path_(new QLineEdit(chosenTermsFile(), this)), summary_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Sensitive Terms"));
    auto* about = new QLabel(
        tr("Terms your organisation counts as sensitive, besides the built-in detectors (names, "
           "numbers, dates, times, addresses, phones, e-mail addresses): a text file with one term "
           "per line, matched as whole words ignoring case. A line \"name: Priya Nair\" is a "
           "person the texts name, whom name recovery counts. Every evaluation the workbench runs "
           "from now on uses the list; runs evaluated before keep their terms until evaluated "
           "again. Leave empty for the built-in detectors alone."),
        this);
    about->setWordWrap(true);
    path_->setAccessibleName(tr("Term list file"));
    path_->setPlaceholderText(tr("None: the built-in detectors alone"));
    path_->setClearButtonEnabled(true);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    QPushButton* browse = browseButton(this, path_, tr("Term List"),
                                       tr("Browse for a term list file"), BrowseFor::File);
    auto* form = new QFormLayout(this);
    form->addRow(about);
    form->addRow(tr("&Term list:"), withBrowseButton(path_, browse));
    form->addRow(QString(), summary_);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(path_, &QLineEdit::textChanged, this, &TermListDialog::describe);
    resize(560, 240);
    describe();
}

void TermListDialog::describe() {
    problem_.clear();
    const QString path = path_->text().trimmed();
    if (path.isEmpty()) {
        summary_->setText(tr("The built-in detectors alone."));
        return;
    }
    try {
        const TermListDetector list = TermListDetector::load(path);
        summary_->setText(
            tr("%1 (%n name line(s))", nullptr, int(list.nameCount())).arg(list.version()));
    } catch (const InputError& e) {
        problem_ = e.message(); // names the file: for the message on OK
        summary_->setText(QFileInfo(path).isFile() ? problem_ : tr("No such file."));
    }
}

void TermListDialog::accept() {
    if (!problem_.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot use the term list"), problem_);
        return;
    }
    QSettings().setValue(kTermsKey, path_->text().trimmed());
    QDialog::accept();
}

} // namespace unembed
