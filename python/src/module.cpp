// SPDX-License-Identifier: Apache-2.0 OR MIT
// The extension module ascon_native._ascon: every algorithm of the C++ core
// bound through the generic templates of bind_sponge.hpp and bind_aead.hpp.
// The SP 800-232 family sits at the top level, the legacy v1.2 family in the
// submodule `v12` so no one picks it by accident.
#include <ascon/catalogue.hpp>
#include <ascon/detail/checked.hpp>
#include <ascon/version.hpp>
#include <deque>
#include <string>

#include "bind_aead.hpp"
#include "bind_batch.hpp"
#include "bind_protected.hpp"
#include "bind_sponge.hpp"
#include "native_function.hpp"

namespace ascon_py {
namespace {

// ---- one-shot helpers ---------------------------------------------------------------

template <class H>
nb::bytes oneshot_hash(nb::handle data) {
  InBuf in(data, "data");
  nb::bytes out = new_bytes(H::digest_size);
  std::span<u8, H::digest_size> o(bytes_data(out), H::digest_size);
  maybe_without_gil(in.size() > release_gil_above, [&] { H::hash(in.span(), o); });
  return out;
}

// The output of any length the caller asks for, written by f(span) without
// the GIL when input and output together are large.
template <class F>
nb::bytes variable_output(const InBuf& in, nb::handle length, F&& f) {
  const std::size_t n = checked_length(length);
  nb::bytes out = new_bytes(n);
  const std::span<u8> o(bytes_data(out), n);
  maybe_without_gil(ascon::detail::saturating_add(in.size(), n) > release_gil_above, [&] { f(o); });
  return out;
}

template <class X>
nb::bytes oneshot_xof(nb::handle data, nb::handle length) {
  InBuf in(data, "data");
  return variable_output(in, length, [&](std::span<u8> o) { X::xof(in.span(), o); });
}

template <class M>
nb::bytes oneshot_mac(nb::handle key, nb::handle msg) {
  InBuf k(key, "key"), in(msg, "msg");
  require_size(k.size(), M::key_size, "key");
  nb::bytes out = new_bytes(M::tag_size);
  std::span<u8, M::tag_size> o(bytes_data(out), M::tag_size);
  maybe_without_gil(in.size() > release_gil_above, [&] { M::mac(k.template fixed<M::key_size>(), in.span(), o); });
  return out;
}

template <class P>
nb::bytes oneshot_prf(nb::handle key, nb::handle msg, nb::handle length) {
  InBuf k(key, "key"), in(msg, "msg");
  require_size(k.size(), P::key_size, "key");
  return variable_output(in, length, [&](std::span<u8> o) { P::prf(k.template fixed<P::key_size>(), in.span(), o); });
}

// Ascon-PrfShort: the core encodes the output length in the IV itself, so a
// t-byte output is its own function (not a prefix of the 16-byte one).
template <class P>
nb::bytes oneshot_prfshort(nb::handle key, nb::handle msg, nb::handle length) {
  InBuf k(key, "key"), in(msg, "msg");
  const std::size_t n = prfshort_length(k, in, length);
  nb::bytes out = new_bytes(n);
  (void)P::prf(k.template fixed<16>(), in.span(), std::span<u8>(bytes_data(out), n));
  return out;
}

// ---- the classes and functions of one catalogue row ----------------------------------------

// Docstrings built at import time live as long as the module (the binding
// layer may keep the pointer).
const char* keep(std::string s) {
  static std::deque<std::string> kept;
  return kept.emplace_back(std::move(s)).c_str();
}

// The signature help() and __doc__ show: the parameters take None through
// .none() only so that the C++ code raises its own TypeError naming the
// parameter; the types a caller passes are the stubs' (ascon_native/*.pyi).
nb::sig sig(const char* fn, const char* params_and_result) {
  return nb::sig(keep(std::string("def ") + fn + "(" + params_and_result));
}

// The class of a hash, XOF, MAC or PRF row: keyed (with verify()) or not, a
// fixed output size or any length (Fixed 0).
template <class T, bool Keyed, std::size_t Fixed>
void bind_sponge_row(nb::module_& m, const char* cls, const char* name, const std::string& doc) {
  auto c = bind_incremental<T>(m, cls, name, Fixed, keep(doc));
  if constexpr (Keyed)
    def_keyed_init(c);
  else
    def_unkeyed_init(c);
  if constexpr (Fixed != 0)
    def_fixed_output<T, Fixed>(c);
  else
    def_variable_output(c);
  if constexpr (Keyed) def_verify<T, Fixed>(c);
}

template <class C>
void bind_cxof(nb::module_& m, const char* cls, const char* name, const std::string& doc) {
  auto c = bind_incremental<C>(m, cls, name, 0, keep(doc));
  c.def(
      "__init__",
      [](Incremental<C>* self, nb::handle data, nb::handle customization) {
        InBuf in(data, "data"), z(customization, "customization");
        require_at_most(z.size(), C::max_customization_size, "customization");
        new (self) Incremental<C>(*C::create(z.span()));
        absorb(*self, in);
      },
      "data"_a.none() = nb::bytes("", 0), nb::kw_only(), "customization"_a.none() = nb::bytes("", 0),
      nb::sig("def __init__(self, data: collections.abc.Buffer = b'', *, customization: collections.abc.Buffer = b'') "
              "-> None"));
  def_variable_output(c);
}

template <class C>
nb::bytes oneshot_cxof(nb::handle data, nb::handle length, nb::handle customization) {
  InBuf in(data, "data"), z(customization, "customization");
  require_at_most(z.size(), C::max_customization_size, "customization");
  return variable_output(in, length, [&](std::span<u8> o) { (void)C::cxof(in.span(), z.span(), o); });
}

// Every row of include/ascon/catalogue.hpp: its class (named by the row) in
// ascon_native, or in ascon_native.v12 for the v1.2 family, and its one-shot
// function; docstrings from the row's title and kind.
void bind_catalogue(nb::module_& top, nb::module_& v12) {
  namespace cat = ascon::catalogue;
  cat::for_each([&](auto entry) {
    using E = decltype(entry);
    using T = typename E::type;
    nb::module_& m = E::family == cat::Family::v12 ? v12 : top;
    const char* cls = E::info.py_class.data();  // string literals: NUL-terminated
    const char* name = E::info.name.data();
    const char* fn = E::info.py_func.data();
    const std::string title(E::info.title);
    if constexpr (E::kind == cat::Kind::hash) {
      bind_sponge_row<T, false, T::digest_size>(
          m, cls, name,
          title + ": " + std::to_string(T::digest_size) + "-byte digest, in the shape of hashlib.sha256.");
      m.def(fn, &oneshot_hash<T>, "data"_a.none(), sig(fn, "data: collections.abc.Buffer) -> bytes"),
            keep(title + " of data in one call."));
    } else if constexpr (E::kind == cat::Kind::xof) {
      bind_sponge_row<T, false, 0>(m, cls, name, title + ": any output length, in the shape of hashlib.shake_128.");
      m.def(fn, &oneshot_xof<T>, "data"_a.none(), "length"_a.none(),
            sig(fn, "data: collections.abc.Buffer, length: int) -> bytes"),
            keep("The first `length` bytes of " + title + " of data."));
    } else if constexpr (E::kind == cat::Kind::cxof) {
      bind_cxof<T>(m, cls, name,
                   title + ": an XOF with a customization string of up to " +
                       std::to_string(T::max_customization_size) + " bytes, in the shape of hashlib.shake_128.");
      m.def(fn, &oneshot_cxof<T>, "data"_a.none(), "length"_a.none(), nb::kw_only(),
            "customization"_a.none() = nb::bytes("", 0),
            sig(fn,
                "data: collections.abc.Buffer, length: int, *, customization: collections.abc.Buffer = b'') -> bytes"),
            keep("The first `length` bytes of " + title + " of data under a customization string."));
    } else if constexpr (E::kind == cat::Kind::mac) {
      bind_sponge_row<T, true, T::tag_size>(
          m, cls, name,
          title +
              ": 16-byte key and tag, in the shape of hmac.HMAC. verify() compares in constant\n"
              "time and raises InvalidTag on mismatch.");
      m.def(fn, &oneshot_mac<T>, "key"_a.none(), "msg"_a.none(),
            sig(fn, "key: collections.abc.Buffer, msg: collections.abc.Buffer) -> bytes"),
            keep("The 16-byte " + title + " tag of msg under a 16-byte key."));
    } else if constexpr (E::kind == cat::Kind::prf) {
      bind_sponge_row<T, true, 0>(m, cls, name, title + ": a keyed PRF with any output length.");
      m.def(fn, &oneshot_prf<T>, "key"_a.none(), "msg"_a.none(), "length"_a.none(),
            sig(fn, "key: collections.abc.Buffer, msg: collections.abc.Buffer, length: int) -> bytes"),
            keep("The first `length` bytes of " + title + " of msg under a 16-byte key."));
    } else if constexpr (E::kind == cat::Kind::prfshort) {
      m.def(fn, &oneshot_prfshort<T>, "key"_a.none(), "msg"_a.none(), "length"_a.none() = 16,
            sig(fn, "key: collections.abc.Buffer, msg: collections.abc.Buffer, length: int = 16) -> bytes"),
            keep(title + ": msg of at most 16 bytes, output of 1 to 16 bytes (the length is an input of the\n"
                         "function: a shorter output is not a prefix of a longer one), one permutation call."));
    } else if constexpr (E::kind == cat::Kind::aead) {
      std::string doc = title + " in the shape of pyca/cryptography's AEAD classes: a " + std::to_string(T::key_size) +
                        "-byte key, 16-byte nonce and tag.";
      if constexpr (E::family == cat::Family::sp800_232)
        doc += "\n\n" + title +
               "(key, *, tag_length=16, nonce_masking=False): a 32-byte key with nonce_masking=True\n"
               "(SP 800-232's option that hides the nonce with a second key half); tag_length from 4 to 16 bytes\n"
               "(short tags weaken forgery resistance: keep 16 unless you must).";
      bind_aead<T>(m, cls, keep(doc));
    }
  });
}

// ascon_native.algorithms: the catalogue itself, for code that picks by name.
nb::tuple catalogue_table() {
  auto str = [](std::string_view v) { return nb::str(v.data(), v.size()); };
  nb::list rows;
  for (const auto& a : ascon::catalogue::algorithms) {
    nb::dict d;
    d["name"] = str(a.name);
    d["title"] = str(a.title);
    d["kind"] = str(ascon::catalogue::kind_name(a.kind));
    d["family"] = str(ascon::catalogue::family_name(a.family));
    d["key_size"] = nb::int_(a.key_size);
    d["output_size"] = nb::int_(a.output_size);
    d["batch"] = nb::bool_(a.batch);  // ascon_native.batch.sponge(name, ...) runs it
    d["python_class"] = str(a.kind == ascon::catalogue::Kind::prfshort ? std::string_view{} : a.py_class);
    d["python_function"] = str(a.kind == ascon::catalogue::Kind::aead ? std::string_view{} : a.py_func);
    d["module"] = str(a.family == ascon::catalogue::Family::v12 ? "ascon_native.v12" : "ascon_native");
    rows.append(d);
  }
  return nb::tuple(rows);
}

}  // namespace
}  // namespace ascon_py

NB_MODULE(_ascon, m) {
  using namespace ascon_py;
  m.doc() = "Native core of ascon_native (import ascon_native, not this module).";
  m.attr("__version__") = ascon::version_string;
  PyObject* invalid_tag = PyErr_NewExceptionWithDoc(
      "ascon_native.InvalidTag",
      "Raised when authenticated decryption or MAC verification fails. No plaintext is released.", nullptr, nullptr);
  if (!invalid_tag) throw nb::python_error();
  invalid_tag_type() = invalid_tag;  // one reference kept for the life of the process
  m.attr("InvalidTag") = nb::borrow(invalid_tag);
  bind_reader(m);
  nb::module_ v12 = m.def_submodule("v12", "The Ascon v1.2 family (big-endian, pre-SP 800-232).");
  bind_catalogue(m, v12);
  m.attr("algorithms") = catalogue_table();
  m.attr("implementation") = ascon::detail::implementation_name();  // "x86-64-v3" or "baseline"
  bind_batch(m);                                                    // _batch and _arrow: ascon_native.batch / .arrow
  bind_protected(m);                                                // ascon_native.protected (testing only)
  // Last: every public function and method bound above gets its signature.
  expose_signatures(m, "ascon_native");
  expose_signatures(v12, "ascon_native.v12");
  nb::module_ prot = nb::borrow<nb::module_>(m.attr("protected"));
  expose_signatures(prot, "ascon_native.protected");
}
