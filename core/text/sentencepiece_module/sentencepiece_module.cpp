// SentencePiece behind the C interface of sentencepiece_abi.h.
#include "sentencepiece_abi.h"

#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <algorithm>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#define UNEMBED_SPM_EXPORT __attribute__((visibility("default")))

namespace {

using Processor = sentencepiece::SentencePieceProcessor;

int copyOut(const std::string& text, char* out, int capacity) {
    if (out && capacity > 0)
        std::memcpy(out, text.data(), std::min<size_t>(text.size(), size_t(capacity)));
    return int(text.size());
}

void setError(const std::string& message, char* err, int capacity) {
    if (!err || capacity <= 0) return;
    const size_t n = std::min<size_t>(message.size(), size_t(capacity - 1));
    std::memcpy(err, message.data(), n);
    err[n] = '\0';
}

Processor* processor(void* model) {
    return static_cast<Processor*>(model);
}

} // namespace

extern "C" {

UNEMBED_SPM_EXPORT int unembed_spm_abi_version(void) {
    return UNEMBED_SPM_ABI_VERSION;
}

// No C++ exception crosses this C interface: SentencePiece's stream reads throw on a folder or an
// unreadable file, and the caller would see `terminate`.
UNEMBED_SPM_EXPORT void* unembed_spm_load(const char* path, char* err, int err_capacity) {
    auto* p = new Processor;
    try {
        const auto status = p->Load(path);
        if (status.ok()) return p;
        setError(status.ToString(), err, err_capacity);
    } catch (const std::exception& e) {
        setError(e.what(), err, err_capacity);
    } catch (...) {
        setError("unknown error while reading the model", err, err_capacity);
    }
    delete p;
    return nullptr;
}

UNEMBED_SPM_EXPORT void unembed_spm_free(void* model) {
    delete processor(model);
}

UNEMBED_SPM_EXPORT int unembed_spm_encode(void* model, const char* text, int text_length, int* ids,
                                          int capacity) {
    std::vector<int> out;
    if (!processor(model)->Encode(std::string(text, size_t(text_length)), &out).ok()) return -1;
    for (size_t i = 0; i < out.size() && int(i) < capacity; ++i)
        ids[i] = out[i];
    return int(out.size());
}

UNEMBED_SPM_EXPORT int unembed_spm_decode(void* model, const int* ids, int count, char* text,
                                          int capacity) {
    std::string out;
    if (!processor(model)->Decode(std::vector<int>(ids, ids + count), &out).ok()) return -1;
    return copyOut(out, text, capacity);
}

UNEMBED_SPM_EXPORT int unembed_spm_piece_count(void* model) {
    return processor(model)->GetPieceSize();
}

UNEMBED_SPM_EXPORT int unembed_spm_piece(void* model, int id, char* piece, int capacity) {
    return copyOut(processor(model)->IdToPiece(id), piece, capacity);
}

UNEMBED_SPM_EXPORT int unembed_spm_piece_type(void* model, int id) {
    const Processor* p = processor(model);
    if (p->IsUnknown(id)) return 1;
    if (p->IsControl(id)) return 2;
    if (p->IsUnused(id)) return 5;
    if (p->IsByte(id)) return 4;
    return 0;
}

UNEMBED_SPM_EXPORT int unembed_spm_train(const char* arguments, char* err, int err_capacity) {
    try {
        const auto status = sentencepiece::SentencePieceTrainer::Train(arguments);
        if (status.ok()) return 0;
        setError(status.ToString(), err, err_capacity);
    } catch (const std::exception& e) {
        setError(e.what(), err, err_capacity);
    } catch (...) {
        setError("unknown error while training", err, err_capacity);
    }
    return 1;
}

} // extern "C"
