// SPDX-License-Identifier: Apache-2.0 OR MIT
// The algorithm catalogue: every algorithm of the library, once.
//
// Each row of ASCON_CATALOGUE names an algorithm's C++ type, its kind and
// family, the one user-visible name that every layer uses (C, Python,
// asconsum, the OpenSSL provider: upper-cased there, "ASCON-HASH256"), a
// display title, the C prefix of its functions, and its Python class and
// function names. What repeats across layers is generated from it: the C
// adapters (src/capi/), the Python registrations (python/src/), asconsum's
// algorithm table (cli/asconsum/), the typed test lists; the hand-written
// C header and export list are checked against it (tests/test_catalogue.cpp,
// tests/c/). Each algorithm's known-answer files are listed, with record
// counts, in tests/vectors.manifest under the same name.
//
// Adding an algorithm: its parameter set and type (one line in its header),
// one row here, its C declarations in include/ascon.h and
// src/capi/exported_symbols.txt, and its vector file in tests/vectors.manifest.
#pragma once

#include <cstddef>
#include <string_view>
#include <type_traits>

#include "aead128.hpp"
#include "hash256.hpp"
#include "mac.hpp"
#include "v12/aead.hpp"
#include "v12/hash.hpp"
#include "v12/mac.hpp"
#include "xof128.hpp"

// clang-format off
//  X(C++ type,               kind,     family,    name,                 title,               C prefix,            Python class,  Python function)
#define ASCON_CATALOGUE(X) \
  X(::ascon::Aead128,         aead,     sp800_232, "ascon-aead128",      "Ascon-AEAD128",     ascon_aead128,       AsconAEAD128,  aead128)   \
  X(::ascon::Hash256,         hash,     sp800_232, "ascon-hash256",      "Ascon-Hash256",     ascon_hash256,       AsconHash256,  hash256)   \
  X(::ascon::Xof128,          xof,      sp800_232, "ascon-xof128",       "Ascon-XOF128",      ascon_xof128,        AsconXOF128,   xof128)    \
  X(::ascon::Cxof128,         cxof,     sp800_232, "ascon-cxof128",      "Ascon-CXOF128",     ascon_cxof128,       AsconCXOF128,  cxof128)   \
  X(::ascon::Mac,             mac,      mac_prf,   "ascon-mac",          "Ascon-Mac",         ascon_mac,           AsconMac,      mac)       \
  X(::ascon::Prf,             prf,      mac_prf,   "ascon-prf",          "Ascon-Prf",         ascon_prf,           AsconPrf,      prf)       \
  X(::ascon::PrfShort,        prfshort, mac_prf,   "ascon-prfshort",     "Ascon-PrfShort",    ascon_prfshort,      AsconPrfShort, prfshort)  \
  X(::ascon::v12::Ascon128,   aead,     v12,       "ascon-128-v12",      "Ascon-128",         ascon_v12_ascon128,  Ascon128,      ascon128)  \
  X(::ascon::v12::Ascon128a,  aead,     v12,       "ascon-128a-v12",     "Ascon-128a",        ascon_v12_ascon128a, Ascon128a,     ascon128a) \
  X(::ascon::v12::Ascon80pq,  aead,     v12,       "ascon-80pq-v12",     "Ascon-80pq",        ascon_v12_ascon80pq, Ascon80pq,     ascon80pq) \
  X(::ascon::v12::Hash,       hash,     v12,       "ascon-hash-v12",     "Ascon-Hash",        ascon_v12_hash,      Hash,          hash)      \
  X(::ascon::v12::Hasha,      hash,     v12,       "ascon-hasha-v12",    "Ascon-Hasha",       ascon_v12_hasha,     Hasha,         hasha)     \
  X(::ascon::v12::Xof,        xof,      v12,       "ascon-xof-v12",      "Ascon-Xof",         ascon_v12_xof,       Xof,           xof)       \
  X(::ascon::v12::Xofa,       xof,      v12,       "ascon-xofa-v12",     "Ascon-Xofa",        ascon_v12_xofa,      Xofa,          xofa)      \
  X(::ascon::v12::Mac,        mac,      v12,       "ascon-mac-v12",      "Ascon-Mac (v1.2)",  ascon_v12_mac,       Mac,           mac)       \
  X(::ascon::v12::Maca,       mac,      v12,       "ascon-maca-v12",     "Ascon-Maca (v1.2)", ascon_v12_maca,      Maca,          maca)      \
  X(::ascon::v12::Prf,        prf,      v12,       "ascon-prf-v12",      "Ascon-Prf (v1.2)",  ascon_v12_prf,       Prf,           prf)       \
  X(::ascon::v12::Prfa,       prf,      v12,       "ascon-prfa-v12",     "Ascon-Prfa (v1.2)", ascon_v12_prfa,      Prfa,          prfa)      \
  X(::ascon::v12::PrfShort,   prfshort, v12,       "ascon-prfshort-v12", "Ascon-PrfShort (v1.2)", ascon_v12_prfshort, PrfShort,  prfshort)

// The rows the batch engine runs many messages at a time (src/batch/; C
// ascon_batch_*_by_name, Python ascon_native.batch, asconsum), by C prefix:
// Info::batch. A row listed here needs its lanes in the engine
// (src/batch/sponge_many.cpp; a static_assert there says when they are missing).
#define ASCON_CATALOGUE_BATCH(X) \
  X(ascon_hash256)               \
  X(ascon_xof128)                \
  X(ascon_cxof128)               \
  X(ascon_mac)                   \
  X(ascon_prf)

// Names published before the catalogue (0.1), still accepted everywhere a
// name is looked up: X(old name, catalogue name).
#define ASCON_CATALOGUE_ALIASES(X)           \
  X("hash256", "ascon-hash256")              \
  X("xof128", "ascon-xof128")                \
  X("cxof128", "ascon-cxof128")              \
  X("mac", "ascon-mac")                      \
  X("prf", "ascon-prf")                      \
  X("prfshort", "ascon-prfshort")            \
  X("aead128", "ascon-aead128")              \
  X("ascon-128", "ascon-128-v12")            \
  X("ascon-128a", "ascon-128a-v12")          \
  X("ascon-80pq", "ascon-80pq-v12")          \
  X("ascon-hash", "ascon-hash-v12")          \
  X("ascon-hasha", "ascon-hasha-v12")        \
  X("ascon-xof", "ascon-xof-v12")            \
  X("ascon-xofa", "ascon-xofa-v12")          \
  X("ascon-mac-v1.2", "ascon-mac-v12")       \
  X("ascon-maca-v1.2", "ascon-maca-v12")     \
  X("ascon-prf-v1.2", "ascon-prf-v12")       \
  X("ascon-prfa-v1.2", "ascon-prfa-v12")     \
  X("ascon-prfshort-v1.2", "ascon-prfshort-v12")
// clang-format on

namespace ascon::catalogue {

enum class Kind {
  aead,      // authenticated encryption: key, nonce, associated data, tag
  hash,      // fixed-length digest
  xof,       // any output length
  cxof,      // any output length, customization string
  mac,       // keyed, fixed 16-byte tag
  prf,       // keyed, any output length
  prfshort,  // keyed, at most 16 bytes in and out, one permutation call
};
enum class Family {
  sp800_232,  // NIST SP 800-232
  mac_prf,    // Ascon-Mac/Prf/PrfShort, little-endian (goes with SP 800-232)
  v12,        // Ascon v1.2, the competition version (big-endian, legacy)
};

constexpr std::string_view kind_name(Kind k) noexcept {
  constexpr std::string_view names[] = {"aead", "hash", "xof", "cxof", "mac", "prf", "prfshort"};
  return names[static_cast<int>(k)];
}
constexpr std::string_view family_name(Family f) noexcept {
  constexpr std::string_view names[] = {"sp800-232", "mac-prf", "v1.2"};
  return names[static_cast<int>(f)];
}

// What a layer needs to know about an algorithm at run time.
struct Info {
  std::string_view name;   // "ascon-hash256": the one user-visible name
  std::string_view title;  // "Ascon-Hash256": for messages and docs
  Kind kind;
  Family family;
  std::string_view c_prefix;  // "ascon_hash256": C functions are <prefix>, <prefix>_init, ...
  std::string_view py_class;  // "AsconHash256" (in ascon_native, or ascon_native.v12 for v1.2)
  std::string_view py_func;   // "hash256": the one-shot Python function (none for aead)
  std::size_t key_size;       // 0 for unkeyed algorithms
  std::size_t output_size;    // digest or tag bytes; 0 for any length (xof, cxof, prf); 16 for prfshort (at most)
  bool batch = false;         // listed in ASCON_CATALOGUE_BATCH: the batch engine runs it
};

namespace detail {
template <class T, Kind K>
constexpr std::size_t key_size() noexcept {
  if constexpr (K == Kind::hash || K == Kind::xof || K == Kind::cxof)
    return 0;
  else
    return T::key_size;
}
constexpr bool in_batch_list(std::string_view c_prefix) noexcept {
#define ASCON_CATALOGUE_BATCH_IS_(cp) \
  if (c_prefix == #cp) return true;
  ASCON_CATALOGUE_BATCH(ASCON_CATALOGUE_BATCH_IS_)
#undef ASCON_CATALOGUE_BATCH_IS_
  return false;
}
template <class T, Kind K>
constexpr std::size_t output_size() noexcept {
  if constexpr (K == Kind::aead || K == Kind::mac)
    return T::tag_size;
  else if constexpr (K == Kind::hash)
    return T::digest_size;
  else if constexpr (K == Kind::prfshort)
    return T::max_output_size;
  else
    return 0;
}
}  // namespace detail

// One type per row, for compile-time dispatch: entries::ascon_hash256 has
// `type` (ascon::Hash256), `kind`, `family`, `batch` and `info`.
namespace entries {
#define ASCON_CATALOGUE_ENTRY_(T, k, fam, nm, ttl, cp, pc, pf)    \
  struct cp {                                                     \
    using type = T;                                               \
    static constexpr Kind kind = Kind::k;                         \
    static constexpr Family family = Family::fam;                 \
    static constexpr bool batch = detail::in_batch_list(#cp);     \
    static constexpr Info info{nm,                                \
                               ttl,                               \
                               Kind::k,                           \
                               Family::fam,                       \
                               #cp,                               \
                               #pc,                               \
                               #pf,                               \
                               detail::key_size<T, Kind::k>(),    \
                               detail::output_size<T, Kind::k>(), \
                               batch};                            \
  };
ASCON_CATALOGUE(ASCON_CATALOGUE_ENTRY_)
#undef ASCON_CATALOGUE_ENTRY_
}  // namespace entries

// The C++ types of one kind as a type list, e.g. for typed tests:
// types_of<Kind::aead, ::testing::Types>.
namespace detail {
template <class... T>
struct list {};
template <class L, class T>
struct append;
template <class... A, class T>
struct append<list<A...>, T> {
  using type = list<A..., T>;
};
template <Kind K, class Out, class E, class... Es>
struct filter {
  using next = std::conditional_t<E::kind == K, typename append<Out, typename E::type>::type, Out>;
  using type = typename filter<K, next, Es...>::type;
};
template <Kind K, class Out>
struct filter<K, Out, void> {  // the end of the row list
  using type = Out;
};
template <class L, template <class...> class To>
struct rebind;
template <class... T, template <class...> class To>
struct rebind<list<T...>, To> {
  using type = To<T...>;
};
}  // namespace detail
#define ASCON_CATALOGUE_ENTRY_TYPE_(T, k, fam, nm, ttl, cp, pc, pf) entries::cp,
template <Kind K, template <class...> class To>
using types_of = typename detail::rebind<
    typename detail::filter<K, detail::list<>, ASCON_CATALOGUE(ASCON_CATALOGUE_ENTRY_TYPE_) void>::type, To>::type;
#undef ASCON_CATALOGUE_ENTRY_TYPE_

// Every algorithm, in catalogue order.
inline constexpr Info algorithms[] = {
#define ASCON_CATALOGUE_INFO_(T, k, fam, nm, ttl, cp, pc, pf) entries::cp::info,
    ASCON_CATALOGUE(ASCON_CATALOGUE_INFO_)
#undef ASCON_CATALOGUE_INFO_
};

// Calls f(entry) for every row, entry being an object of the row's type in
// entries::, so f can use `typename decltype(entry)::type` and
// `if constexpr (entry.kind == Kind::xof)`.
template <class F>
constexpr void for_each(F&& f) {
#define ASCON_CATALOGUE_CALL_(T, k, fam, nm, ttl, cp, pc, pf) f(entries::cp{});
  ASCON_CATALOGUE(ASCON_CATALOGUE_CALL_)
#undef ASCON_CATALOGUE_CALL_
}

constexpr bool iequal(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

// The catalogue name for a name or an old alias, case-insensitively
// ("ASCON-HASH256", "hash256", "ascon-mac-v1.2"); empty if unknown.
constexpr std::string_view canonical_name(std::string_view name) noexcept {
  for (const Info& a : algorithms)
    if (iequal(name, a.name)) return a.name;
// The literals' lengths from sizeof: a string_view from a plain pointer is a
// strlen call at run time, which a firmware of the size configuration does
// not link (tests/embedded/libc_free.sh).
#define ASCON_CATALOGUE_ALIAS_(old, now) \
  if (iequal(name, std::string_view(old, sizeof(old) - 1))) return std::string_view(now, sizeof(now) - 1);
  ASCON_CATALOGUE_ALIASES(ASCON_CATALOGUE_ALIAS_)
#undef ASCON_CATALOGUE_ALIAS_
  return {};
}

// The algorithm of a name or alias, or nullptr.
constexpr const Info* find(std::string_view name) noexcept {
  const std::string_view canon = canonical_name(name);
  for (const Info& a : algorithms)
    if (a.name == canon) return &a;
  return nullptr;
}

// Calls f(entry) for the row of `name` (or alias); false if there is none.
template <class F>
constexpr bool visit(std::string_view name, F&& f) {
  const std::string_view canon = canonical_name(name);
  bool found = false;
  for_each([&](auto e) {
    if (!found && decltype(e)::info.name == canon) {
      found = true;
      f(e);
    }
  });
  return found;
}

}  // namespace ascon::catalogue
