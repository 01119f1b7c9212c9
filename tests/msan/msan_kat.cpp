// SPDX-License-Identifier: Apache-2.0 OR MIT
// Known-answer driver for MemorySanitizer builds. MSan needs every linked
// library instrumented; GoogleTest and the vector reader (tests/vectors.hpp)
// lean on std::string and iostreams from the uninstrumented libstdc++.so and
// draw false reports, so this driver reads the vector files with C stdio and
// keeps data in std::vector<uint8_t> (header-only, hence instrumented).
// Covers every LWC-format file: all algorithms of both families, one-shot and
// incremental (split in the middle), AEAD encryption and decryption.
#include <ascon/catalogue.hpp>
#include <string>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

using Bytes = std::vector<std::uint8_t>;
int failures = 0;

struct Record {
  struct Field {
    char name[16];
    Bytes value;
  };
  std::vector<Field> fields;
  const Bytes& operator[](const char* name) const {
    for (const auto& f : fields)
      if (std::strcmp(f.name, name) == 0) return f.value;
    std::fprintf(stderr, "msan_kat: record lacks %s\n", name);
    std::exit(2);
  }
};

int nibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::vector<Record> load(const char* rel) {
  const char* dir = std::getenv("ASCON_VECTORS_DIR");
  std::vector<char> path(std::strlen(dir ? dir : ASCON_VECTORS_DIR_DEFAULT) + std::strlen(rel) + 2);
  std::snprintf(path.data(), path.size(), "%s/%s", dir ? dir : ASCON_VECTORS_DIR_DEFAULT, rel);
  FILE* f = std::fopen(path.data(), "r");
  if (!f) {
    std::fprintf(stderr, "msan_kat: cannot open %s (set ASCON_VECTORS_DIR)\n", path.data());
    std::exit(2);
  }
  std::vector<Record> out(1);
  static char line[1 << 16];
  while (std::fgets(line, sizeof line, f)) {
    char* eq = std::strchr(line, '=');
    if (!eq) {  // blank line: end of record
      if (!out.back().fields.empty()) out.emplace_back();
      continue;
    }
    Record::Field fld{};
    std::size_t n = 0;
    for (const char* p = line; p < eq && n + 1 < sizeof fld.name; ++p)
      if (*p != ' ') fld.name[n++] = *p;
    for (const char* p = eq + 1; *p; ++p) {
      if (nibble(*p) < 0) continue;
      if (nibble(p[1]) < 0) break;
      fld.value.push_back(static_cast<std::uint8_t>(nibble(p[0]) << 4 | nibble(p[1])));
      ++p;
    }
    out.back().fields.push_back(fld);
  }
  std::fclose(f);
  if (out.back().fields.empty()) out.pop_back();
  return out;
}

void expect(bool ok, const char* file, std::size_t rec) {
  if (!ok && failures++ < 20) std::fprintf(stderr, "msan_kat: %s record %zu: mismatch\n", file, rec);
}

template <class F>
void each(const char* file, std::size_t expected, F&& f) {
  const auto recs = load(file);
  if (recs.size() != expected) {
    std::fprintf(stderr, "msan_kat: %s has %zu records, expected %zu\n", file, recs.size(), expected);
    ++failures;
  }
  for (std::size_t i = 0; i < recs.size(); ++i) expect(f(recs[i]), file, i);
  std::printf("msan_kat: %-34s %zu records\n", file, recs.size());
}

template <std::size_t N>
std::span<const std::uint8_t, N> fixed(const Bytes& b) {
  return std::span<const std::uint8_t, N>(b.data(), N);
}

template <class A>
bool aead(const Record& r) {
  const Bytes &key = r["Key"], &pt = r["PT"], &ad = r["AD"], &ct = r["CT"];
  const A a(fixed<A::key_size>(key));
  const auto n = fixed<16>(r["Nonce"]);
  Bytes out(pt.size() + 16), back(pt.size());
  bool ok = a.encrypt(n, pt, ad, out).ok() && out == ct;
  ok = ok && a.decrypt(n, ct, ad, back).ok() && back == pt;
  auto e = a.encryptor(n);
  const std::size_t h = pt.size() / 2;
  Bytes ict(pt.size());
  std::array<std::uint8_t, 16> tag{};
  ok = ok && e.update_ad(ad).ok() && e.update(std::span(pt).first(h), std::span(ict).first(h)).ok() &&
       e.update(std::span(pt).subspan(h), std::span(ict).subspan(h)).ok() && e.finish(tag).ok();
  ok = ok && std::equal(ict.begin(), ict.end(), ct.begin()) && std::equal(tag.begin(), tag.end(), ct.end() - 16);
  Bytes bad = ct;
  bad.back() ^= 1;
  ok = ok && a.decrypt(n, bad, ad, back).code == ascon::Error::authentication_failed && back == Bytes(pt.size(), 0);
  return ok;
}

template <class H>
bool fixed_hash(const Record& r) {
  const Bytes &m = r["Msg"], &md = r["MD"];
  H h;
  h.update(std::span(m).first(m.size() / 2)).update(std::span(m).subspan(m.size() / 2));
  const auto d = H::hash(m);
  return Bytes(d.begin(), d.end()) == md && h.digest() == d;
}

template <class X>
bool xof(const Record& r) {
  const Bytes &m = r["Msg"], &md = r["MD"];
  Bytes out(md.size()), out2(md.size());
  X::xof(m, out);
  X x;
  x.update(std::span(m).first(m.size() / 2)).update(std::span(m).subspan(m.size() / 2));
  auto rd = x.reader();
  rd.squeeze(std::span(out2).first(7));
  rd.squeeze(std::span(out2).subspan(7));
  return out == md && out2 == md;
}

template <class M>
bool mac(const Record& r) {
  const Bytes &k = r["Key"], &m = r["Msg"], &t = r["Tag"];
  std::array<std::uint8_t, 16> tag{};
  M::mac(fixed<16>(k), m, tag);
  return Bytes(tag.begin(), tag.end()) == t && M::verify(fixed<16>(k), m, fixed<16>(t));
}

template <class P>
bool prf(const Record& r) {
  const Bytes &k = r["Key"], &m = r["Msg"], &t = r["Tag"];
  Bytes out(t.size());
  P::prf(fixed<16>(k), m, out);
  P p(fixed<16>(k));
  p.update(m);
  return out == t && p.verify(t);
}

template <class S>
bool prf_short(const Record& r) {
  const Bytes &k = r["Key"], &m = r["Msg"], &t = r["Tag"];
  Bytes out(t.size());
  return S::prf(fixed<16>(k), m, out).ok() && out == t;
}

// The manifest's lwc-format lines (tests/vectors.manifest), each through the
// checker of its catalogue kind; the acvp formats are the gtest suite's.
std::string manifest_path() {
  if (const char* env = std::getenv("ASCON_VECTOR_MANIFEST"); env && *env) return env;
  return ASCON_VECTOR_MANIFEST_DEFAULT;
}

}  // namespace

int main() {
  std::FILE* mf = std::fopen(manifest_path().c_str(), "r");
  if (!mf) {
    std::fprintf(stderr, "msan_kat: cannot open the vector manifest %s\n", manifest_path().c_str());
    return 2;
  }
  char line[512], path[256], algorithm[64], format[32];
  std::size_t records = 0, must_fail = 0, files = 0;
  while (std::fgets(line, sizeof line, mf)) {
    if (line[0] == '#' ||
        std::sscanf(line, "%255s %63s %31s %zu %zu", path, algorithm, format, &records, &must_fail) != 5)
      continue;
    if (std::strcmp(format, "lwc") != 0) continue;
    ++files;
    const bool known = ascon::catalogue::visit(algorithm, [&](auto entry) {
      using T = typename decltype(entry)::type;
      using K = ascon::catalogue::Kind;
      constexpr K kind = decltype(entry)::kind;
      if constexpr (kind == K::aead)
        each(path, records, aead<T>);
      else if constexpr (kind == K::hash)
        each(path, records, fixed_hash<T>);
      else if constexpr (kind == K::xof)
        each(path, records, xof<T>);
      else if constexpr (kind == K::cxof)
        each(path, records, [](const Record& r) {
          Bytes out(r["MD"].size());
          return T::cxof(r["Msg"], r["Z"], out).ok() && out == r["MD"];
        });
      else if constexpr (kind == K::mac)
        each(path, records, mac<T>);
      else if constexpr (kind == K::prf)
        each(path, records, prf<T>);
      else if constexpr (kind == K::prfshort)
        each(path, records, prf_short<T>);
    });
    if (!known) {
      std::fprintf(stderr, "msan_kat: %s: algorithm %s is not in the catalogue\n", path, algorithm);
      ++failures;
    }
  }
  std::fclose(mf);
  if (files < 19) {
    std::fprintf(stderr, "msan_kat: only %zu lwc files in the manifest\n", files);
    ++failures;
  }
  if (failures) {
    std::fprintf(stderr, "msan_kat: %d record(s) failed\n", failures);
    return 1;
  }
  std::printf("msan_kat: all records passed\n");
  return 0;
}
