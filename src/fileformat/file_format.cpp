// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon-file-v1: see file_format.hpp and docs/file-format.md.
#include "file_format.hpp"

#include <algorithm>
#include <ascon/aead128.hpp>
#include <ascon/aead_message.hpp>
#if ASCON_FILEFORMAT_BATCH
#include <ascon/batch.hpp>
#endif
#include <ascon/ct.hpp>
#include <ascon/xof128.hpp>
#include <cstring>
#include <vector>

namespace ascon::fileformat {

namespace {

// A buffer of secret bytes that is wiped when it goes away.
class SecretBuffer {
 public:
  explicit SecretBuffer(std::size_t n) : v_(n) {}
  ~SecretBuffer() { secure_wipe(v_.data(), v_.size()); }
  std::uint8_t* data() { return v_.data(); }
  std::span<std::uint8_t> span(std::size_t off, std::size_t n) { return std::span(v_).subspan(off, n); }

 private:
  std::vector<std::uint8_t> v_;
};

void check_chunk_size(std::uint32_t chunk_size) {
  if (!stream::chunk_size_ok(chunk_size))
    throw FormatError("chunk size " + std::to_string(chunk_size) + " is outside 1.." + std::to_string(max_chunk_size));
}

std::string chunk_name(std::uint64_t counter) { return "chunk " + std::to_string(counter); }

}  // namespace

void derive_keys(const FileKey& key, const Salt& salt, FileKeys& out) { stream::derive_keys(key, salt, out); }

HeaderBytes make_header(const FileKeys& keys, const Salt& salt, std::uint32_t chunk_size) {
  check_chunk_size(chunk_size);
  return stream::make_header(keys, salt, chunk_size);
}

std::size_t group_chunks(std::uint32_t chunk_size, unsigned threads) {
  // More than 64 threads add no lanes worth the memory; the cap keeps
  // g * chunk_size <= 256 MiB, far from overflowing a 32-bit size_t.
  const std::size_t t = std::clamp(threads, 1u, 64u);
  const std::size_t by_memory = (std::size_t{4} << 20) * t / std::max<std::uint32_t>(chunk_size, 1);
  return std::clamp<std::size_t>(by_memory, 1, 16 * t);
}

namespace {

// Seals msgs[i] (plaintext in, ciphertext out, tag) with the payload key, all at once.
void seal_all(std::span<const AeadMessage> msgs, unsigned threads) {
#if ASCON_FILEFORMAT_BATCH
  // Misuse only (null pointers, impossible sizes): a bug here, never the user's input.
  if (!batch::aead128_encrypt_many(msgs, {.threads = threads}))
    throw std::logic_error("ascon::batch::aead128_encrypt_many refused a chunk group");
#else
  (void)threads;
  for (const auto& m : msgs) {
    const Aead128 aead(std::span<const std::uint8_t, 16>(m.key, 16));
    (void)aead.encrypt_detached(std::span<const std::uint8_t, 16>(m.nonce, 16), {m.in, m.len}, {}, {m.out, m.len},
                                std::span<std::uint8_t, 16>(m.tag, 16));
  }
#endif
}

// Opens msgs[i]; status[i] = 0 if chunk i authenticated (its output zeroed otherwise).
void open_all(std::span<const AeadMessage> msgs, std::span<int> status, unsigned threads) {
#if ASCON_FILEFORMAT_BATCH
  if (!batch::aead128_decrypt_many(msgs, status, {.threads = threads}))
    throw std::logic_error("ascon::batch::aead128_decrypt_many refused a chunk group");
#else
  (void)threads;
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    const auto& m = msgs[i];
    const Aead128 aead(std::span<const std::uint8_t, 16>(m.key, 16));
    status[i] = aead.decrypt_detached(std::span<const std::uint8_t, 16>(m.nonce, 16), {m.in, m.len}, {},
                                      std::span<const std::uint8_t, 16>(m.tag, 16), {m.out, m.len})
                    ? 0
                    : -1;
  }
#endif
}

}  // namespace

void encrypt_stream(const FileKey& key, const Salt& salt, std::uint32_t chunk_size, ByteSource& in, ByteSink& out,
                    const ProgressFn& progress, unsigned threads) {
  check_chunk_size(chunk_size);
  FileKeys keys;
  derive_keys(key, salt, keys);
  out.write(make_header(keys, salt, chunk_size));

  // A group of g chunks at a time. One byte of look-ahead past the group tells
  // whether its last full chunk is the file's last one, so a plaintext that
  // fills its chunks exactly ends with a full last chunk.
  const std::size_t c = chunk_size, g = group_chunks(chunk_size, threads);
  SecretBuffer plain(g * c + 1);  // g * c <= 256 MiB (group_chunks): no overflow
  std::vector<std::uint8_t> sealed(g * (c + tag_size));
  std::vector<std::array<std::uint8_t, 16>> nonces(g);
  std::vector<AeadMessage> msgs(g);
  // Groups grow 1, 2, 4, ... up to g chunks, so a slow input (a pipe) still
  // gets its first chunks through at once.
  std::size_t cur = 1;
  std::size_t have = in.read(plain.span(0, cur * c + 1));
  std::uint64_t counter = 0, done = 0;
  for (;;) {
    const bool final_group = have <= cur * c;
    // Chunks in this group: all full, except a final group's last (at least one chunk: an empty file has one).
    const std::size_t k = final_group ? std::max<std::size_t>(1, (have + c - 1) / c) : cur;
    if (!final_group && counter + k >= max_chunks(chunk_size))
      throw FormatError("input too long: more than SP 800-232's 2^54 bytes under one payload key");
    std::size_t used = 0;
    for (std::size_t i = 0; i < k; ++i) {
      const bool last = final_group && i + 1 == k;
      const std::size_t n = last ? have - i * c : c;
      nonces[i] = chunk_nonce(counter + i, last);
      std::uint8_t* o = sealed.data() + i * (c + tag_size);  // ciphertext || tag, as the file holds them
      msgs[i] = {keys.payload_key.data(), nonces[i].data(), nullptr, 0, plain.data() + i * c, n, o, o + n};
      used += n + tag_size;
    }
    seal_all(std::span(msgs).first(k), threads);
    out.write(std::span(sealed).first(used));
    done += final_group ? have : k * c;
    counter += k;
    if (progress) progress(done);
    if (final_group) return;
    plain.data()[0] = plain.data()[cur * c];
    cur = std::min(2 * cur, g);
    have = 1 + in.read(plain.span(1, cur * c));
  }
}

void decrypt_stream(const FileKey& key, ByteSource& in, ByteSink& out, const ProgressFn& progress, unsigned threads) {
  HeaderBytes h{};
  const std::size_t got = in.read(h);
  const bool magic_ok = got >= magic.size() && std::equal(magic.begin(), magic.end(), h.begin());
  if (got == 0) throw FormatError("the input is empty, not an ascon-encrypted file");
  if (!magic_ok) throw FormatError("not an ascon-encrypted file (wrong magic bytes)");
  if (got < header_size)
    throw FormatError("truncated header: the input ends after " + std::to_string(got) + " of " +
                      std::to_string(header_size) + " header bytes");
  // The shared core checks every field, derives the keys and checks the
  // header tag; the messages say which check failed.
  FileKeys keys;
  std::uint32_t chunk_size = 0;
  switch (stream::open_header(h, key, keys, chunk_size)) {
    case stream::HeaderError::ok:
      break;
    case stream::HeaderError::bad_magic:
      throw FormatError("not an ascon-encrypted file (wrong magic bytes)");
    case stream::HeaderError::bad_version:
      throw FormatError("unsupported format version " + std::to_string(h[8]) + " (this tool reads version " +
                        std::to_string(format_version) + ")");
    case stream::HeaderError::bad_key_kind:
      throw FormatError("unsupported key kind " + std::to_string(h[9]));
    case stream::HeaderError::bad_reserved:
      throw FormatError("malformed header: reserved bytes are not zero");
    case stream::HeaderError::bad_chunk_size:
      check_chunk_size(stream::load_be32(&h[12]));  // throws, naming the size
      throw FormatError("malformed header: chunk size");
    case stream::HeaderError::bad_tag:
      throw FormatError("wrong key, or the header is corrupted (header tag mismatch)");
  }

  // A chunk is chunk_size + 16 bytes except the last, which is shorter or
  // equal; one byte of look-ahead past a group of g chunks tells whether the
  // group holds the last one.
  const std::size_t c = chunk_size, full = c + tag_size, g = group_chunks(chunk_size, threads);
  std::vector<std::uint8_t> sealed(g * full + 1);
  SecretBuffer plain(g * c);
  std::vector<std::array<std::uint8_t, 16>> nonces(g);
  std::vector<AeadMessage> msgs(g);
  std::vector<int> status(g);
  // Groups grow 1, 2, 4, ... up to g chunks, so a slow input (a pipe) still
  // gets its first authenticated chunks out at once.
  std::size_t cur = 1;
  std::size_t have = in.read(std::span(sealed).first(cur * full + 1));
  std::uint64_t counter = 0, done = 0;
  for (;;) {
    const bool final_group = have <= cur * full;
    const std::size_t k = final_group ? std::max<std::size_t>(1, (have + full - 1) / full) : cur;
    // The last chunk of the file may be malformed: found now, reported after
    // the chunks before it, exactly where chunk-by-chunk decryption would.
    const std::size_t last_n = final_group ? have - (k - 1) * full : full;
    std::string malformed;
    if (final_group && last_n < tag_size)
      malformed = counter + k - 1 == 0 && last_n == 0
                      ? "truncated: the file ends right after the header"
                      : "truncated: " + chunk_name(counter + k - 1) + " is shorter than its 16-byte tag";
    else if (final_group && last_n == tag_size && counter + k - 1 > 0)
      malformed = "malformed: empty final " + chunk_name(counter + k - 1) + " (only an empty file has one)";
    const std::size_t k_open = malformed.empty() ? k : k - 1;
    for (std::size_t i = 0; i < k_open; ++i) {
      const bool last = final_group && i + 1 == k;
      const std::size_t m = (last ? last_n : full) - tag_size;
      nonces[i] = chunk_nonce(counter + i, last);
      const std::uint8_t* s = sealed.data() + i * full;
      msgs[i] = {keys.payload_key.data(),         nonces[i].data(), nullptr, 0, s, m, plain.data() + i * c,
                 const_cast<std::uint8_t*>(s + m)};  // the tag is only read
    }
    if (k_open > 0) open_all(std::span(msgs).first(k_open), std::span(status).first(k_open), threads);
    // Release the authenticated chunks in order, up to the first that failed.
    for (std::size_t i = 0; i < k_open; ++i) {
      const bool last = final_group && i + 1 == k;
      const std::size_t m = msgs[i].len;
      if (status[i] != 0) {
        // Tell a clean truncation at a chunk boundary apart from corruption:
        // the final piece then authenticates as a middle chunk. Nothing more is released.
        const auto sealed_i = std::span(sealed).subspan(i * full, m + tag_size);
        if (last && m == c && stream::open_chunk(keys.payload_key, counter + i, false, sealed_i, plain.span(i * c, m)))
          throw FormatError("truncated: the file ends after " + chunk_name(counter + i) +
                            ", which is not the final chunk (chunks were dropped from the end)");
        throw FormatError(chunk_name(counter + i) +
                          " failed authentication: the file was corrupted, truncated, reordered, spliced or extended");
      }
      out.write(plain.span(i * c, m));
      done += m + tag_size;
      if (progress) progress(header_size + done);
    }
    if (!malformed.empty()) throw FormatError(malformed);
    if (final_group) return;
    counter += k;
    if (counter >= max_chunks(c))
      throw FormatError("input too long: more than SP 800-232's 2^54 bytes under one payload key");
    sealed[0] = sealed[cur * full];
    cur = std::min(2 * cur, g);
    have = 1 + in.read(std::span(sealed).subspan(1, cur * full));
  }
}

std::size_t MemorySource::read(std::span<std::uint8_t> buf) {
  const std::size_t n = std::min(buf.size(), data_.size() - pos_);
  std::copy_n(data_.data() + pos_, n, buf.data());
  pos_ += n;
  return n;
}

}  // namespace ascon::fileformat
