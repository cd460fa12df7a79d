// The Import Embeddings dialog: an embedding file and, optionally, a sidecar file of texts.
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

private:
    void browseEmbeddings();
    void browseTexts();
    void updateOk();

    QLineEdit* embeddings_;
    QLineEdit* texts_;
    QPushButton* ok_ = nullptr;
};

} // namespace unembed
