// Hugging Face's clean-up of tokenization spaces ("Hello , world !" -> "Hello, world!"), in the
// two variants users meet: transformers' Python tokenizers (`clean_up_tokenization_spaces`, as
// T5Tokenizer decodes by default) and the tokenizers crate's WordPiece decoder, which also turns
// " do not" into " don't". Each rule replaces every occurrence, left to right, in order, as
// Python's str.replace does. Torch-free.
#pragma once

#include <QString>

namespace unembed {

enum class SpaceCleanup { Transformers, WordPieceDecoder };

QString cleanUpTokenizationSpaces(QString text, SpaceCleanup rules = SpaceCleanup::Transformers);

} // namespace unembed
