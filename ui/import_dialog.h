// The Import Embeddings dialog: an embedding file, optionally a sidecar file of texts, and the
// new dataset's name (the file's base name unless one is typed).
#pragma once

#include <QDialog>

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
    QLineEdit* embeddingsEdit() const { return embeddings_; }
    QLineEdit* nameEdit() const { return name_; }

private:
    void browseEmbeddings();
    void browseTexts();
    void updateOk();

    QLineEdit* embeddings_;
    QLineEdit* texts_;
    QLineEdit* name_;
    QPushButton* ok_ = nullptr;
};

} // namespace unembed
