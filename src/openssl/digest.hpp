// SPDX-License-Identifier: Apache-2.0 OR MIT
// Digests: one template (Digest<H, Kind>) over the core's hash, XOF and CXOF
// classes, as OpenSSL digest implementations (EVP_MD).
// Internal to the module: included by provider.cpp only (one translation
// unit, so everything stays in its anonymous namespace).
#pragma once

#include <ascon/ascon.hpp>
#include <ascon/catalogue.hpp>

#include <cstddef>
#include <new>
#include <optional>
#include <span>

#include "ascon_provider.h"
#include "common.hpp"

namespace {

using Kind = ascon::catalogue::Kind;

// The XOF reader type of H (fixed-length hashes have none: a placeholder).
template <class H>
struct ReaderOf {
  using type = ascon::XofReader;
};
template <class H>
  requires requires { typename H::Reader; }
struct ReaderOf<H> {
  using type = typename H::Reader;
};

template <class H, Kind K, std::size_t DefaultSize>
struct Digest {
  static constexpr bool is_xof = K != Kind::hash;

  ProvCtx* prov;
  H h{};
  std::size_t xoflen = DefaultSize;
  bool started = false;    // data absorbed: the customization string is fixed
  bool finalized = false;  // final or squeeze done: only squeeze may follow a squeeze
  bool squeezing = false;
  std::optional<typename ReaderOf<H>::type> reader{};  // the squeeze state once EVP_DigestSqueeze starts

  explicit Digest(ProvCtx* p) noexcept : prov(p) {}

  static void* newctx(void* provctx) { return new (std::nothrow) Digest(static_cast<ProvCtx*>(provctx)); }
  static void freectx(void* vctx) { delete static_cast<Digest*>(vctx); }  // members wipe themselves
  static void* dupctx(void* vctx) { return new (std::nothrow) Digest(*static_cast<Digest*>(vctx)); }

  static int init(void* vctx, const OSSL_PARAM params[]) {
    auto* c = static_cast<Digest*>(vctx);
    *c = Digest(c->prov);  // a fresh message: state, customization and xoflen back to their defaults
    return set_ctx_params(vctx, params);
  }

  static int update(void* vctx, const unsigned char* in, std::size_t inl) {
    auto* c = static_cast<Digest*>(vctx);
    if (c->finalized) return RAISE(c->prov, r_out_of_order), 0;
    if (inl == 0) return 1;
    c->h.update(std::span(in, inl));
    c->started = true;
    return 1;
  }

  // EVP_DigestFinal_ex / EVP_DigestFinalXOF: writes the digest (xoflen bytes for an XOF).
  static int final(void* vctx, unsigned char* out, std::size_t* outl, std::size_t outsz) {
    auto* c = static_cast<Digest*>(vctx);
    if (c->finalized) return RAISE(c->prov, r_out_of_order), 0;
    const std::size_t n = is_xof ? c->xoflen : DefaultSize;
    if (outsz < n) return RAISE(c->prov, r_output_too_small, "need %zu bytes, have %zu", n, outsz), 0;
    if constexpr (is_xof)
      c->h.finalize(std::span(out, n));
    else
      c->h.finalize(std::span<unsigned char, DefaultSize>(out, n));
    c->finalized = true;
    *outl = n;
    return 1;
  }

  // EVP_DigestSqueeze (OpenSSL 3.3+): output in any number of pieces.
  static int squeeze(void* vctx, unsigned char* out, std::size_t* outl, std::size_t outsz) {
    auto* c = static_cast<Digest*>(vctx);
    if constexpr (is_xof) {
      if (c->finalized && !c->squeezing) return RAISE(c->prov, r_out_of_order), 0;
      if (!c->squeezing) c->reader.emplace(c->h.reader());
      c->finalized = c->squeezing = true;
      c->reader->squeeze(std::span(out, outsz));
      *outl = outsz;
      return 1;
    } else {
      return RAISE(c->prov, r_out_of_order), 0;
    }
  }

  static int get_params(OSSL_PARAM params[]) {
    OSSL_PARAM* p;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_BLOCK_SIZE)) && !OSSL_PARAM_set_size_t(p, H::block_size))
      return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_SIZE)) && !OSSL_PARAM_set_size_t(p, DefaultSize)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_XOF)) && !OSSL_PARAM_set_int(p, is_xof ? 1 : 0)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_ALGID_ABSENT)) && !OSSL_PARAM_set_int(p, 1)) return 0;
    return 1;
  }
  static const OSSL_PARAM* gettable_params(void*) {
    static const OSSL_PARAM t[] = {OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_BLOCK_SIZE, nullptr),
                                   OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_SIZE, nullptr),
                                   OSSL_PARAM_int(OSSL_DIGEST_PARAM_XOF, nullptr),
                                   OSSL_PARAM_int(OSSL_DIGEST_PARAM_ALGID_ABSENT, nullptr), OSSL_PARAM_END};
    return t;
  }

  static int set_ctx_params(void* vctx, const OSSL_PARAM params[]) {
    auto* c = static_cast<Digest*>(vctx);
    if (params == nullptr) return 1;
    if constexpr (!is_xof) {  // OpenSSL 3.0's EVP_DigestFinalXOF does not check for an XOF itself
      if (OSSL_PARAM_locate_const(params, OSSL_DIGEST_PARAM_XOFLEN) != nullptr)
        return RAISE(c->prov, r_bad_parameter, "xoflen: a fixed-length hash is no XOF"), 0;
    } else {
      if (const OSSL_PARAM* p = OSSL_PARAM_locate_const(params, OSSL_DIGEST_PARAM_XOFLEN)) {
        std::size_t n = 0;
        if (!get_size(p, n)) return RAISE(c->prov, r_bad_parameter, "xoflen"), 0;
        c->xoflen = n;
      }
    }
    if constexpr (K == Kind::cxof) {
      if (const OSSL_PARAM* p = OSSL_PARAM_locate_const(params, ASCON_DIGEST_PARAM_CUSTOMIZATION)) {
        if (p->data_type != OSSL_PARAM_OCTET_STRING && p->data_type != OSSL_PARAM_UTF8_STRING)
          return RAISE(c->prov, r_bad_parameter, "customization: octet or UTF-8 string"), 0;
        if (c->started || c->finalized) return RAISE(c->prov, r_customization_after_data), 0;
        if (p->data_size > 0 && p->data == nullptr) return RAISE(c->prov, r_bad_parameter), 0;
        auto z = H::create(std::span(static_cast<const unsigned char*>(p->data), p->data_size));
        if (!z) return RAISE(c->prov, r_customization_too_long, "%zu bytes", p->data_size), 0;
        c->h = *z;
      }
    }
    return 1;
  }
  static const OSSL_PARAM* settable_ctx_params(void*, void*) {
    static const OSSL_PARAM none[] = {OSSL_PARAM_END};
    static const OSSL_PARAM xof[] = {OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_XOFLEN, nullptr), OSSL_PARAM_END};
    static const OSSL_PARAM cxof[] = {OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_XOFLEN, nullptr),
                                      OSSL_PARAM_octet_string(ASCON_DIGEST_PARAM_CUSTOMIZATION, nullptr, 0),
                                      OSSL_PARAM_END};
    return K == Kind::hash ? none : K == Kind::xof ? xof : cxof;
  }
  static int get_ctx_params(void* vctx, OSSL_PARAM params[]) {
    auto* c = static_cast<Digest*>(vctx);
    OSSL_PARAM* p;
    if ((p = OSSL_PARAM_locate(params, OSSL_DIGEST_PARAM_XOFLEN)) && !OSSL_PARAM_set_size_t(p, c->xoflen)) return 0;
    return 1;
  }
  static const OSSL_PARAM* gettable_ctx_params(void*, void*) {
    static const OSSL_PARAM none[] = {OSSL_PARAM_END};
    static const OSSL_PARAM xof[] = {OSSL_PARAM_size_t(OSSL_DIGEST_PARAM_XOFLEN, nullptr), OSSL_PARAM_END};
    return is_xof ? xof : none;
  }

  static const OSSL_DISPATCH* dispatch() {
    static const OSSL_DISPATCH t[] = {{OSSL_FUNC_DIGEST_NEWCTX, fn(&newctx)},
                                      {OSSL_FUNC_DIGEST_INIT, fn(&init)},
                                      {OSSL_FUNC_DIGEST_UPDATE, fn(&update)},
                                      {OSSL_FUNC_DIGEST_FINAL, fn(&final)},
#ifdef OSSL_FUNC_DIGEST_SQUEEZE  // OpenSSL 3.3+
                                      {OSSL_FUNC_DIGEST_SQUEEZE, fn(&squeeze)},
#endif
                                      {OSSL_FUNC_DIGEST_FREECTX, fn(&freectx)},
                                      {OSSL_FUNC_DIGEST_DUPCTX, fn(&dupctx)},
                                      {OSSL_FUNC_DIGEST_GET_PARAMS, fn(&get_params)},
                                      {OSSL_FUNC_DIGEST_GETTABLE_PARAMS, fn(&gettable_params)},
                                      {OSSL_FUNC_DIGEST_SET_CTX_PARAMS, fn(&set_ctx_params)},
                                      {OSSL_FUNC_DIGEST_SETTABLE_CTX_PARAMS, fn(&settable_ctx_params)},
                                      {OSSL_FUNC_DIGEST_GET_CTX_PARAMS, fn(&get_ctx_params)},
                                      {OSSL_FUNC_DIGEST_GETTABLE_CTX_PARAMS, fn(&gettable_ctx_params)},
                                      {0, nullptr}};
    return t;
  }
};

}  // namespace
