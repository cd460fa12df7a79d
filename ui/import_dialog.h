// The Import Embeddings dialog: an embedding file, optionally a sidecar file of texts, and the
// new dataset's name (the file's base name unless one is typed). A Chroma store (its folder or
// its chroma.sqlite3) adds a choice of its collections, and the collection names the dataset.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace unembed {

class ImportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportDialog(QWidget* parent = nullptr);

    QString embeddingsPath() const;
    QString textsPath() const;
    // Empty when none was typed: the import then names the dataset after the file.
    QString datasetName() const;
    // The Chroma collection chosen; empty for any other file.
    QString collection() const;
    QLineEdit* embeddingsEdit() const { return embeddings_; }
    QLineEdit* nameEdit() const { return name_; }
    QComboBox* collectionBox() const { return collection_; }

private:
    void browseEmbeddings();
    void browseTexts();
    void updateOk();
    void updateCollections();
    void updatePlaceholder();

    QLineEdit* embeddings_;
    QLineEdit* texts_;
    QLineEdit* name_;
    QComboBox* collection_;
    QLabel* collectionLabel_;
    QPushButton* ok_ = nullptr;
};

} // namespace unembed
