/* The C interface between core/text and the SentencePiece module (see CMakeLists.txt here for why
   SentencePiece lives in a module of its own). Strings are UTF-8; functions that fill a buffer
   return the length they need, so callers retry with a bigger buffer. */
#pragma once

#ifdef __cplusplus
extern "C" {
#endif

#define UNEMBED_SPM_ABI_VERSION 1

int unembed_spm_abi_version(void);
/* NULL on failure, with the reason in err. */
void* unembed_spm_load(const char* path, char* err, int err_capacity);
void unembed_spm_free(void* model);
/* Returns the number of ids (written up to capacity); -1 on failure. */
int unembed_spm_encode(void* model, const char* text, int text_length, int* ids, int capacity);
/* Returns the length of the text (written up to capacity, not terminated); -1 on failure. */
int unembed_spm_decode(void* model, const int* ids, int count, char* text, int capacity);
int unembed_spm_piece_count(void* model);
int unembed_spm_piece(void* model, int id, char* piece, int capacity);
/* 0 normal, 1 unknown, 2 control, 4 byte, 5 unused */
int unembed_spm_piece_type(void* model, int id);
/* Trains with SentencePiece's command-line style arguments; 0 on success, else the reason in err.
 */
int unembed_spm_train(const char* arguments, char* err, int err_capacity);

#ifdef __cplusplus
}
#endif
