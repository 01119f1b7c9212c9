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

#endif
