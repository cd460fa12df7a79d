// "Embed Text…": sentences typed or pasted one per line, the victim embedder folder to embed them
// with (remembered; the demo pack's victim at first) and the new dataset's name.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QPlainTextEdit;

namespace unembed {

class EmbedTextDialog : public QDialog {
    Q_OBJECT
public:
    explicit EmbedTextDialog(QWidget* parent = nullptr);

    // The non-empty lines, trimmed.
    QStringList texts() const;
    QString datasetName() const;
    QString embedderFolder() const;

    QPlainTextEdit* textEdit() const { return text_; }
    QLineEdit* nameEdit() const { return name_; }
    QLineEdit* embedderEdit() const { return embedder_; }

    void accept() override;

private:
    void updateOk();

    QPlainTextEdit* text_;
    QLineEdit* name_;
    QLineEdit* embedder_;
    QDialogButtonBox* buttons_;
};

} // namespace unembed
