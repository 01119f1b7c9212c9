// SPDX-License-Identifier: Apache-2.0 OR MIT
// The catalogue across the C ABI: ascon_algorithm_count/info/find and the
// name-keyed one-shots, every table here generated from ASCON_CATALOGUE
// (include/ascon/catalogue.hpp), so a row added there is listed and callable
// by name with no edit here. The one-shots forward to the row's own C
// function, which does every check.
#include <ascon/catalogue.hpp>

#include "capi.hpp"

namespace {

using ascon::catalogue::Family;
using ascon::catalogue::Info;
using ascon::catalogue::Kind;
using u8 = std::uint8_t;

template <class T, Kind K>
constexpr std::size_t nonce_bytes() noexcept {
  if constexpr (K == Kind::aead)
    return T::nonce_size;
  else
    return 0;
}

// Every string of Info is a literal's view, so .data() ends with a NUL; the
// static_assert below checks it rather than trusting it.
constexpr ascon_algorithm row(const Info& a, std::size_t nonce) noexcept {
  return {a.name.data(),
          a.title.data(),
          ascon::catalogue::kind_name(a.kind).data(),
          ascon::catalogue::family_name(a.family).data(),
          a.c_prefix.data(),
          a.key_size,
          nonce,
          a.output_size};
}

constexpr ascon_algorithm rows[] = {
#define ASCON_C_CATALOGUE_ROW(T, k, fam, nm, ttl, cp, pc, pf) \
  row(ascon::catalogue::entries::cp::info, nonce_bytes<T, Kind::k>()),
    ASCON_CATALOGUE(ASCON_C_CATALOGUE_ROW)
#undef ASCON_C_CATALOGUE_ROW
};
constexpr std::size_t row_count = sizeof rows / sizeof rows[0];

constexpr bool c_string(std::string_view s) noexcept { return s.data()[s.size()] == '\0'; }
constexpr bool all_c_strings() noexcept {
  for (const Info& a : ascon::catalogue::algorithms)
    if (!c_string(a.name) || !c_string(a.title) || !c_string(a.c_prefix) ||
        !c_string(ascon::catalogue::kind_name(a.kind)) || !c_string(ascon::catalogue::family_name(a.family)))
      return false;
  return true;
}
static_assert(all_c_strings(), "a catalogue string is not NUL-terminated");
static_assert(row_count == sizeof ascon::catalogue::algorithms / sizeof(Info));

// Per row, the function a *_by_name call forwards to (null: not that kind).
using HashFn = int (*)(u8*, std::size_t, const u8*, std::size_t);
#define ASCON_C_BY_NAME_HASH_hash(cp) [](u8* o, std::size_t, const u8* i, std::size_t n) { return cp(o, i, n); }
#define ASCON_C_BY_NAME_HASH_xof(cp) [](u8* o, std::size_t on, const u8* i, std::size_t n) { return cp(o, on, i, n); }
#define ASCON_C_BY_NAME_HASH_cxof(cp) \
  [](u8* o, std::size_t on, const u8* i, std::size_t n) { return cp(o, on, i, n, nullptr, 0); }
#define ASCON_C_BY_NAME_HASH_aead(cp) nullptr
#define ASCON_C_BY_NAME_HASH_mac(cp) nullptr
#define ASCON_C_BY_NAME_HASH_prf(cp) nullptr
#define ASCON_C_BY_NAME_HASH_prfshort(cp) nullptr
constexpr HashFn hash_fns[] = {
#define ASCON_C_BY_NAME_HASH(T, k, fam, nm, ttl, cp, pc, pf) HashFn{ASCON_C_BY_NAME_HASH_##k(cp)},
    ASCON_CATALOGUE(ASCON_C_BY_NAME_HASH)
#undef ASCON_C_BY_NAME_HASH
};

using EncryptFn = int (*)(u8*, std::size_t, std::size_t*, const u8*, std::size_t, const u8*, std::size_t, const u8*,
                          const u8*);
using DecryptFn = EncryptFn;
#define ASCON_C_BY_NAME_AEAD_aead(cp, op) &cp##_##op
#define ASCON_C_BY_NAME_AEAD_hash(cp, op) nullptr
#define ASCON_C_BY_NAME_AEAD_xof(cp, op) nullptr
#define ASCON_C_BY_NAME_AEAD_cxof(cp, op) nullptr
#define ASCON_C_BY_NAME_AEAD_mac(cp, op) nullptr
#define ASCON_C_BY_NAME_AEAD_prf(cp, op) nullptr
#define ASCON_C_BY_NAME_AEAD_prfshort(cp, op) nullptr
constexpr EncryptFn encrypt_fns[] = {
#define ASCON_C_BY_NAME_ENC(T, k, fam, nm, ttl, cp, pc, pf) EncryptFn{ASCON_C_BY_NAME_AEAD_##k(cp, encrypt)},
    ASCON_CATALOGUE(ASCON_C_BY_NAME_ENC)
#undef ASCON_C_BY_NAME_ENC
};
constexpr DecryptFn decrypt_fns[] = {
#define ASCON_C_BY_NAME_DEC(T, k, fam, nm, ttl, cp, pc, pf) DecryptFn{ASCON_C_BY_NAME_AEAD_##k(cp, decrypt)},
    ASCON_CATALOGUE(ASCON_C_BY_NAME_DEC)
#undef ASCON_C_BY_NAME_DEC
};

// Equal strings, by its own loop: std::string_view's == is a memcmp call.
bool same(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

// The row index of a name or alias; row_count if none (or name is NULL).
// Its own length and comparison loops, not strlen/memcmp: a firmware of the
// size configuration links no C library (tests/embedded/libc_free.sh).
std::size_t index_of(const char* name) noexcept {
  if (name == nullptr) return row_count;
  std::size_t n = 0;
  while (name[n] != '\0') {
    ++n;
#if defined(__GNUC__)
    __asm__("" : "+r"(n));  // keeps GCC from turning the loop back into strlen
#endif
  }
  const std::string_view canon = ascon::catalogue::canonical_name(std::string_view(name, n));
  for (std::size_t i = 0; i < row_count; ++i)
    if (same(ascon::catalogue::algorithms[i].name, canon)) return i;
  return row_count;
}

// An AEAD call by name: the row's function from fns, or UNAVAILABLE (nothing
// written) for a name that is unknown or not an AEAD. The row's function reads
// key_bytes of key and nonce_bytes of nonce, so lengths that are not the row's
// are refused first: nothing read, nothing written.
int aead_by_name(const EncryptFn (&fns)[row_count], const char* name, u8* out, std::size_t out_cap,
                 std::size_t* out_len, const u8* in, std::size_t in_len, const u8* ad, std::size_t ad_len,
                 const u8* nonce, std::size_t nonce_len, const u8* key, std::size_t key_len) noexcept {
  if (name == nullptr) return ASCON_ERR_NULL_POINTER;
  const std::size_t i = index_of(name);
  if (i == row_count || fns[i] == nullptr) return ASCON_ERR_UNAVAILABLE;
  if (key_len != rows[i].key_bytes || nonce_len != rows[i].nonce_bytes) return ASCON_ERR_BAD_LENGTH;
  return fns[i](out, out_cap, out_len, in, in_len, ad, ad_len, nonce, key);
}

}  // namespace

size_t ascon_algorithm_count(void) { return row_count; }

const ascon_algorithm* ascon_algorithm_info(size_t i) { return i < row_count ? &rows[i] : nullptr; }

const ascon_algorithm* ascon_algorithm_find(const char* name) { return ascon_algorithm_info(index_of(name)); }

int ascon_hash_by_name(const char* name, u8* out, size_t out_len, const u8* in, size_t in_len) {
  if (name == nullptr) return ASCON_ERR_NULL_POINTER;
  const std::size_t i = index_of(name);
  if (i == row_count || hash_fns[i] == nullptr) return ASCON_ERR_UNAVAILABLE;
  // A fixed-length hash writes exactly its digest: a shorter buffer would overflow.
  if (rows[i].output_bytes != 0 && out_len != rows[i].output_bytes) return ASCON_ERR_BAD_LENGTH;
  return hash_fns[i](out, out_len, in, in_len);
}

int ascon_aead_encrypt_by_name(const char* name, u8* c, size_t c_cap, size_t* c_len, const u8* m, size_t m_len,
                               const u8* ad, size_t ad_len, const u8* nonce, size_t nonce_len, const u8* key,
                               size_t key_len) {
  return aead_by_name(encrypt_fns, name, c, c_cap, c_len, m, m_len, ad, ad_len, nonce, nonce_len, key, key_len);
}

int ascon_aead_decrypt_by_name(const char* name, u8* m, size_t m_cap, size_t* m_len, const u8* c, size_t c_len,
                               const u8* ad, size_t ad_len, const u8* nonce, size_t nonce_len, const u8* key,
                               size_t key_len) {
  return aead_by_name(decrypt_fns, name, m, m_cap, m_len, c, c_len, ad, ad_len, nonce, nonce_len, key, key_len);
}
