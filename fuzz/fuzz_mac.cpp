// SPDX-License-Identifier: Apache-2.0 OR MIT
// Differential fuzzing of every MAC and PRF: Ascon-Mac, -Prf, -PrfShort
// (little-endian, with SP 800-232) and the v1.2 Ascon-Mac, -Maca, -Prf,
// -Prfa, -PrfShort. For each input: one-shot == incremental at a
// fuzzer-chosen split point; verify() accepts the computed tag and rejects it
// with one bit flipped; shorter PRF outputs are prefixes of longer ones;
// PrfShort refuses inputs over 16 bytes; and, when reference/ is built, every
// result equals the spec-literal oracle.
//
// Input: sel | key[16] | cut | out_len | tamper u16 | msg...
#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>

#include "fuzz_input.hpp"

namespace {

using fuzz::Bytes;

struct Case {
  Bytes key, msg;
  std::uint8_t c1, out_len;
  std::size_t tamper;
};

Bytes flip(Bytes b, std::size_t bit) {
  if (!b.empty()) b[(bit / 8) % b.size()] ^= static_cast<std::uint8_t>(1u << (bit % 8));
  return b;
}

template <class M>
void check_mac(const char* name, const Case& c, [[maybe_unused]] int ref_kind) {
  const auto key = fuzz::fixed<16>(c.key);
  std::array<std::uint8_t, 16> one{};
  M::mac(key, c.msg, one);
  M m(key);
  const std::size_t a = fuzz::cut(c.c1, c.msg.size());
  m.update(std::span(c.msg).first(a)).update(std::span(c.msg).subspan(a));
  FUZZ_CHECK(m.tag() == one && m.verify(one) && M::verify(key, c.msg, one), name);
  const Bytes bad = flip(Bytes(one.begin(), one.end()), c.tamper);
  FUZZ_CHECK(!m.verify(fuzz::fixed<16>(bad)) && !M::verify(key, c.msg, fuzz::fixed<16>(bad)), name);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes ref(16);
  if (ref_kind < 0)
    ascon_ref_mac(ref.data(), c.key.data(), c.msg.data(), c.msg.size());
  else
    ascon_ref_v12_prf(static_cast<ascon_ref_v12_prf_kind>(ref_kind), ref.data(), 16, c.key.data(), c.msg.data(),
                      c.msg.size());
  FUZZ_CHECK(Bytes(one.begin(), one.end()) == ref, name);
#endif
}

template <class P>
void check_prf(const char* name, const Case& c, [[maybe_unused]] int ref_kind) {
  const auto key = fuzz::fixed<16>(c.key);
  const std::size_t len = 1 + c.out_len % 160;  // over 64 takes verify's long path
  Bytes one(len);
  P::prf(key, c.msg, one);
  P p(key);
  const std::size_t a = fuzz::cut(c.c1, c.msg.size());
  p.update(std::span(c.msg).first(a)).update(std::span(c.msg).subspan(a));
  Bytes inc(len);
  auto r = p.reader();
  r.squeeze(std::span(inc).first(len / 3));
  r.squeeze(std::span(inc).subspan(len / 3));
  FUZZ_CHECK(inc == one, name);
  Bytes shorter(a % (len + 1));
  p.finalize(shorter);
  FUZZ_CHECK(std::equal(shorter.begin(), shorter.end(), one.begin()), name);
  // Verification needs at least min_verify_size bytes (a shorter expected
  // value is refused, never accepted); from there on it is exact.
  if (len >= P::min_verify_size)
    FUZZ_CHECK(p.verify(one) && !p.verify(flip(one, c.tamper)), name);
  else
    FUZZ_CHECK(!p.verify(one), name);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes ref(len);
  if (ref_kind < 0)
    ascon_ref_prf(ref.data(), len, c.key.data(), c.msg.data(), c.msg.size());
  else
    ascon_ref_v12_prf(static_cast<ascon_ref_v12_prf_kind>(ref_kind), ref.data(), len, c.key.data(), c.msg.data(),
                      c.msg.size());
  FUZZ_CHECK(one == ref, name);
#endif
}

template <class S>
void check_prf_short(const char* name, const Case& c, [[maybe_unused]] bool v12) {
  const auto key = fuzz::fixed<16>(c.key);
  const std::size_t len = c.out_len % 17;
  Bytes out(len, 0xEE);
  const auto st = S::prf(key, c.msg, out);
  if (c.msg.size() > 16) {
    FUZZ_CHECK(st.code == ascon::Error::too_long && out == Bytes(len, 0xEE), name);
    return;
  }
  FUZZ_CHECK(st, name);
  std::array<std::uint8_t, 16> full{};
  FUZZ_CHECK(S::prf(key, c.msg, full), name);
  // The output length is part of the IV: the same length twice gives the same
  // bytes, and a shorter output is its own function, not a prefix of `full`.
  Bytes again(len);
  FUZZ_CHECK(S::prf(key, c.msg, again) && again == out, name);
  if (len >= 8 && len < 16) FUZZ_CHECK(!std::equal(out.begin(), out.end(), full.begin()), name);
  FUZZ_CHECK(S::verify(key, c.msg, full), name);
  const Bytes bad = flip(Bytes(full.begin(), full.end()), c.tamper);
  FUZZ_CHECK(!S::verify(key, c.msg, fuzz::fixed<16>(bad)), name);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes ref(len);
  const int rc = v12 ? ascon_ref_v12_prfshort(ref.data(), len, c.key.data(), c.msg.data(), c.msg.size())
                     : ascon_ref_prfshort(ref.data(), len, c.key.data(), c.msg.data(), c.msg.size());
  FUZZ_CHECK(rc == 0 && ref == out, name);
#endif
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  const std::uint8_t sel = in.u8();
  Case c;
  c.key = in.bytes(16);
  c.c1 = in.u8(), c.out_len = in.u8();
  c.tamper = in.u16();
  c.msg = in.rest();
  switch (sel % 8) {
    case 0:
      check_mac<ascon::Mac>("Mac", c, -1);
      break;
    case 1:
      check_prf<ascon::Prf>("Prf", c, -1);
      break;
    case 2:
      check_prf_short<ascon::PrfShort>("PrfShort", c, false);
      break;
    case 3:
      check_mac<ascon::v12::Mac>("v12 Mac", c, 0);
      break;
    case 4:
      check_mac<ascon::v12::Maca>("v12 Maca", c, 1);
      break;
    case 5:
      check_prf<ascon::v12::Prf>("v12 Prf", c, 2);
      break;
    case 6:
      check_prf<ascon::v12::Prfa>("v12 Prfa", c, 3);
      break;
    default:
      check_prf_short<ascon::v12::PrfShort>("v12 PrfShort", c, true);
      break;
  }
  return 0;
}
