/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The names an application needs to use the "ascon" OpenSSL 3 provider
 * (module ascon.so) beyond OpenSSL's own parameter names. Plain C. */
#ifndef ASCON_PROVIDER_H
#define ASCON_PROVIDER_H

/* The provider's name, for OSSL_PROVIDER_load() and "provider=ascon" property queries. */
#define ASCON_PROVIDER_NAME "ascon"

/* Ascon-CXOF128's customization string Z (at most 256 bytes; octet or UTF-8
 * string), settable with EVP_DigestInit_ex2() or EVP_MD_CTX_set_params()
 * after init and before the first update. Named like the parameter
 * OSSL_DIGEST_PARAM_CUSTOMIZATION that OpenSSL's master branch gives cSHAKE. */
#define ASCON_DIGEST_PARAM_CUSTOMIZATION "customization"

/* AEAD decryption releases the plaintext at EVP_DecryptFinal_ex only, after
 * the tag is checked, and OpenSSL tells a cipher's final nothing about the
 * room at its out pointer (outsize 0). The caller declares that room with
 * this size_t parameter (EVP_CIPHER_CTX_set_params or the init's params)
 * before final; a declaration holds for the next final only, and a copied
 * context has none. Nothing is inferred from the out pointers the updates
 * were given (that buffer may have been shrunk or freed since). Without
 * room for the whole plaintext final fails, writes nothing and wipes it. */
#define ASCON_CIPHER_PARAM_FINAL_OUTSIZE "final-outsize"

/* The longest message (ciphertext bytes) a decryption context holds while
 * it waits for the tag (size_t, settable and gettable, kept across
 * messages): an update past it fails, and the message with it. */
#define ASCON_CIPHER_PARAM_MAX_MESSAGE "max-message-size"
#define ASCON_MAX_MESSAGE_DEFAULT ((size_t)64 << 20) /* 64 MiB */

#endif
