// SPDX-License-Identifier: Apache-2.0 OR MIT
// The catalogue (include/ascon/catalogue.hpp) against everything that must
// agree with it: the vector manifest, the hand-written C header and the
// exported-symbol list (as libsodium checks its header), and its own rules
// (unique names, aliases that resolve). A row added without its C functions or
// vectors fails here, and so does a C function no row accounts for.
#include <gtest/gtest.h>

#include <ascon/catalogue.hpp>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "vectors.hpp"

using ascon::catalogue::Info;
using ascon::catalogue::Kind;

namespace {

std::string read_text(const std::string& path) {
  std::ifstream f(path);
  EXPECT_TRUE(f) << "cannot read " << path;
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// The C API: the umbrella include/ascon.h followed by every part it includes
// ("ascon/c/....h"), so a part the umbrella forgets fails the checks below.
std::string c_api_text() {
  const std::string include = std::string(ASCON_SOURCE_DIR) + "/include/";
  std::string text = read_text(include + "ascon.h");
  std::istringstream lines(text);
  std::string all = text;
  const std::string prefix = "#include \"ascon/c/";
  for (std::string line; std::getline(lines, line);)
    if (line.rfind(prefix, 0) == 0) all += read_text(include + line.substr(10, line.size() - 11));
  return all;
}

std::set<std::string> exported_symbols() {
  std::ifstream f(std::string(ASCON_SOURCE_DIR) + "/src/capi/exported_symbols.txt");
  std::set<std::string> out;
  for (std::string line; std::getline(f, line);)
    if (!line.empty() && line[0] != '#') out.insert(line);
  return out;
}

// The C functions every algorithm of a kind has (suffixes after its prefix).
std::vector<std::string> c_functions(Kind k) {
  switch (k) {
    case Kind::aead:
      return {"_encrypt",           "_decrypt",        "_encrypt_detached", "_decrypt_detached", "_encrypt_init",
              "_encrypt_update_ad", "_encrypt_update", "_encrypt_final",    "_decrypt_init",     "_decrypt_update_ad",
              "_decrypt_update",    "_decrypt_final",  "_decrypt_abort",    "_keybytes"};
    case Kind::hash:
      return {"", "_init", "_update", "_final"};
    case Kind::xof:
      return {"", "_init", "_update", "_squeeze", "_final"};
    case Kind::cxof:
      return {"", "_init", "_update", "_squeeze", "_final"};
    case Kind::mac:
      return {"", "_verify", "_init", "_update", "_final", "_final_verify"};
    case Kind::prf:
      return {"", "_verify", "_init", "_update", "_squeeze", "_final"};
    case Kind::prfshort:
      return {"", "_verify"};
  }
  return {};
}

// Library-wide functions that belong to no single algorithm.
const std::set<std::string> generic_functions = {
    "ascon_version_string", "ascon_implementation", "ascon_error_string", "ascon_memzero", "ascon_v12_aead_noncebytes",
    "ascon_v12_aead_tagbytes",
    // the catalogue itself (src/capi/catalogue.cpp)
    "ascon_algorithm_count", "ascon_algorithm_info", "ascon_algorithm_find", "ascon_hash_by_name",
    "ascon_aead_encrypt_by_name", "ascon_aead_decrypt_by_name",
    // the batch engine by name (src/capi/batch.cpp)
    "ascon_batch_supported", "ascon_batch_by_name", "ascon_batch_by_name_packed",
    // randomness (src/capi/random.cpp; keygen is aead128's)
    "ascon_random_bytes", "ascon_random_set_source"};

// The side-channel protected (masked) code is a second implementation of rows
// that exist (AEAD128, Mac, Prf, PrfShort), not rows of its own; its C
// functions share this prefix (include/ascon.h, src/capi/protected.cpp).
constexpr std::string_view protected_prefix = "ascon_protected_";
// The chunked stream (src/capi/stream.cpp) is the ascon-file-v1 format over
// the AEAD128 row, not an algorithm of its own.
constexpr std::string_view stream_prefix = "ascon_stream_";

}  // namespace

TEST(Catalogue, NamesArePrefixesAndClassesAreUnique) {
  std::set<std::string> names, prefixes;
  for (const Info& a : ascon::catalogue::algorithms) {
    EXPECT_TRUE(names.insert(std::string(a.name)).second) << a.name;
    EXPECT_TRUE(prefixes.insert(std::string(a.c_prefix)).second) << a.c_prefix;
    EXPECT_EQ(a.name.substr(0, 6), "ascon-") << a.name;
    for (char c : a.name) EXPECT_TRUE((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') << a.name;
    EXPECT_EQ(a.family == ascon::catalogue::Family::v12, a.name.ends_with("-v12")) << a.name;
    EXPECT_EQ(ascon::catalogue::find(a.name), &a);
  }
  EXPECT_EQ(names.size(), std::size(ascon::catalogue::algorithms));
}

TEST(Catalogue, AliasesResolveAndNeverShadowAName) {
#define CHECK_ALIAS(old, now)                                                     \
  EXPECT_EQ(ascon::catalogue::canonical_name(old), std::string_view(now)) << old; \
  EXPECT_NE(ascon::catalogue::find(now), nullptr) << now;
  ASCON_CATALOGUE_ALIASES(CHECK_ALIAS)
#undef CHECK_ALIAS
  EXPECT_EQ(ascon::catalogue::find("ASCON-HASH256")->name, "ascon-hash256");  // OpenSSL spelling
  EXPECT_EQ(ascon::catalogue::find("ascon-hash")->name, "ascon-hash-v12");
  EXPECT_EQ(ascon::catalogue::find("sha256"), nullptr);
  EXPECT_EQ(ascon::catalogue::find(""), nullptr);
}

TEST(Catalogue, SizesComeFromTheTypes) {
  EXPECT_EQ(ascon::catalogue::find("ascon-aead128")->key_size, 16u);
  EXPECT_EQ(ascon::catalogue::find("ascon-80pq-v12")->key_size, 20u);
  EXPECT_EQ(ascon::catalogue::find("ascon-hash256")->output_size, 32u);
  EXPECT_EQ(ascon::catalogue::find("ascon-xof128")->output_size, 0u);
  EXPECT_EQ(ascon::catalogue::find("ascon-mac")->output_size, 16u);
}

TEST(Catalogue, EveryAlgorithmHasVectorsAndEveryVectorFileAnAlgorithm) {
  const auto files = kat::manifest();
  std::set<std::string> paths;
  for (const auto& v : files) {
    EXPECT_TRUE(paths.insert(v.path).second) << "listed twice: " << v.path;
    const Info* a = ascon::catalogue::find(v.algorithm);
    ASSERT_NE(a, nullptr) << v.path << ": unknown algorithm " << v.algorithm;
    EXPECT_EQ(a->name, v.algorithm) << v.path << ": use the catalogue name, not an alias";
    EXPECT_GT(v.records, 0u) << v.path;
    EXPECT_LE(v.must_fail, v.records) << v.path;
    EXPECT_TRUE(v.format == "lwc" || v.format == "acvp" || v.format == "acvp-bits") << v.path;
  }
  for (const Info& a : ascon::catalogue::algorithms) {
    std::size_t records = 0;
    for (const auto& v : files)
      if (v.algorithm == a.name) records += v.records;
    EXPECT_GT(records, 0u) << a.name << " has no known-answer file in tests/vectors.manifest";
  }
}

TEST(Catalogue, CHeaderAndExportListDeclareEveryRowsFunctions) {
  const std::string header = c_api_text();
  const auto exported = exported_symbols();
  ASSERT_FALSE(exported.empty());
  for (const Info& a : ascon::catalogue::algorithms) {
    for (const std::string& suffix : c_functions(a.kind)) {
      const std::string fn = std::string(a.c_prefix) + suffix;
      EXPECT_TRUE(exported.count(fn)) << fn << " (" << a.name << ") is missing from exported_symbols.txt";
      EXPECT_NE(header.find(" " + fn + "("), std::string::npos) << fn << " is not declared in ascon.h";
    }
  }
}

TEST(Catalogue, EveryExportedFunctionBelongsToARow) {
  for (const std::string& fn : exported_symbols()) {
    if (generic_functions.count(fn) || fn.rfind(protected_prefix, 0) == 0 || fn.rfind(stream_prefix, 0) == 0) continue;
    bool owned = false;
    for (const Info& a : ascon::catalogue::algorithms) {
      const std::string p(a.c_prefix);
      owned |= fn == p || (fn.size() > p.size() && fn.compare(0, p.size(), p) == 0 && fn[p.size()] == '_');
    }
    EXPECT_TRUE(owned) << fn << " belongs to no catalogue row (add the row, or list it as generic here)";
  }
}
