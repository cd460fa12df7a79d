#include "endpoint_dialog.h"

#include "attacks/model_folder_info.h"
#include "store/case_file.h"
#include "store/model_store.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace unembed {

namespace {

const QString kSettingsGroup = QStringLiteral("endpoint");

// Where the key variable of each registered endpoint is remembered (never the key).
QString keyVariableSetting(const QString& url, const QString& model) {
    return QStringLiteral("endpointKeys/") +
           QString::fromLatin1(QByteArray((url + QLatin1Char(' ') + model).toUtf8())
                                   .toBase64(QByteArray::Base64UrlEncoding));
}

} // namespace

VictimSpec registeredVictim(CaseFile& caseFile, const QString& location) {
    VictimSpec spec(location.trimmed());
    if (!spec.isEndpoint()) return spec;
    for (const ModelInfo& model : listModels(caseFile))
        if (model.family == kEndpointFamily && model.folder == spec.location) {
            spec.model = model.name;
            // Registered with "URL MODEL DIMENSIONS" as its identity.
            spec.dimensions = model.checksum.section(QLatin1Char(' '), -1).toInt();
            spec.apiKeyEnv =
                QSettings().value(keyVariableSetting(spec.location, spec.model)).toString();
        }
    spec.cacheCase = caseFile.path();
    return spec;
}

EndpointDialog::EndpointDialog(QWidget* parent)
    : QDialog(parent), url_(new QLineEdit(this)), model_(new QLineEdit(this)),
      keyVariable_(new QLineEdit(this)), dimensions_(new QSpinBox(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Register an Embeddings Endpoint"));
    url_->setPlaceholderText(QStringLiteral("http://127.0.0.1:8080/v1"));
    model_->setPlaceholderText(QStringLiteral("text-embedding-3-small"));
    keyVariable_->setPlaceholderText(QStringLiteral("OPENAI_API_KEY"));
    dimensions_->setRange(0, 1 << 16);
    dimensions_->setSpecialValueText(tr("the model's own"));
    QSettings settings;
    settings.beginGroup(kSettingsGroup);
    url_->setText(settings.value(QStringLiteral("url")).toString());
    model_->setText(settings.value(QStringLiteral("model")).toString());
    keyVariable_->setText(settings.value(QStringLiteral("keyVariable")).toString());

    auto* note = new QLabel(tr("Any OpenAI-compatible POST /v1/embeddings endpoint (OpenAI, "
                               "text-embeddings-inference, Ollama, vLLM, llama.cpp, unembed-cli "
                               "serve). The key is read from the environment variable when the "
                               "endpoint is queried; it is never written to the case."),
                            this);
    note->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Base &URL:"), url_);
    form->addRow(tr("&Model:"), model_);
    form->addRow(tr("API &key variable:"), keyVariable_);
    form->addRow(tr("&Dimensions:"), dimensions_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &EndpointDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(url_, &QLineEdit::textChanged, this, &EndpointDialog::updateOk);
    connect(model_, &QLineEdit::textChanged, this, &EndpointDialog::updateOk);
    updateOk();
}

VictimSpec EndpointDialog::endpoint() const {
    VictimSpec spec(url_->text().trimmed());
    spec.model = model_->text().trimmed();
    spec.apiKeyEnv = keyVariable_->text().trimmed();
    spec.dimensions = dimensions_->value();
    return spec;
}

void EndpointDialog::accept() {
    QSettings settings;
    settings.beginGroup(kSettingsGroup);
    settings.setValue(QStringLiteral("url"), url_->text().trimmed());
    settings.setValue(QStringLiteral("model"), model_->text().trimmed());
    settings.setValue(QStringLiteral("keyVariable"), keyVariable_->text().trimmed());
    settings.endGroup();
    const VictimSpec spec = endpoint();
    settings.setValue(keyVariableSetting(spec.location, spec.model), spec.apiKeyEnv);
    QDialog::accept();
}

void EndpointDialog::updateOk() {
    buttons_->button(QDialogButtonBox::Ok)
        ->setEnabled(endpoint().isEndpoint() && !model_->text().trimmed().isEmpty());
}

} // namespace unembed
