// SPDX-License-Identifier: Apache-2.0 OR MIT
// The "ascon" OpenSSL 3 provider (module ascon.so): Ascon digests and AEAD
// ciphers for every OpenSSL 3.0+ application, from the same header-only core
// as the rest of the project. See docs/openssl.md for the user's view.
//
// Digests: one template (Digest<H, Kind>) over the core's hash, XOF and CXOF
// classes. Ciphers: one template (Cipher<P>) over the core's AEAD duplex.
// The algorithm tables at the bottom come from the algorithm catalogue.
//
// Decryption contract (the safe one): EVP_DecryptUpdate decrypts into a
// buffer inside the provider and releases nothing (outl = 0);
// EVP_DecryptFinal_ex checks the tag and only then writes the whole plaintext
// at its out pointer; a wrong tag releases nothing and wipes the buffer.
#include <openssl/core.h>
#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/opensslv.h>
#include <openssl/params.h>

#include <ascon/ascon.hpp>
#include <ascon/catalogue.hpp>
#include <ascon/v12.hpp>
#include <ascon/version.hpp>

#include <array>
#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <new>
#include <optional>

#include "ascon_provider.h"

namespace {

// ---- errors: reasons on OpenSSL's error queue ----------------------------------------
// X(code, name, text). Codes are this provider's own (OpenSSL scopes them by provider).
#define ASCON_PROV_REASONS(X)                                                                                  \
  X(1, bad_key_length, "wrong key length")                                                                      \
  X(2, bad_iv_length, "wrong nonce (IV) length: Ascon nonces are 16 bytes")                                     \
  X(3, bad_tag_length, "tag length not allowed (Ascon-AEAD128: 4..16 bytes; v1.2: 16)")                         \
  X(4, tag_length_after_start, "tag length changed after the message started: set it before the first update") \
  X(5, tag_not_set, "decryption needs the expected tag (EVP_CTRL_AEAD_SET_TAG) before final")                 \
  X(6, authentication_failed, "tag verification failed: no plaintext released")                               \
  X(7, out_of_order, "call out of order (AAD after data, or update/final after final)")                        \
  X(8, no_key_or_nonce, "key or nonce missing: every message needs a fresh nonce from an init call")          \
  X(9, tag_not_ready, "the tag is available only after EVP_EncryptFinal_ex, in the length that was set")      \
  X(10, tag_when_encrypting, "a tag value can only be set for decryption")                                     \
  X(11, bad_parameter, "bad parameter value or type")                                                          \
  X(12, customization_too_long, "customization string longer than 256 bytes")                                 \
  X(13, customization_after_data, "customization string set after data: set it before the first update")      \
  X(14, output_too_small, "output buffer too small")                                                           \
  X(15, too_long, "input too long")                                                                            \
  X(16, out_of_memory, "out of memory")                                                                        \
  X(17, copy_while_encrypting, "an encryption in progress cannot be copied (two copies would reuse the keystream)")

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
void raise_at(const ProvCtx* p, int reason, int line, const char* func, const char* fmt = nullptr, ...) {
  if (core_new_error == nullptr || core_vset_error == nullptr || p == nullptr) return;
  core_new_error(p->handle);
  if (core_set_error_debug != nullptr) core_set_error_debug(p->handle, "provider.cpp", line, func);
  va_list ap;
  va_start(ap, fmt);
  core_vset_error(p->handle, static_cast<uint32_t>(reason), fmt, ap);
  va_end(ap);
}
#define RAISE(prov, reason, ...) raise_at(prov, reason, __LINE__, __func__ __VA_OPT__(, ) __VA_ARGS__)

template <class T>
void (*fn(T* f))(void) {
  return reinterpret_cast<void (*)(void)>(f);
}

// Reads a size_t parameter of any integer type; false if it is not one.
bool get_size(const OSSL_PARAM* p, std::size_t& out) { return OSSL_PARAM_get_size_t(p, &out) == 1; }

// =======================================================================================
// Digests
// =======================================================================================
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
    if constexpr (is_xof) c->h.finalize(std::span(out, n));
    else c->h.finalize(std::span<unsigned char, DefaultSize>(out, n));
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
    static const OSSL_DISPATCH t[] = {
        {OSSL_FUNC_DIGEST_NEWCTX, fn(&newctx)},
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

// =======================================================================================
// AEAD ciphers
// =======================================================================================
template <class P>
struct Cipher {
  using Duplex = ascon::detail::Duplex<P>;
  using Key = ascon::detail::AeadKey<P>;
  static constexpr std::size_t key_len = P::key_bytes;
  static constexpr std::size_t nonce_len = 16;
  static constexpr std::size_t max_tag = 16;
  static constexpr std::size_t min_tag = P::min_tag_bytes;
  // A message: idle (no nonce yet), ready (key and fresh nonce), ad, data, done.
  enum class Phase { idle, ready, ad, data, done };

  ProvCtx* prov;
  bool enc = true;
  bool key_set = false;
  Key key{};
  std::array<unsigned char, nonce_len> nonce{};
  Duplex d{};
  Phase phase = Phase::idle;
  std::size_t taglen = max_tag;  // fixed once a message starts; persists across messages
  std::array<unsigned char, max_tag> tag{};
  bool tag_ready = false;  // encryption: computed by final; decryption: set by the caller
  // Decryption: the plaintext, held back until final has verified the tag.
  unsigned char* buf = nullptr;
  std::size_t buf_len = 0, buf_cap = 0;

  explicit Cipher(ProvCtx* p) noexcept : prov(p) {}
  Cipher(const Cipher& o) noexcept
      : prov(o.prov), enc(o.enc), key_set(o.key_set), key(o.key), nonce(o.nonce), d(o.d), phase(o.phase),
        taglen(o.taglen), tag(o.tag), tag_ready(o.tag_ready) {}
  Cipher& operator=(const Cipher&) = delete;
  ~Cipher() {
    drop_buffer();
    ascon::wipe_object(nonce);
    ascon::wipe_object(tag);
  }

  void drop_buffer() noexcept {
    if (buf != nullptr) ascon::secure_wipe(buf, buf_cap);
    std::free(buf);
    buf = nullptr;
    buf_len = buf_cap = 0;
  }
  // Room for n more bytes; a grown buffer's old copy is wiped before it is freed.
  bool reserve(std::size_t n) noexcept {
    if (n > SIZE_MAX - buf_len) return false;
    const std::size_t need = buf_len + n;
    if (need <= buf_cap) return true;
    std::size_t cap = buf_cap < 256 ? 256 : buf_cap;
    while (cap < need) cap = cap > SIZE_MAX / 2 ? need : 2 * cap;
    auto* nb = static_cast<unsigned char*>(std::malloc(cap));
    if (nb == nullptr) return false;
    if (buf_len) std::memcpy(nb, buf, buf_len);
    const std::size_t keep = buf_len;
    drop_buffer();
    buf = nb, buf_cap = cap, buf_len = keep;
    return true;
  }

  static void* newctx(void* provctx) { return new (std::nothrow) Cipher(static_cast<ProvCtx*>(provctx)); }
  static void freectx(void* vctx) { delete static_cast<Cipher*>(vctx); }
  static void* dupctx(void* vctx) {
    const auto* c = static_cast<Cipher*>(vctx);
    // Copying a started encryption would let both copies encrypt different
    // data under one nonce (keystream reuse, both tags valid): refused, as
    // the core's Encryptor is not copyable. Decryption may be copied.
    if (c->enc && c->started()) return RAISE(c->prov, r_copy_while_encrypting), nullptr;
    auto* n = new (std::nothrow) Cipher(*c);
    if (n == nullptr) return nullptr;
    if (c->buf_len && !n->reserve(c->buf_len)) return delete n, nullptr;
    if (c->buf_len) std::memcpy(n->buf, c->buf, c->buf_len), n->buf_len = c->buf_len;
    return n;
  }

  // EVP_{En,De}cryptInit_ex: a key and/or a nonce; a nonce (re)starts a message.
  static int init(void* vctx, bool enc, const unsigned char* k, std::size_t klen, const unsigned char* iv,
                  std::size_t ivlen, const OSSL_PARAM params[]) {
    auto* c = static_cast<Cipher*>(vctx);
    if (k != nullptr && klen != key_len)
      return RAISE(c->prov, r_bad_key_length, "got %zu bytes, want %zu", klen, key_len), 0;
    if (iv != nullptr && ivlen != nonce_len)
      return RAISE(c->prov, r_bad_iv_length, "got %zu bytes, want %zu", ivlen, nonce_len), 0;
    c->enc = enc;
    c->drop_buffer();
    if (c->phase != Phase::idle && c->phase != Phase::ready) {  // an unfinished or finished message ends here
      c->phase = Phase::idle;
      c->tag_ready = false;
    }
    if (k != nullptr) {
      c->key = Key(k);
      c->key_set = true;
    }
    if (iv != nullptr) {
      std::memcpy(c->nonce.data(), iv, nonce_len);
      c->phase = Phase::ready;
    }
    return set_ctx_params(vctx, params);
  }
  static int einit(void* v, const unsigned char* k, std::size_t kl, const unsigned char* iv, std::size_t il,
                   const OSSL_PARAM p[]) {
    return init(v, true, k, kl, iv, il, p);
  }
  static int dinit(void* v, const unsigned char* k, std::size_t kl, const unsigned char* iv, std::size_t il,
                   const OSSL_PARAM p[]) {
    return init(v, false, k, kl, iv, il, p);
  }

  // Starts the message on its first update or final: consumes the nonce.
  bool start() {
    if (phase == Phase::idle || !key_set) return RAISE(prov, r_no_key_or_nonce), false;
    if (phase == Phase::done) return RAISE(prov, r_out_of_order), false;
    if (phase == Phase::ready) {
      d = Duplex(key, std::span<const unsigned char, nonce_len>(nonce));
      phase = Phase::ad;
    }
    return true;
  }

  // update(out == NULL): associated data. update(out): data.
  static int update(void* vctx, unsigned char* out, std::size_t* outl, std::size_t outsize, const unsigned char* in,
                    std::size_t inl) {
    auto* c = static_cast<Cipher*>(vctx);
    *outl = 0;
    if (!c->start()) return 0;
    if (inl > 0 && in == nullptr) return RAISE(c->prov, r_bad_parameter), 0;
    if (out == nullptr) {
      if (c->phase != Phase::ad) return RAISE(c->prov, r_out_of_order, "associated data after data"), 0;
      c->d.absorb_ad(in, inl);
      return 1;
    }
    if (c->phase == Phase::ad) {
      c->d.end_ad();
      c->phase = Phase::data;
    }
    if (c->enc) {
      if (outsize < inl) return RAISE(c->prov, r_output_too_small), 0;
      if (!ascon::detail::buffers_ok(in, inl, out)) return RAISE(c->prov, r_bad_parameter, "overlapping buffers"), 0;
      c->d.encrypt(in, out, inl);
      *outl = inl;
      return 1;
    }
    if (!c->reserve(inl)) return RAISE(c->prov, r_out_of_memory), 0;
    c->d.decrypt(in, c->buf + c->buf_len, inl);  // held back until the tag is verified
    c->buf_len += inl;
    return 1;
  }

  // Encryption: computes the tag (read it with EVP_CTRL_AEAD_GET_TAG).
  // Decryption: verifies the tag, then writes the whole plaintext at out.
  static int final(void* vctx, unsigned char* out, std::size_t* outl, std::size_t) {
    auto* c = static_cast<Cipher*>(vctx);
    *outl = 0;
    if (!c->start()) return c->drop_buffer(), 0;
    if (c->phase == Phase::ad) c->d.end_ad();
    std::array<unsigned char, max_tag> full{};
    c->d.finish(c->key, full.data());
    c->phase = Phase::done;
    if (c->enc) {
      c->tag = full;
      c->tag_ready = true;
      ascon::wipe_object(full);
      return 1;
    }
    const bool have_tag = c->tag_ready;
    const bool ok = have_tag && ascon::detail::declassify(ascon::ct_equal(std::span<const unsigned char>(full).first(c->taglen),
                                                                  std::span<const unsigned char>(c->tag).first(c->taglen)));
    ascon::wipe_object(full);
    c->tag_ready = false;  // a received tag belongs to one message
    if (!ok) {
      c->drop_buffer();
      return RAISE(c->prov, have_tag ? r_authentication_failed : r_tag_not_set), 0;
    }
    if (c->buf_len > 0) {
      if (out == nullptr) return c->drop_buffer(), RAISE(c->prov, r_output_too_small), 0;
      std::memcpy(out, c->buf, c->buf_len);
    }
    *outl = c->buf_len;
    c->drop_buffer();
    return 1;
  }

  // ---- parameters -------------------------------------------------------------------
  static int get_params(OSSL_PARAM params[]) {
    OSSL_PARAM* p;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_MODE)) && !OSSL_PARAM_set_uint(p, 0)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_KEYLEN)) && !OSSL_PARAM_set_size_t(p, key_len)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_IVLEN)) && !OSSL_PARAM_set_size_t(p, nonce_len)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_BLOCK_SIZE)) && !OSSL_PARAM_set_size_t(p, 1)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_AEAD)) && !OSSL_PARAM_set_int(p, 1)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_CUSTOM_IV)) && !OSSL_PARAM_set_int(p, 1)) return 0;
    for (const char* zero : {OSSL_CIPHER_PARAM_CTS, OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK, OSSL_CIPHER_PARAM_HAS_RAND_KEY})
      if ((p = OSSL_PARAM_locate(params, zero)) && !OSSL_PARAM_set_int(p, 0)) return 0;
    return 1;
  }
  static const OSSL_PARAM* gettable_params(void*) {
    static const OSSL_PARAM t[] = {
        OSSL_PARAM_uint(OSSL_CIPHER_PARAM_MODE, nullptr),    OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, nullptr),
        OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, nullptr), OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_BLOCK_SIZE, nullptr),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_AEAD, nullptr),     OSSL_PARAM_int(OSSL_CIPHER_PARAM_CUSTOM_IV, nullptr),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_CTS, nullptr),      OSSL_PARAM_int(OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK, nullptr),
        OSSL_PARAM_int(OSSL_CIPHER_PARAM_HAS_RAND_KEY, nullptr), OSSL_PARAM_END};
    return t;
  }

  static int get_ctx_params(void* vctx, OSSL_PARAM params[]) {
    auto* c = static_cast<Cipher*>(vctx);
    OSSL_PARAM* p;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_KEYLEN)) && !OSSL_PARAM_set_size_t(p, key_len)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_IVLEN)) && !OSSL_PARAM_set_size_t(p, nonce_len)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_AEAD_TAGLEN)) && !OSSL_PARAM_set_size_t(p, c->taglen))
      return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_AEAD_TAG)) != nullptr) {
      // Only the tag of a finished encryption, in exactly the length set before it started.
      if (!c->enc || c->phase != Phase::done || !c->tag_ready) return RAISE(c->prov, r_tag_not_ready), 0;
      if (p->data_type != OSSL_PARAM_OCTET_STRING || p->data == nullptr || p->data_size != c->taglen)
        return RAISE(c->prov, r_bad_tag_length, "asked for %zu bytes, the tag length is %zu", p->data_size, c->taglen),
               0;
      if (!OSSL_PARAM_set_octet_string(p, c->tag.data(), c->taglen)) return 0;
    }
    return 1;
  }
  static const OSSL_PARAM* gettable_ctx_params(void*, void*) {
    static const OSSL_PARAM t[] = {OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, nullptr),
                                   OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, nullptr),
                                   OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_TAGLEN, nullptr),
                                   OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, nullptr, 0), OSSL_PARAM_END};
    return t;
  }

  bool started() const { return phase == Phase::ad || phase == Phase::data; }

  static int set_ctx_params(void* vctx, const OSSL_PARAM params[]) {
    auto* c = static_cast<Cipher*>(vctx);
    if (params == nullptr) return 1;
    const OSSL_PARAM* p;
    std::size_t n = 0;
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_KEYLEN)) != nullptr) {
      if (!get_size(p, n)) return RAISE(c->prov, r_bad_parameter, "keylen"), 0;
      if (n != key_len) return RAISE(c->prov, r_bad_key_length, "got %zu bytes, want %zu", n, key_len), 0;
    }
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_IVLEN)) != nullptr) {
      if (!get_size(p, n)) return RAISE(c->prov, r_bad_parameter, "ivlen"), 0;
      if (n != nonce_len) return RAISE(c->prov, r_bad_iv_length, "got %zu bytes, want %zu", n, nonce_len), 0;
    }
    // EVP_CTRL_AEAD_SET_TAG: (NULL, n) binds the tag length, for either
    // direction, before the message's first update; (tag, n) gives decryption
    // its expected tag, which must have exactly the bound length (16 unless
    // bound shorter). A received tag never chooses the length: a receiver that
    // passed the length of the tag it got would let a forger send 4-byte tags.
    if ((p = OSSL_PARAM_locate_const(params, OSSL_CIPHER_PARAM_AEAD_TAG)) != nullptr) {
      if (p->data_type != OSSL_PARAM_OCTET_STRING) return RAISE(c->prov, r_bad_parameter, "tag"), 0;
      n = p->data_size;
      if (n < min_tag || n > max_tag)
        return RAISE(c->prov, r_bad_tag_length, "got %zu bytes, allowed %zu..%zu", n, min_tag, max_tag), 0;
      if (p->data != nullptr && c->enc) return RAISE(c->prov, r_tag_when_encrypting), 0;
      if (p->data == nullptr) {
        if (n != c->taglen && c->started()) return RAISE(c->prov, r_tag_length_after_start), 0;
        c->taglen = n;
      } else {
        if (n != c->taglen)
          return RAISE(c->prov, r_bad_tag_length,
                       "the tag has %zu bytes, the tag length is %zu: bind a shorter length first with "
                       "EVP_CTRL_AEAD_SET_TAG(n, NULL), never from the message",
                       n, c->taglen),
                 0;
        std::memcpy(c->tag.data(), p->data, n);
        c->tag_ready = true;
      }
    }
    return 1;
  }
  static const OSSL_PARAM* settable_ctx_params(void*, void*) {
    static const OSSL_PARAM t[] = {OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, nullptr),
                                   OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, nullptr),
                                   OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, nullptr, 0), OSSL_PARAM_END};
    return t;
  }

  static const OSSL_DISPATCH* dispatch() {
    static const OSSL_DISPATCH t[] = {{OSSL_FUNC_CIPHER_NEWCTX, fn(&newctx)},
                                      {OSSL_FUNC_CIPHER_ENCRYPT_INIT, fn(&einit)},
                                      {OSSL_FUNC_CIPHER_DECRYPT_INIT, fn(&dinit)},
                                      {OSSL_FUNC_CIPHER_UPDATE, fn(&update)},
                                      {OSSL_FUNC_CIPHER_FINAL, fn(&final)},
                                      {OSSL_FUNC_CIPHER_FREECTX, fn(&freectx)},
                                      {OSSL_FUNC_CIPHER_DUPCTX, fn(&dupctx)},
                                      {OSSL_FUNC_CIPHER_GET_PARAMS, fn(&get_params)},
                                      {OSSL_FUNC_CIPHER_GETTABLE_PARAMS, fn(&gettable_params)},
                                      {OSSL_FUNC_CIPHER_GET_CTX_PARAMS, fn(&get_ctx_params)},
                                      {OSSL_FUNC_CIPHER_GETTABLE_CTX_PARAMS, fn(&gettable_ctx_params)},
                                      {OSSL_FUNC_CIPHER_SET_CTX_PARAMS, fn(&set_ctx_params)},
                                      {OSSL_FUNC_CIPHER_SETTABLE_CTX_PARAMS, fn(&settable_ctx_params)},
                                      {0, nullptr}};
    return t;
  }
};

// =======================================================================================
// The algorithm tables, from the catalogue (include/ascon/catalogue.hpp): one
// entry per digest and AEAD row, named by the row's name in upper case
// ("ascon-hash256" -> "ASCON-HASH256"). The keyed Mac/Prf rows are not
// offered: in OpenSSL they would be EVP_MAC algorithms, another operation.
// =======================================================================================
namespace cat = ascon::catalogue;
constexpr const char* props = "provider=" ASCON_PROVIDER_NAME;

template <class E>
constexpr auto upper_name = [] {
  std::array<char, E::info.name.size() + 1> s{};
  for (std::size_t i = 0; i < E::info.name.size(); ++i) {
    const char c = E::info.name[i];
    s[i] = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
  }
  return s;
}();

template <class A>
struct AeadParamsOf;
template <class P>
struct AeadParamsOf<ascon::detail::Aead<P>> {
  using type = P;
};

struct Tables {
  static constexpr std::size_t size = std::size(cat::algorithms) + 1;  // + the terminating entry
  OSSL_ALGORITHM digests[size]{};
  OSSL_ALGORITHM ciphers[size]{};
};

const Tables& tables() {
  static const Tables built = [] {
    Tables t{};
    std::size_t nd = 0, nc = 0;
    cat::for_each([&](auto e) {
      using E = decltype(e);
      using T = typename E::type;
      OSSL_ALGORITHM a{upper_name<E>.data(), props, nullptr, E::info.title.data()};
      if constexpr (E::kind == Kind::hash) {
        a.implementation = Digest<T, Kind::hash, T::digest_size>::dispatch();
        t.digests[nd++] = a;
      } else if constexpr (E::kind == Kind::xof || E::kind == Kind::cxof) {
        a.implementation = Digest<T, E::kind, 32>::dispatch();  // 32 bytes unless xoflen says otherwise
        t.digests[nd++] = a;
      } else if constexpr (E::kind == Kind::aead) {
        a.implementation = Cipher<typename AeadParamsOf<T>::type>::dispatch();
        t.ciphers[nc++] = a;
      }
    });
    return t;
  }();
  return built;
}

// ---- the provider itself ----------------------------------------------------------------
const OSSL_ALGORITHM* query_operation(void*, int operation_id, int* no_cache) {
  *no_cache = 0;
  switch (operation_id) {
    case OSSL_OP_DIGEST:
      return tables().digests;
    case OSSL_OP_CIPHER:
      return tables().ciphers;
    default:
      return nullptr;
  }
}

const OSSL_PARAM* provider_gettable_params(void*) {
  static const OSSL_PARAM t[] = {OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_NAME, nullptr, 0),
                                 OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_VERSION, nullptr, 0),
                                 OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_BUILDINFO, nullptr, 0),
                                 OSSL_PARAM_int(OSSL_PROV_PARAM_STATUS, nullptr), OSSL_PARAM_END};
  return t;
}

int provider_get_params(void*, OSSL_PARAM params[]) {
  OSSL_PARAM* p;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_NAME)) && !OSSL_PARAM_set_utf8_ptr(p, "Ascon provider (ascon.so)"))
    return 0;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_VERSION)) && !OSSL_PARAM_set_utf8_ptr(p, ASCON_VERSION_STRING))
    return 0;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_BUILDINFO)) &&
      !OSSL_PARAM_set_utf8_ptr(p, "built with OpenSSL headers " OPENSSL_VERSION_STR))
    return 0;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_STATUS)) && !OSSL_PARAM_set_int(p, 1)) return 0;
  return 1;
}

const OSSL_ITEM* get_reason_strings(void*) { return reason_strings; }

void teardown(void* provctx) { delete static_cast<ProvCtx*>(provctx); }

const OSSL_DISPATCH provider_functions[] = {{OSSL_FUNC_PROVIDER_TEARDOWN, fn(&teardown)},
                                            {OSSL_FUNC_PROVIDER_GETTABLE_PARAMS, fn(&provider_gettable_params)},
                                            {OSSL_FUNC_PROVIDER_GET_PARAMS, fn(&provider_get_params)},
                                            {OSSL_FUNC_PROVIDER_QUERY_OPERATION, fn(&query_operation)},
                                            {OSSL_FUNC_PROVIDER_GET_REASON_STRINGS, fn(&get_reason_strings)},
                                            {0, nullptr}};

}  // namespace

// The module's one exported symbol.
extern "C" __attribute__((visibility("default"))) int OSSL_provider_init(const OSSL_CORE_HANDLE* handle,
                                                                         const OSSL_DISPATCH* in,
                                                                         const OSSL_DISPATCH** out, void** provctx) {
  for (; in->function_id != 0; ++in) {
    switch (in->function_id) {
      case OSSL_FUNC_CORE_NEW_ERROR:
        core_new_error = OSSL_FUNC_core_new_error(in);
        break;
      case OSSL_FUNC_CORE_SET_ERROR_DEBUG:
        core_set_error_debug = OSSL_FUNC_core_set_error_debug(in);
        break;
      case OSSL_FUNC_CORE_VSET_ERROR:
        core_vset_error = OSSL_FUNC_core_vset_error(in);
        break;
      default:
        break;
    }
  }
  auto* ctx = new (std::nothrow) ProvCtx{handle};
  if (ctx == nullptr) return 0;
  *provctx = ctx;
  *out = provider_functions;
  return 1;
}
