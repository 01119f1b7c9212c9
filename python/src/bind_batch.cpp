// SPDX-License-Identifier: Apache-2.0 OR MIT
// The batch engine for Python. Every call has three steps:
//   1. with the GIL held, read the rows (bytes-like objects, a 2-D uint8
//      array, or an Arrow column through the C data interface, zero-copy) into
//      a Rows view, check every argument and allocate every output, so a bad
//      argument raises before anything is written;
//   2. without the GIL, run ascon::batch over the views;
//   3. with the GIL held again, hand the outputs over (or raise and drop them).
// Null rows of an Arrow column stay null; a row that fails authentication is
// zeroed and becomes null (or raises InvalidTag): no unverified plaintext is
// ever returned.
#include "bind_batch.hpp"

#include <ascon/batch.hpp>
#include <ascon/ct.hpp>

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "arrow_column.hpp"
#include "pybuf.hpp"

namespace ascon_py {
namespace {

using namespace nb::literals;

constexpr std::size_t key_size = 16, nonce_size = 16, tag_size = 16;

// ---- the rows of one call --------------------------------------------------------------

// A read-only view of n rows: a list of spans, or `len` bytes every `stride`
// bytes from `base` (stride 0 repeats one row: one associated data for all).
// valid is empty when every row is valid, else one flag per row.
class Rows {
 public:
  Rows() = default;
  Rows(const Rows&) = delete;
  Rows& operator=(const Rows&) = delete;
  ~Rows() {
    for (Py_buffer& v : views_) PyBuffer_Release(&v);
  }

  std::size_t size() const noexcept { return n_; }
  std::span<const u8> row(std::size_t i) const noexcept {
    if (!spans_.empty()) return spans_[i];
    return {base_ ? base_ + i * stride_ : empty(), len_};
  }
  bool valid(std::size_t i) const noexcept { return valid_.empty() || valid_[i]; }
  bool all_valid() const noexcept { return valid_.empty(); }
  bool strided() const noexcept { return spans_.empty(); }
  std::size_t total_bytes() const noexcept {
    if (strided()) return n_ * len_;
    std::size_t t = 0;
    for (auto s : spans_) t += s.size();
    return t;
  }
  // The spans the engine takes (built on demand for the strided layout).
  std::span<const std::span<const u8>> spans() {
    if (spans_.empty() && n_) {
      spans_.reserve(n_);
      for (std::size_t i = 0; i < n_; ++i) spans_.emplace_back(base_ ? base_ + i * stride_ : empty(), len_);
    }
    return spans_;
  }

  void set_strided(const u8* base, std::size_t len, std::size_t stride, std::size_t n) {
    base_ = base, len_ = len, stride_ = stride, n_ = n;
  }
  void add_row(std::span<const u8> s) { spans_.push_back(s), ++n_; }
  void reserve(std::size_t n) { spans_.reserve(n); }
  std::vector<u8>& valid_flags() { return valid_; }
  Py_buffer& new_view() { return views_.emplace_back(); }
  void drop_last_view() { views_.pop_back(); }
  void keep(nb::object o) { keep_.push_back(std::move(o)); }

 private:
  static const u8* empty() noexcept {
    static const u8 zero = 0;
    return &zero;
  }
  std::vector<std::span<const u8>> spans_;
  const u8* base_ = nullptr;
  std::size_t len_ = 0, stride_ = 0, n_ = 0;
  std::vector<u8> valid_;
  std::deque<Py_buffer> views_;  // exported buffers (never moved), released with the rows
  std::vector<nb::object> keep_;  // objects whose memory the rows point into
};

[[noreturn]] void raise_type_error(const std::string& msg) { throw nb::type_error(msg.c_str()); }

// Reads a 2-D C-contiguous-rows uint8 buffer (NumPy array) into `rows`; false
// if `obj` exports no buffer or is 1-D bytes (those are rows of a list).
bool read_2d(nb::handle obj, const char* what, Rows& rows) {
  PyObject* o = obj.ptr();
  if (!PyObject_CheckBuffer(o) || PyBytes_Check(o) || PyByteArray_Check(o)) return false;
  Py_buffer& v = rows.new_view();
  if (PyObject_GetBuffer(o, &v, PyBUF_STRIDES | PyBUF_FORMAT) != 0) {
    rows.drop_last_view();
    throw nb::python_error();
  }
  const bool bytes_format = v.itemsize == 1 && (!v.format || std::strcmp(v.format, "B") == 0 ||
                                                std::strcmp(v.format, "b") == 0 || std::strcmp(v.format, "c") == 0);
  if (v.ndim != 2 || !bytes_format)
    raise_type_error(std::string(what) + " must be a list of bytes-like objects or a 2-D uint8 array, got a " +
                     std::to_string(v.ndim) + "-D buffer of format '" + (v.format ? v.format : "B") + "'");
  if (v.shape[1] > 1 && v.strides[1] != 1)
    raise_value_error(std::string(what) + " must have contiguous rows (use numpy.ascontiguousarray)");
  if (v.shape[0] > 1 && v.strides[0] < v.shape[1])
    raise_value_error(std::string(what) + " rows must not overlap (negative or short row stride)");
  rows.set_strided(static_cast<const u8*>(v.buf), static_cast<std::size_t>(v.shape[1]),
                   static_cast<std::size_t>(v.strides[0]), static_cast<std::size_t>(v.shape[0]));
  return true;
}

// A list (or any sequence) of bytes-like objects, or a 2-D uint8 array.
// Returns whether it was an array.
bool read_items(nb::handle obj, const char* what, Rows& rows) {
  if (PyUnicode_Check(obj.ptr())) raise_type_error(std::string(what) + " must be a list of bytes-like objects, not str");
  if (read_2d(obj, what, rows)) return true;
  if (PyBytes_Check(obj.ptr()) || PyByteArray_Check(obj.ptr()))
    raise_type_error(std::string(what) + " must be a list of bytes-like objects or a 2-D uint8 array, not one " +
                     py_type_name(obj) + " (wrap it in a list)");
  PyObject* seq = PySequence_Fast(obj.ptr(), "");
  if (!seq) {
    PyErr_Clear();
    raise_type_error(std::string(what) + " must be a list of bytes-like objects or a 2-D uint8 array, not '" +
                     py_type_name(obj) + "'");
  }
  nb::object hold = nb::steal(seq);
  rows.keep(hold);  // a tuple from PySequence_Fast owns the items we point into
  const Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  rows.reserve(static_cast<std::size_t>(n));
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* it = fast_item(seq, i);
    if (PyBytes_Check(it)) {  // immutable: read in place, no export needed
      rows.add_row({reinterpret_cast<const u8*>(PyBytes_AS_STRING(it)), static_cast<std::size_t>(PyBytes_GET_SIZE(it))});
      continue;
    }
    const std::string name = std::string(what) + "[" + std::to_string(i) + "]";
    if (PyUnicode_Check(it)) raise_type_error(name + " must be a bytes-like object, not str (encode it first)");
    if (!PyObject_CheckBuffer(it)) raise_type_error(name + " must be a bytes-like object, not '" + py_type_name(it) + "'");
    Py_buffer& v = rows.new_view();
    if (PyObject_GetBuffer(it, &v, PyBUF_SIMPLE) != 0) {
      rows.drop_last_view();
      throw nb::python_error();
    }
    rows.add_row({static_cast<const u8*>(v.buf), static_cast<std::size_t>(v.len)});
  }
  return false;
}

// ---- Arrow C data interface (https://arrow.apache.org/docs/format/CDataInterface.html) ----

struct ArrowSchema {
  const char* format;
  const char* name;
  const char* metadata;
  std::int64_t flags;
  std::int64_t n_children;
  ArrowSchema** children;
  ArrowSchema* dictionary;
  void (*release)(ArrowSchema*);
  void* private_data;
};

struct ArrowArray {
  std::int64_t length;
  std::int64_t null_count;
  std::int64_t offset;
  std::int64_t n_buffers;
  std::int64_t n_children;
  const void** buffers;
  ArrowArray** children;
  ArrowArray* dictionary;
  void (*release)(ArrowArray*);
  void* private_data;
};

template <class T>
T* capsule_pointer(nb::handle caps, const char* capsule_name, const char* what) {
  void* p = PyCapsule_GetPointer(caps.ptr(), capsule_name);
  if (!p) {
    PyErr_Clear();
    raise_type_error(std::string(what) + ": expected a PyCapsule named '" + capsule_name + "'");
  }
  return static_cast<T*>(p);
}

using ascon_arrow::Layout;

// The declared byte size of each buffer: a tuple of ints (pyarrow's
// Array.buffers()[i].size, 0 for a missing buffer) or None (trusted).
std::vector<std::int64_t> declared_sizes(nb::handle sizes, const char* what) {
  std::vector<std::int64_t> out;
  if (sizes.is_none()) return out;
  if (!PyTuple_Check(sizes.ptr())) raise_type_error(std::string(what) + ": buffer sizes must be a tuple of ints");
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(sizes.ptr()); ++i) {
    const long long v = PyLong_AsLongLong(PyTuple_GET_ITEM(sizes.ptr(), i));
    if (v == -1 && PyErr_Occurred()) throw nb::python_error();
    out.push_back(v);
  }
  return out;
}

// Reads an Arrow binary-like column into `rows` (zero-copy: the spans point
// into the Arrow buffers, which the capsules keep alive), every extent checked
// against the declared buffer sizes (arrow_column.hpp). Returns the layout,
// so results can keep 64-bit offsets for large inputs.
Layout read_column(nb::handle schema_caps, nb::handle array_caps, nb::handle sizes, const char* what, Rows& rows) {
  const auto* schema = capsule_pointer<ArrowSchema>(schema_caps, "arrow_schema", what);
  const auto* array = capsule_pointer<ArrowArray>(array_caps, "arrow_array", what);
  rows.keep(nb::borrow(schema_caps));
  rows.keep(nb::borrow(array_caps));
  const std::string fmt = schema->format ? schema->format : "";
  ascon_arrow::Column c;
  if (!ascon_arrow::parse_format(fmt, c.layout, c.width))
    raise_type_error(std::string(what) +
                     " must be a binary or string column (binary, large_binary, binary_view, string, large_string, "
                     "string_view or fixed_size_binary), got Arrow format '" + fmt + "'");
  if (schema->dictionary) raise_value_error(std::string(what) + ": malformed Arrow array (dictionary)");
  const std::vector<std::int64_t> declared = declared_sizes(sizes, what);
  c.length = array->length, c.offset = array->offset, c.null_count = array->null_count;
  c.n_buffers = array->n_buffers, c.buffers = array->buffers;
  c.sizes = declared.empty() ? nullptr : declared.data();
  c.n_sizes = static_cast<std::int64_t>(declared.size());
  ascon_arrow::ColumnRows r;
  if (const ascon_arrow::Problem p = ascon_arrow::read_column(c, r))
    raise_value_error(std::string(what) + ": malformed Arrow array (" + p.what + ")" +
                      (p.row >= 0 ? " at row " + std::to_string(p.row) : std::string()));
  rows.valid_flags() = std::move(r.valid);
  if (r.strided) {
    rows.set_strided(r.base, r.width, r.width, static_cast<std::size_t>(c.length));
  } else {
    rows.reserve(r.spans.size());
    for (auto sp : r.spans) rows.add_row(sp);
  }
  return c.layout;
}

// ---- arguments --------------------------------------------------------------------

ascon::batch::Options options(int threads) {
  if (threads < 0) raise_value_error("threads must be >= 0 (0: one per CPU), got " + std::to_string(threads));
  ascon::batch::Options o;
  o.threads = static_cast<unsigned>(threads);
  return o;
}

// The engine's misuse reports, through the package's one mapping (pybuf.hpp).
void check(ascon::Status s) {
  if (!s) raise_status(s);
}

// a * b, or ValueError naming `what` if it does not fit.
std::size_t checked_mul(std::size_t a, std::size_t b, const char* what) {
  if (b && a > std::numeric_limits<std::size_t>::max() / b) raise_value_error(std::string(what) + " is too large");
  return a * b;
}
std::size_t checked_add(std::size_t a, std::size_t b, const char* what) {
  if (a > std::numeric_limits<std::size_t>::max() - b) raise_value_error(std::string(what) + " is too large");
  return a + b;
}

// Output lengths of the XOFs: an int that fits Arrow's int32 width; 0 (empty
// outputs, as the one-shot xof128) where the result is not an Arrow column.
std::size_t out_length(Py_ssize_t length, bool zero_ok = false) {
  const Py_ssize_t least = zero_ok ? 0 : 1;
  if (length < least || length > std::numeric_limits<std::int32_t>::max())
    raise_value_error("length must be from " + std::to_string(least) + " to 2**31-1 bytes, got " +
                      std::to_string(length));
  return static_cast<std::size_t>(length);
}

// The key, held in a wiped array for the duration of the call.
struct Key {
  WipedArray<key_size> k;
  explicit Key(nb::handle key) {
    InBuf in(key, "key");
    require_size(in.size(), key_size, "key");
    std::memcpy(k.b.data(), in.data(), key_size);
  }
};

// Associated data: None (empty), one bytes-like value for every row (a
// stride-0 view), or per-row rows already read into `ad`.
void check_rows_match(const Rows& r, std::size_t n, const char* what) {
  if (r.size() != n)
    raise_value_error(std::string(what) + " must have one row per input row (" + std::to_string(n) + "), got " +
                      std::to_string(r.size()));
}

void one_for_all(Rows& rows, nb::handle value, const char* what, std::size_t n) {
  rows.keep(nb::borrow(value));
  InBuf in(value, what, /*none_is_empty=*/true);
  // The bytes stay valid while `value` is kept (bytes are immutable; other
  // buffers are copied into a bytes object first so no export must outlive InBuf).
  if (PyBytes_Check(value.ptr()) || value.is_none()) {
    rows.set_strided(in.data(), in.size(), 0, n);
    return;
  }
  nb::bytes copy(reinterpret_cast<const char*>(in.data()), in.size());
  rows.keep(copy);
  rows.set_strided(reinterpret_cast<const u8*>(PyBytes_AS_STRING(copy.ptr())), in.size(), 0, n);
}

// ---- the work, without the GIL ------------------------------------------------------

enum class SpongeKind { hash256 = 0, xof128 = 1, cxof128 = 2 };

// out: n * out_len bytes; null rows come out zero.
ascon::Status run_sponge(SpongeKind kind, Rows& rows, std::span<const u8> z, std::size_t out_len, u8* out,
                         ascon::batch::Options o) {
  const std::size_t n = rows.size();
  std::span<u8> outs(out, n * out_len);
  ascon::Status s;
  if (kind == SpongeKind::hash256 && rows.strided() && n) {
    const auto r0 = rows.row(0);
    const std::size_t stride = n > 1 ? static_cast<std::size_t>(rows.row(1).data() - r0.data()) : r0.size();
    s = ascon::batch::hash256_many_strided(r0.data(), r0.size(), stride, n, out, o);
  } else if (kind == SpongeKind::hash256) {
    s = ascon::batch::hash256_many(rows.spans(), outs, o);
  } else if (kind == SpongeKind::xof128) {
    s = ascon::batch::xof128_many(rows.spans(), out_len, outs, o);
  } else {
    s = ascon::batch::cxof128_many(rows.spans(), z, out_len, outs, o);
  }
  for (std::size_t i = 0; i < n; ++i)
    if (!rows.valid(i)) std::memset(out + i * out_len, 0, out_len);
  return s;
}

// Runs f(begin, end) over [0, n) in blocks of `block` rows, split into up
// to o.threads contiguous ranges, each on its own thread (the last on the
// calling one). Each range calls the engine single-threaded one block at a
// time, so the message descriptors it builds stay in cache and are built in
// parallel too. Small batches stay on the calling thread.
template <class F>
ascon::Status in_blocks(std::size_t n, std::size_t total_bytes, ascon::batch::Options o, F&& f) {
  constexpr std::size_t block = 1024, min_bytes_per_thread = 64 * 1024;
  unsigned threads = o.threads ? o.threads : std::max(1u, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(
      std::min<std::size_t>({threads, std::max<std::size_t>(n, 1), std::max<std::size_t>(1, total_bytes / min_bytes_per_thread)}));
  std::vector<ascon::Status> results(threads);
  auto range = [&](unsigned t) {
    const std::size_t b = n * t / threads, e = n * (t + 1) / threads;
    for (std::size_t i = b; i < e && results[t]; i += block) results[t] = f(i, std::min(e, i + block));
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t + 1 < threads; ++t) {
    try {
      pool.emplace_back(range, t);
    } catch (const std::system_error&) {
      range(t);  // no thread to be had: do it here
    }
  }
  range(threads - 1);
  for (auto& th : pool) th.join();
  for (auto r : results)
    if (!r) return r;
  return {};
}

ascon::batch::Options one_thread(ascon::batch::Options o) {
  o.threads = 1;
  return o;
}

// Encrypts every valid row i into outs[i]: [nonce ||] ciphertext || tag.
ascon::Status run_encrypt(const u8* key, Rows& pt, Rows& nonces, Rows& ad, const std::vector<u8*>& outs,
                          bool nonce_prefix, ascon::batch::Options o) {
  return in_blocks(pt.size(), pt.total_bytes(), o, [&](std::size_t b, std::size_t e) {
    ascon::AeadMessage msgs[1024];
    std::size_t m = 0;
    for (std::size_t i = b; i < e; ++i) {
      if (!pt.valid(i)) continue;
      const auto p = pt.row(i), a = ad.row(i);
      u8* out = outs[i];
      const u8* nonce = nonces.row(i).data();
      if (nonce_prefix) {
        std::memcpy(out, nonce, nonce_size);
        nonce = out;
        out += nonce_size;
      }
      msgs[m++] = {key, nonce, a.data(), a.size(), p.data(), p.size(), out, out + p.size()};
    }
    return ascon::batch::aead128_encrypt_many(std::span(msgs, m), one_thread(o));
  });
}

// Decrypts every valid row i (at least tag_size [+ nonce_size] bytes) into
// outs[i]; status[i] = 0 if it verified, else -1 and outs[i] is zero.
ascon::Status run_decrypt(const u8* key, Rows& ct, Rows* nonces, Rows& ad, const std::vector<u8*>& outs,
                          std::vector<int>& status, ascon::batch::Options o) {
  const std::size_t n = ct.size(), overhead = tag_size + (nonces ? 0 : nonce_size);
  status.assign(n, -1);
  return in_blocks(n, ct.total_bytes(), o, [&](std::size_t b, std::size_t e) {
    ascon::AeadMessage msgs[1024];
    std::size_t index[1024];
    int st[1024];
    u8 tags[1024][tag_size];  // the engine takes a writable tag pointer: give it copies
    std::size_t m = 0;
    for (std::size_t i = b; i < e; ++i) {
      const auto c = ct.row(i);
      if (!ct.valid(i) || c.size() < overhead) continue;
      const u8* nonce = nonces ? nonces->row(i).data() : c.data();
      const u8* body = nonces ? c.data() : c.data() + nonce_size;
      const std::size_t len = c.size() - overhead;
      std::memcpy(tags[m], body + len, tag_size);
      const auto a = ad.row(i);
      msgs[m] = {key, nonce, a.data(), a.size(), body, len, outs[i], tags[m]};
      index[m++] = i;
    }
    const ascon::Status s = ascon::batch::aead128_decrypt_many(std::span(msgs, m), std::span(st, m), one_thread(o));
    if (s)
      for (std::size_t k = 0; k < m; ++k) status[index[k]] = st[k];
    return s;
  });
}

// ---- outputs ----------------------------------------------------------------------------

nb::bytes new_zero_bytes(std::size_t n) {
  nb::bytes b = new_bytes(n);
  std::memset(bytes_data(b), 0, n);
  return b;
}

// Packs per-row validity into an Arrow bitmap; None when nothing is null.
nb::object validity_bitmap(std::size_t n, const std::vector<u8>& ok, std::size_t& null_count) {
  null_count = 0;
  for (u8 v : ok) null_count += !v;
  if (!null_count) return nb::none();
  nb::bytes bits = new_zero_bytes((n + 7) / 8);
  u8* p = bytes_data(bits);
  for (std::size_t i = 0; i < n; ++i)
    if (ok[i]) p[i >> 3] |= static_cast<u8>(1u << (i & 7));
  return bits;
}

std::vector<u8> valid_flags(const Rows& r) {
  std::vector<u8> ok(r.size(), 1);
  for (std::size_t i = 0; i < r.size(); ++i) ok[i] = r.valid(i);
  return ok;
}

// An output buffer of n bytes from `alloc(n)` when it is given (ascon_native.arrow
// passes pyarrow.allocate_buffer: its memory pool hands back pages it already
// holds, where a new bytes object of many MiB costs a page fault per 4 KiB
// on every call), else a new bytes object. `obj` owns the memory.
struct OutBuffer {
  nb::object obj;
  u8* data = nullptr;
  std::size_t size = 0;
  OutBuffer(std::size_t n, nb::handle alloc, bool zero) : size(n) {
    if (alloc.is_none()) {
      nb::bytes b = new_bytes(n);
      data = bytes_data(b);
      obj = std::move(b);
    } else {
      obj = nb::borrow(alloc)(n);
      Py_buffer v;
      if (PyObject_GetBuffer(obj.ptr(), &v, PyBUF_WRITABLE) != 0) throw nb::python_error();
      const bool big_enough = static_cast<std::size_t>(v.len) >= n;
      data = static_cast<u8*>(v.buf);
      PyBuffer_Release(&v);  // the memory stays with obj, which we keep
      if (!big_enough) raise_value_error("alloc returned a buffer that is too small");
    }
    if (zero && n) std::memset(data, 0, n);
  }
};

// Variable-size Arrow output: offsets (int32 unless `large`) from per-row
// sizes, and the data buffer; outs[i] points at row i.
struct VarOut {
  std::optional<OutBuffer> offsets, data;
  std::vector<u8*> outs;
};
// zero: whether to clear the data first (decryption; encryption writes every byte).
VarOut var_out(const std::vector<std::size_t>& sizes, bool large, bool zero, nb::handle alloc) {
  const std::size_t n = sizes.size();
  std::size_t total = 0;
  for (std::size_t s : sizes) total = checked_add(total, s, "the output column");
  if (!large && total > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    raise_value_error("the output column exceeds 2 GiB, the limit of Arrow binary; pass a large_binary column");
  VarOut v;
  v.offsets.emplace(checked_mul(n + 1, large ? 8 : 4, "the output column"), alloc, false);
  v.data.emplace(total, alloc, zero);
  v.outs.resize(n);
  u8* d = v.data->data;
  u8* o = v.offsets->data;
  std::size_t at = 0;
  for (std::size_t i = 0; i <= n; ++i) {
    if (large) {
      const auto x = static_cast<std::int64_t>(at);
      std::memcpy(o + 8 * i, &x, 8);
    } else {
      const auto x = static_cast<std::int32_t>(at);
      std::memcpy(o + 4 * i, &x, 4);
    }
    if (i < n) v.outs[i] = d + at, at += sizes[i];
  }
  return v;
}

// ---- _batch: lists and 2-D arrays -----------------------------------------------------

// Returns (is_array, result): result is a list of bytes, or for a 2-D input
// one bytearray of n * out_len bytes that ascon_native.batch reshapes.
nb::tuple batch_sponge(int kind, nb::handle items, Py_ssize_t length, nb::handle customization, int threads) {
  const auto o = options(threads);
  Rows rows;
  const bool is_array = read_items(items, "items", rows);
  InBuf z(customization, "customization", true);
  require_at_most(z.size(), 256, "customization");
  const std::size_t out_len = kind == 0 ? 32 : out_length(length, true);
  const std::size_t n = rows.size();
  std::vector<u8> out(checked_mul(n, out_len, "the output"));
  ascon::Status s;
  if (out_len) {
    nb::gil_scoped_release nogil;
    s = run_sponge(static_cast<SpongeKind>(kind), rows, z.span(), out_len, out.data(), o);
  }
  check(s);
  if (is_array) {
    PyObject* ba = PyByteArray_FromStringAndSize(reinterpret_cast<const char*>(out.data()),
                                                 static_cast<Py_ssize_t>(out.size()));
    if (!ba) throw nb::python_error();
    return nb::make_tuple(true, nb::steal(ba));
  }
  nb::list result;
  for (std::size_t i = 0; i < n; ++i) result.append(nb::bytes(reinterpret_cast<const char*>(out.data() + i * out_len), out_len));
  return nb::make_tuple(false, result);
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
    PyObject* ba = PyByteArray_FromStringAndSize(reinterpret_cast<const char*>(buf.data()), static_cast<Py_ssize_t>(total));
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
    PyObject* ba = PyByteArray_FromStringAndSize(reinterpret_cast<const char*>(buf.data()), static_cast<Py_ssize_t>(total));
    if (!ba) throw nb::python_error();
    result = nb::steal(ba);
  } else {
    nb::list l;
    for (std::size_t i = 0; i < n; ++i) {
      if (status[i] == 0) l.append(nb::bytes(reinterpret_cast<const char*>(outs[i]), sizes[i]));
      else l.append(nb::none());
    }
    result = l;
  }
  ascon::secure_wipe(buf.data(), buf.size());  // plaintext copies now live in the results only
  return nb::make_tuple(is_array, result, ok);
}

// ---- _arrow: columns ------------------------------------------------------------------

// (null_count, validity, data) of a fixed_size_binary(out_len) result.
nb::tuple arrow_sponge(int kind, nb::handle schema, nb::handle array, nb::handle sizes, Py_ssize_t length,
                       nb::handle customization, int threads, nb::handle alloc) {
  const auto o = options(threads);
  Rows rows;
  read_column(schema, array, sizes, "col", rows);
  InBuf z(customization, "customization", true);
  require_at_most(z.size(), 256, "customization");
  const std::size_t out_len = kind == 0 ? 32 : out_length(length);
  const std::size_t n = rows.size();
  OutBuffer data(checked_mul(n, out_len, "the output column"), alloc, false);
  std::size_t nulls = 0;
  nb::object validity = validity_bitmap(n, valid_flags(rows), nulls);
  u8* out = data.data;
  ascon::Status s;
  {
    nb::gil_scoped_release nogil;
    s = run_sponge(static_cast<SpongeKind>(kind), rows, z.span(), out_len, out, o);
  }
  check(s);
  return nb::make_tuple(nulls, validity, data.obj);
}

// A per-row companion column (nonces, associated data) given as a
// (schema, array) capsule pair, or (schema, array, buffer sizes).
bool is_capsule_pair(nb::handle h) {
  return PyTuple_Check(h.ptr()) && (PyTuple_GET_SIZE(h.ptr()) == 2 || PyTuple_GET_SIZE(h.ptr()) == 3) &&
         PyCapsule_CheckExact(PyTuple_GET_ITEM(h.ptr(), 0));
}

Layout read_companion(nb::handle h, const char* what, Rows& rows) {
  const nb::handle sizes = PyTuple_GET_SIZE(h.ptr()) == 3 ? nb::handle(PyTuple_GET_ITEM(h.ptr(), 2)) : nb::none();
  return read_column(nb::borrow(PyTuple_GET_ITEM(h.ptr(), 0)), nb::borrow(PyTuple_GET_ITEM(h.ptr(), 1)), sizes, what,
                     rows);
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

void bind_batch(nb::module_& m) {
  nb::module_ b = m.def_submodule("_batch", "ascon_native.batch's native part (use ascon_native.batch).");
  b.def("sponge", &batch_sponge, "kind"_a, "items"_a, "length"_a, "customization"_a.none(), "threads"_a);
  b.def("encrypt", &batch_encrypt, "key"_a, "nonces"_a, "items"_a, "associated_data"_a.none(), "threads"_a);
  b.def("decrypt", &batch_decrypt, "key"_a, "nonces"_a, "items"_a, "associated_data"_a.none(), "raise_on_failure"_a,
        "threads"_a);
  b.def("backend", [] { return ascon::batch::backend_name(ascon::batch::best_backend()); });
  b.def("backends", [] {
    nb::list names;
    for (ascon::batch::Backend k : ascon::batch::all_backends()) names.append(ascon::batch::backend_name(k));
    return names;
  });

  nb::module_ a = m.def_submodule("_arrow", "ascon_native.arrow's native part (use ascon_native.arrow).");
  a.def("length", [](nb::handle array) {
    return capsule_pointer<ArrowArray>(array, "arrow_array", "array")->length;
  });
  // alloc: a callable n -> writable buffer of n bytes for the results (None: bytes).
  // sizes: the declared byte size of each of the array's buffers (a tuple of
  // ints), or None to trust the producer (arrow_column.hpp says what is checked).
  a.def("sponge", &arrow_sponge, "kind"_a, "schema"_a, "array"_a, "sizes"_a.none(), "length"_a,
        "customization"_a.none(), "threads"_a, "alloc"_a.none() = nb::none());
  a.def("encrypt", &arrow_encrypt, "key"_a, "schema"_a, "array"_a, "sizes"_a.none(), "nonce"_a,
        "associated_data"_a.none(), "large"_a, "threads"_a, "alloc"_a.none() = nb::none());
  a.def("decrypt", &arrow_decrypt, "key"_a, "schema"_a, "array"_a, "sizes"_a.none(), "associated_data"_a.none(),
        "raise_on_failure"_a, "threads"_a, "alloc"_a.none() = nb::none());
}

}  // namespace ascon_py
