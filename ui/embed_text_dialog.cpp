#include "embed_text_dialog.h"

#include "browse_field.h"
#include "demo_pack.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>

namespace unembed {

namespace {
const QString kEmbedderKey = QStringLiteral("embed/embedder");
} // namespace

EmbedTextDialog::EmbedTextDialog(QWidget* parent)
    : QDialog(parent), text_(new QPlainTextEdit(this)),
      name_(new QLineEdit(tr("typed sentences"), this)),
      embedder_(new QLineEdit(
          QSettings().value(kEmbedderKey, demoModelFolder(QStringLiteral("victim"))).toString(),
          this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Embed Text"));
    text_->setPlaceholderText(tr("One sentence per line"));
    text_->setAccessibleName(tr("Sentences to embed, one per line"));
    text_->setTabChangesFocus(true);
    name_->setAccessibleName(tr("Dataset name"));
    embedder_->setAccessibleName(tr("Victim embedder folder"));
    embedder_->setPlaceholderText(tr("A sentence-transformers folder"));
    QPushButton* browse =
        browseButton(this, embedder_, tr("Victim embedder"), tr("Browse for the embedder folder"));
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Embed"));

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Sentences:"), text_);
    form->addRow(tr("Dataset &name:"), name_);
    QWidget* embedderRow = withBrowseButton(embedder_, browse);
    form->addRow(tr("&Victim embedder:"), embedderRow);
    form->addRow(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(text_, &QPlainTextEdit::textChanged, this, &EmbedTextDialog::updateOk);
    connect(name_, &QLineEdit::textChanged, this, &EmbedTextDialog::updateOk);
    connect(embedder_, &QLineEdit::textChanged, this, &EmbedTextDialog::updateOk);
    setTabChain({text_, name_, embedderRow, buttons_});
    resize(640, 420);
    updateOk();
}

QStringList EmbedTextDialog::texts() const {
    QStringList lines;
    for (const QString& line : text_->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty()) lines << line.trimmed();
    return lines;
}

QString EmbedTextDialog::datasetName() const {
    return name_->text().trimmed();
}

QString EmbedTextDialog::embedderFolder() const {
    return embedder_->text().trimmed();
}

void EmbedTextDialog::accept() {
    QSettings().setValue(kEmbedderKey, embedderFolder());
    QDialog::accept();
}

void EmbedTextDialog::updateOk() {
    buttons_->button(QDialogButtonBox::Ok)
        ->setEnabled(!texts().isEmpty() && !datasetName().isEmpty() && !embedderFolder().isEmpty());
}

} // namespace unembed
