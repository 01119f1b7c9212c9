// SPDX-License-Identifier: Apache-2.0 OR MIT
// Results of operations whose sizes are only known at run time, and the one
// error vocabulary of every layer: C++ ascon::Error, C ASCON_ERR_*, Python
// exceptions and CLI messages all come from ASCON_ERROR_LIST below.
//
// Fixed sizes (keys, nonces, full tags) are std::span<..., N> parameters, so a
// wrong size does not compile. Everything else reports a Status: explicit
// conversion to bool is true on success, `code` says what went wrong.
#pragma once

// X(name, C_SUFFIX, value, message): the C name is ASCON_ERR_<C_SUFFIX> (ASCON_OK for ok).
// Values are ABI: never renumber, only append.
#define ASCON_ERROR_LIST(X)                                                                                   \
  X(ok, OK, 0, "success")                                                                                     \
  X(authentication_failed, AUTHENTICATION_FAILED, -1,                                                         \
    "authentication failed: the tag does not match (output zeroed, nothing released)")                        \
  X(null_pointer, NULL_POINTER, -2, "null pointer where a non-empty buffer or an object is required")         \
  X(bad_length, BAD_LENGTH, -3, "length not allowed by the algorithm")                                        \
  X(buffer_too_small, BUFFER_TOO_SMALL, -4, "output buffer too small")                                        \
  X(out_of_order, OUT_OF_ORDER, -5,                                                                           \
    "call out of order (state not initialised, already finished, or associated data after data)")             \
  X(overlapping_buffers, OVERLAPPING_BUFFERS, -6, "input and output buffers overlap without being identical") \
  X(too_long, TOO_LONG, -7, "input longer than the algorithm or the size type allows")                        \
  X(unavailable, UNAVAILABLE, -8, "not available here (a SIMD backend this CPU lacks, or a GPU failure)")     \
  X(bad_randomness, BAD_RANDOMNESS, -9,                                                                       \
    "the randomness source failed or gave bytes that cannot mask (zero, constant or repeated; outputs zeroed)")

namespace ascon {

enum class Error : int {
#define ASCON_X_(name, c, value, msg) name = value,
  ASCON_ERROR_LIST(ASCON_X_)
#undef ASCON_X_
  // Deprecated spelling (0.1): the value always meant a null pointer.
  invalid_argument [[deprecated("use Error::null_pointer")]] = null_pointer,
};

constexpr const char* error_message(Error e) noexcept {
  switch (e) {
#define ASCON_X_(name, c, value, msg) \
  case Error::name:                   \
    return msg;
    ASCON_ERROR_LIST(ASCON_X_)
#undef ASCON_X_
  }
  return "unknown error";
}

// The identifier of an error ("bad_length"), for logs and bindings.
constexpr const char* error_name(Error e) noexcept {
  switch (e) {
#define ASCON_X_(name, c, value, msg) \
  case Error::name:                   \
    return #name;
    ASCON_ERROR_LIST(ASCON_X_)
#undef ASCON_X_
  }
  return "unknown";
}

struct [[nodiscard]] Status {
  Error code = Error::ok;
  constexpr Status() noexcept = default;
  constexpr Status(Error e) noexcept : code(e) {}  // NOLINT: implicit by design
  constexpr explicit operator bool() const noexcept { return code == Error::ok; }
  constexpr bool ok() const noexcept { return code == Error::ok; }
  constexpr const char* message() const noexcept { return error_message(code); }
  friend constexpr bool operator==(Status a, Status b) noexcept { return a.code == b.code; }
};

}  // namespace ascon
