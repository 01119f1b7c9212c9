#include "algorithms.hpp"

#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>
#include <cctype>

namespace asconsum {
namespace {

// One adapter per public shape of the core. H::update takes any span; the
// shapes differ in construction and in how output is produced.
template <class H>
class FixedAdapter final : public Hasher {
 public:
  void update(std::span<const std::uint8_t> d) override { h_.update(d); }
  void finalize(std::span<std::uint8_t> out) override {
    h_.finalize(std::span<std::uint8_t, H::digest_size>(out.data(), H::digest_size));
  }

 private:
  H h_;
};

template <class H>
class XofAdapter final : public Hasher {
 public:
  explicit XofAdapter(H h) : h_(std::move(h)) {}
  void update(std::span<const std::uint8_t> d) override { h_.update(d); }
  void finalize(std::span<std::uint8_t> out) override { h_.finalize(out); }

 private:
  H h_;
};

template <class H>
class MacAdapter final : public Hasher {
 public:
  explicit MacAdapter(const Key& key) : h_(std::span<const std::uint8_t, 16>(key)) {}
  void update(std::span<const std::uint8_t> d) override { h_.update(d); }
  void finalize(std::span<std::uint8_t> out) override {
    h_.finalize(std::span<std::uint8_t, H::tag_size>(out.data(), H::tag_size));
  }

 private:
  H h_;
};

template <class H>
std::unique_ptr<Hasher> make_fixed(const Settings&) {
  return std::make_unique<FixedAdapter<H>>();
}
template <class H>
std::unique_ptr<Hasher> make_xof(const Settings&) {
  return std::make_unique<XofAdapter<H>>(H{});
}
std::unique_ptr<Hasher> make_cxof(const Settings& s) {
  const auto* z = reinterpret_cast<const std::uint8_t*>(s.customization.data());
  auto c = ascon::Cxof128::create(std::span(z, s.customization.size()));
  return c ? std::make_unique<XofAdapter<ascon::Cxof128>>(*c) : nullptr;  // length checked by the caller
}
template <class H>
std::unique_ptr<Hasher> make_mac(const Settings& s) {
  return std::make_unique<MacAdapter<H>>(s.key);
}
template <class H>
std::unique_ptr<Hasher> make_prf(const Settings& s) {
  return std::make_unique<XofAdapter<H>>(H(std::span<const std::uint8_t, 16>(s.key)));
}

const Algorithm table[] = {
    {"hash256", "ASCON-HASH256", "Ascon-Hash256 (NIST SP 800-232), 32-byte digest [default]", Kind::fixed, 32,
     make_fixed<ascon::Hash256>},
    {"xof128", "ASCON-XOF128", "Ascon-XOF128 (SP 800-232), --length bytes (default 32)", Kind::xof, 32,
     make_xof<ascon::Xof128>},
    {"cxof128", "ASCON-CXOF128", "Ascon-CXOF128 (SP 800-232) with --customization, --length bytes", Kind::cxof, 32,
     make_cxof},
    {"mac", "ASCON-MAC", "Ascon-Mac (little-endian, goes with SP 800-232), --key-file, 16-byte tag",
     Kind::keyed_mac, 16, make_mac<ascon::Mac>},
    {"prf", "ASCON-PRF", "Ascon-Prf (little-endian), --key-file, --length bytes (default 32)", Kind::keyed_prf, 32,
     make_prf<ascon::Prf>},
    {"ascon-hash", "ASCON-HASH", "Ascon-Hash (legacy v1.2), 32-byte digest", Kind::fixed, 32,
     make_fixed<ascon::v12::Hash>},
    {"ascon-hasha", "ASCON-HASHA", "Ascon-Hasha (legacy v1.2), 32-byte digest", Kind::fixed, 32,
     make_fixed<ascon::v12::Hasha>},
    {"ascon-xof", "ASCON-XOF", "Ascon-Xof (legacy v1.2), --length bytes (default 32)", Kind::xof, 32,
     make_xof<ascon::v12::Xof>},
    {"ascon-xofa", "ASCON-XOFA", "Ascon-Xofa (legacy v1.2), --length bytes (default 32)", Kind::xof, 32,
     make_xof<ascon::v12::Xofa>},
    {"ascon-mac-v12", "ASCON-MAC-V12", "Ascon-Mac (legacy v1.2, big-endian), --key-file, 16-byte tag",
     Kind::keyed_mac, 16, make_mac<ascon::v12::Mac>},
    {"ascon-maca-v12", "ASCON-MACA-V12", "Ascon-Maca (legacy v1.2), --key-file, 16-byte tag", Kind::keyed_mac, 16,
     make_mac<ascon::v12::Maca>},
    {"ascon-prf-v12", "ASCON-PRF-V12", "Ascon-Prf (legacy v1.2), --key-file, --length bytes (default 16)",
     Kind::keyed_prf, 16, make_prf<ascon::v12::Prf>},
    {"ascon-prfa-v12", "ASCON-PRFA-V12", "Ascon-Prfa (legacy v1.2), --key-file, --length bytes (default 16)",
     Kind::keyed_prf, 16, make_prf<ascon::v12::Prfa>},
};

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

}  // namespace

std::span<const Algorithm> algorithms() { return table; }
const Algorithm& default_algorithm() { return table[0]; }

const Algorithm* find_algorithm(std::string_view name) {
  for (const auto& a : table)
    if (iequals(name, a.name) || iequals(name, a.tag)) return &a;
  return nullptr;
}

}  // namespace asconsum
