// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "algorithms.hpp"

#include <ascon/catalogue.hpp>
#include <ascon/detail/dispatch.hpp>
#include <cctype>
#include <string>
#include <vector>

namespace asconsum {
namespace {

// The core's hashes, XOFs, MACs and PRFs behind one interface: H::update
// takes any span; Size is the fixed output (hash digest, MAC tag), 0 for an
// output of any length (XOF, CXOF, PRF).
// Both calls run the core the way libascon and the Python extension do
// (detail/dispatch.hpp): on an x86-64 CPU with AVX2/BMI2 the whole absorbing
// loop is compiled for x86-64-v3 (ANDN, RORX in every round), else for the
// baseline; ASCON_IMPLEMENTATION=baseline forces the baseline. A streamed
// file spends nearly all its time in update(), one call per 1 MiB read.
template <class H, std::size_t Size = 0>
class Adapter final : public Hasher {
 public:
  explicit Adapter(H h) : h_(std::move(h)) {}
  void update(std::span<const std::uint8_t> d) override {
    ascon::detail::run_dispatched([&] { h_.update(d); });
  }
  void finalize(std::span<std::uint8_t> out) override {
    ascon::detail::run_dispatched([&] {
      if constexpr (Size == 0)
        h_.finalize(out);
      else
        h_.finalize(std::span<std::uint8_t, Size>(out.data(), Size));
    });
  }

 private:
  H h_;
};

// The row for catalogue entry E, or nothing for kinds asconsum does not
// offer: AEAD (not a checksum) and PrfShort (inputs of at most 16 bytes).
template <class E>
void add_row(std::vector<Algorithm>& rows) {
  using T = typename E::type;
  using ascon::catalogue::Family;
  using CK = ascon::catalogue::Kind;
  constexpr auto& info = E::info;
  const std::string family = info.family == Family::sp800_232 ? "NIST SP 800-232"
                             : info.family == Family::mac_prf ? "little-endian, goes with SP 800-232"
                                                              : "legacy v1.2";
  Algorithm a{info.name, {}, {}, Kind::fixed, 32, nullptr};
  for (const char c : info.name) a.tag += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::string_view title = info.title;  // "Ascon-Mac (v1.2)": the family says v1.2 already
  if (title.ends_with(" (v1.2)")) title.remove_suffix(7);
  a.description = std::string(title) + " (" + family + "), ";
  if constexpr (E::kind == CK::hash) {
    a.kind = Kind::fixed, a.default_size = T::digest_size;
    a.description += std::to_string(T::digest_size) + "-byte digest";
    a.make = [](const Settings&) -> std::unique_ptr<Hasher> {
      return std::make_unique<Adapter<T, T::digest_size>>(T{});
    };
  } else if constexpr (E::kind == CK::xof) {
    a.kind = Kind::xof;
    a.description += "--length bytes (default 32)";
    a.make = [](const Settings&) -> std::unique_ptr<Hasher> { return std::make_unique<Adapter<T>>(T{}); };
  } else if constexpr (E::kind == CK::cxof) {
    a.kind = Kind::cxof;
    a.description += "with --customization, --length bytes (default 32)";
    a.make = [](const Settings& s) -> std::unique_ptr<Hasher> {
      const auto* z = reinterpret_cast<const std::uint8_t*>(s.customization.data());
      auto c = T::create(std::span(z, s.customization.size()));
      return c ? std::make_unique<Adapter<T>>(*c) : nullptr;  // length checked by the caller
    };
  } else if constexpr (E::kind == CK::mac) {
    a.kind = Kind::keyed_mac, a.default_size = T::tag_size;
    a.description += "--key-file, " + std::to_string(T::tag_size) + "-byte tag";
    a.make = [](const Settings& s) -> std::unique_ptr<Hasher> {
      return std::make_unique<Adapter<T, T::tag_size>>(T(std::span<const std::uint8_t, 16>(s.key)));
    };
  } else if constexpr (E::kind == CK::prf) {
    // The v1.2 PRFs default to their 16-byte tag length, as before.
    a.kind = Kind::keyed_prf, a.default_size = info.family == Family::v12 ? 16 : 32;
    a.description += "--key-file, --length bytes (default " + std::to_string(a.default_size) + ")";
    a.make = [](const Settings& s) -> std::unique_ptr<Hasher> {
      return std::make_unique<Adapter<T>>(T(std::span<const std::uint8_t, 16>(s.key)));
    };
  } else {
    return;  // aead, prfshort
  }
  rows.push_back(std::move(a));
}

const std::vector<Algorithm>& table() {
  static const std::vector<Algorithm> rows = [] {
    std::vector<Algorithm> r;
    ascon::catalogue::for_each([&](auto entry) { add_row<decltype(entry)>(r); });
    r.front().description += " [default]";  // the catalogue's first unkeyed row: Ascon-Hash256
    return r;
  }();
  return rows;
}

}  // namespace

std::span<const Algorithm> algorithms() { return table(); }
const Algorithm& default_algorithm() { return table().front(); }

const Algorithm* find_algorithm(std::string_view name) {
  const auto* info = ascon::catalogue::find(name);
  if (!info) return nullptr;
  for (const auto& a : table())
    if (a.name == info->name) return &a;
  return nullptr;  // a catalogue algorithm asconsum does not offer (an AEAD, PrfShort)
}

}  // namespace asconsum
