// SPDX-License-Identifier: Apache-2.0 OR MIT
// The ascon-file-v1 encrypted file format (specified in docs/file-format.md).
//
//   header (64 bytes): magic, version, key kind, reserved, chunk size, salt, header tag
//   chunks:            STREAM of Ascon-AEAD128 chunks, nonce = 15-byte counter || last flag
//
// This file knows nothing about files or terminals: it reads from a ByteSource
// and writes to a ByteSink, so the tests can drive it in memory and the CLI
// over file descriptors.
#pragma once

#include <array>
#include <ascon/stream.hpp>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace ascon::fileformat {

// The constants, keys, header and chunk nonces are the shared chunked-AEAD
// core's (include/ascon/stream.hpp), which the C streaming API uses too.
using stream::default_chunk_size;
using stream::format_version;
using stream::header_size;
using stream::header_tagged_size;
using stream::key_kind_key_file;
using stream::key_size;
using stream::magic;
using stream::max_bytes_per_payload_key;
using stream::max_chunk_size;
using stream::max_chunks;
using stream::salt_size;
using stream::tag_size;

using FileKey = std::array<std::uint8_t, key_size>;
using Salt = std::array<std::uint8_t, salt_size>;
using HeaderBytes = std::array<std::uint8_t, header_size>;

// A failure the user must hear about: `message` is the whole sentence after
// "ascon: error: ". Authentication failures and malformed input alike.
struct FormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads until `buf` is full or the input ends; returns the bytes read (short
// only at the end). Throws on an I/O error.
class ByteSource {
 public:
  virtual ~ByteSource() = default;
  virtual std::size_t read(std::span<std::uint8_t> buf) = 0;
};
// Writes everything or throws.
class ByteSink {
 public:
  virtual ~ByteSink() = default;
  virtual void write(std::span<const std::uint8_t> data) = 0;
};
// Called after each chunk with the input bytes consumed so far.
using ProgressFn = std::function<void(std::uint64_t)>;

// The keys of one file, derived from the file key and the salt with Ascon-CXOF128.
using FileKeys = stream::Keys;
void derive_keys(const FileKey& key, const Salt& salt, FileKeys& out);

// The 16-byte Ascon-AEAD128 nonce of chunk `counter`: 15-byte big-endian counter || last flag.
using stream::chunk_nonce;

// The complete 64-byte header, tag included.
HeaderBytes make_header(const FileKeys& keys, const Salt& salt, std::uint32_t chunk_size);

// Encrypts all of `in` into `out`. chunk_size in 1..max_chunk_size.
// `threads` (1 or more): chunks are sealed a group at a time on the batch
// engine's SIMD lanes and that many threads (ascon::batch); the bytes are the
// same for every value. Memory: a few MiB per thread (see group_chunks).
void encrypt_stream(const FileKey& key, const Salt& salt, std::uint32_t chunk_size, ByteSource& in, ByteSink& out,
                    const ProgressFn& progress = {}, unsigned threads = 1);

// Decrypts `in` into `out`, writing each chunk only after it authenticates.
// Throws FormatError on any malformed, tampered, truncated or extended input,
// or a wrong key; what was written before is authenticated plaintext, but the
// caller must discard it (the file as a whole did not verify).
// Chunks are opened a group at a time (`threads` as for encrypt_stream); of a
// group, only the chunks before the first failing one are written, in order.
void decrypt_stream(const FileKey& key, ByteSource& in, ByteSink& out, const ProgressFn& progress = {},
                    unsigned threads = 1);

// How many chunks of `chunk_size` bytes go to the batch engine at once: 16
// per thread (enough to fill 8-16 SIMD lanes), at most about 4 MiB of
// plaintext per thread (64 threads counted at most), at least 1. Groups start
// at one chunk and double up to this, so slow input still streams.
std::size_t group_chunks(std::uint32_t chunk_size, unsigned threads);

// In-memory source and sink, for tests and test vectors.
class MemorySource : public ByteSource {
 public:
  explicit MemorySource(std::span<const std::uint8_t> data) : data_(data) {}
  std::size_t read(std::span<std::uint8_t> buf) override;

 private:
  std::span<const std::uint8_t> data_;
  std::size_t pos_ = 0;
};
class MemorySink : public ByteSink {
 public:
  void write(std::span<const std::uint8_t> data) override { bytes.insert(bytes.end(), data.begin(), data.end()); }
  std::vector<std::uint8_t> bytes;
};

}  // namespace ascon::fileformat
