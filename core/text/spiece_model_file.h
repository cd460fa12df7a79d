// Editing a SentencePiece model file (a serialized ModelProto) without the library's protobuf
// classes: its TrainerSpec records the training input files and the output prefix, which for a
// model trained here are temporary paths of the machine that trained it. Models that are shipped
// (the demo pack) or copied into model folders drop them; every other byte stays as it was, so
// the pieces, scores and normalisation, and so every encoding, are unchanged. Torch-free.
#pragma once

#include <QByteArray>
#include <QString>

namespace unembed {

// The model with TrainerSpec's `input` (field 1) and `model_prefix` (field 2) removed. Throws
// InputError (naming `source`) when the bytes are not a well-formed protobuf message.
QByteArray withoutTrainingPaths(const QByteArray& model, const QString& source = {});

// Rewrites the file at `path` that way (atomically); a file without those paths is left alone.
// Throws InputError naming the file.
void stripTrainingPaths(const QString& path);

} // namespace unembed
