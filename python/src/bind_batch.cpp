// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon_native.batch's native part, _ascon._batch: lists of bytes-like
// objects and 2-D uint8 arrays. Every call has three steps:
//   1. with the GIL held, read the rows (batch_rows.hpp), check every
//      argument and allocate every output, so a bad argument raises before
//      anything is written;
//   2. without the GIL, one call of ascon::batch over the views, which splits
//      the work across `threads` (batch_run.hpp);
//   3. with the GIL held again, hand the outputs over (or raise and drop them).
// A row that fails authentication is zeroed and becomes None (or raises
// InvalidTag): no unverified plaintext is ever returned.
#include "bind_batch.hpp"

#include <ascon/batch.hpp>
#include <ascon/ct.hpp>

#include <cstring>
#include <string>
#include <vector>

#include "batch_run.hpp"

namespace ascon_py {
namespace {

using namespace nb::literals;

// Returns (is_array, result, width): result is a list of bytes, or for a
// 2-D input one bytearray of n * width bytes that ascon_native.batch reshapes.
nb::tuple batch_sponge(const char* name, nb::handle items, nb::handle length, nb::handle key, nb::handle customization,
                       int threads) {
  const auto o = options(threads);
  const SpongeCall call(name, length, key, customization, /*zero_ok=*/true);
  Rows rows;
  const bool is_array = read_items(items, "items", rows);
  const std::size_t out_len = call.out_len, n = rows.size();
  std::vector<u8> out(checked_mul(n, out_len, "the output"));
  ascon::Status s;
  if (out_len) {
    nb::gil_scoped_release nogil;
    s = run_sponge(call, rows, out.data(), o);
  }
  check(s);
  if (is_array) {
    PyObject* ba =
        PyByteArray_FromStringAndSize(reinterpret_cast<const char*>(out.data()), static_cast<Py_ssize_t>(out.size()));
    if (!ba) throw nb::python_error();
    return nb::make_tuple(true, nb::steal(ba), out_len);
  }
  nb::list result;
  for (std::size_t i = 0; i < n; ++i)
    result.append(nb::bytes(reinterpret_cast<const char*>(out.data() + i * out_len), out_len));
  return nb::make_tuple(false, result, out_len);
}

// Reads nonces (a list or 2-D array of 16-byte rows) and associated data
// (None, one bytes-like for all, or a list/array with one per row).
void read_nonces(nb::handle nonces, std::size_t n, Rows& r) {
  read_items(nonces, "nonces", r);
  check_rows_match(r, n, "nonces");
  for (std::size_t i = 0; i < n; ++i)
    if (r.row(i).size() != nonce_size)
      raise_value_error("nonces[" + std::to_string(i) + "] must be 16 bytes, got " + std::to_string(r.row(i).size()));
}
void read_ad(nb::handle ad, std::size_t n, Rows& r) {
  if (ad.is_none() || PyBytes_Check(ad.ptr()) || PyByteArray_Check(ad.ptr()) || PyMemoryView_Check(ad.ptr())) {
    one_for_all(r, ad, "associated_data", n);
    return;
  }
  read_items(ad, "associated_data", r);
  check_rows_match(r, n, "associated_data");
}

// The arguments of every batch AEAD call, read and checked: the key, the
// rows, one nonce per row and the associated data.
struct AeadArgs {
  Key key;
  Rows items, nonces, ad;
  bool is_array;
  std::size_t n;
  AeadArgs(nb::handle key_arg, nb::handle nonce_arg, nb::handle item_arg, nb::handle ad_arg)
      : key(key_arg), is_array(read_items(item_arg, "items", items)), n(items.size()) {
    read_nonces(nonce_arg, n, nonces);
    read_ad(ad_arg, n, ad);
  }
};

// Combined ciphertext || tag per row, as AsconAEAD128.encrypt.
nb::tuple batch_encrypt(nb::handle key, nb::handle nonces, nb::handle items, nb::handle ad, int threads) {
  const auto o = options(threads);
  AeadArgs a(key, nonces, items, ad);
  auto& [k, pt, nr, ar, is_array, n] = a;
  std::vector<u8> buf;
  std::vector<u8*> outs(n);
  std::vector<std::size_t> sizes(n);
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i) {
    sizes[i] = checked_add(pt.row(i).size(), tag_size, "items");
    total = checked_add(total, sizes[i], "the output");
  }
  buf.resize(total);
  for (std::size_t i = 0, at = 0; i < n; at += sizes[i], ++i) outs[i] = buf.data() + at;
  ascon::Status s;
  {
    nb::gil_scoped_release nogil;
    s = run_encrypt(k.k.b.data(), pt, nr, ar, outs, false, o);
  }
  check(s);
  if (is_array) {
    PyObject* ba =
        PyByteArray_FromStringAndSize(reinterpret_cast<const char*>(buf.data()), static_cast<Py_ssize_t>(total));
    if (!ba) throw nb::python_error();
    return nb::make_tuple(true, nb::steal(ba));
  }
  nb::list result;
  for (std::size_t i = 0; i < n; ++i) result.append(nb::bytes(reinterpret_cast<const char*>(outs[i]), sizes[i]));
  return nb::make_tuple(false, result);
}

// Returns (is_array, result, ok): result as for batch_encrypt with failed
// rows zero (list: None); ok a bytes of one 0/1 flag per row. With
// raise_on_failure, the first failed row raises InvalidTag instead.
nb::tuple batch_decrypt(nb::handle key, nb::handle nonces, nb::handle items, nb::handle ad, bool raise_on_failure,
                        int threads) {
  const auto o = options(threads);
  AeadArgs a(key, nonces, items, ad);
  auto& [k, ct, nr, ar, is_array, n] = a;
  std::vector<std::size_t> sizes(n);
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t len = ct.row(i).size();
    if (len < tag_size && is_array)
      raise_value_error("items rows must be at least 16 bytes (ciphertext || tag), got " + std::to_string(len));
    sizes[i] = len >= tag_size ? len - tag_size : 0;
    total += sizes[i];
  }
  std::vector<u8> buf(total);
  std::vector<u8*> outs(n);
  for (std::size_t i = 0, at = 0; i < n; at += sizes[i], ++i) outs[i] = buf.data() + at;
  std::vector<int> status;
  ascon::Status s;
  {
    nb::gil_scoped_release nogil;
    s = run_decrypt(k.k.b.data(), ct, &nr, ar, outs, status, o);
  }
  check(s);
  nb::bytes ok = new_bytes(n);
  for (std::size_t i = 0; i < n; ++i) {
    bytes_data(ok)[i] = status[i] == 0;
    if (status[i] != 0 && raise_on_failure) {
      ascon::secure_wipe(buf.data(), buf.size());
      PyErr_SetString(invalid_tag_type(),
                      ("authentication failed for row " + std::to_string(i) + ": no plaintext is released").c_str());
      throw nb::python_error();
    }
  }
  nb::object result;
  if (is_array) {
    PyObject* ba =
        PyByteArray_FromStringAndSize(reinterpret_cast<const char*>(buf.data()), static_cast<Py_ssize_t>(total));
    if (!ba) throw nb::python_error();
    result = nb::steal(ba);
  } else {
    nb::list l;
    for (std::size_t i = 0; i < n; ++i) {
      if (status[i] == 0)
        l.append(nb::bytes(reinterpret_cast<const char*>(outs[i]), sizes[i]));
      else
        l.append(nb::none());
    }
    result = l;
  }
  ascon::secure_wipe(buf.data(), buf.size());  // plaintext copies now live in the results only
  return nb::make_tuple(is_array, result, ok);
}

}  // namespace

void bind_batch(nb::module_& m) {
  nb::module_ b = m.def_submodule("_batch", "ascon_native.batch's native part (use ascon_native.batch).");
  // name: a catalogue row with a batch path; length None for rows of a fixed
  // output size; key (keyed rows) and customization (cxof rows) None where
  // the row takes none.
  b.def("sponge", &batch_sponge, "name"_a, "items"_a, "length"_a.none(), "key"_a.none(), "customization"_a.none(),
        "threads"_a);
  b.def("encrypt", &batch_encrypt, "key"_a, "nonces"_a, "items"_a, "associated_data"_a.none(), "threads"_a);
  b.def("decrypt", &batch_decrypt, "key"_a, "nonces"_a, "items"_a, "associated_data"_a.none(), "raise_on_failure"_a,
        "threads"_a);
  b.def("backend", [] { return ascon::batch::backend_name(ascon::batch::best_backend()); });
  b.def("backends", [] {
    nb::list names;
    for (ascon::batch::Backend k : ascon::batch::all_backends()) names.append(ascon::batch::backend_name(k));
    return names;
  });

  bind_arrow(m);
}

}  // namespace ascon_py
