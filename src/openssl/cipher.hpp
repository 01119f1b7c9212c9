// SPDX-License-Identifier: Apache-2.0 OR MIT
// AEAD ciphers: one template (Cipher<P>) over the core's AEAD duplex, as
// OpenSSL cipher implementations (EVP_CIPHER).
// Internal to the module: included by provider.cpp only (one translation
// unit, so everything stays in its anonymous namespace).
//
// Decryption contract (the safe one): EVP_DecryptUpdate decrypts into a
// buffer inside the provider and releases nothing (outl = 0);
// EVP_DecryptFinal_ex checks the tag and only then writes the whole plaintext
// at its out pointer; a wrong tag releases nothing and wipes the buffer.
// OpenSSL 3 gives a block-size-1 cipher's final no buffer size (outsize 0),
// so final writes only into room declared for that final: the outsize it
// is given, or ASCON_CIPHER_PARAM_FINAL_OUTSIZE; else it fails. Nothing is
// inferred from a pointer an update saw: the caller may have shrunk or
// freed that buffer since.
#pragma once

#include <ascon/ascon.hpp>

#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <span>

#include "ascon_provider.h"
#include "common.hpp"

namespace {

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
  std::size_t max_message = ASCON_MAX_MESSAGE_DEFAULT;  // the most buf may hold
  // The room declared for the next final (OpenSSL gives final none).
  std::size_t final_room = 0;

  explicit Cipher(ProvCtx* p) noexcept : prov(p) {}
  // A copy keeps no room: its final may get another buffer.
  Cipher(const Cipher& o) noexcept
      : prov(o.prov),
        enc(o.enc),
        key_set(o.key_set),
        key(o.key),
        nonce(o.nonce),
        d(o.d),
        phase(o.phase),
        taglen(o.taglen),
        tag(o.tag),
        tag_ready(o.tag_ready),
        max_message(o.max_message) {}
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
  void forget_room() noexcept { final_room = 0; }
  // Ends a decryption that went wrong: nothing of it can be released later.
  void fail_message() noexcept {
    drop_buffer();
    forget_room();
    phase = Phase::done;
    tag_ready = false;
  }
  // Room for n more bytes; a grown buffer's old copy is wiped before it is freed.
  bool reserve(std::size_t n) noexcept {
    if (n > SIZE_MAX - buf_len) return false;
    const std::size_t need = buf_len + n;
    if (need <= buf_cap) return true;
    std::size_t cap = buf_cap < 256 ? 256 : buf_cap;
    while (cap < need) cap = cap > SIZE_MAX / 2 ? need : 2 * cap;
    if (cap > max_message) cap = need > max_message ? need : max_message;
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
  // OpenSSL keeps a context whose copy was refused (below) with the cipher
  // but no provider context: each entry point fails on a null one.
  static void* dupctx(void* vctx) {
    const auto* c = static_cast<Cipher*>(vctx);
    if (c == nullptr) return nullptr;
    // Copying an encryption whose nonce is set, started or not, would let
    // both copies encrypt different data under one nonce (keystream reuse,
    // both tags valid): refused, as the core's Encryptor is not copyable.
    // Decryption may be copied.
    if (c->enc && (c->phase == Phase::ready || c->started())) return RAISE(c->prov, r_copy_while_encrypting), nullptr;
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
    if (c == nullptr) return 0;
    if (k != nullptr && klen != key_len)
      return RAISE(c->prov, r_bad_key_length, "got %zu bytes, want %zu", klen, key_len), 0;
    if (iv != nullptr && ivlen != nonce_len)
      return RAISE(c->prov, r_bad_iv_length, "got %zu bytes, want %zu", ivlen, nonce_len), 0;
    c->drop_buffer();
    c->forget_room();
    // An unfinished or finished message ends here. A nonce and a received
    // tag belong to one direction and one message: a direction change
    // without a new nonce drops both (the nonce of a decryption was the
    // sender's; encrypting under it, or under two copies of it, reuses it).
    if ((c->phase != Phase::idle && c->phase != Phase::ready) || c->enc != enc) {
      c->phase = Phase::idle;
      c->tag_ready = false;
      ascon::wipe_object(c->tag);
    }
    c->enc = enc;
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
    if (c == nullptr) return 0;
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
    if (inl == 0) return 1;
    if (inl > c->max_message || c->buf_len > c->max_message - inl)
      return c->fail_message(), RAISE(c->prov, r_message_too_long, "more than %zu bytes", c->max_message), 0;
    if (!c->reserve(inl)) return RAISE(c->prov, r_out_of_memory), 0;
    c->d.decrypt(in, c->buf + c->buf_len, inl);  // held back until the tag is verified
    c->buf_len += inl;
    return 1;
  }

  // Encryption: computes the tag (read it with EVP_CTRL_AEAD_GET_TAG).
  // Decryption: verifies the tag, then writes the whole plaintext at out if
  // room for it was declared for this final (its outsize, or final-outsize).
  static int final(void* vctx, unsigned char* out, std::size_t* outl, std::size_t outsize) {
    auto* c = static_cast<Cipher*>(vctx);
    *outl = 0;
    if (c == nullptr) return 0;
    const std::size_t room = c->final_room > outsize ? c->final_room : outsize;
    c->forget_room();  // a declaration is for one final
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
    const bool ok =
        have_tag && ascon::detail::declassify(ascon::ct_equal(std::span<const unsigned char>(full).first(c->taglen),
                                                              std::span<const unsigned char>(c->tag).first(c->taglen)));
    ascon::wipe_object(full);
    c->tag_ready = false;  // a received tag belongs to one message
    if (!ok) {
      c->drop_buffer();
      return RAISE(c->prov, have_tag ? r_authentication_failed : r_tag_not_set), 0;
    }
    if (c->buf_len > 0) {
      if (out == nullptr || c->buf_len > room)
        return c->drop_buffer(),
               RAISE(c->prov, r_no_room_at_final, "the plaintext has %zu bytes, final was given room for %zu",
                     c->buf_len, out == nullptr ? std::size_t{0} : room),
               0;
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
    static const OSSL_PARAM t[] = {OSSL_PARAM_uint(OSSL_CIPHER_PARAM_MODE, nullptr),
                                   OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, nullptr),
                                   OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_IVLEN, nullptr),
                                   OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_BLOCK_SIZE, nullptr),
                                   OSSL_PARAM_int(OSSL_CIPHER_PARAM_AEAD, nullptr),
                                   OSSL_PARAM_int(OSSL_CIPHER_PARAM_CUSTOM_IV, nullptr),
                                   OSSL_PARAM_int(OSSL_CIPHER_PARAM_CTS, nullptr),
                                   OSSL_PARAM_int(OSSL_CIPHER_PARAM_TLS1_MULTIBLOCK, nullptr),
                                   OSSL_PARAM_int(OSSL_CIPHER_PARAM_HAS_RAND_KEY, nullptr),
                                   OSSL_PARAM_END};
    return t;
  }

  static int get_ctx_params(void* vctx, OSSL_PARAM params[]) {
    auto* c = static_cast<Cipher*>(vctx);
    if (c == nullptr) return 0;
    OSSL_PARAM* p;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_KEYLEN)) && !OSSL_PARAM_set_size_t(p, key_len)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_IVLEN)) && !OSSL_PARAM_set_size_t(p, nonce_len)) return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_CIPHER_PARAM_AEAD_TAGLEN)) && !OSSL_PARAM_set_size_t(p, c->taglen))
      return 0;
    if ((p = OSSL_PARAM_locate(params, ASCON_CIPHER_PARAM_MAX_MESSAGE)) && !OSSL_PARAM_set_size_t(p, c->max_message))
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
                                   OSSL_PARAM_size_t(ASCON_CIPHER_PARAM_MAX_MESSAGE, nullptr),
                                   OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, nullptr, 0),
                                   OSSL_PARAM_END};
    return t;
  }

  bool started() const { return phase == Phase::ad || phase == Phase::data; }

  static int set_ctx_params(void* vctx, const OSSL_PARAM params[]) {
    auto* c = static_cast<Cipher*>(vctx);
    if (c == nullptr) return 0;
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
        // a received tag is compared in the length it was given in
        if (n != c->taglen && !c->enc && c->tag_ready) return RAISE(c->prov, r_tag_length_after_tag), 0;
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
    if ((p = OSSL_PARAM_locate_const(params, ASCON_CIPHER_PARAM_FINAL_OUTSIZE)) != nullptr) {
      if (!get_size(p, n)) return RAISE(c->prov, r_bad_parameter, "final-outsize"), 0;
      c->final_room = n;
    }
    if ((p = OSSL_PARAM_locate_const(params, ASCON_CIPHER_PARAM_MAX_MESSAGE)) != nullptr) {
      if (!get_size(p, n)) return RAISE(c->prov, r_bad_parameter, "max-message-size"), 0;
      c->max_message = n;
    }
    return 1;
  }
  static const OSSL_PARAM* settable_ctx_params(void*, void*) {
    static const OSSL_PARAM t[] = {OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_KEYLEN, nullptr),
                                   OSSL_PARAM_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, nullptr),
                                   OSSL_PARAM_octet_string(OSSL_CIPHER_PARAM_AEAD_TAG, nullptr, 0),
                                   OSSL_PARAM_size_t(ASCON_CIPHER_PARAM_FINAL_OUTSIZE, nullptr),
                                   OSSL_PARAM_size_t(ASCON_CIPHER_PARAM_MAX_MESSAGE, nullptr),
                                   OSSL_PARAM_END};
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

}  // namespace
