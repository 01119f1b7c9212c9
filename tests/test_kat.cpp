// SPDX-License-Identifier: Apache-2.0 OR MIT
// Every record of every known-answer file listed in tests/vectors.manifest,
// each run through the C++ type that include/ascon/catalogue.hpp gives its
// algorithm: NIST SP 800-232 (LWC KATs, ACVP, ACVP sample with bit lengths and
// nonce masking), the little-endian Mac/Prf/PrfShort, and the Ascon v1.2
// family. Record and must-fail counts come from the manifest, so a truncated
// file cannot pass, and a manifest line no test can run is a failure.
#include <gtest/gtest.h>

#include <ascon/catalogue.hpp>
#include <cstdio>
#include <cctype>
#include <filesystem>

#include "vectors.hpp"

using ascon::catalogue::Kind;
using kat::Bytes;
using kat::to_hex;

namespace {

// Prints the per-file tally the closing notes quote.
void report(const char* file, std::size_t checked, std::size_t passed) {
  std::printf("[ KAT      ] %-40s %5zu records checked, %5zu passed\n", file, checked, passed);
}

// LWC-format AEAD file: Key, Nonce, PT, AD, CT (= ciphertext || 16-byte tag).
template <class Aead>
void aead_lwc(const std::string& file_name, std::size_t expected) {
  const char* file = file_name.c_str();
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
void hash_file(const std::string& file_name, std::size_t expected, F&& compute) {
  const char* file = file_name.c_str();
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

// Runs check(record, must_fail) on every record of a manifest file: check
// says whether the record passed and sets must_fail for a record that must be
// refused; both counts are checked against the manifest.
template <class F>
void each_record(const kat::VectorFile& v, F&& check) {
  const auto recs = kat::load(v.path);
  ASSERT_EQ(recs.size(), v.records) << v.path;
  std::size_t passed = 0, must_fail = 0;
  for (const auto& r : recs) {
    bool refuse = false;
    const bool ok = check(r, refuse);
    EXPECT_TRUE(ok) << v.path << " line " << r.line;
    passed += ok;
    must_fail += refuse;
  }
  report(v.path.c_str(), recs.size(), passed);
  EXPECT_EQ(must_fail, v.must_fail) << v.path;
  EXPECT_EQ(passed, recs.size()) << v.path;
}

// ACVP, byte lengths: separate (possibly truncated) tags, decryptions that must fail.
void acvp_aead128(const kat::VectorFile& v) {
  each_record(v, [](const kat::Record& r, bool& refuse) {
    const Bytes key = r.bytes("Key"), nonce = r.bytes("Nonce"), pt = r.bytes("PT"), ad = r.bytes("AD"),
                ct = r.bytes("CT"), tag = r.bytes("Tag");
    // The tag length is the test's parameter, bound once per key object.
    const auto aead = ascon::TruncatedAead128::with_tag_size(key16(key), tag.size());
    if (!aead) return false;
    const auto n = std::span<const std::uint8_t, 16>(nonce.data(), 16);
    Bytes got(ct.size(), 0xA5);
    const auto st = aead->decrypt_detached(n, ct, ad, tag, got);
    refuse = r.str("TestPassed") != "True";
    if (refuse) return st.code == ascon::Error::authentication_failed && got == Bytes(ct.size(), 0);
    Bytes ct2(pt.size()), tag2(tag.size());
    return aead->encrypt_detached(n, pt, ad, ct2, tag2).ok() && st.ok() && got == pt && ct2 == ct && tag2 == tag;
  });
}

// ACVP sample: bit lengths everywhere, nonce masking, decryptions that fail.
void acvp_bits_aead128(const kat::VectorFile& v) {
  each_record(v, [](const kat::Record& r, bool& refuse) {
    const Bytes key = r.bytes("Key"), nonce = r.bytes("Nonce"), ad = r.bytes("AD"), ct = r.bytes("CT"),
                tag = r.bytes("Tag"), pt = r.bytes("PT");
    const std::size_t ad_bits = r.num("ADBits"), pt_bits = r.num("PTBits"), tag_bits = r.num("TagBits");
    const bool masked = r.str("NonceMasking") == "true";
    Bytes full_key = key;
    if (masked) {
      const Bytes k2 = r.bytes("SecondKey");
      full_key.insert(full_key.end(), k2.begin(), k2.end());
    }
    const auto full = masked
                          ? ascon::Aead128::with_nonce_masking(std::span<const std::uint8_t, 32>(full_key.data(), 32))
                          : ascon::Aead128(key16(key));
    const auto aead = ascon::TruncatedAead128::with_tag_bits(full, tag_bits);
    if (!aead) return false;
    const auto n = std::span<const std::uint8_t, 16>(nonce.data(), 16);
    if (r.str("Direction") == "encrypt") {
      Bytes c(ct.size()), t(tag.size());
      return aead->encrypt_bits(n, pt, pt_bits, ad, ad_bits, c, t).ok() && c == ct && t == tag;
    }
    Bytes p(ct.size(), 0x5A);
    const auto st = aead->decrypt_bits(n, ct, pt_bits, ad, ad_bits, tag, p);
    refuse = r.str("TestPassed") != "true";
    if (refuse) return st.code == ascon::Error::authentication_failed && p == Bytes(ct.size(), 0);
    return st.ok() && p == pt;
  });
}

// ACVP sample for the sponges: message, customization and output in bits.
template <class T, Kind K>
void acvp_bits_sponge(const kat::VectorFile& v) {
  each_record(v, [](const kat::Record& r, bool&) {
    const Bytes msg = r.bytes("Msg"), md = r.bytes("MD");
    const std::size_t msg_bits = r.num("MsgBits"), md_bits = r.num("MDBits");
    Bytes out(md.size());
    bool ran;
    if constexpr (K == Kind::hash) {
      ran = md_bits == 8 * T::digest_size &&
            T::hash_bits(msg, msg_bits, std::span<std::uint8_t, T::digest_size>(out.data(), T::digest_size)).ok();
    } else if constexpr (K == Kind::xof) {
      ran = T::xof_bits(msg, msg_bits, out, md_bits).ok();
    } else {
      ran = T::cxof_bits(msg, msg_bits, r.bytes("Z"), r.num("ZBits"), out, md_bits).ok();
    }
    EXPECT_EQ(to_hex(out), to_hex(md)) << "TcId " << r.str("TcId");
    return ran && out == md;
  });
}

// Msg (and Z or Key) -> MD or Tag, through the one-shot function of the kind.
template <class T, Kind K>
void sponge_file(const kat::VectorFile& v) {
  hash_file(v.path, v.records, [](const kat::Record& r, const Bytes& m, Bytes& out) {
    if constexpr (K == Kind::hash) {
      ASSERT_EQ(out.size(), T::digest_size);
      T::hash(m, std::span<std::uint8_t, T::digest_size>(out.data(), T::digest_size));
    } else if constexpr (K == Kind::xof) {
      T::xof(m, out);
    } else if constexpr (K == Kind::cxof) {
      ASSERT_TRUE(T::cxof(m, r.bytes("Z"), out));
    } else if constexpr (K == Kind::mac) {
      const Bytes k = r.bytes("Key");
      ASSERT_EQ(out.size(), T::tag_size);
      T::mac(key16(k), m, std::span<std::uint8_t, T::tag_size>(out.data(), T::tag_size));
      EXPECT_TRUE(T::verify(key16(k), m, std::span<const std::uint8_t, T::tag_size>(out.data(), T::tag_size)));
    } else if constexpr (K == Kind::prf) {
      T::prf(key16(r.bytes("Key")), m, out);
    } else if constexpr (K == Kind::prfshort) {
      ASSERT_TRUE(T::prf(key16(r.bytes("Key")), m, out));
    }
  });
}

// The test of one manifest line: the algorithm's C++ type from the catalogue,
// the checker from its kind and the file's format.
void run_vector_file(const kat::VectorFile& v) {
  bool ran = false;
  const bool known = ascon::catalogue::visit(v.algorithm, [&](auto entry) {
    using T = typename decltype(entry)::type;
    constexpr Kind K = decltype(entry)::kind;
    if constexpr (K == Kind::aead) {
      if (v.format == "lwc") ran = true, aead_lwc<T>(v.path, v.records);
      if constexpr (std::is_same_v<T, ascon::Aead128>) {
        if (v.format == "acvp") ran = true, acvp_aead128(v);
        if (v.format == "acvp-bits") ran = true, acvp_bits_aead128(v);
      }
    } else {
      if (v.format == "lwc" || v.format == "acvp") ran = true, sponge_file<T, K>(v);
      if constexpr ((K == Kind::hash || K == Kind::xof || K == Kind::cxof) &&
                    decltype(entry)::family == ascon::catalogue::Family::sp800_232) {
        if (v.format == "acvp-bits") ran = true, acvp_bits_sponge<T, K>(v);
      }
    }
  });
  ASSERT_TRUE(known) << v.path << ": algorithm " << v.algorithm << " is not in the catalogue";
  ASSERT_TRUE(ran) << v.path << ": no checker for format " << v.format << " of " << v.algorithm;
}

}  // namespace

class Kat : public ::testing::TestWithParam<kat::VectorFile> {};
TEST_P(Kat, EveryRecord) { run_vector_file(GetParam()); }
INSTANTIATE_TEST_SUITE_P(Manifest, Kat, ::testing::ValuesIn(kat::manifest()), [](const auto& info) {
  std::string n = info.param.path;  // "sp800-232/acvp/ascon-aead128.txt" -> "sp800_232_acvp_ascon_aead128"
  n = n.substr(0, n.rfind('.'));
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
});

// The vector folder must exist: a wrong path is a loud failure.
TEST(KatFolder, VectorFolderPresent) {
  EXPECT_TRUE(std::filesystem::is_directory(kat::vectors_dir() + "/sp800-232"))
      << "vectors folder not found: " << kat::vectors_dir();
}
