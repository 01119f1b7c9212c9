// SPDX-License-Identifier: Apache-2.0 OR MIT
// The size configuration's Ascon-AEAD128 combined one-shots (ASCON_SMALL).
// Part of aead.cpp, apart only to keep that file short.
#pragma once

#include "capi.hpp"
#include "dispatch.hpp"

#if ASCON_SMALL
namespace ascon::capi {
namespace {

// ---- the size configuration's Ascon-AEAD128 combined one-shots ----------------------
// Encryption and decryption, plain and nonce-masked (KeyBytes 16 or 32), in
// one body over detail/small.hpp's aead(), where Aead::encrypt/decrypt and
// the C wrappers around them were four inlined copies of checks, key object
// and status conversion (about 500 bytes less on Cortex-M0, M4). The checks,
// their codes and order are Aead::encrypt's / decrypt's after the C null
// checks; a failed decryption zeroes the output; the key words and the
// state are left to the entry point's stack scrub.
//   encrypting: in_len bytes in, n = in_len, need = n + 16 bytes out (C || T);
//   decrypting: in_len bytes in (C || T), n = in_len - 16, need = n out.
// Thumb-2 (Armv7-M, Armv8-M Mainline): the key words copied by an asm loop.
#if defined(__thumb2__) && ASCON_SMALL_WORDS
#define ASCON_SMALL_KEY_COPY_ASM 1
#endif
template <std::size_t KeyBytes>
int small_oneshot(std::uint8_t* out, std::size_t cap, std::size_t* out_len, const std::uint8_t* in, std::size_t in_len,
                  const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* nonce, const std::uint8_t* key,
                  bool decrypt) noexcept {
  using P = Aead128::Params;
  constexpr std::size_t t = Aead128::tag_size;
  static_assert(KeyBytes == aead128_key_size || KeyBytes == aead128_masked_key_size);
  ASCON_CHECK_BUFFERS(out, cap, in, in_len, ad, ad_len, nonce, 1, key, 1);
  std::size_t n, need;
  if constexpr (detail::small::wide_words) {
    // 64-bit cores: the lengths by arithmetic on the direction (public),
    // and the bad length as a wrap of either (decrypting: n below 0;
    // encrypting: need past SIZE_MAX), so that GCC does not copy the checks
    // after it per direction (AArch64: this work 272 -> 252 bytes, h-a64y;
    // the asm keeps d a number, 4 of those bytes).
    std::size_t d = decrypt;
    __asm__("" : "+r"(d));
    n = in_len - t * d;             // in_len - 16 or in_len
    need = in_len + t - 2 * t * d;  // n, or in_len + 16
    if (n > in_len || need < n) return ASCON_ERR_BAD_LENGTH;
  } else {
    // 32-bit cores (h-m4v): one check for both directions, so that GCC does
    // not split the checks after it per direction (C functions' AEAD128 over
    // memcpy: M4 1216 -> 1200 bytes, M0 1180 -> 1172): n below 0
    // (decrypting, in_len < 16) and need past SIZE_MAX (encrypting) both
    // leave n in its 16 top values.
    const std::size_t d = decrypt ? t : 0;
    n = in_len - d;
    if (n > SIZE_MAX - t) return ASCON_ERR_BAD_LENGTH;
    need = n + t - d;
  }
  if (cap < need) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!detail::bits_fit(n, ad_len)) return ASCON_ERR_TOO_LONG;
  // small::aead_words (64-bit cores) and small.hpp's aead() check the
  // overlap (last, as here); small_bi32.hpp's aead() does not.
  if constexpr (!detail::small::wide_words && !detail::small::aead_returns_error) {
    const auto a = reinterpret_cast<std::uintptr_t>(in), b = reinterpret_cast<std::uintptr_t>(out);
    if (!(n == 0 || a == b || a + n <= b || b + n <= a)) return ASCON_ERR_OVERLAPPING_BUFFERS;
  }
  constexpr unsigned flip = detail::small::flip_of<P::Order>;
#if ASCON_SMALL_BI32
  {
    // The key is read where the caller keeps it, at each use, after output
    // is written (below): a key under the need bytes this call writes is
    // refused, not half-overwritten into a tag or a verdict (the batch calls
    // refuse an output over a key too; the other builds copy the key first).
    const auto k = reinterpret_cast<std::uintptr_t>(key), b = reinterpret_cast<std::uintptr_t>(out);
    if (!(need == 0 || k + KeyBytes <= b || b + need <= k)) return ASCON_ERR_OVERLAPPING_BUFFERS;
  }
  // The interleaved configuration: no copy of the key (32 bytes of the
  // entry point's frame); aead() reads the caller's bytes and converts them
  // into its own frame (a 16-byte key alone: bare_key_mode, no nonce mask).
  static_assert(flip == 0, "the caller's key bytes are the words Order::load makes");
  const std::uint8_t* const kw = key;
  const detail::small::Mode& mode = KeyBytes == 16 ? detail::small::bare_key_mode<P> : detail::small::aead_mode<P>;
#else
  std::uint64_t kw[4];
  const detail::small::Mode& mode = detail::small::aead_mode<P>;
#endif
  // The job first: what it holds leaves the registers before the key copy.
  // Key words and state left to the entry point's scrub (Scrubbed, dispatch.hpp).
#if ASCON_SMALL_AEAD_LEAN_FRAME
  const detail::small::AeadJob job{ad,  ad_len,
                                   in,  decrypt ? n | detail::small::aead_decrypt : n,
                                   out, decrypt ? const_cast<std::uint8_t*>(in) + n : out + n};
#else
  // (built here, not by small::aead_job(): RV32I 20 bytes less)
  const detail::small::AeadJob job{
      kw, nonce, ad, ad_len, in, n, out, decrypt ? const_cast<std::uint8_t*>(in) + n : out + n, &mode, decrypt};
#endif
  // AeadKey's words (K0, K1, the nonce mask or zeros) as small::aead reads
  // them: key byte j of word i is memory byte j ^ flip of that word, as
  // Order::load would put it. Where that is the bytes' order, a copy: inlined
  // word loads where the word paths may run (words_at: any address, or a
  // word-aligned key where ASCON_SMALL_ALIGNED_WORDS; the address is
  // public), else a byte loop; a copy, not the zeroing and xor_in of other
  // byte orders, which cost about 190 instructions of a 0-byte call on a
  // Cortex-M0 against about 50.
#if !ASCON_SMALL_BI32
  if constexpr (flip == 0) {
    if constexpr (detail::small::wide_words && ASCON_SMALL_WORDS) {
      // 64-bit cores that load words anywhere: one inline copy (AArch64: a
      // load and a store pair, 16 bytes less than the loop).
      __builtin_memcpy(kw, key, KeyBytes);
#if defined(ASCON_SMALL_KEY_COPY_ASM)
    } else if constexpr (!detail::small::wide_words) {
      // Thumb-2 (Armv7-M, Armv8-M Mainline: words at any address, as the
      // C loop below loads them): four 16-bit instructions a word, counting
      // down to 0, then that 0 as the plain key's two zero words. As C, GCC
      // addressed kw from sp anew each pass (20 bytes) and zeroed them with
      // two more registers (12). Cortex-M4 AEAD128 C functions over
      // memcpy 1200 -> 1176 bytes (h-m4t).
      std::size_t i = KeyBytes, t;
      __asm__(
          "1:\n\t"
          "subs %[i], #4\n\t"
          "ldr %[t], [%[k], %[i]]\n\t"
          "str %[t], [%[d], %[i]]\n\t"
          "bne 1b\n\t"
          ".if %c[z]\n\t"
          "strd %[i], %[i], [%[d], #16]\n\t"
          "strd %[i], %[i], [%[d], #24]\n\t"
          ".endif"
          : [i] "+l"(i), [t] "=&l"(t), "=m"(kw)
          : [k] "l"(key), [d] "l"(kw), [z] "n"(KeyBytes == 16),
            "m"(*reinterpret_cast<const std::uint8_t (*)[KeyBytes]>(key))
          : "cc");
#endif
    } else if (detail::small::words_at(reinterpret_cast<std::uintptr_t>(key))) {
      // A word a pass: one 16- or 32-byte copy is a memcpy call at -Os
      // where the core takes no misaligned words (RV32), and the size
      // configuration links no C library (tests/embedded/libc_free.sh).
      unsigned char* d = reinterpret_cast<unsigned char*>(kw);
      for (std::size_t i = 0; i < KeyBytes; i += sizeof(std::size_t)) {
        std::size_t w;
        __builtin_memcpy(&w, detail::small::word_ptr(key + i), sizeof w);
        __builtin_memcpy(detail::small::word_ptr(d + i), &w, sizeof w);  // kw: aligned
        __asm__("" : "+r"(i));
      }
    } else {
      // Four bytes a pass; the source opaque, or GCC makes the loop a
      // memcpy call (no C library here).
      unsigned char* d = reinterpret_cast<unsigned char*>(kw);
      const std::uint8_t* k = key;
      do {
        __asm__("" : "+r"(k));
        d[0] = k[0];
        d[1] = k[1];
        d[2] = k[2];
        d[3] = k[3];
        d += 4;
        k += 4;
      } while (d != reinterpret_cast<unsigned char*>(kw) + KeyBytes);
    }
#if !defined(ASCON_SMALL_KEY_COPY_ASM)
    if constexpr (KeyBytes == 16) kw[2] = kw[3] = 0;
#endif
  } else {
    detail::small::wipe_words(kw, 4);
    detail::small::xor_in(kw, 0, key, KeyBytes, flip);
  }
#endif
  static_assert(detail::small::aead_overlapping == ASCON_ERR_OVERLAPPING_BUFFERS &&
                detail::small::aead_failed == ASCON_ERR_AUTHENTICATION_FAILED);
  if constexpr (detail::small::wide_words) {
    static_assert(detail::small::fixed_aead_mode<P> != nullptr);
#if defined(__aarch64__)
    // AArch64: aead_words_c, whose arguments are where this work received
    // them (six moves fewer: this work 248 -> 228 bytes, h-a64t); x86-64
    // passes six in registers, so that order would put more on the stack.
    if (const int e = detail::small::aead_words_c<true, flip, detail::small::fixed_aead_mode<P>>(
            out, kw, job.tag, in, n, ad, ad_len, nonce, decrypt))
      return e;
#else
    if (const int e = detail::small::aead_words<true, flip, detail::small::fixed_aead_mode<P>>(
            out, in, n, ad, ad_len, nonce, kw, job.tag, decrypt))
      return e;
#endif
  } else if constexpr (detail::small::aead_returns_error) {
    if (const int e = detail::small::call_aead<true, flip, detail::small::lean_fixed_mode<P>>(job, kw, mode, nonce))
      return e;
  } else {
    const bool ok = detail::small::call_aead<true, flip>(job, kw, mode, nonce);
    if (!ok) return ASCON_ERR_AUTHENTICATION_FAILED;
  }
  if (out_len) *out_len = need;
  return ASCON_OK;
}

#if defined(ASCON_SCRUB_M_TAIL) && __ARM_ARCH_ISA_THUMB >= 2
// Thumb-2 (ASCON_SCRUB_M_TAIL): the encryption and decryption entry points
// jump to one scrubbed body, small_fused, with their own arguments, where
// each called the work with a tenth (the direction) and so copied the five
// stack arguments into a frame of its own (44 bytes each on a Cortex-M4).
// The direction travels in out_len's two low bits, free in an aligned
// size_t* (C11 6.3.2.3: converting to a misaligned one is undefined): bit 0
// decryption; bit 1 a misaligned out_len, which the body refuses with
// ASCON_ERR_NULL_POINTER before anything is read or written (firmware does
// make them, e.g. in packed structures, and this core stores words anywhere:
// taken as they come, an odd one would read as the other direction, its
// length stored beside it). A null out_len (no length wanted) stays null.
// No branch in the entry points: a conditional return there made GCC copy
// the five stack arguments again (40 bytes each).
#define ASCON_SMALL_FUSED_ONESHOTS 1
static_assert(alignof(std::size_t) >= 4);
inline std::size_t* direction_tagged(std::size_t* out_len, unsigned decrypt) noexcept {
  auto p = reinterpret_cast<std::uintptr_t>(out_len);
  // p = 2 where p & 3 (the body reads nothing more of a misaligned
  // pointer), then + 1 to decrypt: 16-bit movne and adds, where p |= 2
  // (orrne) and p | 1 (orr) were 32-bit: the entry points 14 + 18 -> 12 +
  // 14 bytes (h-m4t). As C, GCC takes a scratch register (a push) or a
  // branch (which copies the stack arguments again).
  __asm__("tst %0, #3\n\tit ne\n\tmovne %0, #2" : "+l"(p) : : "cc");
  return reinterpret_cast<std::size_t*>(p + decrypt);
}
template <std::size_t KeyBytes>
int small_tagged(std::uint8_t* out, std::size_t cap, std::size_t* out_len, const std::uint8_t* in, std::size_t in_len,
                 const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* nonce,
                 const std::uint8_t* key) noexcept {
  const auto t = reinterpret_cast<std::uintptr_t>(out_len);
  if (t & 2u) return ASCON_ERR_NULL_POINTER;
  return small_oneshot<KeyBytes>(out, cap, reinterpret_cast<std::size_t*>(t & ~std::uintptr_t{3}), in, in_len, ad,
                                 ad_len, nonce, key, (t & 1u) != 0);
}
template <std::size_t KeyBytes>
ASCON_NOINLINE int small_fused(std::uint8_t* out, std::size_t cap, std::size_t* out_len, const std::uint8_t* in,
                               std::size_t in_len, const std::uint8_t* ad, std::size_t ad_len,
                               const std::uint8_t* nonce, const std::uint8_t* key) noexcept {
  return ASCON_SCRUBBED_AS(call_key, small_tagged<KeyBytes>)(out, cap, out_len, in, in_len, ad, ad_len, nonce, key);
}
#endif

}  // namespace
}  // namespace ascon::capi
#endif
