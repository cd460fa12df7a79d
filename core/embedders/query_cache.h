// The query cache of a case file: the vectors an endpoint victim returned, by (endpoint, model,
// dimensions, text). Torch-free. Each cache owns its own connection to the case, so it lives in
// the thread of the job that queries the endpoint.
#pragma once

#include "store/case_file.h"

#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace unembed {

class QueryCache {
public:
    // Opens (and if need be migrates) the case; throws InputError naming it.
    QueryCache(const QString& casePath, QString endpoint, QString model, int dimensions);

    // One entry per text: the cached vector, or nullopt.
    std::vector<std::optional<std::vector<float>>> lookup(const QStringList& texts);
    // Stores the vectors of `texts` in one transaction (a text already there is replaced).
    void store(const QStringList& texts, const std::vector<std::vector<float>>& vectors);
    // How many vectors the cache holds for this endpoint, model and dimensions.
    qint64 size();

private:
    std::unique_ptr<CaseFile> case_;
    QString endpoint_;
    QString model_;
    int dimensions_;
};

} // namespace unembed
