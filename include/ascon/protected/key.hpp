// SPDX-License-Identifier: Apache-2.0 OR MIT
// A 128-bit key held only as N shares (the two little-endian key words
// K0, K1, each a Shared<N>), for the protected AEAD, Mac and Prf.
#pragma once

#include <span>

#include "../ct.hpp"
#include "../detail/bytes.hpp"
#include "random.hpp"
#include "shares.hpp"

namespace ascon::protected_ {

template <int N>
struct MaskedKey {
  static constexpr int shares = N;
  Shared<N> k[2]{};

  MaskedKey() noexcept = default;
  MaskedKey(const MaskedKey&) noexcept = default;
  MaskedKey& operator=(const MaskedKey&) noexcept = default;
  ~MaskedKey() { wipe_object(k); }

  // From caller-made shares: key = share 0 ^ ... ^ share N-1 byte-wise, share
  // d at shares[16d .. 16d+15]. Each share is loaded and rotated on its own,
  // word by word in the order share 0 K0, K1, share 1 K0, K1...: two words
  // loaded one after the other are never two shares of the same word.
  static MaskedKey from_shares(std::span<const std::uint8_t, key_shares_size<N>> shares) noexcept {
    using LE = ::ascon::detail::LittleEndian;
    MaskedKey m;
    detail::for_shares<N>([&](auto d) {
      for (int i = 0; i < 2; ++i) {
        std::uint64_t w = LE::load(shares.data() + 16 * d + 8 * i);
        w = std::rotl(w, share_rotation[d]);
        detail::barrier(w);
        m.k[i].w[d] = w;
        // The caller's shares are not rotated: a register that held share 0
        // of K_i and then took share 1 of K_i raw would show K_i.
        detail::clear(w);
      }
    });
    return m;
  }
  // From a plain key, shared at once with 2 * 8 * (N-1) random bytes.
  static MaskedKey from_key(std::span<const std::uint8_t, 16> key, const std::uint8_t*& rnd) noexcept {
    using LE = ::ascon::detail::LittleEndian;
    MaskedKey m;
    m.k[0] = Shared<N>::fresh(LE::load(key.data()), rnd);
    m.k[1] = Shared<N>::fresh(LE::load(key.data() + 8), rnd);
    return m;
  }
  // Whether every share word is zero: the state a wiped key object leaves
  // (a key that was ever shared or refreshed is so with probability 2^-(128N)).
  // Each word is tested on its own (zero_word), never two shares together;
  // only the verdict is declassified.
  bool wiped() const noexcept {
    std::uint64_t all = 1;
    for (const auto& x : k)
      for (const std::uint64_t w : x.w) all &= detail::zero_word(w);
    return ::ascon::detail::declassify(all != 0);
  }
  // Whether no share word is zero. Shares made elsewhere that fail it (all
  // zero, or the key in share 0 and zeros elsewhere) do not mask; random
  // shares fail it with probability at most 2N * 2^-64.
  bool can_mask() const noexcept {
    std::uint64_t any = 0;
    for (const auto& x : k)
      for (const std::uint64_t w : x.w) any |= detail::zero_word(w);
    return ::ascon::detail::declassify(any == 0);
  }
  // New shares for the same key: 2 * 8 * (N-1) random bytes.
  void refresh(const std::uint8_t*& rnd) noexcept {
    k[0].refresh(rnd);
    k[1].refresh(rnd);
  }
};

template <int N>
inline constexpr std::size_t key_random_bytes = 2 * 8 * (N - 1);

}  // namespace ascon::protected_
