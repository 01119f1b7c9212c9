// SPDX-License-Identifier: Apache-2.0 OR MIT
// Shared machinery of the C API: argument checks, status conversion, and the
// "box" that lives inside an opaque C state (a header with a type tag, then
// the C++ object built in place).
#pragma once

#define ASCON_BUILDING_LIBRARY 1
#include <ascon.h>

#include <ascon/ascon.hpp>
#include <ascon/catalogue.hpp>
#include <ascon/v12.hpp>
#include <cstdint>
#include <cstring>
#include <new>
#include <span>
#include <utility>

namespace ascon::capi {

// The C codes are the C++ ascon::Error values under the same names, so a
// Status converts by cast. Generated from the one list, so a new error code
// that ascon.h lacks does not compile.
#define ASCON_ERR_OK ASCON_OK  // so that the generated check below covers ok too
#define ASCON_X_(name, c, value, msg) \
  static_assert(ASCON_ERR_##c == static_cast<int>(Error::name), "ascon.h disagrees: " #c);
ASCON_ERROR_LIST(ASCON_X_)
#undef ASCON_X_

inline int code(Status s) noexcept { return static_cast<int>(s.code); }

// A buffer is acceptable when it is non-null or empty.
inline bool buf_ok(const void* p, std::size_t n) noexcept { return p != nullptr || n == 0; }

// After a call that failed before writing anything: zeroes out unless it
// shares memory with the input (in place: the input stays as it was).
inline void wipe_unless_input(std::uint8_t* out, std::size_t n, const std::uint8_t* in, std::size_t in_n) noexcept {
  if (ascon::detail::disjoint(out, n, in, in_n)) ascon::secure_wipe(out, n);
}

// Returns ASCON_ERR_NULL_POINTER from the enclosing function unless every
// (pointer, length) pair is acceptable; fixed-size arguments pass length 1.
#define ASCON_CHECK_BUFFERS(...)                                                    \
  do {                                                                              \
    if (!::ascon::capi::all_buffers_ok(__VA_ARGS__)) return ASCON_ERR_NULL_POINTER; \
  } while (0)

// The size configuration: inlined whole (at -Os GCC kept each level of the
// recursion as a call: about 20 instructions of a 0-byte C call on a
// Cortex-M4, 40 on AArch64, and 24 bytes more stack on a Cortex-M0/M4).
// Elsewhere as the compiler likes (forced at -O2, the Cortex-M0 one-shot's
// stack grew from 168 to 216 bytes).
#if ASCON_SMALL
#define ASCON_CHECK_INLINE ASCON_ALWAYS_INLINE
#define ASCON_CHECK_INLINE_T ASCON_ALWAYS_INLINE
#else
#define ASCON_CHECK_INLINE inline
#define ASCON_CHECK_INLINE_T  // the template as it was: no inline hint
#endif
ASCON_CHECK_INLINE bool all_buffers_ok() noexcept { return true; }
template <class... Rest>
ASCON_CHECK_INLINE_T bool all_buffers_ok(const void* p, std::size_t n, Rest... rest) noexcept {
  return buf_ok(p, n) && all_buffers_ok(rest...);
}

inline std::span<const std::uint8_t> in(const std::uint8_t* p, std::size_t n) noexcept { return {p, n}; }
inline std::span<std::uint8_t> out(std::uint8_t* p, std::size_t n) noexcept { return {p, n}; }
constexpr std::size_t bytes_for_bits(std::size_t bits) noexcept { return bits / 8 + (bits % 8 != 0); }

// A distinct tag per kind of state, from the algorithm's C prefix (FNV-1a):
// a state of one algorithm is never taken for another's.
constexpr std::uint32_t state_tag(const char* c_prefix, std::uint32_t salt = 0) noexcept {
  std::uint32_t h = 2166136261u ^ salt;
  for (; *c_prefix; ++c_prefix) h = (h ^ static_cast<unsigned char>(*c_prefix)) * 16777619u;
  return h | 1u;  // never 0, the tag of a wiped state
}

// ---- the box inside an opaque state ------------------------------------------------
// Layout: bytes 0..3 hold `Tag` while an object is alive (0 after a wipe), the
// object starts at byte 8. The tag is read with memcpy, so checking a state
// that was never initialised reads bytes, not a dead object.
template <class Obj, std::uint32_t Tag, class CState>
struct Box {
  static constexpr std::size_t offset = 8;
  static_assert(offset + sizeof(Obj) <= sizeof(CState), "the C state is too small for the C++ object");
  static_assert(alignof(Obj) <= alignof(CState) && offset % alignof(Obj) == 0, "the C state is under-aligned");

  static bool alive(const CState* st) noexcept {
    std::uint32_t t;
    std::memcpy(&t, st->opaque, sizeof t);
    return t == Tag;
  }
  template <class... A>
  static Obj* make(CState* st, A&&... args) noexcept {
    constexpr std::uint32_t tag = Tag;
    std::memcpy(st->opaque, &tag, sizeof tag);
    return ::new (static_cast<void*>(st->opaque + offset)) Obj(std::forward<A>(args)...);
  }
  // Builds the object from a factory's return value (no copy or move: the
  // AEAD states cannot be copied).
  template <class F>
  static Obj* emplace(CState* st, F&& f) noexcept {
    constexpr std::uint32_t tag = Tag;
    std::memcpy(st->opaque, &tag, sizeof tag);
    return ::new (static_cast<void*>(st->opaque + offset)) Obj(f());
  }
  static Obj* get(CState* st) noexcept { return std::launder(reinterpret_cast<Obj*>(st->opaque + offset)); }
  // Runs the destructor (which wipes what it owns) and zeroes the whole state.
  static void destroy(CState* st) noexcept {
    get(st)->~Obj();
    secure_wipe(st->opaque, sizeof st->opaque);
  }
};

}  // namespace ascon::capi
