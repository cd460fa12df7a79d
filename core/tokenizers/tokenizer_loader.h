// The tokenizer of a Hugging Face model folder: tokenizer.json when there is one, spiece.model
// for T5 (and for folders that have nothing else), else the older files: vocab.txt (a BERT
// WordPiece tokenizer) or vocab.json with merges.txt (a byte-level BPE tokenizer, RoBERTa's
// special tokens when tokenizer_config.json names a RoBERTa tokenizer). A core-only header.
#pragma once

#include "tokenizers/text_tokenizer.h"

#include <memory>

namespace unembed {

// `preferSentencePiece`: take spiece.model over tokenizer.json (T5 folders ship both; Unembed's
// T5 path reads the SentencePiece model). Throws InputError naming the folder when it holds no
// tokenizer, or the file at fault.
std::shared_ptr<const TextTokenizer> loadTextTokenizer(const QString& folder,
                                                       bool preferSentencePiece);

} // namespace unembed
