// Single-message speed of every algorithm, and of the RustCrypto crates
// (ascon-aead 0.6, ascon-hash 0.4) when bench/peers/ was built and linked.
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
  static const A a(std::span<const std::uint8_t, A::key_size>(A::key_size == 20 ? key20.data() : key16.data(),
                                                               A::key_size));
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

void cxof32(benchmark::State& st) {
  static constexpr std::array<std::uint8_t, 8> z = {'b', 'e', 'n', 'c', 'h', 'm', 'r', 'k'};
  std::array<std::uint8_t, 32> d{};
  per_message(st, d.data(), [&](auto msg) { benchmark::DoNotOptimize(ascon::Cxof128::cxof(msg, z, d)); });
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
    benchmark::DoNotOptimize(ascon_peer_aead128_encrypt(key16.data(), nonce16.data(), nullptr, 0, pt.data(),
                                                        pt.size(), ct.data(), tag.data()));
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

BENCHMARK_MAIN();
