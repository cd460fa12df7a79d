#include "dataset_edit.h"

#include "error.h"
#include "store/dataset_store.h"

#include <QVariant>

namespace unembed {

namespace {

InputError caseError(const CaseFile& caseFile, const QString& problem) {
    return InputError({caseFile.path(), std::nullopt, {}, {}, {}}, problem);
}

qint64 count(CaseFile& caseFile, const QString& sql, qint64 datasetId) {
    QSqlQuery q(caseFile.db());
    q.prepare(sql);
    q.addBindValue(datasetId);
    execOrThrow(q, caseFile.path());
    return q.next() ? q.value(0).toLongLong() : 0;
}

} // namespace

void renameDataset(CaseFile& caseFile, qint64 datasetId, const QString& name) {
    caseFile.requireWritable();
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) throw caseError(caseFile, QStringLiteral("a dataset needs a name"));
    requireDataset(caseFile, datasetId);
    caseFile.transaction([&] {
        QSqlQuery q(caseFile.db());
        q.prepare(QStringLiteral("UPDATE dataset SET name = ? WHERE id = ?"));
        q.addBindValue(trimmed);
        q.addBindValue(datasetId);
        execOrThrow(q, caseFile.path());
    });
}

qint64 deleteDataset(CaseFile& caseFile, qint64 datasetId) {
    caseFile.requireWritable();
    requireDataset(caseFile, datasetId);
    qint64 runs = 0;
    caseFile.transaction([&] {
        if (count(caseFile,
                  QStringLiteral("SELECT COUNT(*) FROM run WHERE dataset_id = ? AND status = "
                                 "'running'"),
                  datasetId) > 0)
            throw caseError(caseFile, QStringLiteral("a run on dataset %1 is still running; "
                                                     "cancel its job first")
                                          .arg(datasetId));
        runs = count(caseFile, QStringLiteral("SELECT COUNT(*) FROM run WHERE dataset_id = ?"),
                     datasetId);
        // Samples, rounds, figures, spans and curves go with their runs and the dataset.
        for (const char* sql :
             {"DELETE FROM run WHERE dataset_id = ?", "DELETE FROM dataset WHERE id = ?"}) {
            QSqlQuery q(caseFile.db());
            q.prepare(QString::fromLatin1(sql));
            q.addBindValue(datasetId);
            execOrThrow(q, caseFile.path());
        }
    });
    return runs;
}

} // namespace unembed
