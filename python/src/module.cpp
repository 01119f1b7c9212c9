// The extension module ascon_native._ascon: every algorithm of the C++ core
// bound through the generic templates of bind_sponge.hpp and bind_aead.hpp.
// The SP 800-232 family sits at the top level, the legacy v1.2 family in the
// submodule `v12` so no one picks it by accident.
#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>

#include "bind_aead.hpp"
#include "bind_batch.hpp"
#include "bind_sponge.hpp"

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

template <class X>
nb::bytes oneshot_xof(nb::handle data, Py_ssize_t length) {
  InBuf in(data, "data");
  const std::size_t n = checked_length(length);
  nb::bytes out = new_bytes(n);
  u8* o = bytes_data(out);
  maybe_without_gil(in.size() + n > release_gil_above, [&] { X::xof(in.span(), std::span<u8>(o, n)); });
  return out;
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
nb::bytes oneshot_prf(nb::handle key, nb::handle msg, Py_ssize_t length) {
  InBuf k(key, "key"), in(msg, "msg");
  require_size(k.size(), P::key_size, "key");
  const std::size_t n = checked_length(length);
  nb::bytes out = new_bytes(n);
  u8* o = bytes_data(out);
  maybe_without_gil(in.size() + n > release_gil_above,
                    [&] { P::prf(k.template fixed<P::key_size>(), in.span(), std::span<u8>(o, n)); });
  return out;
}

// Ascon-PrfShort: the core encodes the output length in the IV itself, so a
// t-byte output is its own function (not a prefix of the 16-byte one).
template <class P>
nb::bytes oneshot_prfshort(nb::handle key, nb::handle msg, Py_ssize_t length) {
  InBuf k(key, "key"), in(msg, "msg");
  require_size(k.size(), 16, "key");
  require_at_most(in.size(), 16, "msg");
  if (length < 1 || length > 16) raise_value_error("length must be from 1 to 16 bytes, got " + std::to_string(length));
  const auto n = static_cast<std::size_t>(length);
  nb::bytes out = new_bytes(n);
  (void)P::prf(k.template fixed<16>(), in.span(), std::span<u8>(bytes_data(out), n));
  return out;
}

// ---- the classes of one family ------------------------------------------------------------

template <class H>
void bind_hash(nb::module_& m, const char* cls, const char* name, const char* doc) {
  auto c = bind_incremental<H>(m, cls, name, H::digest_size, doc);
  def_unkeyed_init(c);
  def_fixed_output<H, H::digest_size>(c);
}

template <class X>
void bind_xof(nb::module_& m, const char* cls, const char* name, const char* doc) {
  auto c = bind_incremental<X>(m, cls, name, 0, doc);
  def_unkeyed_init(c);
  def_variable_output(c);
}

template <class M>
void bind_mac(nb::module_& m, const char* cls, const char* name, const char* doc) {
  auto c = bind_incremental<M>(m, cls, name, M::tag_size, doc);
  def_keyed_init(c);
  def_fixed_output<M, M::tag_size>(c);
  def_verify<M, M::tag_size>(c);
}

template <class P>
void bind_prf(nb::module_& m, const char* cls, const char* name, const char* doc) {
  auto c = bind_incremental<P>(m, cls, name, 0, doc);
  def_keyed_init(c);
  def_variable_output(c);
  def_verify<P, 0>(c);
}

void bind_cxof128(nb::module_& m) {
  using C = ascon::Cxof128;
  auto c = bind_incremental<C>(m, "AsconCxof128", "ascon-cxof128", 0,
                               "Ascon-CXOF128 (NIST SP 800-232): an XOF with a customization string of up to 256\n"
                               "bytes, in the shape of hashlib.shake_128.");
  c.def(
      "__init__",
      [](Incremental<C>* self, nb::handle data, nb::handle customization) {
        InBuf in(data, "data"), z(customization, "customization");
        require_at_most(z.size(), C::max_customization_size, "customization");
        new (self) Incremental<C>(*C::create(z.span()));
        absorb(*self, in);
      },
      "data"_a = nb::bytes("", 0), nb::kw_only(), "customization"_a = nb::bytes("", 0));
  def_variable_output(c);
}

void bind_sp800_232(nb::module_& m) {
  bind_hash<ascon::Hash256>(m, "AsconHash256", "ascon-hash256",
                            "Ascon-Hash256 (NIST SP 800-232): 32-byte digest, in the shape of hashlib.sha256.");
  bind_xof<ascon::Xof128>(m, "AsconXof128", "ascon-xof128",
                          "Ascon-XOF128 (NIST SP 800-232): any output length, in the shape of hashlib.shake_128.");
  bind_cxof128(m);
  bind_mac<ascon::Mac>(m, "AsconMac", "ascon-mac",
                       "Ascon-Mac (little-endian, goes with SP 800-232): 16-byte key and tag, in the shape of\n"
                       "hmac.HMAC. verify() compares in constant time and raises InvalidTag on mismatch.");
  bind_prf<ascon::Prf>(m, "AsconPrf", "ascon-prf",
                       "Ascon-Prf (little-endian, goes with SP 800-232): a keyed PRF with any output length.");
  bind_aead<ascon::Aead128>(
      m, "AsconAEAD128",
      "Ascon-AEAD128 (NIST SP 800-232) in the shape of pyca/cryptography's AEAD classes.\n\n"
      "AsconAEAD128(key, *, tag_length=16, nonce_masking=False): a 16-byte key (32 bytes with\n"
      "nonce_masking=True, SP 800-232's option that hides the nonce with a second key half);\n"
      "tag_length from 4 to 16 bytes (short tags weaken forgery resistance: keep 16 unless you must).");

  m.def("hash256", &oneshot_hash<ascon::Hash256>, "data"_a, "Ascon-Hash256 of data in one call (32 bytes).");
  m.def("xof128", &oneshot_xof<ascon::Xof128>, "data"_a, "length"_a,
        "The first `length` bytes of Ascon-XOF128 of data.");
  m.def(
      "cxof128",
      [](nb::handle data, Py_ssize_t length, nb::handle customization) {
        InBuf in(data, "data"), z(customization, "customization");
        require_at_most(z.size(), ascon::Cxof128::max_customization_size, "customization");
        const std::size_t n = checked_length(length);
        nb::bytes out = new_bytes(n);
        u8* o = bytes_data(out);
        maybe_without_gil(in.size() + n > release_gil_above,
                          [&] { (void)ascon::Cxof128::cxof(in.span(), z.span(), std::span<u8>(o, n)); });
        return out;
      },
      "data"_a, "length"_a, nb::kw_only(), "customization"_a = nb::bytes("", 0),
      "The first `length` bytes of Ascon-CXOF128 of data under a customization string (<= 256 bytes).");
  m.def("mac", &oneshot_mac<ascon::Mac>, "key"_a, "msg"_a, "The 16-byte Ascon-Mac tag of msg under a 16-byte key.");
  m.def("prf", &oneshot_prf<ascon::Prf>, "key"_a, "msg"_a, "length"_a,
        "The first `length` bytes of Ascon-Prf of msg under a 16-byte key.");
  m.def("prfshort", &oneshot_prfshort<ascon::PrfShort>, "key"_a, "msg"_a, "length"_a = 16,
        "Ascon-PrfShort: msg of at most 16 bytes, output of 1 to 16 bytes (the length is an input of the\n"
        "function: a shorter output is not a prefix of a longer one), one permutation call.");
}

void bind_v12(nb::module_& m) {
  namespace v = ascon::v12;
  bind_aead<v::Ascon128>(m, "Ascon128", "Ascon-128 (Ascon v1.2): 16-byte key, nonce and tag.");
  bind_aead<v::Ascon128a>(m, "Ascon128a", "Ascon-128a (Ascon v1.2): 16-byte key, nonce and tag, 16-byte rate.");
  bind_aead<v::Ascon80pq>(m, "Ascon80pq", "Ascon-80pq (Ascon v1.2): 20-byte key, 16-byte nonce and tag.");
  bind_hash<v::Hash>(m, "Hash", "ascon-hash", "Ascon-Hash (v1.2): 32-byte digest, hashlib shape.");
  bind_hash<v::Hasha>(m, "Hasha", "ascon-hasha", "Ascon-Hasha (v1.2): 32-byte digest, hashlib shape.");
  bind_xof<v::Xof>(m, "Xof", "ascon-xof", "Ascon-Xof (v1.2): any output length, hashlib.shake_128 shape.");
  bind_xof<v::Xofa>(m, "Xofa", "ascon-xofa", "Ascon-Xofa (v1.2): any output length, hashlib.shake_128 shape.");
  bind_mac<v::Mac>(m, "Mac", "ascon-mac-v1.2", "Ascon-Mac (v1.2, big-endian): 16-byte key and tag.");
  bind_mac<v::Maca>(m, "Maca", "ascon-maca-v1.2", "Ascon-Maca (v1.2, big-endian): 16-byte key and tag.");
  bind_prf<v::Prf>(m, "Prf", "ascon-prf-v1.2", "Ascon-Prf (v1.2, big-endian): any output length.");
  bind_prf<v::Prfa>(m, "Prfa", "ascon-prfa-v1.2", "Ascon-Prfa (v1.2, big-endian): any output length.");
  m.def("prfshort", &oneshot_prfshort<ascon::v12::PrfShort>, "key"_a, "msg"_a, "length"_a = 16,
        "Ascon-PrfShort (v1.2): msg of at most 16 bytes, output of 1 to 16 bytes (not prefixes of each other).");
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
  bind_sp800_232(m);
  nb::module_ v12 = m.def_submodule("v12", "The Ascon v1.2 family (big-endian, pre-SP 800-232).");
  bind_v12(v12);
  bind_batch(m);  // _batch and _arrow: ascon_native.batch / .arrow
}
