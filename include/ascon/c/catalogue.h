/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The algorithm catalogue across the C ABI: rows and one-shots by name. Part of
 * libascon; <ascon.h> includes it.
 */
#ifndef ASCON_C_CATALOGUE_H
#define ASCON_C_CATALOGUE_H

#include "common.h"
#ifdef ASCON_C99
#error "ascon/c/catalogue.h (the algorithm catalogue) is not part of the C99 edition (docs/c99.md): link libascon"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the algorithm catalogue -----------------------------------------------------
 * Every algorithm of the library, as rows generated from the C++ catalogue
 * (include/ascon/catalogue.hpp), so a binding can list and call algorithms by
 * name without transcribing this header. The same rows are installed as
 * share/ascon/algorithms.json. Names are the catalogue's ("ascon-hash256");
 * lookups by name also take the old aliases ("hash256") and ignore case.
 * The pointers returned stay valid for the life of the program. */
typedef struct {
  const char *name;     /* "ascon-hash256": what every *_by_name function takes */
  const char *title;    /* "Ascon-Hash256": for messages and documents */
  const char *kind;     /* "aead", "hash", "xof", "cxof", "mac", "prf" or "prfshort" */
  const char *family;   /* "sp800-232", "mac-prf" or "v1.2" */
  const char *c_prefix; /* "ascon_hash256": the C functions are <prefix>, <prefix>_init, ... */
  size_t key_bytes;     /* 0 for unkeyed kinds */
  size_t nonce_bytes;   /* aead: the nonce; 0 otherwise */
  size_t output_bytes;  /* hash: digest; aead, mac: tag; prfshort: at most; 0: any length */
} ascon_algorithm;

ASCON_API size_t ascon_algorithm_count(void);
/* Row i (catalogue order), NULL when i >= ascon_algorithm_count(). */
ASCON_API const ascon_algorithm *ascon_algorithm_info(size_t i);
/* The row of a name or alias, NULL if there is none. */
ASCON_API const ascon_algorithm *ascon_algorithm_find(const char *name);

/* One-shots by name. A name that is unknown, or whose kind the function does
 * not serve, is ASCON_ERR_UNAVAILABLE (nothing written); otherwise each
 * behaves exactly as the named algorithm's own function.
 * hash kind: out_len must be its output_bytes (else ASCON_ERR_BAD_LENGTH);
 * xof kind: any out_len; cxof: the customization string is empty. */
ASCON_API int ascon_hash_by_name(const char *name, uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
/* aead kind, combined ciphertext || tag as ascon_aead128_encrypt. nonce_len
 * must be the row's nonce_bytes and key_len its key_bytes, else
 * ASCON_ERR_BAD_LENGTH before either buffer is read (nothing written): rows
 * differ in key size (ascon-80pq-v12 takes 20 bytes), so a caller walking the
 * catalogue says how long its buffers are. */
ASCON_API int ascon_aead_encrypt_by_name(const char *name, uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m,
                                         size_t m_len, const uint8_t *ad, size_t ad_len, const uint8_t *nonce,
                                         size_t nonce_len, const uint8_t *key, size_t key_len);
ASCON_API ASCON_NODISCARD int ascon_aead_decrypt_by_name(const char *name, uint8_t *m, size_t m_cap, size_t *m_len,
                                                         const uint8_t *c, size_t c_len, const uint8_t *ad,
                                                         size_t ad_len, const uint8_t *nonce, size_t nonce_len,
                                                         const uint8_t *key, size_t key_len);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_CATALOGUE_H */
