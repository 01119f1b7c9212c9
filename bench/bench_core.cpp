// SPDX-License-Identifier: Apache-2.0 OR MIT
// Single-message speed of every algorithm, and of the RustCrypto crates
// (ascon-aead 0.6, ascon-hash 0.4) when bench/peers/ was built and linked,
// and of the official reference ascon-c (opt64, ref) when its source was given.
// Names: <library>/<algorithm>/<bytes>; counters: cpb (TSC cycles per byte), bytes_per_second.
#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>

#include <array>

#include "bench_util.hpp"

namespace {

using bench::pattern;
using bench::run_timed;

constexpr std::array<std::uint8_t, 16> key16 = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
constexpr std::array<std::uint8_t, 20> key20 = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
constexpr std::array<std::uint8_t, 16> nonce16 = {9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6};

// Times call(message) on an st.range(0)-byte message; `out` is where the call
// writes (made visible to the optimiser's "someone reads memory" barrier).
template <class F>
void per_message(benchmark::State& st, void* out, F&& call) {
  const auto msg = pattern(static_cast<std::size_t>(st.range(0)));
  benchmark::DoNotOptimize(out);
  run_timed(st, msg.size(), [&] {
    call(std::span<const std::uint8_t>(msg));
    benchmark::ClobberMemory();
  });
}

template <class A>
const A& aead_instance() {
  static const A a(
      std::span<const std::uint8_t, A::key_size>(A::key_size == 20 ? key20.data() : key16.data(), A::key_size));
  return a;
}

template <class A>
void aead_encrypt(benchmark::State& st) {
  std::vector<std::uint8_t> ct(static_cast<std::size_t>(st.range(0)));
  std::array<std::uint8_t, 16> tag{};
  per_message(st, tag.data(), [&](auto pt) {
    auto s = aead_instance<A>().encrypt_detached(nonce16, pt, {}, ct, tag);
    benchmark::DoNotOptimize(s);
  });
}

template <class A>
void aead_decrypt(benchmark::State& st) {
  const auto pt = pattern(static_cast<std::size_t>(st.range(0)));
  std::vector<std::uint8_t> ct(pt.size()), out(pt.size());
  std::array<std::uint8_t, 16> tag{};
  if (!aead_instance<A>().encrypt_detached(nonce16, pt, {}, ct, tag)) st.SkipWithError("encrypt failed");
  run_timed(st, pt.size(), [&] {
    if (!aead_instance<A>().decrypt_detached(nonce16, ct, {}, tag, out)) st.SkipWithError("decrypt failed");
    benchmark::ClobberMemory();
  });
}

template <class H>
void fixed_hash(benchmark::State& st) {
  typename H::Digest d{};
  per_message(st, d.data(), [&](auto msg) { H::hash(msg, d); });
}

template <class X>
void xof32(benchmark::State& st) {
  std::array<std::uint8_t, 32> d{};
  per_message(st, d.data(), [&](auto msg) { X::xof(msg, d); });
}

// The customization string of every CXOF128 benchmark (ours and ascon-c's).
constexpr std::array<std::uint8_t, 8> cxof_z = {'b', 'e', 'n', 'c', 'h', 'm', 'r', 'k'};

void cxof32(benchmark::State& st) {
  std::array<std::uint8_t, 32> d{};
  per_message(st, d.data(), [&](auto msg) { benchmark::DoNotOptimize(ascon::Cxof128::cxof(msg, cxof_z, d)); });
}

template <class M>
void keyed_mac(benchmark::State& st) {
  std::array<std::uint8_t, 16> t{};
  per_message(st, t.data(), [&](auto msg) { M::mac(key16, msg, t); });
}

template <class M>
void keyed_prf(benchmark::State& st) {
  std::array<std::uint8_t, 32> t{};
  per_message(st, t.data(), [&](auto msg) { M::prf(key16, msg, t); });
}

template <class M>
void prf_short(benchmark::State& st) {
  std::array<std::uint8_t, 16> t{};
  per_message(st, t.data(), [&](auto msg) { benchmark::DoNotOptimize(M::prf(key16, msg, t)); });
}

void sizes(benchmark::internal::Benchmark* b) {
  for (auto n : bench::sizes) b->Arg(n);
}

}  // namespace

#define ASCON_BENCH(name, fn) BENCHMARK(fn)->Name("ascon/" name)->Apply(sizes)
ASCON_BENCH("Ascon-AEAD128-encrypt", aead_encrypt<ascon::Aead128>);
ASCON_BENCH("Ascon-AEAD128-decrypt", aead_decrypt<ascon::Aead128>);
ASCON_BENCH("Ascon-Hash256", fixed_hash<ascon::Hash256>);
ASCON_BENCH("Ascon-XOF128", xof32<ascon::Xof128>);
ASCON_BENCH("Ascon-CXOF128", cxof32);
ASCON_BENCH("Ascon-Mac", keyed_mac<ascon::Mac>);
ASCON_BENCH("Ascon-Prf", keyed_prf<ascon::Prf>);
BENCHMARK(prf_short<ascon::PrfShort>)->Name("ascon/Ascon-PrfShort")->Arg(0)->Arg(16);
ASCON_BENCH("v1.2-Ascon-128-encrypt", aead_encrypt<ascon::v12::Ascon128>);
ASCON_BENCH("v1.2-Ascon-128a-encrypt", aead_encrypt<ascon::v12::Ascon128a>);
ASCON_BENCH("v1.2-Ascon-80pq-encrypt", aead_encrypt<ascon::v12::Ascon80pq>);
ASCON_BENCH("v1.2-Ascon-Hash", fixed_hash<ascon::v12::Hash>);
ASCON_BENCH("v1.2-Ascon-Hasha", fixed_hash<ascon::v12::Hasha>);
ASCON_BENCH("v1.2-Ascon-Xof", xof32<ascon::v12::Xof>);
ASCON_BENCH("v1.2-Ascon-Xofa", xof32<ascon::v12::Xofa>);
ASCON_BENCH("v1.2-Ascon-Mac", keyed_mac<ascon::v12::Mac>);
ASCON_BENCH("v1.2-Ascon-Maca", keyed_mac<ascon::v12::Maca>);
ASCON_BENCH("v1.2-Ascon-Prf", keyed_prf<ascon::v12::Prf>);
ASCON_BENCH("v1.2-Ascon-Prfa", keyed_prf<ascon::v12::Prfa>);
BENCHMARK(prf_short<ascon::v12::PrfShort>)->Name("ascon/v1.2-Ascon-PrfShort")->Arg(0)->Arg(16);

// ---- RustCrypto peers --------------------------------------------------------------
#ifdef ASCON_BENCH_HAVE_PEERS
extern "C" {
int ascon_peer_aead128_encrypt(const std::uint8_t* key, const std::uint8_t* nonce, const std::uint8_t* ad,
                               std::size_t ad_len, const std::uint8_t* pt, std::size_t len, std::uint8_t* ct,
                               std::uint8_t* tag);
void ascon_peer_hash256(const std::uint8_t* msg, std::size_t len, std::uint8_t* out);
void ascon_peer_xof128(const std::uint8_t* msg, std::size_t len, std::uint8_t* out, std::size_t out_len);
}

namespace {
void peer_aead(benchmark::State& st) {
  std::vector<std::uint8_t> ct(static_cast<std::size_t>(st.range(0)));
  std::array<std::uint8_t, 16> tag{};
  per_message(st, tag.data(), [&](auto pt) {
    benchmark::DoNotOptimize(ascon_peer_aead128_encrypt(key16.data(), nonce16.data(), nullptr, 0, pt.data(), pt.size(),
                                                        ct.data(), tag.data()));
  });
}
void peer_hash(benchmark::State& st) {
  std::array<std::uint8_t, 32> d{};
  per_message(st, d.data(), [&](auto msg) { ascon_peer_hash256(msg.data(), msg.size(), d.data()); });
}
void peer_xof(benchmark::State& st) {
  std::array<std::uint8_t, 32> d{};
  per_message(st, d.data(), [&](auto msg) { ascon_peer_xof128(msg.data(), msg.size(), d.data(), d.size()); });
}
}  // namespace
BENCHMARK(peer_aead)->Name("rustcrypto/Ascon-AEAD128-encrypt")->Apply(sizes);
BENCHMARK(peer_hash)->Name("rustcrypto/Ascon-Hash256")->Apply(sizes);
BENCHMARK(peer_xof)->Name("rustcrypto/Ascon-XOF128")->Apply(sizes);
#endif

// ---- the official reference, ascon-c (opt64 and ref) -----------------------------
// Built from ASCON_BENCH_ASCON_C_DIR (bench/CMakeLists.txt) with this build's
// compiler and flags. eBACS calling convention: combined ciphertext || tag,
// XOF output fixed at 32 bytes by the build copy of api.h. Each case first
// checks that ascon-c and this library agree on its input, so a wrong build
// or a renamed symbol bound to the wrong code cannot give a figure.
#ifdef ASCON_BENCH_HAVE_ASCON_C
#define ASCON_C_DECLARE(impl)                                                                                         \
  int ascon_c_##impl##_aead128_encrypt(unsigned char* c, unsigned long long* clen, const unsigned char* m,            \
                                       unsigned long long mlen, const unsigned char* ad, unsigned long long adlen,    \
                                       const unsigned char* nsec, const unsigned char* npub, const unsigned char* k); \
  int ascon_c_##impl##_aead128_decrypt(unsigned char* m, unsigned long long* mlen, unsigned char* nsec,               \
                                       const unsigned char* c, unsigned long long clen, const unsigned char* ad,      \
                                       unsigned long long adlen, const unsigned char* npub, const unsigned char* k);  \
  int ascon_c_##impl##_hash256(unsigned char* out, const unsigned char* in, unsigned long long inlen);                \
  int ascon_c_##impl##_xof128(unsigned char* out, const unsigned char* in, unsigned long long inlen);
extern "C" {
ASCON_C_DECLARE(opt64)
ASCON_C_DECLARE(ref)
int ascon_c_ref_cxof128(unsigned char* out, unsigned long long outlen, const unsigned char* in,
                        unsigned long long inlen, const unsigned char* cs, unsigned long long cslen);
}

namespace {
using AeadEncC = int (*)(unsigned char*, unsigned long long*, const unsigned char*, unsigned long long,
                         const unsigned char*, unsigned long long, const unsigned char*, const unsigned char*,
                         const unsigned char*);
using AeadDecC = int (*)(unsigned char*, unsigned long long*, unsigned char*, const unsigned char*, unsigned long long,
                         const unsigned char*, unsigned long long, const unsigned char*, const unsigned char*);
using HashC = int (*)(unsigned char*, const unsigned char*, unsigned long long);

// Ours, combined ciphertext || tag, for the agreement checks.
std::vector<std::uint8_t> ours_sealed(std::span<const std::uint8_t> pt) {
  std::vector<std::uint8_t> ct(pt.size() + 16);
  if (!aead_instance<ascon::Aead128>().encrypt(nonce16, pt, {}, ct)) ct.clear();
  return ct;
}

void ascon_c_enc(benchmark::State& st, AeadEncC enc) {
  const auto pt = pattern(static_cast<std::size_t>(st.range(0)));
  std::vector<std::uint8_t> ct(pt.size() + 16);
  unsigned long long clen = 0;
  if (enc(ct.data(), &clen, pt.data(), pt.size(), nullptr, 0, nullptr, nonce16.data(), key16.data()) != 0 ||
      ct != ours_sealed(pt)) {
    st.SkipWithError("ascon-c and ascon disagree");
    return;
  }
  run_timed(st, pt.size(), [&] {
    benchmark::DoNotOptimize(
        enc(ct.data(), &clen, pt.data(), pt.size(), nullptr, 0, nullptr, nonce16.data(), key16.data()));
    benchmark::ClobberMemory();
  });
}

void ascon_c_dec(benchmark::State& st, AeadDecC dec) {
  const auto pt = pattern(static_cast<std::size_t>(st.range(0)));
  const auto ct = ours_sealed(pt);
  std::vector<std::uint8_t> out(pt.size() + 1);  // +1: data() is never null at 0 bytes
  unsigned long long mlen = 0;
  if (ct.empty() ||
      dec(out.data(), &mlen, nullptr, ct.data(), ct.size(), nullptr, 0, nonce16.data(), key16.data()) != 0 ||
      mlen != pt.size() || !std::equal(pt.begin(), pt.end(), out.begin())) {
    st.SkipWithError("ascon-c could not open ascon's ciphertext");
    return;
  }
  run_timed(st, pt.size(), [&] {
    if (dec(out.data(), &mlen, nullptr, ct.data(), ct.size(), nullptr, 0, nonce16.data(), key16.data()) != 0)
      st.SkipWithError("decrypt failed");
    benchmark::ClobberMemory();
  });
}

template <class Ours>
void ascon_c_hash(benchmark::State& st, HashC hash) {
  const auto msg = pattern(static_cast<std::size_t>(st.range(0)));
  std::array<std::uint8_t, 32> d{}, want{};
  if constexpr (requires { Ours::hash(msg, want); })
    Ours::hash(msg, want);
  else
    Ours::xof(msg, want);
  if (hash(d.data(), msg.data(), msg.size()) != 0 || d != want) {
    st.SkipWithError("ascon-c and ascon disagree");
    return;
  }
  run_timed(st, msg.size(), [&] {
    benchmark::DoNotOptimize(hash(d.data(), msg.data(), msg.size()));
    benchmark::ClobberMemory();
  });
}
void ascon_c_ref_cxof(benchmark::State& st) {
  const auto msg = pattern(static_cast<std::size_t>(st.range(0)));
  std::array<std::uint8_t, 32> d{}, want{};
  if (!ascon::Cxof128::cxof(msg, cxof_z, want) ||
      ascon_c_ref_cxof128(d.data(), d.size(), msg.data(), msg.size(), cxof_z.data(), cxof_z.size()) != 0 || d != want) {
    st.SkipWithError("ascon-c and ascon disagree");
    return;
  }
  run_timed(st, msg.size(), [&] {
    benchmark::DoNotOptimize(
        ascon_c_ref_cxof128(d.data(), d.size(), msg.data(), msg.size(), cxof_z.data(), cxof_z.size()));
    benchmark::ClobberMemory();
  });
}
// Plain functions: BENCHMARK_CAPTURE cannot take a template-id.
void ascon_c_hash256(benchmark::State& st, HashC hash) { ascon_c_hash<ascon::Hash256>(st, hash); }
void ascon_c_xof128(benchmark::State& st, HashC hash) { ascon_c_hash<ascon::Xof128>(st, hash); }
}  // namespace

#define ASCON_C_BENCH(impl)                                              \
  BENCHMARK_CAPTURE(ascon_c_enc, impl, ascon_c_##impl##_aead128_encrypt) \
      ->Name("ascon-c-" #impl "/Ascon-AEAD128-encrypt")                  \
      ->Apply(sizes);                                                    \
  BENCHMARK_CAPTURE(ascon_c_dec, impl, ascon_c_##impl##_aead128_decrypt) \
      ->Name("ascon-c-" #impl "/Ascon-AEAD128-decrypt")                  \
      ->Apply(sizes);                                                    \
  BENCHMARK_CAPTURE(ascon_c_hash256, impl, ascon_c_##impl##_hash256)     \
      ->Name("ascon-c-" #impl "/Ascon-Hash256")                          \
      ->Apply(sizes);                                                    \
  BENCHMARK_CAPTURE(ascon_c_xof128, impl, ascon_c_##impl##_xof128)->Name("ascon-c-" #impl "/Ascon-XOF128")->Apply(sizes)
ASCON_C_BENCH(opt64);
ASCON_C_BENCH(ref);
BENCHMARK(ascon_c_ref_cxof)->Name("ascon-c-ref/Ascon-CXOF128")->Apply(sizes);
#endif

BENCHMARK_MAIN();
