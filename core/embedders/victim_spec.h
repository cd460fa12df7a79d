// Where a victim embedder is: a sentence-transformers folder Unembed runs itself, or an
// OpenAI-compatible `POST /v1/embeddings` endpoint it can only query. Torch-free, so job requests,
// the CLI and the GUI carry it; openVictim() (victim.h) makes the Embedder. The API key is never
// held here: only the name of the environment variable that holds it, read when a request is made.
#pragma once

#include <QString>

namespace unembed {

// The longest vector accepted from an endpoint (the largest embedding models give 8,192).
constexpr int kMaxEndpointDimension = 16384;

// The most an endpoint victim may be sent in one job; 0 means no limit.
struct QueryBudget {
    qint64 maxTexts = 0;
    // Counted before a batch is sent as an upper bound on any tokenizer's count (a text's UTF-8
    // bytes plus two special tokens), so a job never goes past it.
    qint64 maxTokens = 0;
};

struct VictimSpec {
    VictimSpec() = default;
    // A folder or an http(s):// base URL; what every `--embedder` option takes.
    VictimSpec(QString location) : location(std::move(location)) {} // NOLINT: implicit on purpose

    QString location;
    // Endpoint settings.
    QString model;      // the `model` of each request
    QString apiKeyEnv;  // the environment variable holding the key; empty: no Authorization header
    int dimensions = 0; // `dimensions` to ask for; 0: the model's own
    int batchSize = 32; // texts per request
    // The longest one request may take, answer included (a server dripping bytes is cut off),
    // and the longest it may go without a byte moving (at most a minute).
    int timeoutSeconds = 120;
    QueryBudget budget;
    QString cacheCase; // the case file whose query cache answers repeated texts; empty: none
    // Folder setting: a prompt of config_sentence_transformers.json; empty: the default prompt.
    QString promptName;
    // A defence between the victim and its user (embedders/defence.h, e.g. "scalar:8"): what an
    // adaptive attacker trains against. Empty: none. The seed keys its noise or rotation.
    QString defence;
    uint64_t defenceSeed = 0;

    bool isEmpty() const { return location.isEmpty(); }
    bool isEndpoint() const;
    // What run records and messages show: the folder's absolute path, or "URL (model)". Never
    // the key.
    QString describe() const;
};

// "VICTIM behind DEFENCE": what a victim behind a defence is called in run records and in the
// folders of attackers trained against it (train --defence).
QString defendedVictimName(const QString& victim, const QString& defence);
// The victim in such a name: "X" for "X behind noise:…"; other names as they are.
QString undefendedVictimName(const QString& name);
// The defence in such a name: "noise:…" for "X behind noise:…"; empty for other names.
QString victimDefence(const QString& name);

// (text, vector) pairs that leaked: an attacker with no query access at all trains from these
// instead of querying a victim.
struct LeakedPairs {
    QString path;       // an embedding file whose rows have texts (its own, or its sidecar X.txt)
    QString devPath;    // held-out pairs, likewise; empty for none
    QString victimName; // recorded as the attacker's victim; empty: the file's base name
    bool isEmpty() const { return path.isEmpty(); }
};

} // namespace unembed
