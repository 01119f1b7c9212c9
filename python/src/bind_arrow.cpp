// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon_native.arrow's native part, _ascon._arrow: columns read through the
// Arrow C data interface (arrow_capi.hpp), zero-copy, results built as Arrow
// buffers; the same three steps as _batch (bind_batch.cpp). Null rows stay
// null; a row that fails authentication is zeroed and becomes null (or
// raises InvalidTag).
#include <ascon/batch.hpp>
#include <ascon/ct.hpp>

#include <cstring>
#include <string>
#include <vector>

#include "arrow_capi.hpp"
#include "batch_run.hpp"
#include "bind_batch.hpp"

namespace ascon_py {
namespace {

using namespace nb::literals;

// (null_count, validity, data) of a fixed_size_binary(out_len) result.
nb::tuple arrow_sponge(const char* name, nb::handle schema, nb::handle array, nb::handle sizes, nb::handle length,
                       nb::handle key, nb::handle customization, int threads, nb::handle alloc) {
  const auto o = options(threads);
  const SpongeCall call(name, length, key, customization, /*zero_ok=*/false);
  Rows rows;
  read_column(schema, array, sizes, "col", rows);
  const std::size_t n = rows.size();
  OutBuffer data(checked_mul(n, call.out_len, "the output column"), alloc, false);
  std::size_t nulls = 0;
  nb::object validity = validity_bitmap(n, valid_flags(rows), nulls);
  ascon::Status s;
  {
    nb::gil_scoped_release nogil;
    s = run_sponge(call, rows, data.data, o);
  }
  check(s);
  return nb::make_tuple(nulls, validity, data.obj);
}

void arrow_ad(nb::handle ad, std::size_t n, Rows& r) {
  if (!is_capsule_pair(ad)) {
    one_for_all(r, ad, "associated_data", n);
    return;
  }
  read_companion(ad, "associated_data", r);
  check_rows_match(r, n, "associated_data");  // a null row counts as empty associated data
}

// (null_count, validity, offsets, data) of a binary (large: large_binary)
// result, each row nonce || ciphertext || tag. nonce: random bytes (16 per
// row) or a capsule pair of a column with one 16-byte nonce per row.
nb::tuple arrow_encrypt(nb::handle key, nb::handle schema, nb::handle array, nb::handle buffer_sizes, nb::handle nonce,
                        nb::handle ad, bool large, int threads, nb::handle alloc) {
  const auto o = options(threads);
  const Key k(key);
  Rows pt, nr, ar;
  const Layout layout = read_column(schema, array, buffer_sizes, "col", pt);
  const std::size_t n = pt.size();
  if (is_capsule_pair(nonce)) {
    read_companion(nonce, "nonce", nr);
    check_rows_match(nr, n, "nonce");
  } else {
    if (!PyBytes_Check(nonce.ptr())) raise_type_error("nonce must be \"random\" or an Arrow column");
    InBuf nb_(nonce, "nonce");
    require_size(nb_.size(), checked_mul(n, nonce_size, "nonce"), "nonce");
    nr.keep(nb::borrow(nonce));
    nr.set_strided(nb_.data(), nonce_size, nonce_size, n);
  }
  for (std::size_t i = 0; i < n; ++i)
    if (pt.valid(i) && (!nr.valid(i) || nr.row(i).size() != nonce_size))
      raise_value_error("nonce row " + std::to_string(i) + " must be 16 bytes" +
                        (nr.valid(i) ? ", got " + std::to_string(nr.row(i).size()) : std::string(", got null")));
  arrow_ad(ad, n, ar);
  std::vector<std::size_t> sizes(n);
  for (std::size_t i = 0; i < n; ++i)
    sizes[i] = pt.valid(i) ? checked_add(pt.row(i).size(), nonce_size + tag_size, "col") : 0;
  VarOut v = var_out(sizes, large || layout == Layout::offsets64, false, alloc);
  std::size_t nulls = 0;
  nb::object validity = validity_bitmap(n, valid_flags(pt), nulls);
  ascon::Status s;
  {
    nb::gil_scoped_release nogil;
    s = run_encrypt(k.k.b.data(), pt, nr, ar, v.outs, true, o);
  }
  check(s);
  return nb::make_tuple(nulls, validity, v.offsets->obj, v.data->obj, large || layout == Layout::offsets64);
}

// (null_count, validity, offsets, data, large) of the plaintexts: a row that
// does not verify (or is shorter than nonce + tag) is zeroed and null, or,
// with raise_on_failure, raises InvalidTag naming it and returns nothing.
nb::tuple arrow_decrypt(nb::handle key, nb::handle schema, nb::handle array, nb::handle buffer_sizes, nb::handle ad,
                        bool raise_on_failure, int threads, nb::handle alloc) {
  const auto o = options(threads);
  const Key k(key);
  Rows ct, ar;
  const Layout layout = read_column(schema, array, buffer_sizes, "col", ct);
  const std::size_t n = ct.size();
  arrow_ad(ad, n, ar);
  constexpr std::size_t overhead = nonce_size + tag_size;
  std::vector<std::size_t> sizes(n);
  for (std::size_t i = 0; i < n; ++i)
    sizes[i] = ct.valid(i) && ct.row(i).size() >= overhead ? ct.row(i).size() - overhead : 0;
  const bool large = layout == Layout::offsets64;
  VarOut v = var_out(sizes, large, true, alloc);
  std::vector<int> status;
  ascon::Status s;
  {
    nb::gil_scoped_release nogil;
    s = run_decrypt(k.k.b.data(), ct, nullptr, ar, v.outs, status, o);
  }
  check(s);
  std::vector<u8> ok(n);
  for (std::size_t i = 0; i < n; ++i) {
    ok[i] = ct.valid(i) && status[i] == 0;
    if (ct.valid(i) && status[i] != 0) {
      if (raise_on_failure) {
        ascon::secure_wipe(v.data->data, v.data->size);
        PyErr_SetString(invalid_tag_type(),
                        ("authentication failed for row " + std::to_string(i) + ": no plaintext is released").c_str());
        throw nb::python_error();
      }
    }
  }
  std::size_t nulls = 0;
  nb::object validity = validity_bitmap(n, ok, nulls);
  return nb::make_tuple(nulls, validity, v.offsets->obj, v.data->obj, large);
}

}  // namespace

void bind_arrow(nb::module_& m) {
  nb::module_ a = m.def_submodule("_arrow", "ascon_native.arrow's native part (use ascon_native.arrow).");
  a.def("length", [](nb::handle array) { return capsule_pointer<ArrowArray>(array, "arrow_array", "array")->length; });
  // alloc: a callable n -> writable buffer of n bytes for the results (None: bytes).
  // sizes: the declared byte size of each of the array's buffers (a tuple of
  // ints), or None to trust the producer (arrow_column.hpp says what is checked).
  a.def("sponge", &arrow_sponge, "name"_a, "schema"_a, "array"_a, "sizes"_a.none(), "length"_a.none(), "key"_a.none(),
        "customization"_a.none(), "threads"_a, "alloc"_a.none() = nb::none());
  a.def("encrypt", &arrow_encrypt, "key"_a, "schema"_a, "array"_a, "sizes"_a.none(), "nonce"_a,
        "associated_data"_a.none(), "large"_a, "threads"_a, "alloc"_a.none() = nb::none());
  a.def("decrypt", &arrow_decrypt, "key"_a, "schema"_a, "array"_a, "sizes"_a.none(), "associated_data"_a.none(),
        "raise_on_failure"_a, "threads"_a, "alloc"_a.none() = nb::none());
}

}  // namespace ascon_py
