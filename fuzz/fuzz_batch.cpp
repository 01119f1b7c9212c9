// SPDX-License-Identifier: Apache-2.0 OR MIT
// Fuzzing of the C++ batch API (ascon::batch) with the engine compiled into
// the target: every available CPU backend, 1..3 threads.
//   sel % 4 == 0  Hash256 / XOF128 / CXOF128 batches equal the core, message by message
//   sel % 4 == 1  AEAD batches equal the core; a tampered message fails alone, zeroed
//   sel % 4 == 2  adversarial sizes (wrapping out_len * count, huge strides and
//                 counts, wrong output sizes): refused, outputs zeroed, no access
//                 outside the buffers (ASan)
//   sel % 4 == 3  overlapping AEAD buffers (output over the input or the key): refused unless in
//                 place, every status -1
//
// Input: sel | backend | threads | count | out_len u16 | z field | k | messages (field each)...
#include <ascon/aead128.hpp>
#include <ascon/batch.hpp>
#include <ascon/hash256.hpp>
#include <ascon/xof128.hpp>
#include <cstdio>
#include <limits>

#include "fuzz_input.hpp"

namespace {

using ascon::batch::Backend;
using fuzz::Bytes;
using Spans = std::vector<std::span<const std::uint8_t>>;
constexpr std::size_t kMax = std::numeric_limits<std::size_t>::max();

bool all_zero(const Bytes& b) {
  return std::all_of(b.begin(), b.end(), [](std::uint8_t v) { return v == 0; });
}

void sponges(const std::vector<Bytes>& msgs, std::size_t out_len, const Bytes& z, ascon::batch::Options o) {
  const Spans spans(msgs.begin(), msgs.end());
  Bytes d(32 * msgs.size()), x(out_len * msgs.size()), c(out_len * msgs.size());
  FUZZ_CHECK(ascon::batch::hash256_many(spans, d, o), "hash256_many");
  FUZZ_CHECK(ascon::batch::xof128_many(spans, out_len, x, o), "xof128_many");
  const bool z_ok = z.size() <= 256;
  FUZZ_CHECK(ascon::batch::cxof128_many(spans, z, out_len, c, o).ok() == z_ok, "cxof128_many");
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    std::array<std::uint8_t, 32> h{};
    ascon::Hash256::hash(msgs[i], h);
    FUZZ_CHECK(std::equal(h.begin(), h.end(), d.begin() + 32 * i), "hash256_many");
    Bytes one(out_len);
    ascon::Xof128::xof(msgs[i], one);
    FUZZ_CHECK(std::equal(one.begin(), one.end(), x.begin() + out_len * i), "xof128_many");
    if (z_ok) {
      FUZZ_CHECK(ascon::Cxof128::cxof(msgs[i], z, one).ok(), "cxof128");
      FUZZ_CHECK(std::equal(one.begin(), one.end(), c.begin() + out_len * i), "cxof128_many");
    } else {
      FUZZ_CHECK(all_zero(c), "cxof128_many fails closed");
    }
  }
}

void aead(const std::vector<Bytes>& msgs, std::uint8_t k, ascon::batch::Options o) {
  const std::size_t n = msgs.size();
  std::vector<Bytes> keys(n), nonces(n), ads(n), cts(n), tags(n, Bytes(16));
  std::vector<ascon::AeadMessage> m(n);
  for (std::size_t i = 0; i < n; ++i) {  // key, nonce and AD cut from the message itself
    keys[i].assign(16, static_cast<std::uint8_t>(i + k));
    nonces[i].assign(16, static_cast<std::uint8_t>(3 * i));
    std::copy_n(msgs[i].begin(), std::min<std::size_t>(16, msgs[i].size()), keys[i].begin());
    ads[i].assign(msgs[i].begin(), msgs[i].begin() + fuzz::cut(static_cast<std::uint8_t>(k + i), msgs[i].size()));
    cts[i].resize(msgs[i].size());
    m[i] = {keys[i].data(), nonces[i].data(), ads[i].data(), ads[i].size(),
            msgs[i].data(), msgs[i].size(),   cts[i].data(), tags[i].data()};
  }
  FUZZ_CHECK(ascon::batch::aead128_encrypt_many(m, o), "aead128_encrypt_many");
  for (std::size_t i = 0; i < n; ++i) {
    const ascon::Aead128 a(fuzz::fixed<16>(keys[i]));
    Bytes ct(msgs[i].size());
    std::array<std::uint8_t, 16> tag{};
    FUZZ_CHECK(a.encrypt_detached(fuzz::fixed<16>(nonces[i]), msgs[i], ads[i], ct, tag), "encrypt_detached");
    FUZZ_CHECK(ct == cts[i] && std::equal(tag.begin(), tag.end(), tags[i].begin()), "aead128_encrypt_many");
  }
  // Decrypt in place; message k % n gets a flipped tag bit.
  const std::size_t bad = k % n;
  tags[bad][k % 16] ^= static_cast<std::uint8_t>(1u << (k % 8));
  for (std::size_t i = 0; i < n; ++i) m[i].in = cts[i].data();
  std::vector<int> status(n, 7);
  FUZZ_CHECK(ascon::batch::aead128_decrypt_many(m, status, o), "aead128_decrypt_many");
  for (std::size_t i = 0; i < n; ++i) {
    FUZZ_CHECK(status[i] == (i == bad ? -1 : 0), "aead128_decrypt_many status");
    FUZZ_CHECK(i == bad ? all_zero(cts[i]) : cts[i] == msgs[i], "aead128_decrypt_many output");
  }
}

// Sizes that wrap or point past the address space: refused before any access.
void adversarial(const std::vector<Bytes>& msgs, std::size_t out_len16, std::uint8_t k, ascon::batch::Options o) {
  const std::size_t n = msgs.size();
  const Spans spans(msgs.begin(), msgs.end());
  const std::size_t lens[] = {out_len16, kMax, kMax / n + 1, kMax / 2 + 1, kMax / 32 + 1, std::size_t{1} << 32};
  const std::size_t out_len = lens[k % 6];
  Bytes outs(k % 97, 0x55);
  const bool fits = out_len <= kMax / n && out_len * n == outs.size();
  const auto st = ascon::batch::xof128_many(spans, out_len, outs, o);
  FUZZ_CHECK(st.ok() == fits, "xof128_many size check");
  if (!st) FUZZ_CHECK(all_zero(outs), "xof128_many fails closed");
  Bytes d(k % 70, 0x55);
  const auto hs = ascon::batch::hash256_many(spans, d, o);
  FUZZ_CHECK(hs.ok() == (d.size() == 32 * n), "hash256_many size check");
  if (!hs) FUZZ_CHECK(all_zero(d), "hash256_many fails closed");
  // Strided: message i at base + i * stride must end inside the address space.
  Bytes dig(64);
  const std::size_t stride = kMax - (k % 16), len = k % 32 + 1;
  FUZZ_CHECK(
      ascon::batch::hash256_many_strided(dig.data(), len, stride, 2, dig.data(), o).code == ascon::Error::too_long,
      "strided past the address space");
  FUZZ_CHECK(ascon::batch::hash256_many_strided(dig.data(), 0, 0, kMax / 32 + 1 + k, dig.data(), o).code ==
                 ascon::Error::too_long,
             "strided digests wrap");
}

void overlap(const std::vector<Bytes>& msgs, std::uint8_t k, ascon::batch::Options o) {
  Bytes buf(msgs[0].size() + 64, 0x11), key(16, 1), nonce(16, 2), tag(16, 3);
  const std::size_t len = msgs[0].size(), shift = k % 64;
  std::copy(msgs[0].begin(), msgs[0].end(), buf.begin());
  std::vector<ascon::AeadMessage> m{
      {key.data(), nonce.data(), nullptr, 0, buf.data(), len, buf.data() + shift, tag.data()}};
  if (k & 0x40) m[0].in = buf.data() + shift, m[0].out = buf.data();  // output before the input
  // The key inside the buffer: refused when the output covers any of it.
  const std::size_t key_at = len + 64 - 16 - k % 48;
  if (k & 0x80) m[0].key = buf.data() + key_at;
  std::vector<int> status(1, 7);
  const auto st = ascon::batch::aead128_decrypt_many(m, status, o);
  const std::size_t out_at = static_cast<std::size_t>(m[0].out - buf.data());
  const bool key_apart = !(k & 0x80) || len == 0 || key_at + 16 <= out_at || out_at + len <= key_at;
  const bool allowed = (shift == 0 || len == 0 || shift >= len) && key_apart;
  FUZZ_CHECK(st.ok() == allowed, "overlap check");
  if (!st) FUZZ_CHECK(status[0] == -1, "overlap fails closed");
}

}  // namespace

// Says which backends the inputs reach (every one this build has and this
// machine runs, the rest fall back to portable), once per run.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::fprintf(stderr, "fuzz_batch: backends automatic");
  for (Backend b : ascon::batch::all_backends())
    std::fprintf(stderr, " %s%s", ascon::batch::backend_name(b),
                 ascon::batch::available(b) ? "" : " (not on this CPU)");
  std::fprintf(stderr, "\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  const std::uint8_t sel = in.u8(), b = in.u8(), t = in.u8();
  const std::size_t count = in.u8() % 40 + 1, out_len = in.u16() % 300;
  const Bytes z = in.field();
  const std::uint8_t k = in.u8();
  std::vector<Bytes> msgs;
  for (std::size_t i = 0; i < count; ++i) msgs.push_back(in.field());
  // automatic or one of this build's backends (built without a device); one
  // this machine lacks falls back to portable.
  const auto built = ascon::batch::all_backends();
  Backend backend = b % (built.size() + 1) == 0 ? Backend::automatic : built.items[b % (built.size() + 1) - 1];
  if (!ascon::batch::available(backend)) backend = Backend::portable;
  const ascon::batch::Options o{backend, static_cast<unsigned>(t % 3 + 1)};
  switch (sel % 4) {
    case 0:
      sponges(msgs, out_len, z, o);
      break;
    case 1:
      aead(msgs, k, o);
      break;
    case 2:
      adversarial(msgs, out_len, k, o);
      break;
    default:
      overlap(msgs, k, o);
      break;
  }
  return 0;
}
