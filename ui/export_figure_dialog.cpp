#include "export_figure_dialog.h"

#include "browse_field.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace unembed {

namespace {

const QString kDirKey = QStringLiteral("figures/lastDir");
const QString kWidthKey = QStringLiteral("figures/width");
const QString kHeightKey = QStringLiteral("figures/height");
const QString kDpiKey = QStringLiteral("figures/dpi");

QSpinBox* spinBox(int minimum, int maximum, int value, const QString& suffix) {
    auto* box = new QSpinBox;
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

} // namespace

ExportFigureDialog::ExportFigureDialog(const QString& suggestedName, QWidget* parent)
    : QDialog(parent), path_(new QLineEdit) {
    setWindowTitle(tr("Export Figure"));
    const QSettings settings;
    const FigureSize defaults;
    width_ = spinBox(64, 20000, settings.value(kWidthKey, defaults.width).toInt(), tr(" px"));
    height_ = spinBox(64, 20000, settings.value(kHeightKey, defaults.height).toInt(), tr(" px"));
    dpi_ = spinBox(36, 1200, settings.value(kDpiKey, defaults.dpi).toInt(), tr(" dpi"));
    width_->setAccessibleName(tr("Width in pixels"));
    height_->setAccessibleName(tr("Height in pixels"));
    dpi_->setAccessibleName(tr("Dots per inch"));
    dpi_->setToolTip(tr("The size of text and lines in the figure's pixels: 300 dpi at twice the "
                        "width and height gives the same figure, sharper."));
    path_->setAccessibleName(tr("Figure file"));
    const QString folder = settings.value(kDirKey, QDir::homePath()).toString();
    path_->setText(QDir(folder).filePath(suggestedName + QStringLiteral(".png")));

    auto* browseButton = new QPushButton(tr("&Browse…"));
    connect(browseButton, &QPushButton::clicked, this, &ExportFigureDialog::browse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(path_, &QLineEdit::textChanged, this, &ExportFigureDialog::updateOk);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&File:"), withBrowseButton(path_, browseButton));
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("&Height:"), height_);
    form->addRow(tr("&Resolution:"), dpi_);
    form->addRow(buttons);
    resize(560, sizeHint().height());
    updateOk();
}

QString ExportFigureDialog::path() const {
    return path_->text().trimmed();
}

FigureSize ExportFigureDialog::size() const {
    return {width_->value(), height_->value(), dpi_->value()};
}

void ExportFigureDialog::accept() {
    QSettings settings;
    settings.setValue(kDirKey, QFileInfo(path()).absolutePath());
    settings.setValue(kWidthKey, width_->value());
    settings.setValue(kHeightKey, height_->value());
    settings.setValue(kDpiKey, dpi_->value());
    QDialog::accept();
}

void ExportFigureDialog::browse() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Figure"), this->path(),
        tr("PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)"));
    if (!path.isEmpty()) path_->setText(path);
}

void ExportFigureDialog::updateOk() {
    ok_->setEnabled(!path().isEmpty());
}

} // namespace unembed
