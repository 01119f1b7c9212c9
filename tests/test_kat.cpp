// Every record of every known-answer file: NIST SP 800-232 (LWC KATs, ACVP,
// ACVP sample with bit lengths and nonce masking), the little-endian
// Mac/Prf/PrfShort, and the Ascon v1.2 family. Each test also checks the
// record count against the vectors README, so a truncated file cannot pass.
#include <gtest/gtest.h>

#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>
#include <cstdio>
#include <filesystem>

#include "vectors.hpp"

using kat::Bytes;
using kat::to_hex;

namespace {

// Prints the per-file tally the closing notes quote.
void report(const char* file, std::size_t checked, std::size_t passed) {
  std::printf("[ KAT      ] %-40s %5zu records checked, %5zu passed\n", file, checked, passed);
}


// LWC-format AEAD file: Key, Nonce, PT, AD, CT (= ciphertext || 16-byte tag).
template <class Aead>
void aead_lwc(const char* file, std::size_t expected) {
  const auto recs = kat::load(file);
  ASSERT_EQ(recs.size(), expected) << file;
  std::size_t passed = 0;
  for (const auto& r : recs) {
    const Bytes key = r.bytes("Key"), nonce = r.bytes("Nonce"), pt = r.bytes("PT"), ad = r.bytes("AD"),
                ct = r.bytes("CT");
    ASSERT_EQ(key.size(), Aead::key_size);
    Aead aead(std::span<const std::uint8_t, Aead::key_size>(key.data(), Aead::key_size));
    const auto n = std::span<const std::uint8_t, 16>(nonce.data(), 16);
    Bytes out(pt.size() + 16);
    ASSERT_TRUE(aead.encrypt(n, pt, ad, out));
    EXPECT_EQ(to_hex(out), to_hex(ct)) << file << " line " << r.line;
    Bytes back(pt.size(), 0xEE);
    const bool ok = static_cast<bool>(aead.decrypt(n, ct, ad, back));
    EXPECT_TRUE(ok) << file << " line " << r.line;
    EXPECT_EQ(back, pt);
    if (out == ct && ok && back == pt) ++passed;
  }
  report(file, recs.size(), passed);
  EXPECT_EQ(passed, expected);
}

// Msg -> MD with a fixed or XOF output (output length from the record).
template <class F>
void hash_file(const char* file, std::size_t expected, F&& compute) {
  const auto recs = kat::load(file);
  ASSERT_EQ(recs.size(), expected) << file;
  std::size_t passed = 0;
  for (const auto& r : recs) {
    const Bytes msg = r.bytes("Msg"), md = r.bytes(r.has("MD") ? "MD" : "Tag");
    Bytes out(md.size());
    compute(r, msg, out);
    EXPECT_EQ(to_hex(out), to_hex(md)) << file << " line " << r.line;
    if (out == md) ++passed;
  }
  report(file, recs.size(), passed);
  EXPECT_EQ(passed, expected);
}

std::span<const std::uint8_t, 16> key16(const Bytes& k) { return std::span<const std::uint8_t, 16>(k.data(), 16); }

}  // namespace

// ---------------------------------------------------------------- SP 800-232
TEST(Kat, Aead128) { aead_lwc<ascon::Aead128>("sp800-232/ascon-aead128.txt", 1089); }

TEST(Kat, Hash256) {
  hash_file("sp800-232/ascon-hash256.txt", 1025, [](auto&, const Bytes& m, Bytes& out) {
    ASSERT_EQ(out.size(), 32u);
    ascon::Hash256::hash(m, std::span<std::uint8_t, 32>(out.data(), 32));
  });
}
TEST(Kat, Xof128) {
  hash_file("sp800-232/ascon-xof128.txt", 1025, [](auto&, const Bytes& m, Bytes& out) { ascon::Xof128::xof(m, out); });
}
TEST(Kat, Cxof128) {
  hash_file("sp800-232/ascon-cxof128.txt", 1089, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    ASSERT_TRUE(ascon::Cxof128::cxof(m, r.bytes("Z"), out));
  });
}

TEST(Kat, AcvpAead128) {
  const char* file = "sp800-232/acvp/ascon-aead128.txt";
  const auto recs = kat::load(file);
  ASSERT_EQ(recs.size(), 120u);
  std::size_t passed = 0, must_fail = 0;
  for (const auto& r : recs) {
    const Bytes key = r.bytes("Key"), nonce = r.bytes("Nonce"), pt = r.bytes("PT"), ad = r.bytes("AD"),
                ct = r.bytes("CT"), tag = r.bytes("Tag");
    const bool should_pass = r.str("TestPassed") == "True";
    // The tag length is the test's parameter, bound once per key object.
    const auto aead = ascon::TruncatedAead128::with_tag_size(key16(key), tag.size());
    ASSERT_TRUE(aead.has_value()) << file << " line " << r.line;
    const auto n = std::span<const std::uint8_t, 16>(nonce.data(), 16);
    Bytes got(ct.size(), 0xA5);
    const auto st = aead->decrypt_detached(n, ct, ad, tag, got);
    bool ok;
    if (should_pass) {
      Bytes ct2(pt.size()), tag2(tag.size());
      ASSERT_TRUE(aead->encrypt_detached(n, pt, ad, ct2, tag2));
      ok = st.ok() && got == pt && ct2 == ct && tag2 == tag;
    } else {
      ++must_fail;
      ok = st.code == ascon::Error::authentication_failed && got == Bytes(ct.size(), 0);
    }
    EXPECT_TRUE(ok) << file << " line " << r.line;
    passed += ok;
  }
  report(file, recs.size(), passed);
  EXPECT_EQ(must_fail, 30u);
  EXPECT_EQ(passed, recs.size());
}

TEST(Kat, AcvpHash256) {
  hash_file("sp800-232/acvp/ascon-hash256.txt", 60, [](auto&, const Bytes& m, Bytes& out) {
    ascon::Hash256::hash(m, std::span<std::uint8_t, 32>(out.data(), 32));
  });
}
TEST(Kat, AcvpXof128) {
  hash_file("sp800-232/acvp/ascon-xof128.txt", 60, [](auto&, const Bytes& m, Bytes& out) { ascon::Xof128::xof(m, out); });
}
TEST(Kat, AcvpCxof128) {
  hash_file("sp800-232/acvp/ascon-cxof128.txt", 60, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    ASSERT_TRUE(ascon::Cxof128::cxof(m, r.bytes("Z"), out));
  });
}

// ACVP sample: bit lengths everywhere, nonce masking, decryptions that fail.
TEST(Kat, AcvpSampleAead128) {
  const char* file = "sp800-232/acvp-sample/ascon-aead128.txt";
  const auto recs = kat::load(file);
  ASSERT_EQ(recs.size(), 15u);
  std::size_t passed = 0;
  for (const auto& r : recs) {
    const Bytes key = r.bytes("Key"), nonce = r.bytes("Nonce"), ad = r.bytes("AD"), ct = r.bytes("CT"),
                tag = r.bytes("Tag"), pt = r.bytes("PT");
    const std::size_t ad_bits = r.num("ADBits"), pt_bits = r.num("PTBits"), tag_bits = r.num("TagBits");
    const bool masked = r.str("NonceMasking") == "true";
    Bytes full_key = key;
    if (masked) {
      const Bytes k2 = r.bytes("SecondKey");
      full_key.insert(full_key.end(), k2.begin(), k2.end());
    }
    const auto full = masked ? ascon::Aead128::with_nonce_masking(std::span<const std::uint8_t, 32>(full_key.data(), 32))
                             : ascon::Aead128(key16(key));
    const auto aead = ascon::TruncatedAead128::with_tag_bits(full, tag_bits);
    ASSERT_TRUE(aead.has_value()) << file << " TcId " << r.str("TcId");
    const auto n = std::span<const std::uint8_t, 16>(nonce.data(), 16);
    bool ok;
    if (r.str("Direction") == "encrypt") {
      Bytes c(ct.size()), t(tag.size());
      ASSERT_TRUE(aead->encrypt_bits(n, pt, pt_bits, ad, ad_bits, c, t));
      ok = c == ct && t == tag;
    } else {
      Bytes p(ct.size(), 0x5A);
      const auto st = aead->decrypt_bits(n, ct, pt_bits, ad, ad_bits, tag, p);
      if (r.str("TestPassed") == "true") ok = st.ok() && p == pt;
      else ok = st.code == ascon::Error::authentication_failed && p == Bytes(ct.size(), 0);
    }
    EXPECT_TRUE(ok) << file << " TcId " << r.str("TcId");
    passed += ok;
  }
  report(file, recs.size(), passed);
  EXPECT_EQ(passed, recs.size());
}

TEST(Kat, AcvpSampleHashes) {
  struct F { const char* file; std::size_t n; int kind; };
  for (const F f : {F{"sp800-232/acvp-sample/ascon-hash256.txt", 4, 0}, F{"sp800-232/acvp-sample/ascon-xof128.txt", 5, 1},
                    F{"sp800-232/acvp-sample/ascon-cxof128.txt", 4, 2}}) {
    const auto recs = kat::load(f.file);
    ASSERT_EQ(recs.size(), f.n);
    std::size_t passed = 0;
    for (const auto& r : recs) {
      const Bytes msg = r.bytes("Msg"), md = r.bytes("MD");
      const std::size_t msg_bits = r.num("MsgBits"), md_bits = r.num("MDBits");
      Bytes out(md.size());
      if (f.kind == 0) {
        ASSERT_EQ(md_bits, 256u);
        ASSERT_TRUE(ascon::Hash256::hash_bits(msg, msg_bits, std::span<std::uint8_t, 32>(out.data(), 32)));
      } else if (f.kind == 1) {
        ASSERT_TRUE(ascon::Xof128::xof_bits(msg, msg_bits, out, md_bits));
      } else {
        ASSERT_TRUE(ascon::Cxof128::cxof_bits(msg, msg_bits, r.bytes("Z"), r.num("ZBits"), out, md_bits));
      }
      EXPECT_EQ(to_hex(out), to_hex(md)) << f.file << " TcId " << r.str("TcId");
      passed += out == md;
    }
    report(f.file, recs.size(), passed);
    EXPECT_EQ(passed, recs.size());
  }
}

// ------------------------------------------------- Mac / Prf, little-endian
TEST(Kat, Mac) {
  hash_file("mac-prf-v1.3/ascon-mac.txt", 1025, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    const Bytes k = r.bytes("Key");
    ascon::Mac::mac(key16(k), m, std::span<std::uint8_t, 16>(out.data(), 16));
    EXPECT_TRUE(ascon::Mac::verify(key16(k), m, std::span<const std::uint8_t, 16>(out.data(), 16)));
  });
}
TEST(Kat, Prf) {
  hash_file("mac-prf-v1.3/ascon-prf.txt", 1025, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    ascon::Prf::prf(key16(r.bytes("Key")), m, out);
  });
}
TEST(Kat, PrfShort) {
  hash_file("mac-prf-v1.3/ascon-prfshort.txt", 17, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    ASSERT_TRUE(ascon::PrfShort::prf(key16(r.bytes("Key")), m, out));
  });
}

// ------------------------------------------------------------ Ascon v1.2
TEST(KatV12, Ascon128) { aead_lwc<ascon::v12::Ascon128>("v1.2/ascon128.txt", 1089); }
TEST(KatV12, Ascon128a) { aead_lwc<ascon::v12::Ascon128a>("v1.2/ascon128a.txt", 1089); }
TEST(KatV12, Ascon80pq) { aead_lwc<ascon::v12::Ascon80pq>("v1.2/ascon80pq.txt", 1089); }

template <class H>
void fixed_hash_v12(const char* file) {
  hash_file(file, 1025, [](auto&, const Bytes& m, Bytes& out) { H::hash(m, std::span<std::uint8_t, 32>(out.data(), 32)); });
}
TEST(KatV12, Hash) { fixed_hash_v12<ascon::v12::Hash>("v1.2/ascon-hash.txt"); }
TEST(KatV12, Hasha) { fixed_hash_v12<ascon::v12::Hasha>("v1.2/ascon-hasha.txt"); }
TEST(KatV12, Xof) {
  hash_file("v1.2/ascon-xof.txt", 1025, [](auto&, const Bytes& m, Bytes& out) { ascon::v12::Xof::xof(m, out); });
}
TEST(KatV12, Xofa) {
  hash_file("v1.2/ascon-xofa.txt", 1025, [](auto&, const Bytes& m, Bytes& out) { ascon::v12::Xofa::xof(m, out); });
}
template <class M>
void mac_v12(const char* file) {
  hash_file(file, 1025, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    const Bytes k = r.bytes("Key");
    M::mac(key16(k), m, std::span<std::uint8_t, 16>(out.data(), 16));
    EXPECT_TRUE(M::verify(key16(k), m, std::span<const std::uint8_t, 16>(out.data(), 16)));
  });
}
TEST(KatV12, Mac) { mac_v12<ascon::v12::Mac>("v1.2/ascon-mac.txt"); }
TEST(KatV12, Maca) { mac_v12<ascon::v12::Maca>("v1.2/ascon-maca.txt"); }
template <class P>
void prf_v12(const char* file) {
  hash_file(file, 1025, [](const kat::Record& r, const Bytes& m, Bytes& out) { P::prf(key16(r.bytes("Key")), m, out); });
}
TEST(KatV12, Prf) { prf_v12<ascon::v12::Prf>("v1.2/ascon-prf.txt"); }
TEST(KatV12, Prfa) { prf_v12<ascon::v12::Prfa>("v1.2/ascon-prfa.txt"); }
TEST(KatV12, PrfShort) {
  hash_file("v1.2/ascon-prfshort.txt", 17, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    ASSERT_TRUE(ascon::v12::PrfShort::prf(key16(r.bytes("Key")), m, out));
  });
}

// The vector folder must exist: a wrong path is a loud failure.
TEST(Kat, VectorFolderPresent) {
  EXPECT_TRUE(std::filesystem::is_directory(kat::vectors_dir() + "/sp800-232"))
      << "vectors folder not found: " << kat::vectors_dir();
}
