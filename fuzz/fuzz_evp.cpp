// SPDX-License-Identifier: Apache-2.0 OR MIT
// EVP call sequences against the OpenSSL provider, compiled into the target
// (registered as a built-in provider, so its code is instrumented): init,
// AAD and data updates, final, set/get tag, tag length, copy, declared
// final room and maximum message size, direction switches (an init in the
// other direction with no key or nonce), and a final into an update's
// buffer shrunk in place (realloc to one block at the same address), on two
// contexts, in any order and with any sizes. Every output buffer is exactly
// as large as the EVP contract says the caller must make it (ASan sees any
// write past it), the final buffer also has guard bytes, and the checks
// below hold whatever the order:
// - an update releases at most its input, a decryption update nothing;
// - final writes at most the final buffer's size, and nothing on failure;
//   no byte of a buffer past what a call reports is changed;
// - an encryption context just given its nonce cannot be copied;
// - a decryption refuses a new tag length right after its expected tag;
// - after a direction switch, no update or final succeeds before an init
//   gives a nonce, and no decryption verifies before a tag is set again
//   (a nonce and a received tag belong to one direction and one message).
//
// Input: sel | size0 u16 | size1 u16 | key[20] | nonce[16] | ops...
// Each op is a byte (low 7 bits: kind, top bit: which context) and its
// arguments (see the switch).
#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>

#include <array>
#include <cstdlib>
#include <cstring>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#include <sanitizer/asan_interface.h>
#define FUZZ_EVP_SHRINK(p, keep, n) ASAN_POISON_MEMORY_REGION((p) + (keep), (n) - (keep))
#define FUZZ_EVP_UNSHRINK(p, keep, n) ASAN_UNPOISON_MEMORY_REGION((p) + (keep), (n) - (keep))
#endif
#endif
#ifndef FUZZ_EVP_SHRINK
#define FUZZ_EVP_SHRINK(p, keep, n) ((void)0)
#define FUZZ_EVP_UNSHRINK(p, keep, n) ((void)0)
#endif

#include "../src/openssl/ascon_provider.h"
#include "fuzz_input.hpp"

extern "C" int OSSL_provider_init(const OSSL_CORE_HANDLE*, const OSSL_DISPATCH*, const OSSL_DISPATCH**, void**);

namespace {

using fuzz::Bytes;
constexpr std::size_t guard = 16;
constexpr std::uint8_t guard_byte = 0xA5;
constexpr const char* names[] = {"ASCON-AEAD128", "ASCON-128-V12", "ASCON-128A-V12", "ASCON-80PQ-V12"};
constexpr const char* where = "evp";

std::array<EVP_CIPHER*, std::size(names)> fetch_all() {
  std::array<EVP_CIPHER*, std::size(names)> c{};
  if (OSSL_PROVIDER_add_builtin(nullptr, ASCON_PROVIDER_NAME, OSSL_provider_init) != 1 ||
      OSSL_PROVIDER_load(nullptr, ASCON_PROVIDER_NAME) == nullptr)
    fuzz::fail("cannot load the provider", where);
  for (std::size_t i = 0; i < c.size(); ++i)
    if ((c[i] = EVP_CIPHER_fetch(nullptr, names[i], "provider=" ASCON_PROVIDER_NAME)) == nullptr)
      fuzz::fail("cannot fetch a cipher", names[i]);
  return c;
}

// A heap buffer of exactly n bytes (ASan's redzone right after it).
struct Exact {
  std::uint8_t* p;
  explicit Exact(std::size_t n) : p(static_cast<std::uint8_t*>(std::malloc(n ? n : 1))) { std::memset(p, 0x3C, n); }
  ~Exact() { std::free(p); }
  Exact(const Exact&) = delete;
  Exact& operator=(const Exact&) = delete;
};

// One context and the buffer its finals write into: `size` bytes the
// caller owns, then guard bytes that no call may touch.
struct Slot {
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  std::size_t size;
  std::uint8_t* buf;
  bool fresh_enc_nonce = false;  // the last call was an encryption init with a nonce
  std::size_t tag_just_set = 0;  // a decryption's expected tag was just set, in this length
  // Known to the harness, not asked of the provider: no nonce since a
  // direction switch (every update and final must fail), and no expected
  // tag set since a direction switch (a decryption's final must fail).
  bool no_nonce = false, stale_tag = false;
  explicit Slot(std::size_t n) : size(n), buf(static_cast<std::uint8_t*>(std::malloc(n + guard))) {
    std::memset(buf, 0, n);
    std::memset(buf + n, guard_byte, guard);
  }
  ~Slot() {
    EVP_CIPHER_CTX_free(ctx);
    std::free(buf);
  }
  Slot(const Slot&) = delete;
  Slot& operator=(const Slot&) = delete;
  void check_guard() const {
    for (std::size_t i = 0; i < guard; ++i) FUZZ_CHECK(buf[size + i] == guard_byte, where);
  }
};

// Bytes [from, n) of p are those of the snapshot s.
bool unchanged(const std::uint8_t* p, const Bytes& s, std::size_t from) {
  return from >= s.size() || std::memcmp(p + from, s.data() + from, s.size() - from) == 0;
}

int set_size_param(EVP_CIPHER_CTX* ctx, const char* name, std::size_t v) {
  OSSL_PARAM p[2] = {OSSL_PARAM_construct_size_t(name, &v), OSSL_PARAM_construct_end()};
  return EVP_CIPHER_CTX_set_params(ctx, p);
}

// A data update of `in` into `out`, which has `room` bytes (at least inl).
void update_into(Slot& s, std::uint8_t* out, std::size_t room, const std::uint8_t* in, std::size_t inl, Bytes* record) {
  const Bytes before(out, out + room);
  int outl = -1;
  const bool enc = EVP_CIPHER_CTX_is_encrypting(s.ctx) == 1;
  const bool ok = EVP_CipherUpdate(s.ctx, out, &outl, in, static_cast<int>(inl)) == 1;
  if (s.no_nonce) FUZZ_CHECK(!ok, where);  // a nonce left behind by a direction switch
  if (!ok) {
    s.tag_just_set = 0;
    FUZZ_CHECK(unchanged(out, before, 0), where);
    return;
  }
  FUZZ_CHECK(outl >= 0 && static_cast<std::size_t>(outl) <= inl, where);
  if (!enc) FUZZ_CHECK(outl == 0, where);  // nothing before the tag is checked
  FUZZ_CHECK(unchanged(out, before, static_cast<std::size_t>(outl)), where);
  if (enc && record != nullptr && record->size() + static_cast<std::size_t>(outl) <= (1u << 20))
    record->insert(record->end(), out, out + outl);
}

// A data update into either the slot's buffer (when it is large enough and
// the fuzzer asks) or an exactly sized one.
void data_update(Slot& s, const std::uint8_t* in, std::size_t inl, bool into_slot, Bytes* record) {
  const bool use_slot = into_slot && inl <= s.size;
  Exact fresh(use_slot ? 0 : inl);
  update_into(s, use_slot ? s.buf : fresh.p, use_slot ? s.size : inl, in, inl, record);
}

// A final into `out` (room bytes the caller owns): writes only there, at
// most room bytes, nothing on failure; fails where the harness knows it must.
void final_into(const Slot& s, std::uint8_t* out, std::size_t room) {
  const Bytes before(out, out + room);
  const bool dec = EVP_CIPHER_CTX_is_encrypting(s.ctx) == 0;
  int outl = -1;
  const bool ok = EVP_CipherFinal_ex(s.ctx, out, &outl) == 1;
  if (s.no_nonce || (dec && s.stale_tag)) FUZZ_CHECK(!ok, where);
  if (!ok) {
    FUZZ_CHECK(unchanged(out, before, 0), where);
  } else {
    FUZZ_CHECK(outl >= 0 && static_cast<std::size_t>(outl) <= room, where);
    FUZZ_CHECK(unchanged(out, before, static_cast<std::size_t>(outl)), where);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t size) {
  static const auto ciphers = fetch_all();
  fuzz::Input in(input, size);
  EVP_CIPHER* const cipher = ciphers[in.u8() % ciphers.size()];
  Slot s0(in.u16() % 16385), s1(in.u16() % 16385);
  Slot* slots[2] = {&s0, &s1};
  const Bytes key = in.bytes(20), nonce0 = in.bytes(16);
  Bytes ct_record;  // every ciphertext byte an encryption released, in order
  std::size_t ct_cursor = 0;
  Bytes last_tag;  // the last tag read with GET_TAG
  int ops = 0;
  while (in.left() > 0 && ++ops < 200) {
    const std::uint8_t op = in.u8();
    Slot& s = *slots[op >> 7];
    Slot& other = *slots[1 - (op >> 7)];
    const bool fresh_enc_nonce = s.fresh_enc_nonce;
    const std::size_t tag_just_set = s.tag_just_set;
    s.fresh_enc_nonce = false;
    s.tag_just_set = 0;
    switch ((op & 0x7f) % 15) {
      case 0: {  // init: flags (enc, cipher, key, nonce, room param, nonce tweak)
        const std::uint8_t f = in.u8();
        Bytes nonce = nonce0;
        if (f & 32) nonce[0] ^= in.u8();
        std::size_t room = in.u16() % (s.size + 1);
        OSSL_PARAM p[2] = {OSSL_PARAM_construct_size_t(ASCON_CIPHER_PARAM_FINAL_OUTSIZE, &room),
                           OSSL_PARAM_construct_end()};
        const bool was_enc = EVP_CIPHER_CTX_is_encrypting(s.ctx) == 1;
        const bool ok = EVP_CipherInit_ex2(s.ctx, (f & 2) ? cipher : nullptr, (f & 4) ? key.data() : nullptr,
                                           (f & 8) ? nonce.data() : nullptr, f & 1, (f & 16) ? p : nullptr) == 1;
        s.fresh_enc_nonce = ok && (f & 1) && (f & 8);
        if (!ok) {
          s.no_nonce = s.stale_tag = false;  // no claim
        } else if (f & 8) {
          s.no_nonce = false;
        } else if (static_cast<bool>(f & 1) != was_enc) {  // a direction switch without a nonce
          s.no_nonce = s.stale_tag = true;
        }
        break;
      }
      case 1: {  // AAD from the input
        const Bytes ad = in.field();
        int outl = -1;
        const bool ok = EVP_CipherUpdate(s.ctx, nullptr, &outl, ad.data(), static_cast<int>(ad.size())) == 1;
        if (s.no_nonce) FUZZ_CHECK(!ok, where);
        if (ok) s.tag_just_set = tag_just_set;
        break;
      }
      case 2: {  // data from the input
        const std::uint8_t mode = in.u8();
        const Bytes d = in.field();
        s.tag_just_set = tag_just_set;  // kept unless the update fails
        data_update(s, d.data(), d.size(), mode & 1, &ct_record);
        break;
      }
      case 3: {  // generated data: length u16 (< 8192), pattern, mode
        const std::size_t n = in.u16() % 8192;
        const std::uint8_t pat = in.u8(), mode = in.u8();
        Exact d(n);
        for (std::size_t i = 0; i < n; ++i) d.p[i] = static_cast<std::uint8_t>(pat + i * 13);
        s.tag_just_set = tag_just_set;
        data_update(s, d.p, n, mode & 1, &ct_record);
        break;
      }
      case 4: {  // the recorded ciphertext, next n bytes (decrypting what was encrypted)
        const std::size_t n = in.u16() % 16385;
        const std::uint8_t mode = in.u8();
        if (in.u8() & 1) ct_cursor = 0;  // from the start again
        const std::size_t k = std::min(n, ct_record.size() - ct_cursor);
        Exact d(k);
        if (k) std::memcpy(d.p, ct_record.data() + ct_cursor, k);
        ct_cursor += k;
        s.tag_just_set = tag_just_set;
        data_update(s, d.p, k, mode & 1, nullptr);
        break;
      }
      case 5:  // final into the slot's buffer
        final_into(s, s.buf, s.size);
        s.check_guard();
        break;
      case 6: {  // bind a tag length
        const int n = in.u8() % 20;
        const bool ok = EVP_CIPHER_CTX_ctrl(s.ctx, EVP_CTRL_AEAD_SET_TAG, n, nullptr) == 1;
        // a received tag fixes the length it is compared in
        if (tag_just_set != 0) FUZZ_CHECK(!ok || static_cast<std::size_t>(n) == tag_just_set, where);
        if (tag_just_set != 0 && !ok) s.tag_just_set = tag_just_set;
        break;
      }
      case 7: {  // an expected tag from the input
        const std::size_t n = in.u8() % 20;
        const Bytes t = in.bytes(n);
        if (n > 0 && EVP_CIPHER_CTX_ctrl(s.ctx, EVP_CTRL_AEAD_SET_TAG, static_cast<int>(n),
                                         const_cast<std::uint8_t*>(t.data())) == 1)
          s.tag_just_set = n, s.stale_tag = false;
        break;
      }
      case 8: {  // the last tag read, as the expected tag
        if (!last_tag.empty() &&
            EVP_CIPHER_CTX_ctrl(s.ctx, EVP_CTRL_AEAD_SET_TAG, static_cast<int>(last_tag.size()), last_tag.data()) == 1)
          s.tag_just_set = last_tag.size(), s.stale_tag = false;
        break;
      }
      case 9: {  // read the tag into an exactly sized buffer
        const std::size_t n = 1 + in.u8() % 16;
        Exact t(n);
        if (EVP_CIPHER_CTX_ctrl(s.ctx, EVP_CTRL_AEAD_GET_TAG, static_cast<int>(n), t.p) == 1)
          last_tag.assign(t.p, t.p + n);
        break;
      }
      case 10: {  // copy this context over the other one
        const bool ok = EVP_CIPHER_CTX_copy(other.ctx, s.ctx) == 1;
        FUZZ_CHECK(!(ok && fresh_enc_nonce), where);  // two encryptions under one nonce
        s.fresh_enc_nonce = fresh_enc_nonce && !ok;
        other.fresh_enc_nonce = false;
        other.tag_just_set = 0;
        other.no_nonce = ok && s.no_nonce;  // a refused copy: no claim
        other.stale_tag = ok && s.stale_tag;
        break;
      }
      case 11: {  // declare final's room (at most the slot's size: the caller's promise)
        set_size_param(s.ctx, ASCON_CIPHER_PARAM_FINAL_OUTSIZE, in.u16() % (s.size + 1));
        s.fresh_enc_nonce = fresh_enc_nonce;
        s.tag_just_set = tag_just_set;
        break;
      }
      case 12: {  // the maximum message size
        const std::size_t n = in.u16(), scale = in.u8() % 4 + 1u;
        set_size_param(s.ctx, ASCON_CIPHER_PARAM_MAX_MESSAGE, n * scale);
        s.fresh_enc_nonce = fresh_enc_nonce;
        s.tag_just_set = tag_just_set;
        break;
      }
      case 13: {  // direction switch: init in the other direction, no cipher, key or nonce (ex or ex2)
        const std::uint8_t f = in.u8();
        const int to = EVP_CIPHER_CTX_is_encrypting(s.ctx) == 1 ? 0 : 1;
        const bool ok = (f & 1) ? EVP_CipherInit_ex2(s.ctx, nullptr, nullptr, nullptr, to, nullptr) == 1
                                : EVP_CipherInit_ex(s.ctx, nullptr, nullptr, nullptr, nullptr, to) == 1;
        s.no_nonce = s.stale_tag = ok;  // a failed init: no claim
        break;
      }
      case 14: {  // update into a heap buffer of the data's length, that buffer shrunk in
                  // place to k <= EVP_MAX_BLOCK_LENGTH bytes (realloc keeps the address; ASan
                  // poisons the rest), final into it with its real room declared or none
        const std::size_t want = in.u16() % 8192;
        const std::uint8_t mode = in.u8(), pat = in.u8();
        std::size_t k = in.u8() % (EVP_MAX_BLOCK_LENGTH + 1);
        Bytes d;
        if (mode & 1) {  // the recorded ciphertext, from the start
          d.assign(ct_record.begin(),
                   ct_record.begin() + static_cast<std::ptrdiff_t>(std::min(want, ct_record.size())));
        } else {
          for (std::size_t i = 0; i < want; ++i) d.push_back(static_cast<std::uint8_t>(pat + i * 13));
        }
        const std::size_t n = d.size();
        auto* big = static_cast<std::uint8_t*>(std::malloc(n ? n : 1));
        std::memset(big, 0x3C, n);
        Exact src(n);
        if (n) std::memcpy(src.p, d.data(), n);
        s.tag_just_set = tag_just_set;
        update_into(s, big, n, src.p, n, nullptr);
        if (k > n) k = n;
        FUZZ_EVP_SHRINK(big, k, n);
        // a declaration is the caller's promise about final's buffer: only the real room, or none
        set_size_param(s.ctx, ASCON_CIPHER_PARAM_FINAL_OUTSIZE, (mode & 2) ? k : 0);
        final_into(s, big, k);
        FUZZ_EVP_UNSHRINK(big, k, n);
        std::free(big);
        s.tag_just_set = 0;
        break;
      }
    }
    s0.check_guard();
    s1.check_guard();
    ERR_clear_error();
  }
  return 0;
}
