// SPDX-License-Identifier: Apache-2.0 OR MIT
// The algorithms asconsum offers, one row each, generated from the library's
// catalogue (include/ascon/catalogue.hpp): every hash, XOF, CXOF, MAC and PRF
// row, under its catalogue name; and a common streaming interface over the
// header-only core (ascon::Hash256, ascon::v12::Xof, ...).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace asconsum {

// What the algorithm needs and how long its output is.
enum class Kind {
  fixed,      // fixed-size digest (Ascon-Hash256, v1.2 Ascon-Hash, -Hasha)
  xof,        // any output length (--length)
  cxof,       // any output length and a customization string
  keyed_mac,  // 16-byte key, 16-byte tag
  keyed_prf,  // 16-byte key, any output length
};

using Key = std::array<std::uint8_t, 16>;

struct Settings;

// Streaming digest of one input.
class Hasher {
 public:
  virtual ~Hasher() = default;
  virtual void update(std::span<const std::uint8_t> data) = 0;
  virtual void finalize(std::span<std::uint8_t> out) = 0;  // out.size() == Settings::output_size
};

struct Algorithm {
  std::string_view name;    // what --algorithm takes: the catalogue name, e.g. ascon-hash256
  std::string tag;          // BSD-style (--tag) label: the name upper-cased, ASCON-HASH256
  std::string description;  // for --help / --list-algorithms
  Kind kind;
  std::size_t default_size;  // output bytes (the only size for fixed and mac)
  std::unique_ptr<Hasher> (*make)(const Settings&);
};

// Everything that determines the digest of a file.
struct Settings {
  const Algorithm* algorithm = nullptr;
  std::size_t output_size = 32;
  std::string customization;  // cxof only
  Key key{};                  // keyed only; wiped by the owner
};

std::span<const Algorithm> algorithms();
// By catalogue name, tag or an older name (hash256, ascon-hash, ASCON-HASH,
// ascon-mac-v1.2: the catalogue's aliases), case-insensitively; nullptr if unknown.
const Algorithm* find_algorithm(std::string_view name);
const Algorithm& default_algorithm();

inline bool takes_length(Kind k) { return k == Kind::xof || k == Kind::cxof || k == Kind::keyed_prf; }
inline bool is_keyed(Kind k) { return k == Kind::keyed_mac || k == Kind::keyed_prf; }

}  // namespace asconsum
