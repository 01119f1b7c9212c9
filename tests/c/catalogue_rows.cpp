// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C ABI's catalogue rows and the installed algorithms.json against the
// C++ catalogue they are generated from: same rows, same order, same fields.
#include <ascon.h>
#include <gtest/gtest.h>

#include <ascon/catalogue.hpp>
#include <fstream>
#include <sstream>
#include <string>

namespace {

using ascon::catalogue::algorithms;
using ascon::catalogue::Kind;

TEST(CCatalogue, RowsEqualTheCatalogue) {
  ASSERT_EQ(ascon_algorithm_count(), std::size(algorithms));
  for (std::size_t i = 0; i < std::size(algorithms); ++i) {
    const auto& want = algorithms[i];
    const ascon_algorithm* got = ascon_algorithm_info(i);
    ASSERT_NE(got, nullptr);
    EXPECT_EQ(got->name, want.name);
    EXPECT_EQ(got->title, want.title);
    EXPECT_EQ(got->kind, ascon::catalogue::kind_name(want.kind));
    EXPECT_EQ(got->family, ascon::catalogue::family_name(want.family));
    EXPECT_EQ(got->c_prefix, want.c_prefix);
    EXPECT_EQ(got->key_bytes, want.key_size);
    EXPECT_EQ(got->output_bytes, want.output_size);
    EXPECT_EQ(got->nonce_bytes, want.kind == Kind::aead ? std::size_t{ASCON_AEAD128_NONCEBYTES} : 0u) << want.name;
    EXPECT_EQ(ascon_batch_supported(got->name), want.batch ? 1 : 0) << want.name;
  }
  EXPECT_EQ(ascon_batch_supported(nullptr), 0);
  EXPECT_EQ(ascon_batch_supported("HASH256"), 1);  // aliases and case, as every lookup by name
}

#if defined(ASCON_ALGORITHMS_JSON)
// One line per row, in catalogue order, with every field (the generator's
// layout); a JSON parser in a binding reads the same text.
TEST(CCatalogue, AlgorithmsJsonListsEveryRow) {
  std::ifstream f(ASCON_ALGORITHMS_JSON);
  ASSERT_TRUE(f) << "cannot read " << ASCON_ALGORITHMS_JSON;
  std::stringstream all;
  all << f.rdbuf();
  const std::string text = all.str();
  EXPECT_NE(text.find(std::string("\"version\": \"") + ascon_version_string() + "\""), std::string::npos);
  std::size_t at = 0;
  for (const auto& a : algorithms) {
    std::ostringstream row;
    row << "{\"name\": \"" << a.name << "\", \"title\": \"" << a.title << "\", \"kind\": \""
        << ascon::catalogue::kind_name(a.kind) << "\", \"family\": \"" << ascon::catalogue::family_name(a.family)
        << "\", \"c_prefix\": \"" << a.c_prefix << "\", \"key_bytes\": " << a.key_size
        << ", \"nonce_bytes\": " << (a.kind == Kind::aead ? ASCON_AEAD128_NONCEBYTES : 0)
        << ", \"output_bytes\": " << a.output_size << ", \"batch\": " << (a.batch ? "true" : "false") << "}";
    const std::size_t found = text.find(row.str(), at);
    ASSERT_NE(found, std::string::npos) << "missing or out of order: " << row.str();
    at = found + row.str().size();
  }
}
#endif

}  // namespace
