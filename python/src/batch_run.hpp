// SPDX-License-Identifier: Apache-2.0 OR MIT
// The arguments every batch call shares (threads, lengths, the key) and the
// work itself, run without the GIL: one engine call per batch, the engine
// splitting it across `threads` (ascon::batch::Options).
#pragma once

#include <ascon/batch.hpp>
#include <ascon/catalogue.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "batch_rows.hpp"

namespace ascon_py {

inline constexpr std::size_t key_size = 16, nonce_size = 16, tag_size = 16;

// ValueError for threads < 0.
ascon::batch::Options options(int threads);
// The engine's misuse reports, through the package's one mapping (pybuf.hpp).
void check(ascon::Status s);
// a * b, a + b, or ValueError naming `what` if it does not fit.
std::size_t checked_mul(std::size_t a, std::size_t b, const char* what);
std::size_t checked_add(std::size_t a, std::size_t b, const char* what);

// The sponge row of a catalogue name, or ValueError naming the rows that
// have a batch path.
const ascon::catalogue::Info& batch_row(const char* name);
// A sponge call's arguments, read and checked against the row: out_len (the
// row's fixed size, or `length`, an int up to Arrow's int32 width; 0 allowed
// where zero_ok), the key (keyed rows), the customization string (cxof rows).
struct SpongeCall {
  const ascon::catalogue::Info* row = nullptr;
  std::size_t out_len = 0;
  WipedArray<key_size> key;
  std::size_t key_len = 0;
  std::vector<u8> customization;
  SpongeCall(const char* name, nb::handle length, nb::handle key, nb::handle customization, bool zero_ok);
  ascon::batch::SpongeArgs args() const noexcept { return {{key.b.data(), key_len}, customization}; }
};

// The key, held in a wiped array for the duration of the call.
struct Key {
  WipedArray<key_size> k;
  explicit Key(nb::handle key);
};

// out: n * out_len bytes; null rows come out zero.
ascon::Status run_sponge(const SpongeCall& c, Rows& rows, u8* out, ascon::batch::Options o);
// Encrypts every valid row i into outs[i]: [nonce ||] ciphertext || tag.
ascon::Status run_encrypt(const u8* key, Rows& pt, Rows& nonces, Rows& ad, const std::vector<u8*>& outs,
                          bool nonce_prefix, ascon::batch::Options o);
// Decrypts every valid row i (at least tag_size [+ nonce_size] bytes) into
// outs[i]; status[i] = 0 if it verified, else -1 and outs[i] is zero.
ascon::Status run_decrypt(const u8* key, Rows& ct, Rows* nonces, Rows& ad, const std::vector<u8*>& outs,
                          std::vector<int>& status, ascon::batch::Options o);

}  // namespace ascon_py
