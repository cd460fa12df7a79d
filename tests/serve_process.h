// `unembed-cli serve` on a free port of 127.0.0.1, for the suites that talk to it: started with the
// API key in the environment variable it is told of, stopped when this goes. Header-only.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace unembed::test {

class ServeProcess {
public:
    // Serves the victim `folder` as `model`, asking for `key` from `keyVariable`; `extra`: more
    // options. url() is empty when the server printed none within 30 s.
    ServeProcess(const QString& folder, const QString& model, const QString& keyVariable,
                 const QByteArray& key, const QStringList& extra = {}) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(keyVariable, QString::fromLatin1(key));
        process_.setProcessEnvironment(env);
        process_.start(QStringLiteral(UNEMBED_CLI),
                       QStringList{QStringLiteral("serve"), QStringLiteral("--embedder"), folder,
                                   QStringLiteral("--model"), model,
                                   QStringLiteral("--api-key-env"), keyVariable,
                                   QStringLiteral("--json")} +
                           extra);
        // The first thing on stdout: the --json result, over several lines.
        QByteArray printed;
        QJsonObject started;
        while (started.isEmpty() && process_.waitForReadyRead(30000)) {
            printed += process_.readAllStandardOutput();
            started = QJsonDocument::fromJson(printed).object();
        }
        url_ = started.value(QStringLiteral("url")).toString();
        port_ = quint16(QUrl(url_).port(0));
    }
    ~ServeProcess() {
        process_.terminate();
        if (!process_.waitForFinished(5000)) process_.kill();
    }
    ServeProcess(const ServeProcess&) = delete;
    ServeProcess& operator=(const ServeProcess&) = delete;

    const QString& url() const { return url_; }
    quint16 port() const { return port_; }
    bool running() const { return process_.state() == QProcess::Running; }
    QProcess& process() { return process_; }

private:
    QProcess process_;
    QString url_;
    quint16 port_ = 0;
};

} // namespace unembed::test
