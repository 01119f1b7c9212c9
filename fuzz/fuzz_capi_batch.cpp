// SPDX-License-Identifier: Apache-2.0 OR MIT
// Fuzzing of the C ABI batch functions (ascon_*_many[_packed]) with libascon
// and the batch engine compiled into the target. The fuzzer chooses the
// Arrow-style offsets themselves (valid, or broken: negative, decreasing,
// past data_len, near INT64_MAX), a misaligned data pointer, output lengths
// that are short, exact or whose product with n wraps, and an AEAD output
// that is separate, in place or overlapping. Whatever it picks, a call either
// succeeds with exactly the one-message functions' bytes or fails closed:
// every output byte zero, every status -1. ASan catches any access outside
// the buffers the call was given.
//
// Input: sel | threads | n | misalign | out_len u16 | out_mode | key_stride | break u16 | break_val | off0 | lens (u16
// each) | data...
#include <ascon.h>

#include <limits>

#include "fuzz_input.hpp"

namespace {

using fuzz::Bytes;

bool all_zero(const std::uint8_t* p, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)
    if (p[i] != 0) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t size) {
  fuzz::Input in(input, size);
  const std::uint8_t sel = in.u8(), threads = in.u8() % 3, n = in.u8() % 24, misalign = in.u8() % 8;
  const std::size_t out_len16 = in.u16() % 200;
  const std::uint8_t out_mode = in.u8(), stride_sel = in.u8();
  const std::size_t break_at = in.u16();
  const std::uint8_t break_val = in.u8();
  std::vector<std::int64_t> off(n + 1u);
  off[0] = in.u8() % 5;
  for (std::size_t i = 0; i < n; ++i) off[i + 1] = off[i] + static_cast<std::int64_t>(in.u16() % 300);
  // Data: the rest of the input, at a misaligned address inside a larger buffer.
  const Bytes rest = in.rest();
  Bytes buf(misalign + static_cast<std::size_t>(off[n]) + 8, 0);
  std::copy_n(rest.begin(), std::min(rest.size(), buf.size() - misalign), buf.begin() + misalign);
  const std::uint8_t* data = buf.data() + misalign;
  std::size_t data_len = static_cast<std::size_t>(off[n]) + (break_val & 7);  // never more than buf holds
  // One broken offset or length, when the fuzzer asks.
  bool valid = true;
  if (break_at < 4 * (n + 1u)) {
    const std::size_t i = break_at % (n + 1u);
    valid = false;
    switch (break_at / (n + 1u)) {
      case 0:
        off[i] = -1 - break_val;
        break;
      case 1:
        off[i] = std::numeric_limits<std::int64_t>::max() - break_val;
        break;
      case 2:
        if (i > 0 && off[i - 1] > 0)
          off[i] = off[i - 1] - 1;
        else
          off[i] = -1;
        break;
      default:
        if (off[n] > 0)
          data_len = static_cast<std::size_t>(off[n]) - 1;
        else
          off[n] = -1;
        break;
    }
  }
  if (n == 0) valid = true;  // an empty batch never reads its offsets
  const ascon_packed msgs{data, data_len, off.data(), n};
  constexpr std::size_t kMax = std::numeric_limits<std::size_t>::max();
  const std::size_t big[] = {out_len16, kMax, n ? kMax / n + 1 : kMax, kMax / 2 + 1};
  const std::size_t out_len = big[out_mode % 4];
  const bool wraps = n != 0 && out_len > kMax / n;
  const std::size_t need = wraps ? kMax : out_len * n;
  // The output buffer the caller owns: exact, one short, or a little over.
  const std::size_t cap = wraps || need > 1 << 20 ? 64 : need + (out_mode / 4 % 3) - 1 + (need == 0);
  Bytes outs(cap, 0x55);
  const unsigned th = threads;

  switch (sel % 3) {
    case 0: {  // Hash256 / XOF128 / CXOF128, packed and pointer arrays
      const std::uint8_t z[3] = {1, 2, 3};
      int rc;
      std::size_t each = out_len;
      switch (sel / 3 % 3) {
        case 0:
          rc = ascon_hash256_many_packed(outs.data(), outs.size(), &msgs, th), each = 32;
          break;
        case 1:
          rc = ascon_xof128_many_packed(outs.data(), outs.size(), out_len, &msgs, th);
          break;
        default:
          rc = ascon_cxof128_many_packed(outs.data(), outs.size(), out_len, &msgs, z, 3, th);
          break;
      }
      const bool room = !(n != 0 && each > kMax / n) && each * n <= outs.size();
      FUZZ_CHECK((rc == 0) == (valid && room), "packed sponge verdict");
      if (rc != 0) {
        FUZZ_CHECK(all_zero(outs.data(), outs.size()), "packed sponge fails closed");
        break;
      }
      std::vector<const std::uint8_t*> ptrs(n);
      std::vector<size_t> lens(n);
      for (std::size_t i = 0; i < n; ++i)
        ptrs[i] = data + off[i], lens[i] = static_cast<std::size_t>(off[i + 1] - off[i]);
      if (n == 0) break;  // nothing computed (out_len may be anything then)
      Bytes again(outs.size(), 0x55), one(each);
      const int rc2 = sel / 3 % 3 == 0 ? ascon_hash256_many(again.data(), again.size(), ptrs.data(), lens.data(), n, th)
                      : sel / 3 % 3 == 1
                          ? ascon_xof128_many(again.data(), again.size(), each, ptrs.data(), lens.data(), n, th)
                          : ascon_cxof128_many(again.data(), again.size(), each, ptrs.data(), lens.data(), n, z, 3, th);
      FUZZ_CHECK(
          rc2 == 0 && std::equal(again.begin(), again.begin() + static_cast<std::ptrdiff_t>(each * n), outs.begin()),
          "pointer form equals packed form");
      for (std::size_t i = 0; i < n; ++i) {
        if (sel / 3 % 3 == 0)
          FUZZ_CHECK(ascon_hash256(one.data(), ptrs[i], lens[i]) == 0, "hash256");
        else if (sel / 3 % 3 == 1)
          FUZZ_CHECK(ascon_xof128(one.data(), each, ptrs[i], lens[i]) == 0, "xof128");
        else
          FUZZ_CHECK(ascon_cxof128(one.data(), each, ptrs[i], lens[i], z, 3) == 0, "cxof128");
        FUZZ_CHECK(std::equal(one.begin(), one.end(), outs.begin() + static_cast<std::ptrdiff_t>(each * i)),
                   "batch equals one message");
      }
      break;
    }
    default: {  // AEAD packed: separate, in place, or overlapping output
      const std::size_t total = valid && n ? static_cast<std::size_t>(off[n] - off[0]) : 0;
      Bytes keys(16 * (n + 1u), 0x4B), nonces(16 * (n + 1u), 0x4E), tags(16 * (n + 1u), 0x55);
      for (std::size_t i = 0; i < nonces.size(); ++i) nonces[i] = static_cast<std::uint8_t>(i);
      const std::size_t key_stride = stride_sel % 3 == 0 ? 0 : stride_sel % 3 == 1 ? 16 : stride_sel % 40;
      Bytes sep(total + 8, 0x55);
      std::uint8_t* out = sep.data();
      std::size_t cap_out = (out_mode & 1) ? total : (total ? total - 1 : 0);
      bool overlapping = false;
      if (valid && n && (out_mode & 6) == 2) out = buf.data() + misalign + off[0], cap_out = total;  // in place
      if (valid && total > 0 && (out_mode & 6) == 4) {  // shifted 1..8 bytes into the input (buf has 8 spare)
        const std::size_t shift = 1 + out_mode / 8 % 8;
        out = buf.data() + misalign + off[0] + shift, cap_out = total, overlapping = shift < total;
      }
      const Bytes before(data, data + data_len);
      const int rc = ascon_aead128_encrypt_many_packed(out, cap_out, tags.data(), &msgs, nullptr, nonces.data(),
                                                       keys.data(), key_stride, th);
      const bool ok = valid && (key_stride == 0 || key_stride == 16 || n == 0) && cap_out >= total && !overlapping;
      FUZZ_CHECK((rc == 0) == ok, "packed encrypt verdict");
      if (rc != 0) {
        FUZZ_CHECK(all_zero(out, cap_out) && all_zero(tags.data(), 16 * n), "packed encrypt fails closed");
        break;
      }
      // Each message against the one-message function, then decrypt with one tampered tag.
      for (std::size_t i = 0; i < n; ++i) {
        const std::size_t len = static_cast<std::size_t>(off[i + 1] - off[i]);
        Bytes sealed(len + 16);
        size_t got = 0;
        FUZZ_CHECK(ascon_aead128_encrypt(sealed.data(), sealed.size(), &got, before.data() + off[i], len, nullptr, 0,
                                         nonces.data() + 16 * i, keys.data() + i * key_stride) == 0,
                   "aead128_encrypt");
        FUZZ_CHECK(
            std::equal(sealed.begin(), sealed.begin() + static_cast<std::ptrdiff_t>(len), out + (off[i] - off[0])) &&
                std::equal(sealed.begin() + static_cast<std::ptrdiff_t>(len), sealed.end(), tags.begin() + 16 * i),
            "packed encrypt equals one message");
      }
      if (n == 0) break;
      const std::size_t bad = break_val % n;
      tags[16 * bad] ^= 1;
      std::vector<std::int64_t> shifted(n + 1u);
      for (std::size_t i = 0; i <= n; ++i) shifted[i] = off[i] - off[0];
      const Bytes sealed_copy(out, out + total);
      const ascon_packed cts{sealed_copy.data(), total, shifted.data(), n};
      Bytes back(total + 1, 0x55);
      std::vector<int> status(n, 7);
      const int rd = ascon_aead128_decrypt_many_packed(status.data(), back.data(), total, tags.data(), &cts, nullptr,
                                                       nonces.data(), keys.data(), key_stride, th);
      FUZZ_CHECK(rd == ASCON_ERR_AUTHENTICATION_FAILED, "one tampered tag");
      for (std::size_t i = 0; i < n; ++i) {
        const std::size_t len = static_cast<std::size_t>(off[i + 1] - off[i]);
        FUZZ_CHECK(status[i] == (i == bad ? -1 : 0), "packed decrypt status");
        FUZZ_CHECK(i == bad
                       ? all_zero(back.data() + shifted[i], len)
                       : std::equal(back.begin() + shifted[i], back.begin() + shifted[i + 1], before.begin() + off[i]),
                   "packed decrypt output");
      }
      break;
    }
  }
  return 0;
}
