// The Export Figure dialog: where to save the shown curve (PNG, PDF or SVG by extension) and the
// figure's width, height and DPI, remembered between sessions.
#pragma once

#include "figure_export.h"

#include <QDialog>

class QLineEdit;
class QPushButton;
class QSpinBox;

namespace unembed {

class ExportFigureDialog : public QDialog {
    Q_OBJECT
public:
    // `suggestedName` is the file name offered (without folder or extension).
    explicit ExportFigureDialog(const QString& suggestedName, QWidget* parent = nullptr);

    QString path() const;
    FigureSize size() const;

    void accept() override;

private:
    void browse();
    void updateOk();

    QLineEdit* path_;
    QSpinBox* width_;
    QSpinBox* height_;
    QSpinBox* dpi_;
    QPushButton* ok_ = nullptr;
};

} // namespace unembed
