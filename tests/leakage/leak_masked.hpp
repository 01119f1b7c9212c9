// leak_target for the masked variants (target.cpp says what the call does).
// The masked permutation here is the harness's own control: a plain
// DOM-style masking of Ascon-p[12] (fresh randomness for every AND of every
// share pair, empty-asm barriers between share operations), written only to
// give the harness a masked implementation to measure and plant a defect in.
#pragma once
#include <cstdint>
#include <cstring>

namespace leak {

template <int S>
struct Shared {
  std::uint64_t w[S];
};

// Keeps v in a register and hides its value from the optimiser, so no
// expression across shares can be rewritten into one that recombines them.
#define LEAK_BARRIER(v) __asm__ volatile("" : "+r"(v))

template <int N>
[[gnu::always_inline]] inline std::uint64_t ror(std::uint64_t x) {
  return (x >> N) | (x << (64 - N));
}

// z = (~a) & b on shares; rnd supplies S(S-1)/2 fresh words.
template <int S>
[[gnu::always_inline]] inline Shared<S> and_not(const Shared<S>& a, const Shared<S>& b, const std::uint64_t*& rnd) {
  Shared<S> z;
  for (int i = 0; i < S; ++i) {
    std::uint64_t ai = i == 0 ? ~a.w[0] : a.w[i];
    std::uint64_t t = ai & b.w[i];
    LEAK_BARRIER(t);
    z.w[i] = t;
  }
  for (int i = 0; i < S; ++i) {
    for (int j = i + 1; j < S; ++j) {
      std::uint64_t r = *rnd++;
      std::uint64_t ai = i == 0 ? ~a.w[0] : a.w[i];
      std::uint64_t aj = j == 0 ? ~a.w[0] : a.w[j];
      std::uint64_t u = ai & b.w[j];
      LEAK_BARRIER(u);
      u ^= r;
      LEAK_BARRIER(u);
      z.w[i] ^= u;
      LEAK_BARRIER(z.w[i]);
      std::uint64_t v = aj & b.w[i];
      LEAK_BARRIER(v);
      v ^= r;
      LEAK_BARRIER(v);
      z.w[j] ^= v;
      LEAK_BARRIER(z.w[j]);
    }
  }
  return z;
}

template <int A, int B, int S>
[[gnu::always_inline]] inline void linear(Shared<S>& x) {
  for (int i = 0; i < S; ++i) {
    std::uint64_t v = x.w[i];
    v = v ^ ror<A>(v) ^ ror<B>(v);
    LEAK_BARRIER(v);
    x.w[i] = v;
  }
}

template <int S>
[[gnu::always_inline]] inline void xor_into(Shared<S>& x, const Shared<S>& y) {
  for (int i = 0; i < S; ++i) {
    x.w[i] ^= y.w[i];
    LEAK_BARRIER(x.w[i]);
  }
}

template <int S>
[[gnu::noinline]] void permute12(Shared<S>* x, const std::uint64_t* rnd) {
  static constexpr std::uint8_t rc[12] = {0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b};
  for (int r = 0; r < 12; ++r) {
    x[2].w[0] ^= rc[r];
    xor_into(x[0], x[4]);
    xor_into(x[4], x[3]);
    xor_into(x[2], x[1]);
    Shared<S> t[5];
    for (int i = 0; i < 5; ++i) t[i] = and_not(x[(i + 1) % 5], x[(i + 2) % 5], rnd);
    for (int i = 0; i < 5; ++i) xor_into(x[i], t[i]);
    xor_into(x[1], x[0]);
    xor_into(x[0], x[4]);
    xor_into(x[3], x[2]);
    x[2].w[0] = ~x[2].w[0];
    linear<19, 28>(x[0]);
    linear<61, 39>(x[1]);
    linear<1, 6>(x[2]);
    linear<10, 17>(x[3]);
    linear<7, 41>(x[4]);
  }
}

}  // namespace leak

extern "C" [[gnu::noinline, gnu::used]] void leak_target(const std::uint8_t* in, std::uint8_t* out) {
  constexpr int S = LEAK_SHARES;
  leak::Shared<S> x[5];
  const std::uint8_t* nonce = in + 16 * S;
  const auto* rnd = reinterpret_cast<const std::uint64_t*>(in + 16 * S + 16);
  x[0].w[0] = aead128_iv;
  x[3].w[0] = load64(nonce);
  x[4].w[0] = load64(nonce + 8);
  for (int i = 1; i < S; ++i) x[0].w[i] = x[3].w[i] = x[4].w[i] = 0;
  for (int i = 0; i < S; ++i) {
    x[1].w[i] = load64(in + 16 * i);
    LEAK_BARRIER(x[1].w[i]);
  }
  for (int i = 0; i < S; ++i) {
    x[2].w[i] = load64(in + 16 * i + 8);
    LEAK_BARRIER(x[2].w[i]);
  }
  leak::permute12<S>(x, rnd);
#if defined(LEAK_VARIANT_PLANTED)
  // The planted defect: the shares of state word 0 recombined in one register.
  std::uint64_t joined = x[0].w[0] ^ x[0].w[1];
  LEAK_BARRIER(joined);
#endif
  for (int i = 0; i < S; ++i) {
    x[3].w[i] ^= load64(in + 16 * i);
    LEAK_BARRIER(x[3].w[i]);
    x[4].w[i] ^= load64(in + 16 * i + 8);
    LEAK_BARRIER(x[4].w[i]);
  }
  for (int i = 0; i < S; ++i)
    for (int w = 0; w < 5; ++w) store64(out + 40 * i + 8 * w, x[w].w[i]);
}
