#include "import_dialog.h"

#include "browse_field.h"
#include "error.h"
#include "io/chroma_store.h"
#include "io/embedding_reader.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace unembed {

namespace {
// The collection's name, beside the text shown and the name or id the import is given.
constexpr int kNameRole = Qt::UserRole + 1;

QString lastDir() {
    return QSettings().value(QStringLiteral("paths/lastImportDir")).toString();
}
void rememberDir(const QString& path) {
    QSettings().setValue(QStringLiteral("paths/lastImportDir"), QFileInfo(path).absolutePath());
}
} // namespace

ImportDialog::ImportDialog(QWidget* parent)
    : QDialog(parent), embeddings_(new QLineEdit), texts_(new QLineEdit), name_(new QLineEdit),
      collection_(new QComboBox), collectionLabel_(new QLabel(tr("&Collection:"))) {
    setWindowTitle(tr("Import Embeddings"));
    embeddings_->setAccessibleName(tr("Embedding file"));
    texts_->setAccessibleName(tr("Texts file"));
    texts_->setPlaceholderText(tr("optional: one text per row"));
    name_->setAccessibleName(tr("Dataset name"));
    collection_->setAccessibleName(tr("Chroma collection"));
    collectionLabel_->setBuddy(collection_);
    auto* browseEmbeddingsButton = new QPushButton(tr("&Browse…"));
    auto* browseTextsButton = new QPushButton(tr("B&rowse…"));
    connect(browseEmbeddingsButton, &QPushButton::clicked, this, &ImportDialog::browseEmbeddings);
    connect(browseTextsButton, &QPushButton::clicked, this, &ImportDialog::browseTexts);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(embeddings_, &QLineEdit::textChanged, this, &ImportDialog::updateCollections);
    connect(collection_, &QComboBox::currentTextChanged, this, &ImportDialog::updatePlaceholder);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Embeddings:"), withBrowseButton(embeddings_, browseEmbeddingsButton));
    form->addRow(collectionLabel_, collection_);
    form->addRow(tr("&Texts:"), withBrowseButton(texts_, browseTextsButton));
    form->addRow(tr("Dataset &name:"), name_);
    form->addRow(buttons);
    // Tab goes from field to field, then to the buttons; each Browse… has its Alt+letter.
    setTabChain({embeddings_, collection_, texts_, name_, buttons, browseEmbeddingsButton,
                 browseTextsButton});
    resize(640, sizeHint().height());
    updateCollections();
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

QString ImportDialog::collection() const {
    return collection_->isEnabled() ? collection_->currentData().toString() : QString();
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
    ok_->setEnabled(!embeddingsPath().isEmpty() &&
                    (collection_->isHidden() || collection_->isEnabled()));
}

// A Chroma store shows its collections; one that cannot be read says why in the list's place, and
// the import waits for a readable one.
void ImportDialog::updateCollections() {
    const bool chroma = !chromaDatabaseOf(embeddingsPath()).isEmpty();
    collection_->clear();
    collection_->setToolTip({});
    collection_->setEnabled(false);
    if (chroma) {
        try {
            // A name two of the store's databases share is shown and chosen with its id.
            const std::vector<ChromaCollection> collections = chromaCollections(embeddingsPath());
            QStringList names;
            for (const ChromaCollection& c : collections)
                names << c.name;
            for (const ChromaCollection& c : collections) {
                const bool shared = names.count(c.name) > 1;
                collection_->addItem(shared ? QStringLiteral("%1 (%2)").arg(c.name, c.id) : c.name,
                                     shared ? c.id : c.name);
                collection_->setItemData(collection_->count() - 1, c.name, kNameRole);
            }
            collection_->setEnabled(!collections.empty());
            if (collections.empty()) collection_->addItem(tr("(no collection)"));
        } catch (const InputError& e) {
            collection_->addItem(tr("(cannot read the store)"));
            collection_->setToolTip(e.message());
        }
    }
    collection_->setVisible(chroma);
    collectionLabel_->setVisible(chroma);
    updatePlaceholder();
    updateOk();
}

// The name the import gives when none is typed: the collection's, else the file's.
void ImportDialog::updatePlaceholder() {
    name_->setPlaceholderText(collection().isEmpty()
                                  ? QFileInfo(embeddingsPath()).completeBaseName()
                                  : collection_->currentData(kNameRole).toString());
}

} // namespace unembed
