// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C API of the side-channel protected code (ascon/protected.hpp): a
// protected key (the key's shares, its share count and randomness source)
// in an opaque state, and one-shot AEAD128, Mac, Prf and PrfShort over it.
// Each call takes the stored shares, lets the core refresh them, and stores
// the refreshed shares back.
#include <ascon/protected.hpp>

#include "capi.hpp"
#include "dispatch.hpp"

namespace ascon::capi {
namespace {

namespace pr = ::ascon::protected_;

struct ProtectedKey {
  unsigned shares = 0;
  ascon_random_fn fn = nullptr;
  void* ctx = nullptr;
  std::uint64_t w[2][4]{};       // K0, K1: the shares as the core stores them
  std::uint64_t last_check = 0;  // the previous draw's check word (pr::draw)
  ~ProtectedKey() { wipe_object(w); }
};
using PBox = Box<ProtectedKey, state_tag("ascon_protected_key"), ascon_protected_key>;

ProtectedKey* get(ascon_protected_key* k) noexcept { return k && PBox::alive(k) ? PBox::get(k) : nullptr; }

bool source(void* ctx, std::uint8_t* out, std::size_t n) noexcept {
  const auto* k = static_cast<const ProtectedKey*>(ctx);
  if (k->fn) return k->fn(k->ctx, out, n) == 0;
#if ASCON_PROTECTED_OS_RANDOM
  return pr::detail::os_fill(nullptr, out, n);
#else
  return false;
#endif
}

template <int N>
pr::MaskedKey<N> load(const ProtectedKey& k) noexcept {
  pr::MaskedKey<N> m;
  for (int i = 0; i < 2; ++i)
    for (int d = 0; d < N; ++d) m.k[i].w[static_cast<std::size_t>(d)] = k.w[i][d];
  return m;
}
template <int N>
void store(ProtectedKey& k, const pr::MaskedKey<N>& m) noexcept {
  for (int i = 0; i < 2; ++i)
    for (int d = 0; d < N; ++d) k.w[i][d] = m.k[i].w[static_cast<std::size_t>(d)];
}

// One call's randomness: the check word, then up to the most any call takes.
using Randomness = std::array<std::uint8_t, pr::draw_check_bytes + pr::aead128_random_bytes<4, pr::Level::leveled>>;

// Draws need bytes for the key k (at h, N shares) into r through pr::draw:
//   - no source (no callback, no OS generator): ASCON_ERR_UNAVAILABLE;
//   - the draw refused (the source failed, or its bytes cannot mask):
//     ASCON_ERR_BAD_RANDOMNESS;
//   - the key wiped or made anew by the callback: ASCON_ERR_OUT_OF_ORDER
//     (a wiped key never computes), and nothing is written into it.
template <int N>
int draw_for(ascon_protected_key* h, ProtectedKey* k, Randomness& r, std::size_t need) noexcept {
  if (need > r.size() - pr::draw_check_bytes) return ASCON_ERR_UNAVAILABLE;
  if (!k->fn && !ASCON_PROTECTED_OS_RANDOM) return ASCON_ERR_UNAVAILABLE;
  std::uint64_t last = k->last_check;  // k may die inside the callback
  const bool drawn = pr::draw(pr::Random{&source, k}, r.data(), need, last);
  if (get(h) != k || k->shares != static_cast<unsigned>(N)) {
    wipe_object(r);
    return ASCON_ERR_OUT_OF_ORDER;
  }
  k->last_check = last;
  return drawn ? ASCON_OK : ASCON_ERR_BAD_RANDOMNESS;
}

// Runs f(masked key, randomness) under the key at h with the share count as
// a template argument and bytes(std::integral_constant<int, N>) fresh random
// bytes (draw_for); stores the refreshed shares. Every failure comes before
// f writes anything. Shares that load as all zero are a key wiped by another
// thread since the checks: refused (ASCON_ERR_OUT_OF_ORDER), and shares are
// stored back only into a key still alive.
template <class Bytes, class F>
int with_key(ascon_protected_key* h, Bytes bytes, F&& f) noexcept {
  ProtectedKey* k = get(h);
  if (!k) return ASCON_ERR_OUT_OF_ORDER;
  auto run = [&](auto n) -> int {
    constexpr int N = decltype(n)::value;
    Randomness r;
    if (const int e = draw_for<N>(h, k, r, bytes(n))) return e;
    auto m = load<N>(*k);
    int rc = ASCON_ERR_OUT_OF_ORDER;
    if (!m.wiped()) {
      rc = f(m, r.data() + pr::draw_check_bytes);
      if (get(h) == k) store<N>(*k, m);
    }
    wipe_object(r);
    return rc;
  };
  switch (k->shares) {
    case 2:
      return run(std::integral_constant<int, 2>{});
    case 3:
      return run(std::integral_constant<int, 3>{});
    case 4:
      return run(std::integral_constant<int, 4>{});
  }
  return ASCON_ERR_OUT_OF_ORDER;
}

template <int N>
std::size_t random_bytes(bool full) noexcept {
  return full ? pr::aead128_random_bytes<N, pr::Level::full> : pr::aead128_random_bytes<N, pr::Level::leveled>;
}

// The checks every protected AEAD128 call starts with: a live key and a known level.
int aead_key_and_level(ascon_protected_key* k, int level) noexcept {
  if (!get(k)) return ASCON_ERR_OUT_OF_ORDER;
  if (level != ASCON_PROTECTED_LEVELED && level != ASCON_PROTECTED_FULL) return ASCON_ERR_BAD_LENGTH;
  return ASCON_OK;
}

// Runs f(masked key, randomness, level) for an AEAD128 call, the level a
// compile-time constant (std::integral_constant) and the randomness what it takes.
template <class F>
int with_level(ascon_protected_key* k, int level, F&& f) noexcept {
  using Full = std::integral_constant<pr::Level, pr::Level::full>;
  using Leveled = std::integral_constant<pr::Level, pr::Level::leveled>;
  const bool full = level == ASCON_PROTECTED_FULL;
  return with_key(
      k, [&](auto n) { return random_bytes<decltype(n)::value>(full); },
      [&](auto& key, const std::uint8_t* r) { return full ? f(key, r, Full{}) : f(key, r, Leveled{}); });
}

int init(ascon_protected_key* k, unsigned shares, ascon_random_fn rng, void* ctx, const std::uint8_t* key,
         const std::uint8_t* key_shares) noexcept {
  if (!k || (!key && !key_shares)) return ASCON_ERR_NULL_POINTER;
  if (shares < 2 || shares > 4) return ASCON_ERR_BAD_LENGTH;
  if (PBox::alive(k)) PBox::destroy(k);
  ProtectedKey* p = PBox::make(k);
  p->shares = shares;
  p->fn = rng;
  p->ctx = ctx;
  // The box holds all-zero shares until the first store: with_key would take
  // them for a wiped key, so the key is made here, not through it.
  int rc = ASCON_OK;
  auto make = [&](auto n) {
    constexpr int N = decltype(n)::value;
    pr::MaskedKey<N> m;
    if (key) {
      Randomness r;
      rc = draw_for<N>(k, p, r, pr::key_random_bytes<N>);
      const std::uint8_t* rp = r.data() + pr::draw_check_bytes;
      if (rc == ASCON_OK) m = pr::MaskedKey<N>::from_key(std::span<const std::uint8_t, 16>(key, 16), rp);
      wipe_object(r);
    } else {
      m = pr::MaskedKey<N>::from_shares(std::span<const std::uint8_t, pr::key_shares_size<N>>(key_shares, 16 * N));
      if (!m.can_mask()) rc = ASCON_ERR_BAD_RANDOMNESS;  // a zero share word: shares that do not mask
    }
    if (rc == ASCON_OK) store<N>(*p, m);
  };
  switch (shares) {
    case 2:
      make(std::integral_constant<int, 2>{});
      break;
    case 3:
      make(std::integral_constant<int, 3>{});
      break;
    default:
      make(std::integral_constant<int, 4>{});
      break;
  }
  if (rc != ASCON_OK && PBox::alive(k)) PBox::destroy(k);
  return rc;
}

// Mac, Prf and PrfShort under the key k (null or wiped: out of order): one
// call's Mac-sized randomness, f(key, r) returning the status.
template <class F>
int with_mac_key(ascon_protected_key* k, F&& f) noexcept {
  return with_key(k, [](auto n) { return pr::mac_random_bytes<decltype(n)::value>; }, f);
}
// The same for f(key, r) writing out_len bytes at out from in_len bytes at
// in: out zeroed if the call fails (unless it shares memory with in).
template <class F>
int mac_output(ascon_protected_key* k, std::uint8_t* out, std::size_t out_len, const std::uint8_t* in,
               std::size_t in_len, F&& f) noexcept {
  const int rc = with_mac_key(k, [&](auto& key, const std::uint8_t* r) {
    f(key, r);
    return ASCON_OK;
  });
  if (rc != ASCON_OK) wipe_unless_input(out, out_len, in, in_len);
  return rc;
}

// The entry points' work, each run one frame down by its scrubbed wrapper.
int protected_key_refresh(ascon_protected_key* k) noexcept {
  return with_key(
      k, [](auto n) { return pr::key_random_bytes<decltype(n)::value>; },
      [](auto& m, const std::uint8_t* r) {
        m.refresh(r);
        return ASCON_OK;
      });
}

int protected_aead128_encrypt(ascon_protected_key* k, int level, uint8_t* c, size_t c_cap, size_t* c_len,
                              const uint8_t* m, size_t m_len, const uint8_t* ad, size_t ad_len,
                              const uint8_t nonce[16]) noexcept {
  ASCON_CHECK_BUFFERS(c, c_cap, c_len, 1, m, m_len, ad, ad_len, nonce, 1);
  if (const int e = aead_key_and_level(k, level)) return e;
  if (m_len > SIZE_MAX - 16) return ASCON_ERR_TOO_LONG;
  if (c_cap < m_len + 16) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!ascon::detail::buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAPPING_BUFFERS;
  const int rc = with_level(k, level, [&](auto& key, const std::uint8_t* r, auto lv) {
    constexpr int N = std::remove_reference_t<decltype(key)>::shares;
    pr::detail::aead_seal<N, decltype(lv)::value>(key, nonce, ad, ad_len, m, m_len, c, c + m_len, r);
    return ASCON_OK;
  });
  if (rc != ASCON_OK) {  // refused before anything was written: outputs zeroed, an in-place input kept
    wipe_unless_input(c, m_len, m, m_len);
    wipe_unless_input(c + m_len, 16, m, m_len);
  } else {
    *c_len = m_len + 16;
  }
  return rc;
}

int protected_aead128_decrypt(ascon_protected_key* k, int level, uint8_t* m, size_t m_cap, size_t* m_len,
                              const uint8_t* c, size_t c_len, const uint8_t* ad, size_t ad_len,
                              const uint8_t nonce[16]) noexcept {
  ASCON_CHECK_BUFFERS(m, m_cap, m_len, 1, c, c_len, ad, ad_len, nonce, 1);
  if (const int e = aead_key_and_level(k, level)) return e;
  if (c_len < 16) return ASCON_ERR_AUTHENTICATION_FAILED;
  const std::size_t n = c_len - 16;
  if (m_cap < n) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!ascon::detail::buffers_ok(c, n, m)) return ASCON_ERR_OVERLAPPING_BUFFERS;
  const int rc = with_level(k, level, [&](auto& key, const std::uint8_t* r, auto lv) {
    constexpr int N = std::remove_reference_t<decltype(key)>::shares;
    const bool ok = pr::detail::aead_open<N, decltype(lv)::value>(key, nonce, ad, ad_len, c, n, c + n, m, r);
    return ok ? ASCON_OK : ASCON_ERR_AUTHENTICATION_FAILED;
  });
  // A failed tag check zeroes the plaintext (in place too, as the plain API);
  // any other failure wrote nothing: the output zeroed, an in-place input kept.
  if (rc == ASCON_ERR_AUTHENTICATION_FAILED)
    ascon::secure_wipe(m, n);
  else if (rc != ASCON_OK)
    wipe_unless_input(m, n, c, c_len);
  else
    *m_len = n;
  return rc;
}

int protected_mac(ascon_protected_key* k, uint8_t tag[16], const uint8_t* m, size_t m_len) noexcept {
  ASCON_CHECK_BUFFERS(tag, 1, m, m_len);
  return mac_output(k, tag, 16, m, m_len,
                    [&](auto& key, const std::uint8_t* r) { pr::detail::mac_tag(key, m, m_len, tag, r); });
}

int protected_mac_verify(ascon_protected_key* k, const uint8_t tag[16], const uint8_t* m, size_t m_len) noexcept {
  ASCON_CHECK_BUFFERS(tag, 1, m, m_len);
  return with_mac_key(k, [&](auto& key, const std::uint8_t* r) {
    return pr::detail::mac_verify(key, m, m_len, tag, r) ? ASCON_OK : ASCON_ERR_AUTHENTICATION_FAILED;
  });
}

int protected_prf(ascon_protected_key* k, uint8_t* out, size_t out_len, const uint8_t* in, size_t in_len) noexcept {
  ASCON_CHECK_BUFFERS(out, out_len, in, in_len);
  return mac_output(k, out, out_len, in, in_len,
                    [&](auto& key, const std::uint8_t* r) { pr::detail::prf_out(key, in, in_len, out, out_len, r); });
}

int protected_prfshort(ascon_protected_key* k, uint8_t* out, size_t out_len, const uint8_t* in,
                       size_t in_len) noexcept {
  ASCON_CHECK_BUFFERS(out, out_len, in, in_len);
  if (!get(k)) return ASCON_ERR_OUT_OF_ORDER;
  if (in_len > 16) return ASCON_ERR_TOO_LONG;
  if (out_len > 16) return ASCON_ERR_BAD_LENGTH;
  return mac_output(k, out, out_len, in, in_len, [&](auto& key, const std::uint8_t* r) {
    pr::detail::prf_short_out(key, in, in_len, out, out_len, r);
  });
}

}  // namespace
}  // namespace ascon::capi

using namespace ascon::capi;
namespace pr = ascon::protected_;

extern "C" {

int ascon_protected_key_init(ascon_protected_key* k, const uint8_t key[16], unsigned shares, ascon_random_fn rng,
                             void* rng_ctx) {
  return ASCON_SCRUBBED_PROTECTED(init)(k, shares, rng, rng_ctx, key, nullptr);
}
int ascon_protected_key_init_shares(ascon_protected_key* k, const uint8_t* key_shares, unsigned shares,
                                    ascon_random_fn rng, void* rng_ctx) {
  return ASCON_SCRUBBED_PROTECTED(init)(k, shares, rng, rng_ctx, nullptr, key_shares);
}
void ascon_protected_key_wipe(ascon_protected_key* k) {
  if (k && PBox::alive(k))
    PBox::destroy(k);
  else if (k)
    ascon::secure_wipe(k->opaque, sizeof k->opaque);
}

int ascon_protected_key_refresh(ascon_protected_key* k) { return ASCON_SCRUBBED_PROTECTED(protected_key_refresh)(k); }
int ascon_protected_aead128_encrypt(ascon_protected_key* k, int level, uint8_t* c, size_t c_cap, size_t* c_len,
                                    const uint8_t* m, size_t m_len, const uint8_t* ad, size_t ad_len,
                                    const uint8_t nonce[16]) {
  return ASCON_SCRUBBED_PROTECTED(protected_aead128_encrypt)(k, level, c, c_cap, c_len, m, m_len, ad, ad_len, nonce);
}
int ascon_protected_aead128_decrypt(ascon_protected_key* k, int level, uint8_t* m, size_t m_cap, size_t* m_len,
                                    const uint8_t* c, size_t c_len, const uint8_t* ad, size_t ad_len,
                                    const uint8_t nonce[16]) {
  return ASCON_SCRUBBED_PROTECTED(protected_aead128_decrypt)(k, level, m, m_cap, m_len, c, c_len, ad, ad_len, nonce);
}
int ascon_protected_mac(ascon_protected_key* k, uint8_t tag[16], const uint8_t* m, size_t m_len) {
  return ASCON_SCRUBBED_PROTECTED(protected_mac)(k, tag, m, m_len);
}
int ascon_protected_mac_verify(ascon_protected_key* k, const uint8_t tag[16], const uint8_t* m, size_t m_len) {
  return ASCON_SCRUBBED_PROTECTED(protected_mac_verify)(k, tag, m, m_len);
}
int ascon_protected_prf(ascon_protected_key* k, uint8_t* out, size_t out_len, const uint8_t* in, size_t in_len) {
  return ASCON_SCRUBBED_PROTECTED(protected_prf)(k, out, out_len, in, in_len);
}
int ascon_protected_prfshort(ascon_protected_key* k, uint8_t* out, size_t out_len, const uint8_t* in, size_t in_len) {
  return ASCON_SCRUBBED_PROTECTED(protected_prfshort)(k, out, out_len, in, in_len);
}

}  // extern "C"
