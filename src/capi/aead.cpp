// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C API of every AEAD: Ascon-AEAD128 (plain and nonce-masked) and the
// v1.2 Ascon-128, Ascon-128a, Ascon-80pq. One generic adapter, AeadC, turns
// the C++ ascon::detail::Aead of a parameter set into C functions; the
// extern "C" definitions at the end only forward to it.
// The size configuration on AArch64 (GCC): this unit without vector
// registers, so that the Ascon-AEAD128 one-shots' scrub need not clear them
// (ascon_capi_scrub_a64_gpr, dispatch.hpp). A pragma, not a flag, so that
// every build of this file gets it (CMake, tests/embedded/sizes_aarch64.sh).
// Their work calls no library routine: a copy GCC would otherwise make with
// a q register is a memcpy call here, which tests/embedded/a64_vector_free.sh
// refuses. GCC's pragma leaves __ARM_NEON defined, hence a macro of our own.
#if defined(__aarch64__) && defined(__ELF__) && defined(__GNUC__) && !defined(__clang__) && defined(ASCON_SMALL) && \
    ASCON_SMALL
#pragma GCC target("general-regs-only")
#define ASCON_CAPI_A64_VECTOR_FREE_ 1
#endif
#include "aead_small.hpp"
#include "aead_truncated.hpp"
#include "capi.hpp"
#include "dispatch.hpp"

namespace ascon::capi {
namespace {

// How the C key bytes become a C++ AEAD object.
template <class A>
A plain_key(const std::uint8_t* k) noexcept {
  return A(typename A::Key(k, A::key_size));
}
Aead128 masked_key(const std::uint8_t* k) noexcept {
  return Aead128::with_nonce_masking(
      std::span<const std::uint8_t, aead128_masked_key_size>(k, aead128_masked_key_size));
}

// The truncated key (TruncC): aead_truncated.hpp.

// `Tag` tells states apart: an encryption state is never mistaken for another.
template <class A, A (*Make)(const std::uint8_t*), std::uint32_t Tag, class EncState, class DecState>
struct AeadC {
  using Nonce = typename A::Nonce;
  using EBox = Box<typename A::Encryptor, Tag, EncState>;
  using DBox = Box<typename A::Decryptor, Tag ^ 2u, DecState>;  // Tag is odd: so is this
  static constexpr std::size_t tag_size = A::tag_size;
  // The combined one-shots of a plain two-word key (Ascon-AEAD128,
  // Ascon-128, Ascon-128a) read the key bytes straight into the first state
  // (Aead::encrypt_with_key): every entry point runs them under the stack
  // scrub, which zeroes what a key object's own wipe would.
#if ASCON_SMALL
  static constexpr bool call_key = false;  // the size configuration's shared body instead
#else
  static constexpr bool call_key = Make == &plain_key<A> && A::key_size == 16 && A::Params::iv_bytes == 8;
#endif

  // ---- one-shot ------------------------------------------------------------------
  static int encrypt(std::uint8_t* c, std::size_t c_cap, std::size_t* c_len, const std::uint8_t* m, std::size_t m_len,
                     const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* nonce,
                     const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(c, c_cap, m, m_len, ad, ad_len, nonce, 1, key, 1);
    if (m_len > SIZE_MAX - tag_size) return ASCON_ERR_BAD_LENGTH;
    Status st;
    if constexpr (call_key) {
      st = A::encrypt_with_key(key, Nonce(nonce, 16), in(m, m_len), in(ad, ad_len), out(c, c_cap));
    } else {
      const A aead = Make(key);
      st = aead.encrypt(Nonce(nonce, 16), in(m, m_len), in(ad, ad_len), out(c, c_cap));
    }
    if (st && c_len) *c_len = m_len + tag_size;
    return code(st);
  }
  static int decrypt(std::uint8_t* m, std::size_t m_cap, std::size_t* m_len, const std::uint8_t* c, std::size_t c_len,
                     const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* nonce,
                     const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(m, m_cap, c, c_len, ad, ad_len, nonce, 1, key, 1);
    Status st;
    if constexpr (call_key) {
      st = A::decrypt_with_key(key, Nonce(nonce, 16), in(c, c_len), in(ad, ad_len), out(m, m_cap));
    } else {
      const A aead = Make(key);
      st = aead.decrypt(Nonce(nonce, 16), in(c, c_len), in(ad, ad_len), out(m, m_cap));
    }
    if (st && m_len) *m_len = c_len - tag_size;
    return code(st);
  }
  // Detached and bit forms: tag_len must be 16 (tag_bits 128). The length
  // arguments stay for ABI; a short tag is never checked here, only through
  // a truncated key whose length was bound at init.
  static int encrypt_detached(std::uint8_t* c, std::uint8_t* tag, std::size_t tag_len, const std::uint8_t* m,
                              std::size_t m_len, const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* nonce,
                              const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(c, m_len, tag, tag_len, m, m_len, ad, ad_len, nonce, 1, key, 1);
    if (tag_len != tag_size) return ASCON_ERR_BAD_LENGTH;
    const A aead = Make(key);
    return code(aead.encrypt_detached(Nonce(nonce, 16), in(m, m_len), in(ad, ad_len), out(c, m_len),
                                      std::span<std::uint8_t, tag_size>(tag, tag_size)));
  }
  static int decrypt_detached(std::uint8_t* m, const std::uint8_t* c, std::size_t c_len, const std::uint8_t* tag,
                              std::size_t tag_len, const std::uint8_t* ad, std::size_t ad_len,
                              const std::uint8_t* nonce, const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(m, c_len, c, c_len, tag, tag_len, ad, ad_len, nonce, 1, key, 1);
    if (tag_len != tag_size) return ASCON_ERR_BAD_LENGTH;
    const A aead = Make(key);
    return code(aead.decrypt_detached(Nonce(nonce, 16), in(c, c_len), in(ad, ad_len),
                                      std::span<const std::uint8_t, tag_size>(tag, tag_size), out(m, c_len)));
  }
  static int encrypt_bits(std::uint8_t* c, std::uint8_t* tag, std::size_t tag_bits, const std::uint8_t* m,
                          std::size_t m_bits, const std::uint8_t* ad, std::size_t ad_bits, const std::uint8_t* nonce,
                          const std::uint8_t* key) noexcept {
    return full_tag_bits<false>(key, tag_bits, c, tag, m, m_bits, ad, ad_bits, nonce);
  }
  static int decrypt_bits(std::uint8_t* m, const std::uint8_t* c, std::size_t c_bits, const std::uint8_t* tag,
                          std::size_t tag_bits, const std::uint8_t* ad, std::size_t ad_bits, const std::uint8_t* nonce,
                          const std::uint8_t* key) noexcept {
    return full_tag_bits<true>(key, tag_bits, m, c, c_bits, tag, ad, ad_bits, nonce);
  }

  // ---- incremental encryption ------------------------------------------------------
  static int encrypt_init(EncState* st, const std::uint8_t* nonce, const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, nonce, 1, key, 1);
    const A aead = Make(key);
    EBox::make(st, aead, Nonce(nonce, 16));
    return ASCON_OK;
  }
  static int encrypt_update_ad(EncState* st, const std::uint8_t* ad, std::size_t ad_len) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, ad, ad_len);
    if (!EBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    return code(EBox::get(st)->update_ad(in(ad, ad_len)));
  }
  static int encrypt_update(EncState* st, std::uint8_t* c, const std::uint8_t* m, std::size_t m_len) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, c, m_len, m, m_len);
    if (!EBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    return code(EBox::get(st)->update(in(m, m_len), out(c, m_len)));
  }
  // Ends the operation, except when only the tag length is wrong (retry
  // allowed). tag_len must be the length bound at init (16 for a plain init).
  static int encrypt_final(EncState* st, std::uint8_t* tag, std::size_t tag_len) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, tag, tag_len);
    if (!EBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    const Status s = EBox::get(st)->finish(out(tag, tag_len));
    if (s.code != Error::bad_length) EBox::destroy(st);
    return code(s);
  }

  static int encrypt_abort(EncState* st) noexcept { return abort_state<EBox>(st); }

  // ---- incremental decryption: any error ends it and zeroes the output --------------
  // A live state is refused: re-initialising it would abandon the old
  // operation with its unverified plaintext still in the old buffer.
  static int decrypt_init(DecState* st, std::uint8_t* m, std::size_t m_cap, const std::uint8_t* nonce,
                          const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, m, m_cap, nonce, 1, key, 1);
    if (DBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    const A aead = Make(key);
    DBox::make(st, aead, Nonce(nonce, 16), out(m, m_cap));
    return ASCON_OK;
  }
  // Incremental operations whose tag length a truncated key fixed.
  static int truncated_encrypt_init(EncState* st, const ascon_aead128_truncated_key* k,
                                    const std::uint8_t* nonce) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, k, 1, nonce, 1);
    const auto* t = TruncC<A>::get(k);
    if (!t) return ASCON_ERR_OUT_OF_ORDER;
    EBox::emplace(st, [&] { return t->encryptor(Nonce(nonce, 16)); });
    return ASCON_OK;
  }
  static int truncated_decrypt_init(DecState* st, const ascon_aead128_truncated_key* k, std::uint8_t* m,
                                    std::size_t m_cap, const std::uint8_t* nonce) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, k, 1, m, m_cap, nonce, 1);
    if (DBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    const auto* t = TruncC<A>::get(k);
    if (!t) return ASCON_ERR_OUT_OF_ORDER;
    DBox::emplace(st, [&] { return t->decryptor(Nonce(nonce, 16), out(m, m_cap)); });
    return ASCON_OK;
  }
  static int decrypt_update_ad(DecState* st, const std::uint8_t* ad, std::size_t ad_len) noexcept {
    if (!st) return ASCON_ERR_NULL_POINTER;
    if (!DBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    return end_on_error(st, buf_ok(ad, ad_len) ? DBox::get(st)->update_ad(in(ad, ad_len)) : Error::null_pointer);
  }
  static int decrypt_update(DecState* st, const std::uint8_t* c, std::size_t c_len) noexcept {
    if (!st) return ASCON_ERR_NULL_POINTER;
    if (!DBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    return end_on_error(st, buf_ok(c, c_len) ? DBox::get(st)->update(in(c, c_len)) : Error::null_pointer);
  }
  static int decrypt_final(DecState* st, const std::uint8_t* tag, std::size_t tag_len, std::size_t* m_len) noexcept {
    if (!st) return ASCON_ERR_NULL_POINTER;
    if (!DBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    auto* d = DBox::get(st);
    const Status s = buf_ok(tag, tag_len) ? d->finish(in(tag, tag_len)) : Status{Error::null_pointer};
    if (s && m_len) *m_len = d->plaintext().size();
    DBox::destroy(st);  // the Decryptor zeroes unverified output as it goes
    return code(s);
  }
  static int decrypt_abort(DecState* st) noexcept { return abort_state<DBox>(st); }

 private:
  // _abort: a live state is wiped and ended (a decryption's output zeroed);
  // a state that is not live is refused.
  template <class Box, class S>
  static int abort_state(S* st) noexcept {
    if (!st) return ASCON_ERR_NULL_POINTER;
    if (!Box::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    Box::destroy(st);
    return ASCON_OK;
  }
  // The bit forms with the full tag (tag_bits must be 128): TruncC's calls
  // with the tag length bound to it; args are the rest of TruncC's arguments.
  template <bool Decrypt, class... Args>
  static int full_tag_bits(const std::uint8_t* key, std::size_t tag_bits, Args... args) noexcept {
    ASCON_CHECK_BUFFERS(key, 1);
    if (tag_bits != 8 * tag_size) return ASCON_ERR_BAD_LENGTH;
    const A aead = Make(key);
    if constexpr (Decrypt)
      return TruncC<A>::decrypt_bits(TruncC<A>::bind(aead, tag_bits), args...);
    else
      return TruncC<A>::encrypt_bits(TruncC<A>::bind(aead, tag_bits), args...);
  }
  static int end_on_error(DecState* st, Status s) noexcept {
    if (!s) DBox::destroy(st);
    return code(s);
  }
};

using Aead128C = AeadC<Aead128, plain_key<Aead128>, state_tag("ascon_aead128"), ascon_aead128_encrypt_state,
                       ascon_aead128_decrypt_state>;
// Same C++ objects as Aead128C once initialised, so the state tags are shared.
using Aead128MaskedC =
    AeadC<Aead128, masked_key, state_tag("ascon_aead128"), ascon_aead128_encrypt_state, ascon_aead128_decrypt_state>;
}  // namespace
}  // namespace ascon::capi

using namespace ascon::capi;
using u8 = std::uint8_t;

// ---- the entry points, one shape for every AEAD family -------------------------------
// What every AEAD family has alike: the combined one-shots, the init calls
// (states named sp##_encrypt_state / sp##_decrypt_state) and the update calls.
// oneshot: the dispatch of the combined one-shots (ASCON_DISPATCH_ONESHOT
// where their frames were measured to fit its shorter stack scrub).
#define ASCON_C_AEAD_ONESHOTS(prefix, Impl, oneshot)                                                               \
  int prefix##_encrypt(u8* c, size_t c_cap, size_t* c_len, const u8* m, size_t m_len, const u8* ad, size_t ad_len, \
                       const u8* nonce, const u8* key) {                                                           \
    return oneshot(Impl::encrypt)(c, c_cap, c_len, m, m_len, ad, ad_len, nonce, key);                              \
  }                                                                                                                \
  int prefix##_decrypt(u8* m, size_t m_cap, size_t* m_len, const u8* c, size_t c_len, const u8* ad, size_t ad_len, \
                       const u8* nonce, const u8* key) {                                                           \
    return oneshot(Impl::decrypt)(m, m_cap, m_len, c, c_len, ad, ad_len, nonce, key);                              \
  }
#define ASCON_C_AEAD_INITS(prefix, Impl, sp)                                                               \
  int prefix##_encrypt_init(sp##_encrypt_state* st, const u8* nonce, const u8* key) {                      \
    return ASCON_DISPATCH(Impl::encrypt_init)(st, nonce, key);                                             \
  }                                                                                                        \
  int prefix##_decrypt_init(sp##_decrypt_state* st, u8* m, size_t m_cap, const u8* nonce, const u8* key) { \
    return ASCON_DISPATCH(Impl::decrypt_init)(st, m, m_cap, nonce, key);                                   \
  }
#define ASCON_C_AEAD_COMMON(prefix, Impl, sp, oneshot) \
  ASCON_C_AEAD_ONESHOTS(prefix, Impl, oneshot)         \
  ASCON_C_AEAD_INITS(prefix, Impl, sp)
#define ASCON_C_AEAD_UPDATES(sp, Impl)                                                \
  int sp##_encrypt_update_ad(sp##_encrypt_state* st, const u8* ad, size_t ad_len) {   \
    return ASCON_DISPATCH(Impl::encrypt_update_ad)(st, ad, ad_len);                   \
  }                                                                                   \
  int sp##_encrypt_update(sp##_encrypt_state* st, u8* c, const u8* m, size_t m_len) { \
    return ASCON_DISPATCH(Impl::encrypt_update)(st, c, m, m_len);                     \
  }                                                                                   \
  int sp##_decrypt_update_ad(sp##_decrypt_state* st, const u8* ad, size_t ad_len) {   \
    return ASCON_DISPATCH(Impl::decrypt_update_ad)(st, ad, ad_len);                   \
  }                                                                                   \
  int sp##_decrypt_update(sp##_decrypt_state* st, const u8* c, size_t c_len) {        \
    return ASCON_DISPATCH(Impl::decrypt_update)(st, c, c_len);                        \
  }                                                                                   \
  int sp##_decrypt_abort(sp##_decrypt_state* st) { return ASCON_DISPATCH(Impl::decrypt_abort)(st); }

// ---- Ascon-AEAD128 and its nonce-masked twin: tag lengths passed (and checked) ---------
// prefix##_encrypt##form and prefix##_decrypt##form with a tag length t_len beside
// the tag: form _detached (lengths in bytes) and _bits (lengths in bits) have
// the same parameters, so one text makes ascon_aead128_encrypt_detached,
// ascon_aead128_decrypt_detached, ascon_aead128_encrypt_bits, ascon_aead128_decrypt_bits
// and their ascon_aead128_masked_* twins.
#define ASCON_C_AEAD128_SPLIT(prefix, Impl, form, dispatch)                                                        \
  int prefix##_encrypt##form(u8* c, u8* tag, size_t t_len, const u8* m, size_t m_len, const u8* ad, size_t ad_len, \
                             const u8* nonce, const u8* key) {                                                     \
    return dispatch(Impl::encrypt##form)(c, tag, t_len, m, m_len, ad, ad_len, nonce, key);                         \
  }                                                                                                                \
  int prefix##_decrypt##form(u8* m, const u8* c, size_t c_len, const u8* tag, size_t t_len, const u8* ad,          \
                             size_t ad_len, const u8* nonce, const u8* key) {                                      \
    return dispatch(Impl::decrypt##form)(m, c, c_len, tag, t_len, ad, ad_len, nonce, key);                         \
  }
#if ASCON_SMALL && defined(ASCON_CAPI_A64_VECTOR_FREE_) && defined(ASCON_SCRUB_A64_ASM) && defined(__OPTIMIZE__) && \
    !defined(__ARM_FEATURE_PAC_DEFAULT)
// The AArch64 size configuration (GCC, ELF): the two entry points one body
// in assembly, decryption a stub that sets the direction and jumps into
// encryption's (52 bytes for both instead of 92; docs/measurements.md,
// h-a64w). The body is what call_then_scrub compiled to (dispatch.hpp):
// the work called with the key pointer and the direction as its stack
// arguments, then a jump to the scrub routine with the call_key depth.
// Top-level assembly, not a naked function (GCC 12 ignores naked on
// AArch64), so the work is a named hidden C function; its frame lies below
// these 32 bytes (scrub_depth.py reads them and the calls from the
// disassembly: GCC's call graph has no asm). Not where return addresses are
// signed (-mbranch-protection=pac-ret), nor unoptimised (its deeper scrub):
// the C++ entry points there.
static_assert(scrub_a64_depth<Scrub::call_key> == 512, "the assembly below says #512");
#if defined(__ARM_FEATURE_BTI_DEFAULT) && __ARM_FEATURE_BTI_DEFAULT
#define ASCON_A64_BTI_C_ "hint #34\n\t"
#else
#define ASCON_A64_BTI_C_ ""
#endif
#if defined(__GCC_HAVE_DWARF2_CFI_ASM)
#define ASCON_A64_CFI_(x) x "\n\t"
#else
#define ASCON_A64_CFI_(x) ""
#endif
#define ASCON_C_AEAD128_ONESHOTS(prefix, Impl, key_bytes, oneshot)                                                     \
  extern "C" __attribute__((visibility("hidden"), used)) ASCON_NOINLINE int ascon_capi_##prefix##_work(                \
      u8* out, size_t cap, size_t* out_len, const u8* in, size_t in_len, const u8* ad, size_t ad_len, const u8* nonce, \
      const u8* key, bool decrypt) noexcept {                                                                          \
    return small_oneshot<key_bytes>(out, cap, out_len, in, in_len, ad, ad_len, nonce, key, decrypt);                   \
  }                                                                                                                    \
  __asm__(".section .text." #prefix "_encrypt,\"ax\",%progbits\n\t"                                              \
          ".p2align 2\n\t"                                                                                         \
          ".globl " #prefix "_encrypt\n\t"                                                                         \
          ".type " #prefix "_encrypt, %function\n" #prefix "_encrypt:\n\t" ASCON_A64_CFI_(".cfi_startproc")       \
              ASCON_A64_BTI_C_ "mov w9, #0\n"                                                                      \
          ".L" #prefix "_body:\n\t"                                                                                \
          "sub sp, sp, #32\n\t" ASCON_A64_CFI_(".cfi_def_cfa_offset 32")                                          \
          "stp x29, x30, [sp, #16]\n\t" ASCON_A64_CFI_(".cfi_offset 29, -16") ASCON_A64_CFI_(".cfi_offset 30, -8") \
          "add x29, sp, #16\n\t"                                                                                   \
          "ldr x8, [sp, #32]\n\t"                                                                                  \
          "stp x8, x9, [sp]\n\t"                                                                                   \
          "bl ascon_capi_" #prefix "_work\n\t"                                                                     \
          "ldp x29, x30, [sp, #16]\n\t" ASCON_A64_CFI_(".cfi_restore 30") ASCON_A64_CFI_(".cfi_restore 29")      \
          "mov x1, #512\n\t"                                                                                       \
          "add sp, sp, #32\n\t" ASCON_A64_CFI_(".cfi_def_cfa_offset 0")                                           \
          "b ascon_capi_scrub_a64_gpr\n\t" ASCON_A64_CFI_(".cfi_endproc")                                         \
          ".size " #prefix "_encrypt, .-" #prefix "_encrypt\n\t"                                                   \
          ".globl " #prefix "_decrypt\n\t"                                                                         \
          ".type " #prefix "_decrypt, %function\n" #prefix "_decrypt:\n\t" ASCON_A64_CFI_(".cfi_startproc")       \
              ASCON_A64_BTI_C_ "mov w9, #1\n\t"                                                                   \
          "b .L" #prefix "_body\n\t" ASCON_A64_CFI_(".cfi_endproc")                                               \
          ".size " #prefix "_decrypt, .-" #prefix "_decrypt\n\t"                                                   \
          ".text");
#elif ASCON_SMALL && defined(ASCON_SMALL_FUSED_ONESHOTS)
// Thumb-2 (aead_small.hpp): both entry points jump to one scrubbed body,
// the direction (and a misaligned out_len, refused) in out_len's low bits.
#define ASCON_C_AEAD128_ONESHOTS(prefix, Impl, key_bytes, oneshot)                                                 \
  int prefix##_encrypt(u8* c, size_t c_cap, size_t* c_len, const u8* m, size_t m_len, const u8* ad, size_t ad_len, \
                       const u8* nonce, const u8* key) {                                                           \
    return small_fused<key_bytes>(c, c_cap, direction_tagged(c_len, 0), m, m_len, ad, ad_len, nonce, key);         \
  }                                                                                                                \
  int prefix##_decrypt(u8* m, size_t m_cap, size_t* m_len, const u8* c, size_t c_len, const u8* ad, size_t ad_len, \
                       const u8* nonce, const u8* key) {                                                           \
    return small_fused<key_bytes>(m, m_cap, direction_tagged(m_len, 1), c, c_len, ad, ad_len, nonce, key);         \
  }
#elif ASCON_SMALL
// The combined one-shots through small_oneshot (aead_small.hpp); its
// direction flag is the one argument the two entry points differ in. Scrubbed at the depth
// measured for this one body (the call_key class, scrub_depth.sh), not the
// other one-shots' deeper one.
#define ASCON_C_AEAD128_ONESHOTS(prefix, Impl, key_bytes, oneshot)                                                  \
  int prefix##_encrypt(u8* c, size_t c_cap, size_t* c_len, const u8* m, size_t m_len, const u8* ad, size_t ad_len,  \
                       const u8* nonce, const u8* key) {                                                            \
    return ASCON_SCRUBBED_AS(call_key, small_oneshot<key_bytes>)(c, c_cap, c_len, m, m_len, ad, ad_len, nonce, key, \
                                                                 false);                                            \
  }                                                                                                                 \
  int prefix##_decrypt(u8* m, size_t m_cap, size_t* m_len, const u8* c, size_t c_len, const u8* ad, size_t ad_len,  \
                       const u8* nonce, const u8* key) {                                                            \
    return ASCON_SCRUBBED_AS(call_key, small_oneshot<key_bytes>)(m, m_cap, m_len, c, c_len, ad, ad_len, nonce, key, \
                                                                 true);                                             \
  }
#elif defined(ASCON_NAKED_PICK)
// oneshot: their scrub class. The call_key class's entry points (Impl reads
// the key per call) are ASCON_NAKED_PICK's three instructions (dispatch.hpp).
#define ASCON_C_AEAD128_ONESHOTS(prefix, Impl, key_bytes, oneshot) ASCON_C_ONESHOTS_##oneshot(prefix, Impl)
#define ASCON_C_ONESHOTS_ASCON_DISPATCH_ONESHOT(prefix, Impl) \
  ASCON_C_AEAD_ONESHOTS(prefix, Impl, ASCON_DISPATCH_ONESHOT)
#define ASCON_C_ONESHOTS_ASCON_DISPATCH_CALL_KEY(prefix, Impl)                                                       \
  static_assert(TailWork<&Impl::encrypt, Scrub::call_key>::fits && TailWork<&Impl::decrypt, Scrub::call_key>::fits); \
  __attribute__((naked)) int prefix##_encrypt(u8*, size_t, size_t*, const u8*, size_t, const u8*, size_t, const u8*, \
                                              const u8*) {                                                           \
    ASCON_NAKED_PICK(Impl::encrypt);                                                                                 \
  }                                                                                                                  \
  __attribute__((naked)) int prefix##_decrypt(u8*, size_t, size_t*, const u8*, size_t, const u8*, size_t, const u8*, \
                                              const u8*) {                                                           \
    ASCON_NAKED_PICK(Impl::decrypt);                                                                                 \
  }
#else
// oneshot: their scrub class (call_key where Impl reads the key per call).
#define ASCON_C_AEAD128_ONESHOTS(prefix, Impl, key_bytes, oneshot) ASCON_C_AEAD_ONESHOTS(prefix, Impl, oneshot)
#endif
#define ASCON_C_AEAD128_TAGGED(prefix, Impl, key_bytes, oneshot)         \
  ASCON_C_AEAD128_ONESHOTS(prefix, Impl, key_bytes, oneshot)             \
  ASCON_C_AEAD_INITS(prefix, Impl, ascon_aead128)                        \
  ASCON_C_AEAD128_SPLIT(prefix, Impl, _detached, ASCON_DISPATCH_ONESHOT) \
  ASCON_C_AEAD128_SPLIT(prefix, Impl, _bits, ASCON_DISPATCH_BITS)

#if ASCON_SMALL
static_assert(!Aead128C::call_key);
#else
static_assert(Aead128C::call_key && !Aead128MaskedC::call_key);  // the scrub classes below
#endif
ASCON_C_AEAD128_TAGGED(ascon_aead128, Aead128C, ASCON_AEAD128_KEYBYTES, ASCON_DISPATCH_CALL_KEY)
ASCON_C_AEAD128_TAGGED(ascon_aead128_masked, Aead128MaskedC, ASCON_AEAD128_MASKED_KEYBYTES, ASCON_DISPATCH_ONESHOT)
ASCON_C_AEAD_UPDATES(ascon_aead128, Aead128C)

int ascon_aead128_encrypt_final(ascon_aead128_encrypt_state* st, u8* tag, size_t tag_len) {
  return ASCON_DISPATCH(Aead128C::encrypt_final)(st, tag, tag_len);
}
int ascon_aead128_decrypt_final(ascon_aead128_decrypt_state* st, const u8* tag, size_t tag_len, size_t* m_len) {
  return ASCON_DISPATCH(Aead128C::decrypt_final)(st, tag, tag_len, m_len);
}

// ---- Ascon v1.2 AEAD: full 16-byte tags only ------------------------------------------------
#define ASCON_C_AEAD_V12(name, Impl)                                                                                   \
  ASCON_C_AEAD_COMMON(name, Impl, name, ASCON_DISPATCH)                                                                \
  ASCON_C_AEAD_UPDATES(name, Impl)                                                                                     \
  int name##_encrypt_detached(u8* c, u8* tag, const u8* m, size_t m_len, const u8* ad, size_t ad_len, const u8* nonce, \
                              const u8* key) {                                                                         \
    return ASCON_DISPATCH(Impl::encrypt_detached)(c, tag, Impl::tag_size, m, m_len, ad, ad_len, nonce, key);           \
  }                                                                                                                    \
  int name##_decrypt_detached(u8* m, const u8* c, size_t c_len, const u8* tag, const u8* ad, size_t ad_len,            \
                              const u8* nonce, const u8* key) {                                                        \
    return ASCON_DISPATCH(Impl::decrypt_detached)(m, c, c_len, tag, Impl::tag_size, ad, ad_len, nonce, key);           \
  }                                                                                                                    \
  int name##_encrypt_final(name##_encrypt_state* st, u8* tag) {                                                        \
    return ASCON_DISPATCH(Impl::encrypt_final)(st, tag, Impl::tag_size);                                               \
  }                                                                                                                    \
  int name##_decrypt_final(name##_decrypt_state* st, const u8* tag, size_t* m_len) {                                   \
    return ASCON_DISPATCH(Impl::decrypt_final)(st, tag, Impl::tag_size, m_len);                                        \
  }

// Every v1.2 AEAD row of include/ascon/catalogue.hpp (Ascon-AEAD128's wider
// API is written out above).
#define ASCON_C_AEAD_FAMILY_v12(cp, T)                                                              \
  using cp##_impl = AeadC<T, plain_key<T>, state_tag(#cp), cp##_encrypt_state, cp##_decrypt_state>; \
  ASCON_C_AEAD_V12(cp, cp##_impl)
#define ASCON_C_AEAD_FAMILY_sp800_232(cp, T)  // Ascon-AEAD128: above
#define ASCON_C_AEAD_ROW_aead(cp, T, family) ASCON_C_AEAD_FAMILY_##family(cp, T)
#define ASCON_C_AEAD_ROW_hash(cp, T, family)
#define ASCON_C_AEAD_ROW_xof(cp, T, family)
#define ASCON_C_AEAD_ROW_cxof(cp, T, family)
#define ASCON_C_AEAD_ROW_mac(cp, T, family)
#define ASCON_C_AEAD_ROW_prf(cp, T, family)
#define ASCON_C_AEAD_ROW_prfshort(cp, T, family)
#define ASCON_C_AEAD_ROW(T, kind, family, name, title, cp, py_class, py_func) ASCON_C_AEAD_ROW_##kind(cp, T, family)
ASCON_CATALOGUE(ASCON_C_AEAD_ROW)

// ---- _abort for encryption states, truncated keys ------------------------------------------
// Kept apart from the generated definitions above.
// _encrypt_abort for every AEAD row of the catalogue.
#define ASCON_C_ENC_IMPL_v12(cp) cp##_impl
#define ASCON_C_ENC_IMPL_sp800_232(cp) Aead128C
#define ASCON_C_ENC_ABORT_aead(cp, family) \
  int cp##_encrypt_abort(cp##_encrypt_state* st) { return ASCON_C_ENC_IMPL_##family(cp)::encrypt_abort(st); }
#define ASCON_C_ENC_ABORT_hash(cp, family)
#define ASCON_C_ENC_ABORT_xof(cp, family)
#define ASCON_C_ENC_ABORT_cxof(cp, family)
#define ASCON_C_ENC_ABORT_mac(cp, family)
#define ASCON_C_ENC_ABORT_prf(cp, family)
#define ASCON_C_ENC_ABORT_prfshort(cp, family)
#define ASCON_C_ENC_ABORT(T, kind, family, name, title, cp, py_class, py_func) ASCON_C_ENC_ABORT_##kind(cp, family)
ASCON_CATALOGUE(ASCON_C_ENC_ABORT)

using Trunc128 = TruncC<ascon::Aead128>;

size_t ascon_aead128_truncated_tagbytes(const ascon_aead128_truncated_key* k) {
  const auto* t = k ? Trunc128::get(k) : nullptr;
  return t ? t->tag_size() : 0;
}
void ascon_aead128_truncated_wipe(ascon_aead128_truncated_key* k) {
  if (k && Trunc128::KBox::alive(k))
    Trunc128::KBox::destroy(k);
  else if (k)
    ascon::secure_wipe(k->opaque, sizeof k->opaque);
}

// Every use of a truncated key starts here: a null or wiped key is refused.
#define ASCON_TRUNCATED_KEY(t, k)          \
  if (!(k)) return ASCON_ERR_NULL_POINTER; \
  const auto* t = Trunc128::get(k);        \
  if (!t) return ASCON_ERR_OUT_OF_ORDER

namespace {
// The work of the truncated-key calls (each entry point runs it through the
// stack scrub).
int truncated_encrypt(const ascon_aead128_truncated_key* k, u8* c, size_t c_cap, size_t* c_len, const u8* m,
                      size_t m_len, const u8* ad, size_t ad_len, const u8* nonce) noexcept {
  ASCON_TRUNCATED_KEY(t, k);
  ASCON_CHECK_BUFFERS(c, c_cap, m, m_len, ad, ad_len, nonce, 1);
  if (m_len > SIZE_MAX - t->tag_size()) return ASCON_ERR_BAD_LENGTH;
  const ascon::Status st = t->encrypt(Trunc128::Nonce(nonce, 16), in(m, m_len), in(ad, ad_len), out(c, c_cap));
  if (st && c_len) *c_len = m_len + t->tag_size();
  return code(st);
}
int truncated_decrypt(const ascon_aead128_truncated_key* k, u8* m, size_t m_cap, size_t* m_len, const u8* c,
                      size_t c_len, const u8* ad, size_t ad_len, const u8* nonce) noexcept {
  ASCON_TRUNCATED_KEY(t, k);
  ASCON_CHECK_BUFFERS(m, m_cap, c, c_len, ad, ad_len, nonce, 1);
  const ascon::Status st = t->decrypt(Trunc128::Nonce(nonce, 16), in(c, c_len), in(ad, ad_len), out(m, m_cap));
  if (st && m_len) *m_len = c_len - t->tag_size();
  return code(st);
}
int truncated_encrypt_bits(const ascon_aead128_truncated_key* k, u8* c, u8* tag, const u8* m, size_t m_bits,
                           const u8* ad, size_t ad_bits, const u8* nonce) noexcept {
  ASCON_TRUNCATED_KEY(t, k);
  return Trunc128::encrypt_bits(*t, c, tag, m, m_bits, ad, ad_bits, nonce);
}
int truncated_decrypt_bits(const ascon_aead128_truncated_key* k, u8* m, const u8* c, size_t c_bits, const u8* tag,
                           const u8* ad, size_t ad_bits, const u8* nonce) noexcept {
  ASCON_TRUNCATED_KEY(t, k);
  return Trunc128::decrypt_bits(*t, m, c, c_bits, tag, ad, ad_bits, nonce);
}
int truncated_init(ascon_aead128_truncated_key* k, const u8* key, size_t tag_bits) noexcept {
  ASCON_CHECK_BUFFERS(k, 1, key, 1);
  return Trunc128::init(k, plain_key<ascon::Aead128>(key), tag_bits);
}
int masked_truncated_init(ascon_aead128_truncated_key* k, const u8* key, size_t tag_bits) noexcept {
  ASCON_CHECK_BUFFERS(k, 1, key, 1);
  return Trunc128::init(k, masked_key(key), tag_bits);
}
}  // namespace

int ascon_aead128_truncated_init(ascon_aead128_truncated_key* k, const u8* key, size_t tag_bits) {
  return ASCON_SCRUBBED(truncated_init)(k, key, tag_bits);
}
int ascon_aead128_masked_truncated_init(ascon_aead128_truncated_key* k, const u8* key, size_t tag_bits) {
  return ASCON_SCRUBBED(masked_truncated_init)(k, key, tag_bits);
}
int ascon_aead128_truncated_encrypt(const ascon_aead128_truncated_key* k, u8* c, size_t c_cap, size_t* c_len,
                                    const u8* m, size_t m_len, const u8* ad, size_t ad_len, const u8* nonce) {
  return ASCON_SCRUBBED(truncated_encrypt)(k, c, c_cap, c_len, m, m_len, ad, ad_len, nonce);
}
int ascon_aead128_truncated_decrypt(const ascon_aead128_truncated_key* k, u8* m, size_t m_cap, size_t* m_len,
                                    const u8* c, size_t c_len, const u8* ad, size_t ad_len, const u8* nonce) {
  return ASCON_SCRUBBED(truncated_decrypt)(k, m, m_cap, m_len, c, c_len, ad, ad_len, nonce);
}
int ascon_aead128_truncated_encrypt_bits(const ascon_aead128_truncated_key* k, u8* c, u8* tag, const u8* m,
                                         size_t m_bits, const u8* ad, size_t ad_bits, const u8* nonce) {
  return ASCON_SCRUBBED(truncated_encrypt_bits)(k, c, tag, m, m_bits, ad, ad_bits, nonce);
}
int ascon_aead128_truncated_decrypt_bits(const ascon_aead128_truncated_key* k, u8* m, const u8* c, size_t c_bits,
                                         const u8* tag, const u8* ad, size_t ad_bits, const u8* nonce) {
  return ASCON_SCRUBBED(truncated_decrypt_bits)(k, m, c, c_bits, tag, ad, ad_bits, nonce);
}
int ascon_aead128_truncated_encrypt_init(ascon_aead128_encrypt_state* st, const ascon_aead128_truncated_key* k,
                                         const u8* nonce) {
  return ASCON_DISPATCH(Aead128C::truncated_encrypt_init)(st, k, nonce);
}
int ascon_aead128_truncated_decrypt_init(ascon_aead128_decrypt_state* st, const ascon_aead128_truncated_key* k, u8* m,
                                         size_t m_cap, const u8* nonce) {
  return ASCON_DISPATCH(Aead128C::truncated_decrypt_init)(st, k, m, m_cap, nonce);
}
