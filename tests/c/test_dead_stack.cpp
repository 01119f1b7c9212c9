// SPDX-License-Identifier: Apache-2.0 OR MIT
// After a libascon call returns, the stack it used (now below the caller's
// stack pointer, dead but not cleared) must hold no word of the key and no
// word of the secret duplex state. Each case: zero the dead region, make one
// C call, copy the region below the stack pointer, and look there for the raw
// key words and for every capacity word the message went through (computed
// here from the specification and checked against the call's own output).
// Meaningful in optimised builds, where the library's frames spill registers
// (the sanitizer builds leave this test out).
#include <ascon.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <ascon/ascon.hpp>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

// x86-64 Linux, where the frame depths were measured; elsewhere (qemu,
// wine) the test skips.
#if defined(__x86_64__) && defined(__linux__)
constexpr bool can_read_sp = true;
[[gnu::always_inline]] inline std::uintptr_t stack_pointer() {
  std::uintptr_t sp;
  asm volatile("mov %%rsp, %0" : "=r"(sp));
  return sp;
}
#else
constexpr bool can_read_sp = false;
inline std::uintptr_t stack_pointer() { return 0; }
#endif

constexpr std::size_t depth = 32 * 1024;  // bytes below the caller looked at
alignas(64) std::uint64_t dead[depth / 8];  // the copy (not on the stack)

// Zeroes `depth` bytes below the caller's frame: the region a call made
// next will use.
[[gnu::noinline]] void paint() {
  volatile std::uint8_t region[depth];
  for (std::size_t i = 0; i < depth; ++i) region[i] = 0;
}

// Paints, runs `call` (its frames lie below this one), then copies the dead
// region below this frame's stack pointer, with no call in between.
[[gnu::noinline]] void run_and_copy(const std::function<void()>& call) {
  paint();
  call();
  const auto* below = reinterpret_cast<const volatile std::uint64_t*>(stack_pointer() - depth);
  for (std::size_t i = 0; i < depth / 8; ++i) dead[i] = below[i];
}

// What the region holds: for each needle found, where.
std::string find_needles(const std::vector<std::pair<std::string, std::uint64_t>>& needles) {
  std::string found;
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(dead);
  for (const auto& [name, w] : needles) {
    const std::uint64_t forms[2] = {w, __builtin_bswap64(w)};
    for (const std::uint64_t f : forms) {
      for (std::size_t at = 0; at + 8 <= depth; ++at) {
        if (std::memcmp(bytes + at, &f, 8) == 0) {
          found += name + " at " + std::to_string(depth - at) + " bytes below; ";
          break;
        }
      }
    }
  }
  return found;
}

// The deepest nonzero byte (the region was zero before the call).
std::size_t used_depth() {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(dead);
  for (std::size_t at = 0; at < depth; ++at)
    if (bytes[at]) return depth - at;
  return 0;
}

using Order = ascon::detail::Aead128Params::Order;
std::uint64_t le64(const std::uint8_t* p) { return Order::load(p); }

// Static, so that the test's own frames never hold them.
alignas(16) std::uint8_t key[16], nonce[16], msg[64], ct[64 + 16], back[64];
std::uint8_t tag[16];

// The words of one Ascon-AEAD128 message (no associated data, a 64-byte
// message) that must not outlive the call: the key, and the capacity words
// (S2, S3, S4) after every step. Also returns the expected ciphertext and tag
// so the model is checked against the library.
std::vector<std::pair<std::string, std::uint64_t>> aead128_secrets(std::array<std::uint8_t, 80>& expect) {
  const std::uint64_t k0 = le64(key), k1 = le64(key + 8);
  std::vector<std::pair<std::string, std::uint64_t>> s = {{"K0", k0}, {"K1", k1}};
  auto capacity = [&](const ascon::State& x, const std::string& when) {
    for (int i = 2; i < 5; ++i) s.push_back({"S" + std::to_string(i) + " " + when, x.x[i]});
  };
  ascon::State x{{ascon::constants::aead128_iv, k0, k1, le64(nonce), le64(nonce + 8)}};
  ascon::permute<12>(x);
  x.x[3] ^= k0;
  x.x[4] ^= k1;
  capacity(x, "after init");
  x.x[4] ^= Order::domain_bit;
  for (int b = 0; b < 4; ++b) {
    x.x[0] ^= le64(msg + 16 * b);
    x.x[1] ^= le64(msg + 16 * b + 8);
    Order::store(expect.data() + 16 * b, x.x[0]);
    Order::store(expect.data() + 16 * b + 8, x.x[1]);
    ascon::permute<8>(x);
    capacity(x, "after block " + std::to_string(b));
  }
  x.x[0] ^= 1;  // the padding of the empty last block
  x.x[2] ^= k0;
  x.x[3] ^= k1;
  capacity(x, "before finalization");
  ascon::permute<12>(x);
  capacity(x, "after finalization");
  Order::store(expect.data() + 64, x.x[3] ^ k0);
  Order::store(expect.data() + 72, x.x[4] ^ k1);
  return s;
}

class DeadStack : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!can_read_sp) GTEST_SKIP() << "no stack-pointer read for this architecture";
    for (int i = 0; i < 16; ++i) key[i] = static_cast<std::uint8_t>(0x5b ^ (37 * i));
    for (int i = 0; i < 16; ++i) nonce[i] = static_cast<std::uint8_t>(0xc4 ^ (11 * i));
    for (int i = 0; i < 64; ++i) msg[i] = static_cast<std::uint8_t>(i);
    std::array<std::uint8_t, 80> expect{};
    secrets = aead128_secrets(expect);
    size_t n = 0;
    ASSERT_EQ(ascon_aead128_encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, key), 0);
    ASSERT_EQ(0, std::memcmp(ct, expect.data(), expect.size())) << "the model of the duplex is wrong";
    // Only the raw key words for the v1.2 and keyed-hash calls.
    key_words = {secrets[0], secrets[1]};
  }
  void expect_clean(const char* what, const std::function<void()>& call,
                    const std::vector<std::pair<std::string, std::uint64_t>>& needles) {
    run_and_copy(call);
    EXPECT_EQ(find_needles(needles), "") << what << " (nonzero down to " << used_depth() << " bytes below)";
  }
  // An AEAD's combined one-shots under key k (encryption, then decryption of
  // what it wrote), named prefix_encrypt and prefix_decrypt in the messages.
  template <auto encrypt, auto decrypt, const std::uint8_t* k>
  void expect_oneshots_clean(const std::string& prefix,
                             const std::vector<std::pair<std::string, std::uint64_t>>& needles) {
    expect_clean((prefix + "_encrypt").c_str(),
                 [] {
                   size_t n = 0;
                   (void)encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, k);
                 },
                 needles);
    expect_clean((prefix + "_decrypt").c_str(),
                 [] {
                   size_t n = 0;
                   if (decrypt(back, sizeof back, &n, ct, sizeof ct, nullptr, 0, nonce, k) != 0) std::abort();
                 },
                 needles);
  }
  std::vector<std::pair<std::string, std::uint64_t>> secrets, key_words;
};

TEST_F(DeadStack, Aead128OneShot) {
  expect_oneshots_clean<ascon_aead128_encrypt, ascon_aead128_decrypt, key>("ascon_aead128", secrets);
  expect_clean("ascon_aead128_encrypt_detached", [] {
    (void)ascon_aead128_encrypt_detached(ct, tag, 16, msg, sizeof msg, nullptr, 0, nonce, key);
  }, secrets);
  expect_clean("ascon_aead128_decrypt_detached", [] {
    if (ascon_aead128_decrypt_detached(back, ct, sizeof msg, tag, 16, nullptr, 0, nonce, key) != 0) std::abort();
  }, secrets);
}

// A frame that leaves a key word in dead stack, 1 KiB down (deeper than any
// scrub reaches), as an unscrubbed entry point would: the search finds it,
// so a clean result above means something.
[[gnu::noinline]] void planted_leak() {
  volatile std::uint64_t frame[128];
  for (auto& w : frame) w = 0;
  frame[0] = le64(key);  // the lowest address: the deepest word
}

TEST_F(DeadStack, FindsAPlantedLeak) {
  run_and_copy(planted_leak);
  EXPECT_NE(find_needles(key_words).find("K0 at "), std::string::npos) << "the search misses a key word in dead stack";
}

TEST_F(DeadStack, Aead128Incremental) {
  static ascon_aead128_encrypt_state st;
  expect_clean("ascon_aead128_encrypt_init", [] { (void)ascon_aead128_encrypt_init(&st, nonce, key); }, secrets);
  expect_clean("ascon_aead128_encrypt_update", [] { (void)ascon_aead128_encrypt_update(&st, ct, msg, sizeof msg); },
               secrets);
  expect_clean("ascon_aead128_encrypt_final", [] { (void)ascon_aead128_encrypt_final(&st, tag, 16); }, secrets);
}

TEST_F(DeadStack, TruncatedAndV12AndKeyedHashes) {
  static ascon_aead128_truncated_key tk;
  expect_clean("ascon_aead128_truncated_init", [] { (void)ascon_aead128_truncated_init(&tk, key, 64); }, key_words);
  expect_clean("ascon_aead128_truncated_encrypt", [] {
    size_t n = 0;
    (void)ascon_aead128_truncated_encrypt(&tk, ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce);
  }, secrets);
  ascon_aead128_truncated_wipe(&tk);
  expect_clean("ascon_v12_ascon128_encrypt", [] {
    size_t n = 0;
    (void)ascon_v12_ascon128_encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, key);
  }, key_words);
  expect_clean("ascon_mac", [] { (void)ascon_mac(tag, msg, sizeof msg, key); }, key_words);
  expect_clean("ascon_prf", [] { (void)ascon_prf(back, 32, msg, sizeof msg, key); }, key_words);
}

// Ascon-80pq keeps its 20-byte key as precomputed states, whose one-shot
// frames reach deeper than the 16-byte-key ones. Needles: key bytes 4..11
// and 12..19, the words the state holds (either byte order, find_needles).
alignas(16) std::uint8_t key80[20];

TEST_F(DeadStack, Ascon80pqOneShot) {
  for (int i = 0; i < 20; ++i) key80[i] = static_cast<std::uint8_t>(0x3d ^ (29 * i));
  const std::vector<std::pair<std::string, std::uint64_t>> words = {{"K[4..11]", le64(key80 + 4)},
                                                                    {"K[12..19]", le64(key80 + 12)}};
  expect_oneshots_clean<ascon_v12_ascon80pq_encrypt, ascon_v12_ascon80pq_decrypt, key80>("ascon_v12_ascon80pq", words);
}

// The AEAD one-shots by catalogue name: a frame above the row's own
// function, which must leave no more behind than that function called directly.
int aead128_by_name_encrypt(std::uint8_t* c, size_t c_cap, size_t* c_len, const std::uint8_t* m, size_t m_len,
                            const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_encrypt_by_name("ascon-aead128", c, c_cap, c_len, m, m_len, ad, ad_len, npub, 16, k, 16);
}
int aead128_by_name_decrypt(std::uint8_t* m, size_t m_cap, size_t* m_len, const std::uint8_t* c, size_t c_len,
                            const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_decrypt_by_name("ascon-aead128", m, m_cap, m_len, c, c_len, ad, ad_len, npub, 16, k, 16);
}
int ascon80pq_by_name_encrypt(std::uint8_t* c, size_t c_cap, size_t* c_len, const std::uint8_t* m, size_t m_len,
                              const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_encrypt_by_name("ascon-80pq-v12", c, c_cap, c_len, m, m_len, ad, ad_len, npub, 16, k, 20);
}
int ascon80pq_by_name_decrypt(std::uint8_t* m, size_t m_cap, size_t* m_len, const std::uint8_t* c, size_t c_len,
                              const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_decrypt_by_name("ascon-80pq-v12", m, m_cap, m_len, c, c_len, ad, ad_len, npub, 16, k, 20);
}

TEST_F(DeadStack, AeadByName) {
  expect_oneshots_clean<aead128_by_name_encrypt, aead128_by_name_decrypt, key>("ascon_aead_by_name(ascon-aead128)",
                                                                                 secrets);
  for (int i = 0; i < 20; ++i) key80[i] = static_cast<std::uint8_t>(0x3d ^ (29 * i));
  const std::vector<std::pair<std::string, std::uint64_t>> words = {{"K[4..11]", le64(key80 + 4)},
                                                                    {"K[12..19]", le64(key80 + 12)}};
  expect_oneshots_clean<ascon80pq_by_name_encrypt, ascon80pq_by_name_decrypt, key80>(
      "ascon_aead_by_name(ascon-80pq-v12)", words);
}

// The batch engine on the caller's thread (threads = 1): eight messages under
// one key, packed.
TEST_F(DeadStack, Aead128Batch) {
  static std::uint8_t out[64], tags[16 * 8], nonces[16 * 8];
  static std::int64_t offsets[9];
  for (int i = 0; i <= 8; ++i) offsets[i] = 8 * i;
  static ascon_packed in;
  in = {msg, sizeof msg, offsets, 8};
  expect_clean("ascon_aead128_encrypt_many_packed", [] {
    (void)ascon_aead128_encrypt_many_packed(out, sizeof out, tags, &in, nullptr, nonces, key, 0, 1);
  }, key_words);
  expect_clean("ascon_aead128_decrypt_many_packed", [] {
    static int status[8];
    static ascon_packed sealed;
    sealed = {out, sizeof out, offsets, 8};
    if (ascon_aead128_decrypt_many_packed(status, back, sizeof back, tags, &sealed, nullptr, nonces, key, 0, 1) != 0)
      std::abort();
  }, key_words);
}

}  // namespace
