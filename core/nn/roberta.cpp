// RoBERTa and XLM-RoBERTa: BERT's layers with fairseq's position ids (see bert.h).
#include "nn/bert.h"

#include <QDir>

namespace unembed {

std::unique_ptr<TextEncoder> loadRobertaEncoder(const QString& folder) {
    BertModel model(BertConfig::load(QDir(folder).filePath(QStringLiteral("config.json"))),
                    BertModelImpl::Positions::FromPadding);
    loadEncoderWeights(*model, folder, {QStringLiteral("roberta.")});
    return std::make_unique<BertFamilyEncoder<BertModel>>(model);
}

} // namespace unembed
