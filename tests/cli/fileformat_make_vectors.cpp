// SPDX-License-Identifier: Apache-2.0 OR MIT
// Prints the test vectors of docs/file-format.md: fixed key and salt (the CLI
// never takes a salt from the user; only this helper and the tests fix one).
//   build/release/tests/cli/fileformat_make_vectors > vectors.txt
#include <cstdio>
#include <string>

#include "file_format.hpp"
#include "fileformat_vectors.hpp"

using namespace ascon::fileformat;

namespace {

void field(const char* name, const std::string& hex) {
  std::printf("%-13s", (std::string(name) + ":").c_str());
  if (hex.empty()) std::printf("(empty)\n");
  for (std::size_t i = 0; i < hex.size(); i += 64)
    std::printf("%s%s\n", i == 0 ? "" : "             ", hex.substr(i, 64).c_str());
}

void vector(const char* name, std::uint32_t chunk_size, const std::vector<std::uint8_t>& pt) {
  FileKey key{};
  Salt salt{};
  for (std::size_t i = 0; i < key.size(); ++i) key[i] = static_cast<std::uint8_t>(i);
  for (std::size_t i = 0; i < salt.size(); ++i) salt[i] = static_cast<std::uint8_t>(0x80 + i);
  FileKeys keys;
  derive_keys(key, salt, keys);
  MemorySource src(pt);
  MemorySink file;
  encrypt_stream(key, salt, chunk_size, src, file);
  std::printf("```\nvector:      %s\n", name);
  field("key", fileformat_vectors::hex(key));
  field("salt", fileformat_vectors::hex(salt));
  std::printf("chunk size:  %u\n", chunk_size);
  field("plaintext", fileformat_vectors::hex(pt));
  field("header key", fileformat_vectors::hex(keys.header_key));
  field("payload key", fileformat_vectors::hex(keys.payload_key));
  field("file", fileformat_vectors::hex(file.bytes));
  std::printf("```\n\n");
}

std::vector<std::uint8_t> counting(std::size_t n) {
  std::vector<std::uint8_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<std::uint8_t>(i);
  return v;
}

}  // namespace

int main() {
  const std::string text = "Ascon file encryption\n";
  vector("empty plaintext, default chunk size", default_chunk_size, {});
  vector("22-byte text, one chunk", default_chunk_size, std::vector<std::uint8_t>(text.begin(), text.end()));
  vector("40 bytes in 16-byte chunks: 16 + 16 + 8", 16, counting(40));
  vector("32 bytes in 16-byte chunks: the last chunk is full", 16, counting(32));
}
