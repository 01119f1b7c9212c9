// SPDX-License-Identifier: Apache-2.0 OR MIT
// The provider's shared pieces: the reasons it puts on OpenSSL's error queue,
// the provider context, and small helpers for dispatch tables and parameters.
// Internal to the module: included by provider.cpp only (one translation
// unit, so everything stays in its anonymous namespace).
#pragma once

#include <openssl/core.h>
#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/opensslv.h>
#include <openssl/params.h>

#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {

// ---- errors: reasons on OpenSSL's error queue ----------------------------------------
// X(code, name, text). Codes are this provider's own (OpenSSL scopes them by provider).
#define ASCON_PROV_REASONS(X)                                                                                          \
  X(1, bad_key_length, "wrong key length")                                                                             \
  X(2, bad_iv_length, "wrong nonce (IV) length: Ascon nonces are 16 bytes")                                            \
  X(3, bad_tag_length, "tag length not allowed (Ascon-AEAD128: 4..16 bytes; v1.2: 16)")                                \
  X(4, tag_length_after_start, "tag length changed after the message started: set it before the first update")         \
  X(5, tag_not_set, "decryption needs the expected tag (EVP_CTRL_AEAD_SET_TAG) before final")                          \
  X(6, authentication_failed, "tag verification failed: no plaintext released")                                        \
  X(7, out_of_order, "call out of order (AAD after data, or update/final after final)")                                \
  X(8, no_key_or_nonce, "key or nonce missing: every message needs a fresh nonce from an init call")                   \
  X(9, tag_not_ready, "the tag is available only after EVP_EncryptFinal_ex, in the length that was set")               \
  X(10, tag_when_encrypting, "a tag value can only be set for decryption")                                             \
  X(11, bad_parameter, "bad parameter value or type")                                                                  \
  X(12, customization_too_long, "customization string longer than 256 bytes")                                          \
  X(13, customization_after_data, "customization string set after data: set it before the first update")               \
  X(14, output_too_small, "output buffer too small")                                                                   \
  X(15, too_long, "input too long")                                                                                    \
  X(16, out_of_memory, "out of memory")                                                                                \
  X(17, copy_while_encrypting, "an encryption with its nonce set cannot be copied (two copies would share one nonce)") \
  X(18, tag_length_after_tag, "tag length changed after the expected tag was set: bind the length before the tag")     \
  X(19, message_too_long, "message longer than the context's max-message-size: nothing released")                      \
  X(20, no_room_at_final, "output buffer too small for the plaintext at final: nothing released (final-outsize)")

enum Reason : int {
#define ASCON_X_(code, name, text) r_##name = code,
  ASCON_PROV_REASONS(ASCON_X_)
#undef ASCON_X_
};

const OSSL_ITEM reason_strings[] = {
#define ASCON_X_(code, name, text) {code, const_cast<char*>(text)},
    ASCON_PROV_REASONS(ASCON_X_)
#undef ASCON_X_
        {0, nullptr}};

// The core's error functions, taken from the dispatch table given at init.
OSSL_FUNC_core_new_error_fn* core_new_error = nullptr;
OSSL_FUNC_core_set_error_debug_fn* core_set_error_debug = nullptr;
OSSL_FUNC_core_vset_error_fn* core_vset_error = nullptr;

struct ProvCtx {
  const OSSL_CORE_HANDLE* handle;
};

// Puts one error on the caller's queue; fmt (may be null) adds detail.
void raise_at(const ProvCtx* p, int reason, const char* file, int line, const char* func, const char* fmt = nullptr,
              ...) {
  if (core_new_error == nullptr || core_vset_error == nullptr || p == nullptr) return;
  core_new_error(p->handle);
  const char* base = std::strrchr(file, '/');  // the file's name, not the build machine's path
  if (core_set_error_debug != nullptr) core_set_error_debug(p->handle, base ? base + 1 : file, line, func);
  va_list ap;
  va_start(ap, fmt);
  core_vset_error(p->handle, static_cast<uint32_t>(reason), fmt, ap);
  va_end(ap);
}
#define RAISE(prov, reason, ...) raise_at(prov, reason, __FILE__, __LINE__, __func__ __VA_OPT__(, ) __VA_ARGS__)

template <class T>
void (*fn(T* f))(void) {
  return reinterpret_cast<void (*)(void)>(f);
}

// Reads a size_t parameter of any integer type; false if it is not one.
bool get_size(const OSSL_PARAM* p, std::size_t& out) { return OSSL_PARAM_get_size_t(p, &out) == 1; }

}  // namespace
