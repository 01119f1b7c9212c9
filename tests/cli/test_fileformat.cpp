// SPDX-License-Identifier: Apache-2.0 OR MIT
// The ascon-file-v1 format in memory: the document's vectors, round trips at
// every chunk boundary, and every kind of tampering (tests/cli/test_ascon.sh
// checks the same through the binary, with files on disk).
#include <gtest/gtest.h>

#include <algorithm>
#include <ascon/aead128.hpp>
#include <string>
#include <vector>

#include "file_format.hpp"
#include "fileformat_vectors.hpp"

using namespace ascon::fileformat;
using Bytes = std::vector<std::uint8_t>;

namespace {

FileKey key_a() {
  FileKey k{};
  for (std::size_t i = 0; i < k.size(); ++i) k[i] = static_cast<std::uint8_t>(0xA0 + i);
  return k;
}
FileKey key_b() {
  FileKey k = key_a();
  k[15] ^= 1;
  return k;
}
Salt salt_n(std::uint8_t n) {
  Salt s{};
  s.fill(n);
  return s;
}
Bytes pattern(std::size_t n, std::uint8_t seed = 7) {
  Bytes v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<std::uint8_t>(seed + 31 * i + (i >> 8));
  return v;
}

Bytes encrypt(const Bytes& pt, std::uint32_t chunk, const FileKey& key = key_a(), const Salt& salt = salt_n(1)) {
  MemorySource src(pt);
  MemorySink out;
  encrypt_stream(key, salt, chunk, src, out);
  return out.bytes;
}

// Decrypts; returns the error message, or "" on success (plaintext in *pt).
std::string decrypt(const Bytes& file, Bytes* pt = nullptr, const FileKey& key = key_a()) {
  MemorySource src(file);
  MemorySink out;
  try {
    decrypt_stream(key, src, out);
  } catch (const FormatError& e) {
    return e.what();
  }
  if (pt) *pt = out.bytes;
  return "";
}

// The byte range of chunk i in a file with chunk size c (not the last chunk).
std::size_t chunk_start(std::size_t i, std::size_t c) { return header_size + i * (c + tag_size); }

}  // namespace

// ---- the document's test vectors --------------------------------------------------
TEST(FileFormatDoc, VectorsMatchTheImplementation) {
  const auto recs = fileformat_vectors::parse(FILEFORMAT_DOC);
  ASSERT_EQ(recs.size(), 4u) << "docs/file-format.md should hold 4 test vectors";
  for (const auto& r : recs) {
    SCOPED_TRACE(r.at("vector"));
    const Bytes k = fileformat_vectors::unhex(r.at("key")), s = fileformat_vectors::unhex(r.at("salt")),
                pt = fileformat_vectors::unhex(r.at("plaintext"));
    ASSERT_EQ(k.size(), key_size);
    ASSERT_EQ(s.size(), salt_size);
    FileKey key{};
    Salt salt{};
    std::copy(k.begin(), k.end(), key.begin());
    std::copy(s.begin(), s.end(), salt.begin());
    FileKeys keys;
    derive_keys(key, salt, keys);
    EXPECT_EQ(fileformat_vectors::hex(keys.header_key), r.at("header key"));
    EXPECT_EQ(fileformat_vectors::hex(keys.payload_key), r.at("payload key"));
    const Bytes file = encrypt(pt, static_cast<std::uint32_t>(std::stoul(r.at("chunk size"))), key, salt);
    EXPECT_EQ(fileformat_vectors::hex(file), r.at("file"));
    Bytes back;
    EXPECT_EQ(decrypt(fileformat_vectors::unhex(r.at("file")), &back, key), "");
    EXPECT_EQ(back, pt);
  }
}

TEST(FileFormat, HeaderLayout) {
  const Bytes f = encrypt({}, 0x01020304 & 0xFFFFFF, key_a(), salt_n(0x5A));
  ASSERT_EQ(f.size(), header_size + tag_size);
  EXPECT_EQ(Bytes(f.begin(), f.begin() + 8), Bytes(magic.begin(), magic.end()));
  EXPECT_EQ(f[8], 1);   // version
  EXPECT_EQ(f[9], 1);   // key kind
  EXPECT_EQ(f[10], 0);  // reserved
  EXPECT_EQ(f[11], 0);
  EXPECT_EQ(Bytes(f.begin() + 12, f.begin() + 16), (Bytes{0x00, 0x02, 0x03, 0x04}));
  EXPECT_EQ(Bytes(f.begin() + 16, f.begin() + 48), Bytes(32, 0x5A));
}

TEST(FileFormat, ChunkNonceIsBigEndianCounterAndLastFlag) {
  EXPECT_EQ(fileformat_vectors::hex(chunk_nonce(0, false)), "00000000000000000000000000000000");
  EXPECT_EQ(fileformat_vectors::hex(chunk_nonce(0, true)), "00000000000000000000000000000001");
  EXPECT_EQ(fileformat_vectors::hex(chunk_nonce(0x0102030405060708, false)), "00000000000000010203040506070800");
}

TEST(FileFormat, SaltSeparatesFiles) {
  FileKeys a, b;
  derive_keys(key_a(), salt_n(1), a);
  derive_keys(key_a(), salt_n(2), b);
  EXPECT_NE(a.payload_key, b.payload_key);
  EXPECT_NE(a.header_key, b.header_key);
  EXPECT_NE(a.header_key, a.payload_key);
}

// ---- round trips at every boundary -------------------------------------------------
TEST(FileFormat, RoundTripsAtChunkBoundaries) {
  for (std::uint32_t c : {1u, 7u, 16u, 64u, 1000u}) {
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{c - 1}, std::size_t{c}, std::size_t{c + 1},
                          std::size_t{2 * c}, std::size_t{5 * c + 3}}) {
      SCOPED_TRACE("chunk " + std::to_string(c) + " size " + std::to_string(n));
      const Bytes pt = pattern(n);
      const Bytes f = encrypt(pt, c);
      // Full chunks, then a last chunk of 1..c bytes (0 only for empty input).
      const std::size_t chunks = n == 0 ? 1 : (n + c - 1) / c;
      EXPECT_EQ(f.size(), header_size + n + chunks * tag_size);
      Bytes back;
      ASSERT_EQ(decrypt(f, &back), "");
      EXPECT_EQ(back, pt);
    }
  }
}

TEST(FileFormat, RejectsBadChunkSizes) {
  EXPECT_THROW(encrypt({}, 0), FormatError);
  EXPECT_THROW(encrypt({}, max_chunk_size + 1), FormatError);
  EXPECT_NO_THROW(encrypt(pattern(10), max_chunk_size));
}

// ---- tampering: every kind fails ----------------------------------------------------
class Tamper : public ::testing::Test {
 protected:
  static constexpr std::uint32_t c = 16;
  const Bytes pt = pattern(5 * c + 5);  // 5 full chunks + a 5-byte last chunk
  const Bytes f = encrypt(pt, c);
  static constexpr std::size_t chunks = 6;
};

TEST_F(Tamper, EveryBitFlipAnywhereFails) {
  for (std::size_t i = 0; i < f.size(); ++i) {
    for (int bit : {0, 7}) {
      Bytes g = f;
      g[i] ^= static_cast<std::uint8_t>(1 << bit);
      EXPECT_NE(decrypt(g), "") << "byte " << i << " bit " << bit;
    }
  }
}

TEST_F(Tamper, EveryTruncationFails) {
  for (std::size_t n = 0; n < f.size(); ++n)
    EXPECT_NE(decrypt(Bytes(f.begin(), f.begin() + n)), "") << "truncated to " << n;
}

TEST_F(Tamper, TruncationAtABoundaryIsNamed) {
  const Bytes g(f.begin(), f.begin() + chunk_start(3, c));  // chunks 0..2 kept
  EXPECT_NE(decrypt(g).find("truncated"), std::string::npos) << decrypt(g);
}

TEST_F(Tamper, ReorderedChunksFail) {
  Bytes g = f;
  std::swap_ranges(g.begin() + chunk_start(1, c), g.begin() + chunk_start(2, c), g.begin() + chunk_start(2, c));
  EXPECT_NE(decrypt(g), "");
}

TEST_F(Tamper, DuplicatedChunkFails) {
  Bytes g(f.begin(), f.begin() + chunk_start(2, c));
  g.insert(g.end(), f.begin() + chunk_start(1, c), f.end());  // chunk 1 twice
  EXPECT_NE(decrypt(g), "");
}

TEST_F(Tamper, DroppedMiddleChunkFails) {
  Bytes g(f.begin(), f.begin() + chunk_start(2, c));
  g.insert(g.end(), f.begin() + chunk_start(3, c), f.end());
  EXPECT_NE(decrypt(g), "");
}

TEST_F(Tamper, DroppedLastChunkFails) {
  const Bytes g(f.begin(), f.begin() + chunk_start(chunks - 1, c));
  EXPECT_NE(decrypt(g), "");
}

TEST_F(Tamper, ChunkSplicedFromAnotherFileUnderTheSameKeyFails) {
  const Bytes other = encrypt(pt, c, key_a(), salt_n(2));  // same key, same plaintext, another salt
  Bytes g = f;
  std::copy(other.begin() + chunk_start(2, c), other.begin() + chunk_start(3, c), g.begin() + chunk_start(2, c));
  EXPECT_NE(decrypt(g), "");
  // The other file's header on this file's chunks fails too.
  Bytes h = f;
  std::copy(other.begin(), other.begin() + header_size, h.begin());
  EXPECT_NE(decrypt(h), "");
}

TEST_F(Tamper, TrailingDataFails) {
  for (std::size_t extra : {std::size_t{1}, std::size_t{15}, std::size_t{16}, std::size_t{c + tag_size}}) {
    Bytes g = f;
    g.insert(g.end(), extra, 0);
    EXPECT_NE(decrypt(g), "") << extra << " bytes appended";
  }
  // A whole valid chunk of the same file appended (its last chunk again).
  Bytes g = f;
  g.insert(g.end(), f.begin() + chunk_start(chunks - 1, c), f.end());
  EXPECT_NE(decrypt(g), "");
}

TEST_F(Tamper, WrongKeyFailsAtTheHeader) {
  const std::string e = decrypt(f, nullptr, key_b());
  EXPECT_NE(e.find("wrong key"), std::string::npos) << e;
}

TEST_F(Tamper, ChangedChunkSizeFails) {
  Bytes g = f;
  g[15] = 32;  // the header says 32-byte chunks: the header tag no longer matches
  EXPECT_NE(decrypt(g).find("header"), std::string::npos);
}

TEST(FileFormat, EmptyFinalChunkAfterDataIsRejected) {
  // Hand-built: a full chunk as a middle chunk, then an empty final chunk.
  // Only an encoder that does not look ahead makes this; the decoder refuses it
  // so every plaintext has exactly one encoding.
  const FileKey key = key_a();
  const Salt salt = salt_n(9);
  FileKeys keys;
  derive_keys(key, salt, keys);
  const auto h = make_header(keys, salt, 4);
  Bytes f(h.begin(), h.end());
  const ascon::Aead128 aead(keys.payload_key);
  Bytes c0(4 + 16), c1(16);
  const Bytes p0 = pattern(4);
  ASSERT_TRUE(aead.encrypt(chunk_nonce(0, false), p0, {}, c0));
  ASSERT_TRUE(aead.encrypt(chunk_nonce(1, true), {}, {}, c1));
  f.insert(f.end(), c0.begin(), c0.end());
  f.insert(f.end(), c1.begin(), c1.end());
  EXPECT_NE(decrypt(f).find("empty final"), std::string::npos);
}

TEST(FileFormat, HeaderErrorsAreSpecific) {
  const Bytes f = encrypt(pattern(3), 16);
  EXPECT_NE(decrypt({}).find("empty"), std::string::npos);
  EXPECT_NE(decrypt(pattern(100)).find("not an ascon"), std::string::npos);
  EXPECT_NE(decrypt(Bytes(f.begin(), f.begin() + 40)).find("truncated header"), std::string::npos);
  EXPECT_NE(decrypt(Bytes(f.begin(), f.begin() + header_size)).find("truncated"), std::string::npos);
  Bytes v = f;
  v[8] = 2;
  EXPECT_NE(decrypt(v).find("version 2"), std::string::npos);
  Bytes r = f;
  r[10] = 1;
  EXPECT_NE(decrypt(r).find("reserved"), std::string::npos);
  Bytes z = f;
  z[12] = z[13] = z[14] = z[15] = 0;
  EXPECT_NE(decrypt(z).find("chunk size"), std::string::npos);
}

// docs/file-format.md: no file processes more than SP 800-232's 2^54 bytes
// (plaintext and nonces) under its payload key.
TEST(FileFormat, ChunkLimitKeepsUnderTheSp800232DataLimit) {
  for (const std::uint64_t c :
       {std::uint64_t{1}, std::uint64_t{16}, std::uint64_t{default_chunk_size}, std::uint64_t{max_chunk_size}}) {
    EXPECT_LE(max_chunks(c) * (c + 16), max_bytes_per_payload_key) << c;
    EXPECT_GT((max_chunks(c) + 1) * (c + 16), max_bytes_per_payload_key) << c;
  }
  EXPECT_EQ(max_chunks(default_chunk_size), (std::uint64_t{1} << 54) / (65536 + 16));
}

// ---- chunk groups on the batch engine: the same bytes as chunk by chunk ------------
namespace {

// The format written the plain way, one chunk at a time on the single-message
// Ascon-AEAD128: what encrypt_stream must give for every thread count.
Bytes encrypt_chunk_by_chunk(const Bytes& pt, std::uint32_t c, const FileKey& key, const Salt& salt) {
  FileKeys keys;
  derive_keys(key, salt, keys);
  const HeaderBytes h = make_header(keys, salt, c);
  Bytes out(h.begin(), h.end());
  const ascon::Aead128 aead(keys.payload_key);
  std::size_t pos = 0;
  for (std::uint64_t i = 0;; ++i) {
    const bool last = pt.size() - pos <= c;
    const std::size_t n = last ? pt.size() - pos : c;
    Bytes sealed(n + tag_size);
    EXPECT_TRUE(aead.encrypt(chunk_nonce(i, last), std::span(pt).subspan(pos, n), {}, sealed));
    out.insert(out.end(), sealed.begin(), sealed.end());
    pos += n;
    if (last) return out;
  }
}

Bytes encrypt_threads(const Bytes& pt, std::uint32_t c, unsigned threads) {
  MemorySource src(pt);
  MemorySink out;
  encrypt_stream(key_a(), salt_n(1), c, src, out, {}, threads);
  return out.bytes;
}

// Decrypts with `threads`; returns the error ("" on success), *released what was written.
std::string decrypt_threads(const Bytes& file, unsigned threads, Bytes* released) {
  MemorySource src(file);
  MemorySink out;
  std::string err;
  try {
    decrypt_stream(key_a(), src, out, {}, threads);
  } catch (const FormatError& e) {
    err = e.what();
  }
  *released = out.bytes;
  return err;
}

}  // namespace

TEST(FileFormatGroups, GroupSizeIsBoundedAndAtLeastOne) {
  EXPECT_EQ(group_chunks(64 * 1024, 1), 16u);
  EXPECT_EQ(group_chunks(64 * 1024, 2), 32u);
  EXPECT_EQ(group_chunks(max_chunk_size, 1), 1u);                        // 16 MiB chunks: one at a time
  EXPECT_LE(group_chunks(1024 * 1024, 1024) * 1024 * 1024, 256u << 20);  // memory capped
  EXPECT_EQ(group_chunks(1, 0), 16u);
}

TEST(FileFormatGroups, EveryThreadCountGivesTheChunkByChunkBytes) {
  // Chunk counts around the growing groups (1, 2, 4, 8, 16, 32, ...): odd
  // counts, exact multiples, a partial last chunk, an empty file.
  for (const std::uint32_t c : {1u, 16u, 1000u}) {
    for (const std::size_t chunks : {0u, 1u, 2u, 3u, 7u, 15u, 16u, 31u, 32u, 33u, 63u, 100u, 129u}) {
      for (const std::size_t tail : {0u, 1u}) {
        if (c == 1 && tail) continue;
        const Bytes pt = pattern(chunks * c + tail * (c / 2 + 1));
        const Bytes expected = encrypt_chunk_by_chunk(pt, c, key_a(), salt_n(1));
        for (const unsigned threads : {1u, 2u, 3u, 8u}) {
          const Bytes f = encrypt_threads(pt, c, threads);
          ASSERT_EQ(f, expected) << "c=" << c << " size=" << pt.size() << " threads=" << threads;
          Bytes back;
          ASSERT_EQ(decrypt_threads(f, threads, &back), "") << "c=" << c << " size=" << pt.size();
          ASSERT_EQ(back, pt) << "c=" << c << " size=" << pt.size() << " threads=" << threads;
        }
      }
    }
  }
}

TEST(FileFormatGroups, ATamperedChunkInsideAGroupReleasesOnlyTheChunksBeforeIt) {
  constexpr std::uint32_t c = 16;
  const Bytes pt = pattern(100 * c + 5);  // 101 chunks: groups of 1, 2, 4, 8, 16, 32, then 32 per group
  const Bytes f = encrypt(pt, c);
  for (const unsigned threads : {1u, 2u, 4u}) {
    for (const std::size_t bad : {0u, 1u, 5u, 20u, 40u, 62u, 63u, 99u, 100u}) {
      for (const std::size_t where : {std::size_t{0}, std::size_t{c + 3}}) {  // ciphertext, tag
        if (bad == 100 && where > 5 + tag_size - 1) continue;
        Bytes g = f;
        g[chunk_start(bad, c) + where] ^= 0x40;
        Bytes released;
        const std::string err = decrypt_threads(g, threads, &released);
        EXPECT_NE(err.find("chunk " + std::to_string(bad) + " failed authentication"), std::string::npos)
            << err << " (threads " << threads << ")";
        EXPECT_EQ(released, Bytes(pt.begin(), pt.begin() + static_cast<std::ptrdiff_t>(bad * c)))
            << "chunk " << bad << " threads " << threads;
      }
    }
  }
}

TEST(FileFormatGroups, MalformedEndsReleaseEveryAuthenticChunkFirst) {
  constexpr std::uint32_t c = 16;
  const Bytes pt = pattern(40 * c);  // 40 full chunks, the last one full
  const Bytes f = encrypt(pt, c);
  for (const unsigned threads : {1u, 2u}) {
    // Cut mid-way through the last chunk's tag: chunks 0..38 come out, then the error.
    Bytes released;
    const Bytes cut(f.begin(), f.end() - 20);
    EXPECT_NE(decrypt_threads(cut, threads, &released), "");
    EXPECT_EQ(released, Bytes(pt.begin(), pt.begin() + 39 * c));
    // A clean cut at a chunk boundary is named as truncation.
    const Bytes clean(f.begin(), f.begin() + static_cast<std::ptrdiff_t>(chunk_start(33, c)));
    EXPECT_NE(decrypt_threads(clean, threads, &released).find("truncated: the file ends after chunk 32"),
              std::string::npos);
    EXPECT_EQ(released, Bytes(pt.begin(), pt.begin() + 32 * c));
    // A chunk too short for its tag after 35 good ones.
    const Bytes shorter(f.begin(), f.begin() + static_cast<std::ptrdiff_t>(chunk_start(35, c) + 7));
    EXPECT_NE(decrypt_threads(shorter, threads, &released).find("chunk 35 is shorter than its 16-byte tag"),
              std::string::npos);
    EXPECT_EQ(released, Bytes(pt.begin(), pt.begin() + 35 * c));
  }
}

// The shared chunk core (include/ascon/stream.hpp) directly, as the C
// streaming API calls it: header checks in order, chunks bound to index and flag.
TEST(StreamCore, OpenHeaderNamesTheFirstBadField) {
  namespace core = ascon::stream;
  const FileKey key{1, 2, 3};
  const Salt salt{9, 8, 7};
  core::Keys keys;
  core::derive_keys(key, salt, keys);
  const core::Header good = core::make_header(keys, salt, 16);
  auto check = [&](std::size_t byte, std::uint8_t x, core::HeaderError want) {
    core::Header h = good;
    h[byte] ^= x;
    core::Keys k;
    std::uint32_t c = 0;
    EXPECT_EQ(core::open_header(h, key, k, c), want) << "byte " << byte;
    if (want == core::HeaderError::bad_tag) {
      EXPECT_EQ(k.payload_key, decltype(k.payload_key){});  // wiped
    }
  };
  check(0, 1, core::HeaderError::bad_magic);
  check(8, 1, core::HeaderError::bad_version);
  check(9, 2, core::HeaderError::bad_key_kind);
  check(11, 1, core::HeaderError::bad_reserved);
  check(12, 0x80, core::HeaderError::bad_chunk_size);
  check(13, 0x01, core::HeaderError::bad_tag);  // 2^16 + 16: in range, but not what was tagged
  check(20, 1, core::HeaderError::bad_tag);     // the salt
  check(63, 1, core::HeaderError::bad_tag);     // the tag
  core::Keys k;
  std::uint32_t c = 0;
  ASSERT_EQ(core::open_header(good, key, k, c), core::HeaderError::ok);
  EXPECT_EQ(c, 16u);
  EXPECT_EQ(k.payload_key, keys.payload_key);
}

TEST(StreamCore, AChunkOpensOnlyAtItsIndexAndFlag) {
  namespace core = ascon::stream;
  const std::array<std::uint8_t, 16> pk{5};
  const Bytes pt = {1, 2, 3, 4, 5};
  Bytes sealed(pt.size() + 16), out(pt.size(), 0xAA);
  ASSERT_TRUE(core::seal_chunk(pk, 7, false, pt, sealed));
  EXPECT_TRUE(core::open_chunk(pk, 7, false, sealed, out));
  EXPECT_EQ(out, pt);
  for (auto [i, last] : {std::pair<std::uint64_t, bool>{7, true}, {6, false}, {8, false}, {7 + (1ull << 56), false}}) {
    std::fill(out.begin(), out.end(), 0xAA);
    EXPECT_FALSE(core::open_chunk(pk, i, last, sealed, out)) << i << " " << last;
    EXPECT_EQ(out, Bytes(pt.size(), 0));  // nothing unauthenticated released
  }
}
