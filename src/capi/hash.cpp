// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C API of every sponge algorithm: fixed hashes, XOFs, the CXOF, keyed
// MACs and PRFs, PrfShort, in both families. Generic adapters (FixedHashC,
// StreamC, MacC, PrfC, PrfShortC) over the C++ templates; the extern "C"
// definitions at the end only forward.
// The size configuration on AArch64 (GCC, ELF; not the bit-interleaved
// one): the unkeyed one-shots' scrub (the hash class) leaves the vector
// registers (ascon_capi_scrub_a64_gpr, dispatch.hpp; 32 bytes an image).
// Their work is small::sponge_c, compiled without vector registers
// (small.hpp: target("general-regs-only"), so its start-state copy is no
// memcpy call either), after this unit's checks and jump; sponge_c then
// jumps to the scrub itself (HashScrubTail below), so the entry points
// have no frame and no call of their own;
// tests/embedded/a64_vector_free.sh checks the linked one-shots, including
// those. Not a pragma on the unit, as aead.cpp's: GCC then made the other
// works' copies memcpy calls (86 calls, 468 bytes over all 88 functions of
// the unit; docs/measurements.md, h-a64v).
#if defined(__aarch64__) && defined(__ELF__) && defined(__GNUC__) && !defined(__clang__) && defined(ASCON_SMALL) && \
    ASCON_SMALL && !(defined(ASCON_SMALL_BI32) && ASCON_SMALL_BI32)
#define ASCON_CAPI_A64_HASH_GPR_ 1
#endif
#include "capi.hpp"
#include "dispatch.hpp"
#if defined(ASCON_CAPI_A64_HASH_GPR_) && !(defined(ASCON_SMALL_SPONGE_C) && defined(ASCON_SMALL_GPR_ON_))
#error "the hash class's vector-free scrub needs small.hpp's sponge_c compiled without vector registers"
#endif

namespace ascon::capi {
namespace {

// Ends an operation without output and wipes the state; a state that is not
// live (never initialised, zeroed, finished) is ASCON_ERR_OUT_OF_ORDER.
template <class B, class CState>
int abort_box(CState* st) noexcept {
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!B::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
  B::destroy(st);
  return ASCON_OK;
}

// Shortest expected value the PRF verify functions accept: a 1-byte value
// would be forged in 256 tries.
constexpr std::size_t min_verify_bytes = 16;

// ---- one body for the unkeyed hash and the XOF of a family -----------------------------------
// Ascon-Hash256 and Ascon-XOF128 (v1.2: Ascon-Hash and Ascon-Xof, Ascon-Hasha
// and Ascon-Xofa) differ only in their IV, that is their initial state, and in
// who picks the output length. Their one-shots run one body per code variant
// with the initial state passed in, so a program calling both carries one
// body per ISA, not two (docs/c-api.md, "What a static link costs"): 6 KB
// less per variant. The size configuration shares its own sponge
// (small::sponge) and keeps it.
template <class T>
struct SpongeOf;
template <class P, std::size_t D>
struct SpongeOf<ascon::detail::FixedHash<P, D>> {
  using type = P;
};
template <class P>
struct SpongeOf<ascon::detail::Xof<P>> {
  using type = P;
};
template <class P, std::size_t MaxCustomBits>
struct SpongeOf<ascon::detail::Cxof<P, MaxCustomBits>> {
  using type = P;
};

// The body's parameters: the algorithm's, the IV left out.
template <class P>
using BodyParams =
    ascon::detail::SpongeParams<typename P::Order, 0, P::rate, P::squeeze_rate, P::a, P::b, P::domain_sep>;

template <class P>
inline constexpr ascon::State initial_state =
    ascon::detail::SpongeRep::from_plain(ascon::detail::Sponge<P>::unkeyed_initial_state());

// sponge_oneshot's body, from a given initial state. Returns the entry
// point's result (always ASCON_OK), so that the entry point's call of it is
// its last act, a jump: a call followed by `return ASCON_OK` cost 7 cycles a
// call more (a frame of its own and a return through it; Zen 5, a 0-byte
// hash 282 -> 289 TSC cycles).
template <class B>
int sponge_body(const ascon::State* initial, std::uint8_t* o, std::size_t o_len, const std::uint8_t* i,
                std::size_t n) noexcept {
  using R = ascon::detail::SpongeRep;
  // Word by word into registers: a whole-object copy went through the stack
  // as two 16-byte stores read back as 8-byte words (a store-forwarding
  // stall on the first use of each word).
  const std::uint64_t* w = initial->x;
  ascon::State s{{w[0], w[1], w[2], w[3], w[4]}};
  ascon::detail::absorb_padded<B, R>(s, i, n);
  ascon::detail::finalize_squeeze<B, R>(s, o, o_len);
  wipe_object(s);  // the message may be secret (passwords, keys being derived)
  return ASCON_OK;
}

template <class T>
int unkeyed_oneshot(std::uint8_t* o, std::size_t o_len, const std::uint8_t* i, std::size_t n) noexcept {
  using P = typename SpongeOf<T>::type;
  return ASCON_VARIANT(sponge_body<BodyParams<P>>)(&initial_state<P>, o, o_len, i, n);
}

#if defined(ASCON_SMALL) && ASCON_SMALL
#define ASCON_SHARED_SPONGE_BODY 0
#else
#define ASCON_SHARED_SPONGE_BODY 1
#endif
constexpr bool shared_sponge_body = ASCON_SHARED_SPONGE_BODY;

#if defined(ASCON_SMALL) && ASCON_SMALL
// The size configuration's one-shots (hash, XOF, CXOF): small::sponge's
// scrubbed copy, called last (a jump), where the C++ one-shot's copy wipes
// its state and returns nothing (a call, then the status: 12 more bytes an
// entry and a wipe on RV32). Not taken for a parameter set small::sponge
// does not run (sponge_fits).
template <class P>
inline constexpr bool small_sponge = ascon::detail::small::sponge_fits<P>;
#if defined(ASCON_CAPI_A64_HASH_GPR_)
// The hash class's scrub, jumped to by sponge_c itself (small.hpp's Tail):
// the entry points are their checks and a jump to sponge_c (the
// ASCON_SPONGE_ONESHOT below), so the scrub starts at their caller's stack
// pointer, as it did when they jumped to it after calling their work. A
// refused call (a null buffer) returns at once: it has run no work, so
// there is nothing to scrub. tests/embedded/scrub_depth.py counts a work
// that jumps to the routine with its own frame and requires its callers to
// jump to it.
struct HashScrubTail {
  static constexpr auto* routine = scrub_a64_routine<Scrub::hash>;
  static constexpr std::size_t depth = scrub_a64_depth<Scrub::hash>;
  static_assert(routine == &ascon_capi_scrub_a64_gpr);
};
using SpongeTail = HashScrubTail;
#else
using SpongeTail = void;
#endif
// Whether the hash class's one-shots leave the scrub to sponge_c: then each
// must reach it (static_assert in each).
inline constexpr bool sponge_scrubs = !std::is_void_v<SpongeTail>;
template <class P, bool Custom = false>
ASCON_ALWAYS_INLINE int small_sponge_oneshot(std::uint8_t* o, std::size_t o_len, const std::uint8_t* i, std::size_t n,
                                             const std::uint8_t* z = nullptr, std::size_t z_len = 0) noexcept {
  using namespace ascon::detail::small;
#if defined(ASCON_SMALL_SPONGE_C) && defined(__aarch64__)
  // AArch64: the copy taking the C order (small.hpp; eight argument
  // registers, where x86-64's six would put the CXOF's mode on the stack),
  // with an IvMode, not the stored start: it runs IV's Ascon-p[a] itself
  // (Hash256 image 32 bytes less, a 0-byte call 1.17x opt64_lowsize's
  // instructions; docs/measurements.md, h-a64h).
  // The copy without Z takes its mode bytes as constants and S0 in a
  // register (ImmMode: no mode in memory, no address to form, no loads;
  // Hash256 and XOF128 share it, v1.2's Hash and Hasha do not, their b
  // differs); the CXOF's takes its IvMode's address, which GCC propagates
  // into the copy where one CXOF calls it.
  if constexpr (wide_words && !sponge_copy<Custom>)
    return sponge_c<flip_of<typename P::Order>, false, SpongeTail, ImmMode<mode_bytes<P, Custom>>>(
        o, i, n, ImmMode<mode_bytes<P, Custom>>{iv_mode<P, Custom, false>.x0}, o_len, z, z_len);
  else if constexpr (wide_words)
    return sponge_c<flip_of<typename P::Order>, true, SpongeTail, IvMode>(o, i, n, iv_mode<P, Custom, true>, o_len, z,
                                                                          z_len);
#endif
#if defined(ASCON_SMALL_SPONGE_C32)
  // Cortex-M, RV32I: the hash and XOF copy taking the C order (small.hpp;
  // the CXOF's kept sponge<true>: its frame was 8 bytes deeper so).
  if constexpr (!sponge_copy<Custom>) return sponge_c32(o, i, n, sponge_mode<P, Custom>, o_len);
#endif
  return sponge<true, wide_words ? flip_of<typename P::Order> : 0u, sponge_copy<Custom>>(sponge_mode<P, Custom>, i, n,
                                                                                         o, o_len, z, z_len);
}
#else
template <class P>
inline constexpr bool small_sponge = false;
inline constexpr bool sponge_scrubs = false;
template <class P, bool Custom = false>
int small_sponge_oneshot(std::uint8_t*, std::size_t, const std::uint8_t*, std::size_t, const std::uint8_t* = nullptr,
                         std::size_t = 0) noexcept;
#endif

// A CXOF's one-shot in the size configuration: the length check of
// Cxof::cxof, then the sponge's CXOF copy (the hash and XOF one-shots
// call it too with ASCON_SMALL_SHARED_SPONGE=1, so that a firmware with
// both links one copy; by default they call the copy without the CXOF
// part).
template <class X>
struct SmallCxofC {
  static int oneshot(std::uint8_t* o, std::size_t o_len, const std::uint8_t* i, std::size_t n, const std::uint8_t* z,
                     std::size_t z_len) noexcept {
    using P = typename SpongeOf<X>::type;
    static_assert(!sponge_scrubs || small_sponge<P>, "the entry point does not scrub: sponge_c must");
    if constexpr (small_sponge<P>) {
      if (z_len > X::max_customization_size) return ASCON_ERR_TOO_LONG;
      return small_sponge_oneshot<P, true>(o, o_len, i, n, z, z_len);
    } else {
      return code(X::cxof(in(i, n), in(z, z_len), out(o, o_len)));
    }
  }
};

// Objects with update() and a fixed-size finalize(): the hashes and MACs.
template <class Obj, std::size_t OutSize, std::uint32_t Tag, class CState>
struct FixedOutputC {
  using B = Box<Obj, Tag, CState>;
  using Out = std::span<std::uint8_t, OutSize>;
  static int update(CState* st, const std::uint8_t* i, std::size_t n) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, i, n);
    if (!B::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    B::get(st)->update(in(i, n));
    return ASCON_OK;
  }
  static int final(CState* st, std::uint8_t* o) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, o, 1);
    if (!B::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    B::get(st)->finalize(Out(o, OutSize));
    B::destroy(st);
    return ASCON_OK;
  }
  static int abort(CState* st) noexcept { return abort_box<B>(st); }
};

// Fixed-length hash: Ascon-Hash256, v1.2 Ascon-Hash, Ascon-Hasha.
template <class H, std::uint32_t Tag, class CState>
struct FixedHashC : FixedOutputC<H, H::digest_size, Tag, CState> {
  static int oneshot(std::uint8_t* o, const std::uint8_t* i, std::size_t n) noexcept {
    ASCON_CHECK_BUFFERS(o, 1, i, n);
    if constexpr (shared_sponge_body) return unkeyed_oneshot<H>(o, H::digest_size, i, n);
    using P = typename SpongeOf<H>::type;
    static_assert(!sponge_scrubs || small_sponge<P>, "the entry point does not scrub: sponge_c must");
    if constexpr (small_sponge<P>) return small_sponge_oneshot<P>(o, H::digest_size, i, n);
    H::hash(in(i, n), typename FixedHashC::Out(o, H::digest_size));
    return ASCON_OK;
  }
  static int init(CState* st) noexcept {
    ASCON_CHECK_BUFFERS(st, 1);
    FixedHashC::B::make(st);
    return ASCON_OK;
  }
};

// An absorbing object X (Xof, Cxof, KeyedPrf) and, once output starts, its reader.
template <class X>
struct Stream {
  X x;
  typename X::Reader reader{};
  bool squeezing = false;
  explicit Stream(const X& init) noexcept : x(init) {}
  Status update(std::span<const std::uint8_t> s) noexcept {
    if (squeezing) return Error::out_of_order;
    x.update(s);
    return {};
  }
  void squeeze(std::span<std::uint8_t> o) noexcept {
    if (!squeezing) reader = x.reader(), squeezing = true;
    reader.squeeze(o);
  }
};

// Incremental XOF-shaped functions; init is the algorithm's own.
template <class X, std::uint32_t Tag, class CState>
struct StreamC {
  using Object = X;
  using B = Box<Stream<X>, Tag, CState>;
  static int start(CState* st, const X& x) noexcept {
    B::make(st, x);
    return ASCON_OK;
  }
  static int update(CState* st, const std::uint8_t* i, std::size_t n) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, i, n);
    if (!B::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    return code(B::get(st)->update(in(i, n)));
  }
  static int squeeze(CState* st, std::uint8_t* o, std::size_t n) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, o, n);
    if (!B::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    B::get(st)->squeeze(out(o, n));
    return ASCON_OK;
  }
  static int final(CState* st, std::uint8_t* o, std::size_t n) noexcept {
    const int r = squeeze(st, o, n);
    if (r == ASCON_OK) B::destroy(st);
    return r;
  }
  static int abort(CState* st) noexcept { return abort_box<B>(st); }
};

// Unkeyed XOFs: Ascon-XOF128, v1.2 Ascon-Xof, Ascon-Xofa.
template <class X, std::uint32_t Tag, class CState>
struct XofC : StreamC<X, Tag, CState> {
  static int oneshot(std::uint8_t* o, std::size_t o_len, const std::uint8_t* i, std::size_t n) noexcept {
    ASCON_CHECK_BUFFERS(o, o_len, i, n);
    if constexpr (shared_sponge_body) return unkeyed_oneshot<X>(o, o_len, i, n);
    using P = typename SpongeOf<X>::type;
    static_assert(!sponge_scrubs || small_sponge<P>, "the entry point does not scrub: sponge_c must");
    if constexpr (small_sponge<P>) return small_sponge_oneshot<P>(o, o_len, i, n);
    X::xof(in(i, n), out(o, o_len));
    return ASCON_OK;
  }
  static int init(CState* st) noexcept {
    ASCON_CHECK_BUFFERS(st, 1);
    return XofC::start(st, X{});
  }
};

// Keyed PRFs with any output length: Ascon-Prf, v1.2 Ascon-Prf, Ascon-Prfa.
template <class X, std::uint32_t Tag, class CState>
struct PrfC : StreamC<X, Tag, CState> {
  using Key = std::span<const std::uint8_t, X::key_size>;
  static int oneshot(std::uint8_t* o, std::size_t o_len, const std::uint8_t* i, std::size_t n,
                     const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(o, o_len, i, n, key, 1);
    X::prf(Key(key, X::key_size), in(i, n), out(o, o_len));
    return ASCON_OK;
  }
  static int verify(const std::uint8_t* expected, std::size_t e_len, const std::uint8_t* i, std::size_t n,
                    const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(expected, e_len, i, n, key, 1);
    if (e_len < min_verify_bytes) return ASCON_ERR_BAD_LENGTH;
    X p(Key(key, X::key_size));
    return p.update(in(i, n)).verify(in(expected, e_len)) ? ASCON_OK : ASCON_ERR_AUTH;
  }
  static int init(CState* st, const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, key, 1);
    return PrfC::start(st, X(Key(key, X::key_size)));
  }
};

// Keyed MACs with a 16-byte tag: Ascon-Mac, v1.2 Ascon-Mac, Ascon-Maca.
template <class M, std::uint32_t Tag, class CState>
struct MacC : FixedOutputC<M, M::tag_size, Tag, CState> {
  using B = typename MacC::B;
  using Key = std::span<const std::uint8_t, M::key_size>;
  using TagOut = std::span<std::uint8_t, M::tag_size>;
  using TagIn = std::span<const std::uint8_t, M::tag_size>;
  static int oneshot(std::uint8_t* tag, const std::uint8_t* i, std::size_t n, const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(tag, 1, i, n, key, 1);
    M::mac(Key(key, M::key_size), in(i, n), TagOut(tag, M::tag_size));
    return ASCON_OK;
  }
  static int verify(const std::uint8_t* tag, const std::uint8_t* i, std::size_t n, const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(tag, 1, i, n, key, 1);
    return M::verify(Key(key, M::key_size), in(i, n), TagIn(tag, M::tag_size)) ? ASCON_OK : ASCON_ERR_AUTH;
  }
  static int init(CState* st, const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, key, 1);
    B::make(st, Key(key, M::key_size));
    return ASCON_OK;
  }
  static int final_verify(CState* st, const std::uint8_t* tag) noexcept {
    ASCON_CHECK_BUFFERS(st, 1, tag, 1);
    if (!B::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
    const bool ok = B::get(st)->verify(TagIn(tag, M::tag_size));
    B::destroy(st);
    return ok ? ASCON_OK : ASCON_ERR_AUTH;
  }
};

// Ascon-PrfShort: at most 16 bytes in and out.
template <class P>
struct PrfShortC {
  using Key = std::span<const std::uint8_t, P::key_size>;
  static int oneshot(std::uint8_t* o, std::size_t o_len, const std::uint8_t* i, std::size_t n,
                     const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(o, o_len, i, n, key, 1);
    return code(P::prf(Key(key, P::key_size), in(i, n), out(o, o_len)));
  }
  static int verify(const std::uint8_t* expected, std::size_t e_len, const std::uint8_t* i, std::size_t n,
                    const std::uint8_t* key) noexcept {
    ASCON_CHECK_BUFFERS(expected, e_len, i, n, key, 1);
    if (e_len < min_verify_bytes || e_len > P::max_output_size) return ASCON_ERR_BAD_LENGTH;
    std::uint8_t mine[P::max_output_size];
    const Status s = P::prf(Key(key, P::key_size), in(i, n), out(mine, e_len));
    const bool ok = s && ct_equal(in(mine, e_len), in(expected, e_len));
    secure_wipe(mine, sizeof mine);
    return s ? (ok ? ASCON_OK : ASCON_ERR_AUTH) : code(s);
  }
};

}  // namespace
}  // namespace ascon::capi

using namespace ascon::capi;
using u8 = std::uint8_t;

// The unkeyed one-shots scrub the hash class's depth (src/capi/dispatch.hpp).
// The hash and XOF one-shots pick their code variant inside (the shared body
// above), so their entry points only scrub.
#if ASCON_SHARED_SPONGE_BODY
#define ASCON_SPONGE_ONESHOT(fn) ASCON_SCRUBBED_AS(hash, fn)
#elif defined(ASCON_CAPI_A64_HASH_GPR_)
#define ASCON_SPONGE_ONESHOT(fn) (fn)  // sponge_c jumps to the scrub (HashScrubTail)
#else
#define ASCON_SPONGE_ONESHOT(fn) ASCON_DISPATCH_HASH(fn)
#endif
#define ASCON_C_FIXED_HASH(name, Impl)                                                                            \
  int name(u8* out, const u8* in, size_t in_len) { return ASCON_SPONGE_ONESHOT(Impl::oneshot)(out, in, in_len); } \
  int name##_init(name##_state* st) { return ASCON_DISPATCH(Impl::init)(st); }                                    \
  int name##_update(name##_state* st, const u8* in, size_t in_len) {                                              \
    return ASCON_DISPATCH(Impl::update)(st, in, in_len);                                                          \
  }                                                                                                               \
  int name##_final(name##_state* st, u8* out) { return ASCON_DISPATCH(Impl::final)(st, out); }

#define ASCON_C_STREAM_TAIL(name, Impl)                              \
  int name##_update(name##_state* st, const u8* in, size_t in_len) { \
    return ASCON_DISPATCH(Impl::update)(st, in, in_len);             \
  }                                                                  \
  int name##_squeeze(name##_state* st, u8* out, size_t out_len) {    \
    return ASCON_DISPATCH(Impl::squeeze)(st, out, out_len);          \
  }                                                                  \
  int name##_final(name##_state* st, u8* out, size_t out_len) { return ASCON_DISPATCH(Impl::final)(st, out, out_len); }

#define ASCON_C_XOF(name, Impl)                                                \
  int name(u8* out, size_t out_len, const u8* in, size_t in_len) {             \
    return ASCON_SPONGE_ONESHOT(Impl::oneshot)(out, out_len, in, in_len);      \
  }                                                                            \
  int name##_init(name##_state* st) { return ASCON_DISPATCH(Impl::init)(st); } \
  ASCON_C_STREAM_TAIL(name, Impl)

#define ASCON_C_PRF(name, Impl)                                                                            \
  int name(u8* out, size_t out_len, const u8* in, size_t in_len, const u8* key) {                          \
    return ASCON_DISPATCH(Impl::oneshot)(out, out_len, in, in_len, key);                                   \
  }                                                                                                        \
  int name##_verify(const u8* expected, size_t expected_len, const u8* in, size_t in_len, const u8* key) { \
    return ASCON_DISPATCH(Impl::verify)(expected, expected_len, in, in_len, key);                          \
  }                                                                                                        \
  int name##_init(name##_state* st, const u8* key) { return ASCON_DISPATCH(Impl::init)(st, key); }         \
  ASCON_C_STREAM_TAIL(name, Impl)

#define ASCON_C_MAC(name, Impl)                                                                    \
  int name(u8* tag, const u8* in, size_t in_len, const u8* key) {                                  \
    return ASCON_DISPATCH(Impl::oneshot)(tag, in, in_len, key);                                    \
  }                                                                                                \
  int name##_verify(const u8* tag, const u8* in, size_t in_len, const u8* key) {                   \
    return ASCON_DISPATCH(Impl::verify)(tag, in, in_len, key);                                     \
  }                                                                                                \
  int name##_init(name##_state* st, const u8* key) { return ASCON_DISPATCH(Impl::init)(st, key); } \
  int name##_update(name##_state* st, const u8* in, size_t in_len) {                               \
    return ASCON_DISPATCH(Impl::update)(st, in, in_len);                                           \
  }                                                                                                \
  int name##_final(name##_state* st, u8* tag) { return ASCON_DISPATCH(Impl::final)(st, tag); }     \
  int name##_final_verify(name##_state* st, const u8* tag) { return ASCON_DISPATCH(Impl::final_verify)(st, tag); }

#define ASCON_C_PRFSHORT(name, P)                                                                          \
  int name(u8* out, size_t out_len, const u8* in, size_t in_len, const u8* key) {                          \
    return ASCON_DISPATCH(PrfShortC<P>::oneshot)(out, out_len, in, in_len, key);                           \
  }                                                                                                        \
  int name##_verify(const u8* expected, size_t expected_len, const u8* in, size_t in_len, const u8* key) { \
    return ASCON_DISPATCH(PrfShortC<P>::verify)(expected, expected_len, in, in_len, key);                  \
  }

// A generic CXOF: customization string at init or in the one-shot call.
#if defined(ASCON_SMALL) && ASCON_SMALL
#define ASCON_C_CXOF_ONESHOT(Impl) \
  ASCON_SPONGE_ONESHOT(SmallCxofC<Impl::Object>::oneshot)(out, out_len, in, in_len, custom, custom_len)
#else
#define ASCON_C_CXOF_ONESHOT(Impl)                                                                               \
  code(ASCON_DISPATCH_HASH(Impl::Object::cxof)(ascon::capi::in(in, in_len), ascon::capi::in(custom, custom_len), \
                                               ascon::capi::out(out, out_len)))
#endif
#define ASCON_C_CXOF(name, Impl)                                                                        \
  int name(u8* out, size_t out_len, const u8* in, size_t in_len, const u8* custom, size_t custom_len) { \
    ASCON_CHECK_BUFFERS(out, out_len, in, in_len, custom, custom_len);                                  \
    return ASCON_C_CXOF_ONESHOT(Impl);                                                                  \
  }                                                                                                     \
  int name##_init(name##_state* st, const u8* custom, size_t custom_len) {                              \
    ASCON_CHECK_BUFFERS(st, 1, custom, custom_len);                                                     \
    const auto c = Impl::Object::create(ascon::capi::in(custom, custom_len));                           \
    if (!c) return ASCON_ERR_TOO_LONG;                                                                  \
    return ASCON_DISPATCH(Impl::start)(st, *c);                                                         \
  }                                                                                                     \
  ASCON_C_STREAM_TAIL(name, Impl)

// ---- every sponge algorithm of the catalogue -----------------------------------------------
// One row of include/ascon/catalogue.hpp -> its C functions, by kind. The
// state tag is derived from the C prefix, so no two algorithms share one.
#define ASCON_C_SPONGE_IMPL(Adapter, Functions, cp, T)      \
  using cp##_impl = Adapter<T, state_tag(#cp), cp##_state>; \
  Functions(cp, cp##_impl)
#define ASCON_C_SPONGE_hash(cp, T) ASCON_C_SPONGE_IMPL(FixedHashC, ASCON_C_FIXED_HASH, cp, T)
#define ASCON_C_SPONGE_xof(cp, T) ASCON_C_SPONGE_IMPL(XofC, ASCON_C_XOF, cp, T)
#define ASCON_C_SPONGE_cxof(cp, T) ASCON_C_SPONGE_IMPL(StreamC, ASCON_C_CXOF, cp, T)
#define ASCON_C_SPONGE_mac(cp, T) ASCON_C_SPONGE_IMPL(MacC, ASCON_C_MAC, cp, T)
#define ASCON_C_SPONGE_prf(cp, T) ASCON_C_SPONGE_IMPL(PrfC, ASCON_C_PRF, cp, T)
#define ASCON_C_SPONGE_prfshort(cp, T) ASCON_C_PRFSHORT(cp, T)
#define ASCON_C_SPONGE_aead(cp, T)  // in aead.cpp
#define ASCON_C_SPONGE_ROW(T, kind, family, name, title, cp, py_class, py_func) ASCON_C_SPONGE_##kind(cp, T)
ASCON_CATALOGUE(ASCON_C_SPONGE_ROW)

// ---- bit-length inputs (SP 800-232 only) ------------------------------------------------------
int ascon_hash256_bits(u8* out, const u8* in, size_t in_bits) {
  ASCON_CHECK_BUFFERS(out, 1, in, bytes_for_bits(in_bits));
  return code(
      ascon::Hash256::hash_bits(ascon::capi::in(in, bytes_for_bits(in_bits)), in_bits, std::span<u8, 32>(out, 32)));
}
int ascon_xof128_bits(u8* out, size_t out_bits, const u8* in, size_t in_bits) {
  ASCON_CHECK_BUFFERS(out, bytes_for_bits(out_bits), in, bytes_for_bits(in_bits));
  return code(ascon::Xof128::xof_bits(ascon::capi::in(in, bytes_for_bits(in_bits)), in_bits,
                                      ascon::capi::out(out, bytes_for_bits(out_bits)), out_bits));
}
int ascon_cxof128_bits(u8* out, size_t out_bits, const u8* in, size_t in_bits, const u8* custom, size_t custom_bits) {
  ASCON_CHECK_BUFFERS(out, bytes_for_bits(out_bits), in, bytes_for_bits(in_bits), custom, bytes_for_bits(custom_bits));
  return code(ascon::Cxof128::cxof_bits(ascon::capi::in(in, bytes_for_bits(in_bits)), in_bits,
                                        ascon::capi::in(custom, bytes_for_bits(custom_bits)), custom_bits,
                                        ascon::capi::out(out, bytes_for_bits(out_bits)), out_bits));
}

// ---- _abort for every incremental state: a caller can always end and wipe one ------------
// Every row with a state (not PrfShort, and AEAD states in aead.cpp).
#define ASCON_C_ABORT_ONE(cp) \
  int cp##_abort(cp##_state* st) { return cp##_impl::abort(st); }
#define ASCON_C_ABORT_hash(cp) ASCON_C_ABORT_ONE(cp)
#define ASCON_C_ABORT_xof(cp) ASCON_C_ABORT_ONE(cp)
#define ASCON_C_ABORT_cxof(cp) ASCON_C_ABORT_ONE(cp)
#define ASCON_C_ABORT_mac(cp) ASCON_C_ABORT_ONE(cp)
#define ASCON_C_ABORT_prf(cp) ASCON_C_ABORT_ONE(cp)
#define ASCON_C_ABORT_prfshort(cp)
#define ASCON_C_ABORT_aead(cp)
#define ASCON_C_ABORT_ROW(T, kind, family, name, title, cp, py_class, py_func) ASCON_C_ABORT_##kind(cp)
ASCON_CATALOGUE(ASCON_C_ABORT_ROW)
