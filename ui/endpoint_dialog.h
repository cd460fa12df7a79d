// "Register Endpoint…": an OpenAI-compatible embeddings endpoint as a victim: its base URL, the
// model name, the environment variable holding the API key (the key itself is never asked for or
// kept) and the dimensions to ask for. The last endpoint entered is remembered, without any key.
#pragma once

#include "embedders/victim_spec.h"

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QSpinBox;

namespace unembed {

class CaseFile;

// The victim a victim field names, as a job opens it: a folder as it is; the URL of an endpoint
// registered in the case with the model, dimensions and key variable it was registered with, and
// the case's query cache. An unregistered URL stays as typed (the job then says what is missing).
VictimSpec registeredVictim(CaseFile& caseFile, const QString& location);

class EndpointDialog : public QDialog {
    Q_OBJECT
public:
    explicit EndpointDialog(QWidget* parent = nullptr);

    // The endpoint as entered (batch, budget and cache left to the job that queries it).
    VictimSpec endpoint() const;

    QLineEdit* urlEdit() const { return url_; }
    QLineEdit* modelEdit() const { return model_; }
    QLineEdit* keyVariableEdit() const { return keyVariable_; }

    void accept() override;

private:
    void updateOk();

    QLineEdit* url_;
    QLineEdit* model_;
    QLineEdit* keyVariable_;
    QSpinBox* dimensions_;
    QDialogButtonBox* buttons_;
};

} // namespace unembed
