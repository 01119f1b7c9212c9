// SPDX-License-Identifier: Apache-2.0 OR MIT
// The rows of one batch call, read with the GIL held: bytes-like objects, a
// 2-D uint8 array, or one value for every row (a stride-0 view). The Arrow
// reader (arrow_capi.hpp) fills the same Rows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <vector>

#include "pybuf.hpp"

namespace ascon_py {

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
  std::deque<Py_buffer> views_;   // exported buffers (never moved), released with the rows
  std::vector<nb::object> keep_;  // objects whose memory the rows point into
};

[[noreturn]] void raise_type_error(const std::string& msg);

// A list (or any sequence) of bytes-like objects, or a 2-D uint8 array, into
// `rows`. Returns whether it was an array.
bool read_items(nb::handle obj, const char* what, Rows& rows);
// ValueError unless `r` has n rows.
void check_rows_match(const Rows& r, std::size_t n, const char* what);
// One bytes-like value (None: empty) as every one of n rows.
void one_for_all(Rows& rows, nb::handle value, const char* what, std::size_t n);

}  // namespace ascon_py
