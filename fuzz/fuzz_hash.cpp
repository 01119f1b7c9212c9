// SPDX-License-Identifier: Apache-2.0 OR MIT
// Differential fuzzing of every hash and XOF: Ascon-Hash256, -XOF128,
// -CXOF128 and the v1.2 Ascon-Hash, -Hasha, -Xof, -Xofa.
// For each input: one-shot == incremental at fuzzer-chosen split points; XOF
// output squeezed in pieces == in one go, and shorter outputs are prefixes;
// the SP 800-232 bit interfaces with whole bytes == the byte interfaces; CXOF
// refuses customization over 256 bytes; and, when reference/ is built, every
// result (including bit lengths) equals the spec-literal oracle.
//
// Input: sel | z_len u16 | z | cut x2 | out_len u16 | drop | msg...
#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>

#include "fuzz_input.hpp"

namespace {

using fuzz::Bytes;

struct Case {
  Bytes z, msg;
  std::uint8_t c1, c2, drop;
  std::size_t out_len;
};

template <class H>
void check_fixed(const char* name, const Case& c, [[maybe_unused]] int ref_kind) {
  const auto one = H::hash(c.msg);
  H h;
  const std::size_t a = fuzz::cut(c.c1, c.msg.size()), b = a + fuzz::cut(c.c2, c.msg.size() - a);
  h.update(std::span(c.msg).first(a)).update(std::span(c.msg).subspan(a, b - a));
  const auto mid = h.digest();  // finalizing is repeatable and does not end the message
  h.update(std::span(c.msg).subspan(b));
  FUZZ_CHECK(h.digest() == one, name);
  FUZZ_CHECK(b < c.msg.size() || mid == one, name);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes ref(32);
  if (ref_kind < 0)
    ascon_ref_hash256(ref.data(), c.msg.data(), 8 * c.msg.size());
  else
    ascon_ref_v12_hash(static_cast<ascon_ref_v12_hash_kind>(ref_kind), ref.data(), 32, c.msg.data(), c.msg.size());
  FUZZ_CHECK(Bytes(one.begin(), one.end()) == ref, name);
#endif
}

// Any XOF-like object: X x (fresh or customized), one-shot output `one`.
template <class X>
void check_xof_object(const char* name, X x, const Case& c, const Bytes& one) {
  const std::size_t a = fuzz::cut(c.c1, c.msg.size());
  x.update(std::span(c.msg).first(a)).update(std::span(c.msg).subspan(a));
  auto r = x.reader();
  Bytes pieces(one.size());
  const std::size_t s1 = fuzz::cut(c.c2, one.size()), s2 = s1 + fuzz::cut(c.c1, one.size() - s1);
  r.squeeze(std::span(pieces).first(s1));
  r.squeeze(std::span(pieces).subspan(s1, s2 - s1));
  r.squeeze(std::span(pieces).subspan(s2));
  FUZZ_CHECK(pieces == one, name);
  Bytes shorter(s1);
  x.finalize(shorter);
  FUZZ_CHECK(std::equal(shorter.begin(), shorter.end(), one.begin()), name);
}

template <class X>
void check_xof(const char* name, const Case& c, [[maybe_unused]] int ref_kind) {
  Bytes one(c.out_len);
  X::xof(c.msg, one);
  check_xof_object(name, X{}, c, one);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes ref(c.out_len);
  if (ref_kind < 0)
    ascon_ref_xof128(ref.data(), 8 * c.out_len, c.msg.data(), 8 * c.msg.size());
  else
    ascon_ref_v12_hash(static_cast<ascon_ref_v12_hash_kind>(ref_kind), ref.data(), c.out_len, c.msg.data(),
                       c.msg.size());
  FUZZ_CHECK(one == ref, name);
#endif
}

// SP 800-232 bit interfaces: whole bytes agree with the byte API, and
// partial bytes agree with the oracle.
void check_bits(const Case& c, const Bytes& xof_out, const Bytes& cxof_out) {
  const char* name = "SP 800-232 bit lengths";
  std::array<std::uint8_t, 32> d{}, d2 = ascon::Hash256::hash(c.msg);
  FUZZ_CHECK(ascon::Hash256::hash_bits(c.msg, 8 * c.msg.size(), d) && d == d2, name);
  Bytes x(c.out_len);
  FUZZ_CHECK(ascon::Xof128::xof_bits(c.msg, 8 * c.msg.size(), x, 8 * c.out_len) && x == xof_out, name);
  if (c.z.size() <= 256) {
    FUZZ_CHECK(
        ascon::Cxof128::cxof_bits(c.msg, 8 * c.msg.size(), c.z, 8 * c.z.size(), x, 8 * c.out_len) && x == cxof_out,
        name);
  }
  const std::size_t msg_bits = c.msg.empty() ? 0 : 8 * c.msg.size() - (c.drop & 7);
  const std::size_t out_bits = c.out_len == 0 ? 0 : 8 * c.out_len - ((c.drop >> 3) & 7);
  const std::size_t z_bits = std::min<std::size_t>(c.z.empty() ? 0 : 8 * c.z.size() - (c.drop >> 5), 2048);
  FUZZ_CHECK(ascon::Hash256::hash_bits(c.msg, msg_bits, d), name);
  FUZZ_CHECK(ascon::Xof128::xof_bits(c.msg, msg_bits, x, out_bits), name);
  Bytes cx(c.out_len);
  FUZZ_CHECK(ascon::Cxof128::cxof_bits(c.msg, msg_bits, c.z, z_bits, cx, out_bits), name);
  if (out_bits % 8) FUZZ_CHECK((x.back() >> (out_bits % 8)) == 0 && (cx.back() >> (out_bits % 8)) == 0, name);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes rd(32), rx(c.out_len), rc(c.out_len);
  ascon_ref_hash256(rd.data(), c.msg.data(), msg_bits);
  ascon_ref_xof128(rx.data(), out_bits, c.msg.data(), msg_bits);
  FUZZ_CHECK(ascon_ref_cxof128(rc.data(), out_bits, c.z.data(), z_bits, c.msg.data(), msg_bits) == 0, name);
  FUZZ_CHECK(Bytes(d.begin(), d.end()) == rd && x == rx && cx == rc, name);
#endif
}

void check_cxof(const Case& c) {
  const char* name = "Cxof128";
  Bytes one(c.out_len);
  const auto st = ascon::Cxof128::cxof(c.msg, c.z, one);
  auto created = ascon::Cxof128::create(c.z);
  if (c.z.size() > 256) {  // over the standard's limit: refused, nothing written
    FUZZ_CHECK(st.code == ascon::Error::too_long && !created && one == Bytes(c.out_len, 0), name);
    return;
  }
  FUZZ_CHECK(st && created, name);
  check_xof_object(name, *created, c, one);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes ref(c.out_len);
  FUZZ_CHECK(
      ascon_ref_cxof128(ref.data(), 8 * c.out_len, c.z.data(), 8 * c.z.size(), c.msg.data(), 8 * c.msg.size()) == 0,
      name);
  FUZZ_CHECK(one == ref, name);
#endif
  Bytes x(c.out_len);
  ascon::Xof128::xof(c.msg, x);
  check_bits(c, x, one);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  const std::uint8_t sel = in.u8();
  Case c;
  c.z = in.field();
  c.c1 = in.u8(), c.c2 = in.u8();
  c.out_len = in.u16() % 300;  // many squeeze blocks; the bit-level oracle is slow
  c.drop = in.u8();
  c.msg = in.rest();
  switch (sel % 7) {
    case 0:
      check_fixed<ascon::Hash256>("Hash256", c, -1);
      break;
    case 1:
      check_xof<ascon::Xof128>("Xof128", c, -1);
      break;
    case 2:
      check_cxof(c);
      break;
    case 3:
      check_fixed<ascon::v12::Hash>("v12 Hash", c, 0);
      break;
    case 4:
      check_fixed<ascon::v12::Hasha>("v12 Hasha", c, 1);
      break;
    case 5:
      check_xof<ascon::v12::Xof>("v12 Xof", c, 2);
      break;
    default:
      check_xof<ascon::v12::Xofa>("v12 Xofa", c, 3);
      break;
  }
  return 0;
}
