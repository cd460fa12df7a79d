#include "import_dialog.h"

#include "browse_field.h"
#include "io/embedding_reader.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace unembed {

namespace {
QString lastDir() {
    return QSettings().value(QStringLiteral("paths/lastImportDir")).toString();
}
void rememberDir(const QString& path) {
    QSettings().setValue(QStringLiteral("paths/lastImportDir"), QFileInfo(path).absolutePath());
}
} // namespace

ImportDialog::ImportDialog(QWidget* parent)
    : QDialog(parent), embeddings_(new QLineEdit), texts_(new QLineEdit), name_(new QLineEdit) {
    setWindowTitle(tr("Import Embeddings"));
    embeddings_->setAccessibleName(tr("Embedding file"));
    texts_->setAccessibleName(tr("Texts file"));
    texts_->setPlaceholderText(tr("optional: one text per row"));
    name_->setAccessibleName(tr("Dataset name"));
    auto* browseEmbeddingsButton = new QPushButton(tr("&Browse…"));
    auto* browseTextsButton = new QPushButton(tr("B&rowse…"));
    connect(browseEmbeddingsButton, &QPushButton::clicked, this, &ImportDialog::browseEmbeddings);
    connect(browseTextsButton, &QPushButton::clicked, this, &ImportDialog::browseTexts);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(embeddings_, &QLineEdit::textChanged, this, &ImportDialog::updateOk);
    // The name the import gives when none is typed.
    connect(embeddings_, &QLineEdit::textChanged, this, [this](const QString& path) {
        name_->setPlaceholderText(QFileInfo(path.trimmed()).completeBaseName());
    });

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Embeddings:"), withBrowseButton(embeddings_, browseEmbeddingsButton));
    form->addRow(tr("&Texts:"), withBrowseButton(texts_, browseTextsButton));
    form->addRow(tr("Dataset &name:"), name_);
    form->addRow(buttons);
    resize(640, sizeHint().height());
    updateOk();
}

QString ImportDialog::embeddingsPath() const {
    return embeddings_->text().trimmed();
}

QString ImportDialog::textsPath() const {
    return texts_->text().trimmed();
}

QString ImportDialog::datasetName() const {
    return name_->text().trimmed();
}

void ImportDialog::browseEmbeddings() {
    const QString filter =
        tr("Embedding files (%1)").arg(embeddingFilePatterns().join(QLatin1Char(' ')));
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Embedding File"), lastDir(), filter);
    if (path.isEmpty()) return;
    rememberDir(path);
    embeddings_->setText(path);
}

void ImportDialog::browseTexts() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Texts File"), lastDir(),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (!path.isEmpty()) texts_->setText(path);
}

void ImportDialog::updateOk() {
    ok_->setEnabled(!embeddingsPath().isEmpty());
}

} // namespace unembed
