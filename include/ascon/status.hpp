// Results of operations whose sizes are only known at run time.
//
// Fixed sizes (keys, nonces, full tags) are std::span<..., N> parameters, so a
// wrong size does not compile. Everything else reports a Status: explicit
// conversion to bool is true on success, `code` says what went wrong.
#pragma once

namespace ascon {

enum class Error : int {
  ok = 0,
  authentication_failed = -1,  // tag mismatch: output zeroed, nothing released
  invalid_argument = -2,       // e.g. a null pointer with a nonzero length (C ABI)
  bad_length = -3,             // a length the algorithm does not allow
  buffer_too_small = -4,       // the output does not fit
  out_of_order = -5,           // incremental call after finishing, or AD after data
  overlapping_buffers = -6,    // input and output overlap without being identical
  too_long = -7,               // input beyond the algorithm's limit (CXOF customization)
};

constexpr const char* error_message(Error e) noexcept {
  switch (e) {
    case Error::ok: return "success";
    case Error::authentication_failed: return "authentication failed: the tag does not match";
    case Error::invalid_argument: return "invalid argument (null pointer with nonzero length)";
    case Error::bad_length: return "length not allowed by the algorithm";
    case Error::buffer_too_small: return "output buffer too small";
    case Error::out_of_order: return "incremental call out of order (already finished, or associated data after data)";
    case Error::overlapping_buffers: return "input and output buffers overlap without being identical";
    case Error::too_long: return "input longer than the algorithm allows";
  }
  return "unknown error";
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
