// Vec2Text checkpoints as the vec2text library saves and publishes them (save_pretrained with
// safetensors): config.json is vec2text's InversionConfig (architectures InversionModel or
// CorrectorEncoderModel, the T5 backbone's name in model_name_or_path, the victim's in
// embedder_model_name, num_repeat_tokens, max_seq_length, corrector_ignore_hypothesis_embedding,
// ...) and model.safetensors the whole module's state dict, the victim's `embedder.*` tensors
// included. The backbone's T5 config.json and spiece.model are not in the folder: a checkpoint
// names its backbone ("t5-base") and Unembed finds that folder. Torch-free.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace unembed {

// Whether config.json is vec2text's own: its architectures name InversionModel or
// CorrectorEncoderModel.
bool isPublishedVec2TextConfig(const QJsonObject& config);

// Where a checkpoint's backbone (its model_name_or_path, e.g. "t5-base") is looked for, in order:
// 1. the folder set for that name,
// 2. the folder set for any name (an empty name: the CLI's --backbone DIR, the Vec2Text view's
//    T5 backbone field),
// 3. the name as a path, absolute or relative to the checkpoint folder or its parent,
// 4. the Hugging Face cache: $HF_HUB_CACHE, $HF_HOME/hub, ~/.cache/huggingface/hub
//    (models--ORG--NAME/snapshots/REVISION/).
// A backbone folder holds the T5 config.json and spiece.model; a folder set that does not is
// an error naming it, not skipped. Setting an empty folder forgets the name. Thread-safe.
void setBackboneFolder(const QString& name, const QString& folder);
// The backbone folder found for `name`, or empty. Throws InputError naming a folder set for it
// that holds no config.json and spiece.model.
QString findBackbone(const QString& name, const QString& checkpointFolder);
// Where findBackbone looks for `name` besides the folders set, for messages.
QStringList backboneSearchPlaces(const QString& name, const QString& checkpointFolder);

// The checkpoint's configuration as Unembed's own Vec2Text folders write it: the backbone's T5
// config with an "unembed" block naming the family, the victim (embedder_model_name, vec2text's
// aliases named as the models' folders are, "gtr_base" as "gtr-t5-base"; the dimension read from
// the projection's weights), num_repeat_tokens, max_length (max_seq_length,
// as the library generates), feedback (not corrector_ignore_hypothesis_embedding), and where
// this layout differs: "layout": "vec2text", "backbone" (the folder holding spiece.model) and
// "clean_up_tokenization_spaces": true (transformers' T5 tokenizer decodes so). Throws InputError
// naming the file: an architecture, embedding_transform_strategy or LoRA setting Unembed does not
// run, no backbone found (saying where it looked and how to point at one), pickle-only weights,
// weights without the projection.
QJsonObject readPublishedVec2TextConfig(const QString& folder, const QJsonObject& config);

} // namespace unembed
