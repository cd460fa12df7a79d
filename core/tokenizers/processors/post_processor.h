// tokenizer.json's "post_processor": the special tokens put around one encoded text.
// TemplateProcessing follows its "single" template; BertProcessing and RobertaProcessing put their
// cls and sep around the text; ByteLevel changes no id; Sequence chains them. Torch-free.
#pragma once

#include <QJsonValue>

#include <memory>
#include <vector>

namespace unembed {

class PostProcessor {
public:
    virtual ~PostProcessor() = default;
    // How many ids process() adds to one text, so truncation can leave room for them.
    virtual int addedTokens() const = 0;
    virtual std::vector<int64_t> process(const std::vector<int64_t>& ids) const = 0;
};

// Null for a JSON null. Throws InputError naming `file` and an unknown type.
std::unique_ptr<PostProcessor> makePostProcessor(const QJsonValue& json, const QString& file);

} // namespace unembed
