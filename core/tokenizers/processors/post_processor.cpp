#include "post_processor.h"

#include "tokenizers/component_table.h"

#include <QJsonArray>

namespace unembed {

namespace {

// The ids of a single text: the template's special tokens and the text's place among them.
class TemplateProcessor : public PostProcessor {
public:
    TemplateProcessor(std::vector<int64_t> before, std::vector<int64_t> after)
        : before_(std::move(before)), after_(std::move(after)) {}
    int addedTokens() const override { return int(before_.size() + after_.size()); }
    std::vector<int64_t> process(const std::vector<int64_t>& ids) const override {
        std::vector<int64_t> out = before_;
        out.insert(out.end(), ids.begin(), ids.end());
        out.insert(out.end(), after_.begin(), after_.end());
        return out;
    }

private:
    std::vector<int64_t> before_;
    std::vector<int64_t> after_;
};

class SequenceProcessor : public PostProcessor {
public:
    explicit SequenceProcessor(std::vector<std::unique_ptr<PostProcessor>> steps)
        : steps_(std::move(steps)) {}
    int addedTokens() const override {
        int added = 0;
        for (const auto& step : steps_)
            added += step->addedTokens();
        return added;
    }
    std::vector<int64_t> process(const std::vector<int64_t>& ids) const override {
        std::vector<int64_t> out = ids;
        for (const auto& step : steps_)
            out = step->process(out);
        return out;
    }

private:
    std::vector<std::unique_ptr<PostProcessor>> steps_;
};

std::unique_ptr<PostProcessor> fromTemplate(const QJsonObject& json, const QString& file) {
    const QJsonObject specials = json.value(QStringLiteral("special_tokens")).toObject();
    std::vector<int64_t> before, after;
    bool seenText = false;
    for (const QJsonValue& item : json.value(QStringLiteral("single")).toArray()) {
        const QJsonObject piece = item.toObject();
        if (piece.contains(QStringLiteral("Sequence"))) {
            seenText = true;
            continue;
        }
        const QString name = piece.value(QStringLiteral("SpecialToken"))
                                 .toObject()
                                 .value(QStringLiteral("id"))
                                 .toString();
        const QJsonValue special = specials.value(name);
        if (!special.isObject())
            throw InputError({file, std::nullopt, QStringLiteral("post_processor.special_tokens"),
                              QStringLiteral("an entry for %1").arg(name), QString()},
                             QStringLiteral("a template names a special token it does not define"));
        for (const QJsonValue& id : special.toObject().value(QStringLiteral("ids")).toArray())
            (seenText ? after : before).push_back(id.toInteger());
    }
    return std::make_unique<TemplateProcessor>(std::move(before), std::move(after));
}

// BertProcessing and RobertaProcessing: {"cls": [token, id], "sep": [token, id]}.
std::unique_ptr<PostProcessor> fromClsSep(const QJsonObject& json, const QString&) {
    const int64_t cls = json.value(QStringLiteral("cls")).toArray().at(1).toInteger();
    const int64_t sep = json.value(QStringLiteral("sep")).toArray().at(1).toInteger();
    return std::make_unique<TemplateProcessor>(std::vector<int64_t>{cls},
                                               std::vector<int64_t>{sep});
}

const ComponentTable<PostProcessor>& factories() {
    static const ComponentTable<PostProcessor> table = {
        {QStringLiteral("TemplateProcessing"), fromTemplate},
        {QStringLiteral("BertProcessing"), fromClsSep},
        {QStringLiteral("RobertaProcessing"), fromClsSep},
        {QStringLiteral("ByteLevel"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<TemplateProcessor>(std::vector<int64_t>{},
                                                        std::vector<int64_t>{});
         }},
        {QStringLiteral("Sequence"),
         [](const QJsonObject& json, const QString& file) {
             std::vector<std::unique_ptr<PostProcessor>> steps;
             for (const QJsonValue& step : json.value(QStringLiteral("processors")).toArray())
                 if (auto processor = makePostProcessor(step, file))
                     steps.push_back(std::move(processor));
             return std::make_unique<SequenceProcessor>(std::move(steps));
         }},
    };
    return table;
}

} // namespace

std::unique_ptr<PostProcessor> makePostProcessor(const QJsonValue& json, const QString& file) {
    return makeComponent(factories(), json, file, QStringLiteral("post_processor"));
}

} // namespace unembed
