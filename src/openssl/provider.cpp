// SPDX-License-Identifier: Apache-2.0 OR MIT
// The "ascon" OpenSSL 3 provider (module ascon.so): Ascon digests and AEAD
// ciphers for every OpenSSL 3.0+ application, from the same header-only core
// as the rest of the project. See docs/openssl.md for the user's view.
//
// Digests: one template (Digest<H, Kind>) over the core's hash, XOF and CXOF
// classes. Ciphers: one template (Cipher<P>) over the core's AEAD duplex.
// The algorithm tables at the bottom come from the algorithm catalogue.
//
// The pieces: common.hpp (errors, helpers), digest.hpp, cipher.hpp; the
// tables and the provider's own functions are here.
#include <openssl/core.h>
#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/opensslv.h>
#include <openssl/params.h>

#include <ascon/ascon.hpp>
#include <ascon/catalogue.hpp>
#include <ascon/v12.hpp>
#include <ascon/version.hpp>

#include <array>
#include <iterator>
#include <new>

#include "ascon_provider.h"
#include "cipher.hpp"
#include "common.hpp"
#include "digest.hpp"

namespace {

// =======================================================================================
// The algorithm tables, from the catalogue (include/ascon/catalogue.hpp): one
// entry per digest and AEAD row, named by the row's name in upper case
// ("ascon-hash256" -> "ASCON-HASH256"). The keyed Mac/Prf rows are not
// offered: in OpenSSL they would be EVP_MAC algorithms, another operation.
// =======================================================================================
namespace cat = ascon::catalogue;
constexpr const char* props = "provider=" ASCON_PROVIDER_NAME;

template <class E>
constexpr auto upper_name = [] {
  std::array<char, E::info.name.size() + 1> s{};
  for (std::size_t i = 0; i < E::info.name.size(); ++i) {
    const char c = E::info.name[i];
    s[i] = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
  }
  return s;
}();

template <class A>
struct AeadParamsOf;
template <class P>
struct AeadParamsOf<ascon::detail::Aead<P>> {
  using type = P;
};

struct Tables {
  static constexpr std::size_t size = std::size(cat::algorithms) + 1;  // + the terminating entry
  OSSL_ALGORITHM digests[size]{};
  OSSL_ALGORITHM ciphers[size]{};
};

const Tables& tables() {
  static const Tables built = [] {
    Tables t{};
    std::size_t nd = 0, nc = 0;
    cat::for_each([&](auto e) {
      using E = decltype(e);
      using T = typename E::type;
      OSSL_ALGORITHM a{upper_name<E>.data(), props, nullptr, E::info.title.data()};
      if constexpr (E::kind == Kind::hash) {
        a.implementation = Digest<T, Kind::hash, T::digest_size>::dispatch();
        t.digests[nd++] = a;
      } else if constexpr (E::kind == Kind::xof || E::kind == Kind::cxof) {
        a.implementation = Digest<T, E::kind, 32>::dispatch();  // 32 bytes unless xoflen says otherwise
        t.digests[nd++] = a;
      } else if constexpr (E::kind == Kind::aead) {
        a.implementation = Cipher<typename AeadParamsOf<T>::type>::dispatch();
        t.ciphers[nc++] = a;
      }
    });
    return t;
  }();
  return built;
}

// ---- the provider itself ----------------------------------------------------------------
const OSSL_ALGORITHM* query_operation(void*, int operation_id, int* no_cache) {
  *no_cache = 0;
  switch (operation_id) {
    case OSSL_OP_DIGEST:
      return tables().digests;
    case OSSL_OP_CIPHER:
      return tables().ciphers;
    default:
      return nullptr;
  }
}

const OSSL_PARAM* provider_gettable_params(void*) {
  static const OSSL_PARAM t[] = {OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_NAME, nullptr, 0),
                                 OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_VERSION, nullptr, 0),
                                 OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_BUILDINFO, nullptr, 0),
                                 OSSL_PARAM_int(OSSL_PROV_PARAM_STATUS, nullptr), OSSL_PARAM_END};
  return t;
}

int provider_get_params(void*, OSSL_PARAM params[]) {
  OSSL_PARAM* p;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_NAME)) && !OSSL_PARAM_set_utf8_ptr(p, "Ascon provider (ascon.so)"))
    return 0;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_VERSION)) && !OSSL_PARAM_set_utf8_ptr(p, ASCON_VERSION_STRING))
    return 0;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_BUILDINFO)) &&
      !OSSL_PARAM_set_utf8_ptr(p, "built with OpenSSL headers " OPENSSL_VERSION_STR))
    return 0;
  if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_STATUS)) && !OSSL_PARAM_set_int(p, 1)) return 0;
  return 1;
}

const OSSL_ITEM* get_reason_strings(void*) { return reason_strings; }

void teardown(void* provctx) { delete static_cast<ProvCtx*>(provctx); }

const OSSL_DISPATCH provider_functions[] = {{OSSL_FUNC_PROVIDER_TEARDOWN, fn(&teardown)},
                                            {OSSL_FUNC_PROVIDER_GETTABLE_PARAMS, fn(&provider_gettable_params)},
                                            {OSSL_FUNC_PROVIDER_GET_PARAMS, fn(&provider_get_params)},
                                            {OSSL_FUNC_PROVIDER_QUERY_OPERATION, fn(&query_operation)},
                                            {OSSL_FUNC_PROVIDER_GET_REASON_STRINGS, fn(&get_reason_strings)},
                                            {0, nullptr}};

}  // namespace

// The module's one exported symbol.
extern "C" __attribute__((visibility("default"))) int OSSL_provider_init(const OSSL_CORE_HANDLE* handle,
                                                                         const OSSL_DISPATCH* in,
                                                                         const OSSL_DISPATCH** out, void** provctx) {
  for (; in->function_id != 0; ++in) {
    switch (in->function_id) {
      case OSSL_FUNC_CORE_NEW_ERROR:
        core_new_error = OSSL_FUNC_core_new_error(in);
        break;
      case OSSL_FUNC_CORE_SET_ERROR_DEBUG:
        core_set_error_debug = OSSL_FUNC_core_set_error_debug(in);
        break;
      case OSSL_FUNC_CORE_VSET_ERROR:
        core_vset_error = OSSL_FUNC_core_vset_error(in);
        break;
      default:
        break;
    }
  }
  auto* ctx = new (std::nothrow) ProvCtx{handle};
  if (ctx == nullptr) return 0;
  *provctx = ctx;
  *out = provider_functions;
  return 1;
}
