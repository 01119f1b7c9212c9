// SPDX-License-Identifier: Apache-2.0 OR MIT
// Many messages at once: every sponge algorithm the catalogue marks `batch`
// (Ascon-Hash256, Ascon-XOF128, Ascon-CXOF128, ...: sponge_many by name) and
// Ascon-AEAD128 over a batch, several Ascon states per SIMD register set
// (portable, AVX2, AVX-512, NEON; CUDA when built with -DASCON_CUDA=ON), the
// work split across threads on request. Compiled library: ascon::batch.
//
//   std::vector<std::span<const std::uint8_t>> msgs = ...;
//   std::vector<std::uint8_t> digests(32 * msgs.size());
//   if (!ascon::batch::hash256_many(msgs, digests)) { /* size mismatch */ }
//
// Every function gives exactly the bytes of the single-message core
// (ascon::Hash256, Xof128, Cxof128, Aead128). The backend is chosen once from
// the CPU (best_backend()); the environment variable ASCON_BATCH_BACKEND
// (a backend's name: portable, avx2, ...) overrides that choice for tests and
// benchmarks, and Options::backend overrides both for one call.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "aead_message.hpp"
#include "detail/batch_backends.hpp"
#include "status.hpp"

namespace ascon::batch {

// automatic, then one value per row of the backend table
// (detail/batch_backends.hpp), fastest first.
enum class Backend {
  automatic,
#define ASCON_BATCH_ENUM_(name, where, runs) name,
  ASCON_BATCH_BACKENDS(ASCON_BATCH_ENUM_)
#undef ASCON_BATCH_ENUM_
};

// Every backend of the table, built here or not, fastest first.
inline constexpr Backend backend_table[] = {
#define ASCON_BATCH_ROW_(name, where, runs) Backend::name,
    ASCON_BATCH_BACKENDS(ASCON_BATCH_ROW_)
#undef ASCON_BATCH_ROW_
};

// A short list of backends, iterable (`for (Backend b : all_backends())`).
struct BackendList {
  Backend items[sizeof(backend_table) / sizeof(Backend)];
  std::size_t count = 0;
  const Backend* begin() const noexcept { return items; }
  const Backend* end() const noexcept { return items + count; }
  std::size_t size() const noexcept { return count; }
};

struct Options {
  Backend backend = Backend::automatic;  // automatic = best available on this CPU
  unsigned threads = 1;                  // 0 = one per hardware thread
};

// "automatic" or the table row's name ("portable", "avx2", ...).
const char* backend_name(Backend b) noexcept;
// The backend of a name as ASCON_BATCH_BACKEND spells it; false if unknown.
bool backend_from_name(const char* name, Backend& out) noexcept;
// The backends this build has (compiled for this target, CUDA when built
// with it), fastest first, `automatic` not included; available() says which
// this machine runs. Tests and benchmarks loop over it.
BackendList all_backends() noexcept;
// The backend `automatic` stands for: ASCON_BATCH_BACKEND if set (and
// available), else the fastest one this CPU runs. Chosen once.
Backend best_backend() noexcept;
// Whether this build has the backend and this machine can run it.
bool available(Backend b) noexcept;

// Fail closed: every function that returns an error has first zeroed every
// output it was given (digests, outs, each message's out, encryption tags) and
// set every status to -1, so a caller that ignores the Status sees no stale
// bytes and no message marked verified (the one exception: a strided batch
// whose 32 * count digests do not fit in size_t has no buffer size to zero).
// Sizes computed from the arguments
// (32 * n, out_len * n, strides) are overflow-checked: too_long or bad_length.
//
// digests: 32 bytes per message, in order. bad_length if digests.size() != 32 * msgs.size().
Status hash256_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<std::uint8_t> digests,
                    Options o = {});
// `count` messages of `msg_len` bytes, message i at msgs + i * stride (the
// fast path for equal-length, evenly spaced inputs); 32 * count bytes out.
Status hash256_many_strided(const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride, std::size_t count,
                            std::uint8_t* digests, Options o = {});
// outs: out_len bytes per message, in order.
Status xof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs, Options o = {});
// One customization string for the whole batch (at most 256 bytes, else too_long).
Status cxof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<const std::uint8_t> customization,
                    std::size_t out_len, std::span<std::uint8_t> outs, Options o = {});

// ---- any sponge row of the catalogue, by name --------------------------------
// The rows with a batch path are those whose catalogue::Info::batch is true
// (ASCON_CATALOGUE_BATCH in catalogue.hpp); hash256_many, xof128_many and
// cxof128_many above are these calls with their row's name.

// What a row takes besides its messages: the key of a keyed row (exactly
// Info::key_size bytes), the customization string of a cxof row (at most 256
// bytes); empty where the row takes none.
struct SpongeArgs {
  std::span<const std::uint8_t> key;
  std::span<const std::uint8_t> customization;
};

// out_len bytes per message into outs (outs.size() == out_len * msgs.size());
// a row with a fixed output length (hash, mac: Info::output_size) takes only
// that. `name` as catalogue::find takes it ("ascon-hash256", "hash256", any
// case). Errors (every output zeroed first): unavailable for a name that is
// unknown or has no batch path, or a backend that lacks the row; bad_length
// for a key of the wrong size, a customization string given to a row that
// takes none, a wrong fixed out_len, or outs of the wrong size; too_long for
// a customization string over 256 bytes.
Status sponge_many(std::string_view name, std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs, const SpongeArgs& args = {}, Options o = {});
// `count` messages of `msg_len` bytes, message i at msgs + i * stride;
// out_len * count bytes out (checked as hash256_many_strided's sizes).
Status sponge_many_strided(std::string_view name, const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride,
                           std::size_t count, std::size_t out_len, std::uint8_t* outs, const SpongeArgs& args = {},
                           Options o = {});

using AeadMessage = ascon::AeadMessage;  // see aead_message.hpp

Status aead128_encrypt_many(std::span<const AeadMessage> msgs, Options o = {});
// status[i] = 0 (int(Error::ok)) if message i verified, -1
// (int(Error::authentication_failed)) if not (its output zeroed); one bad tag
// never fails the others. The returned Status reports misuse only
// (status.size() != msgs.size(), null pointers, overlap, unavailable backend).
// The statuses stay `int` so existing callers keep compiling (an overload on
// std::span<Error> would make `aead128_decrypt_many(msgs, {}, o)` ambiguous).
Status aead128_decrypt_many(std::span<const AeadMessage> msgs, std::span<int> status, Options o = {});

}  // namespace ascon::batch
