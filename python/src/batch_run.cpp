// SPDX-License-Identifier: Apache-2.0 OR MIT
// The shared arguments and the work of every batch call (batch_run.hpp).
#include "batch_run.hpp"

#include <cstring>
#include <limits>
#include <string>

namespace ascon_py {

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

namespace {
// Output lengths of the XOFs: an int that fits Arrow's int32 width; 0 (empty
// outputs, as the one-shot xof128) where the result is not an Arrow column.
std::size_t out_length(Py_ssize_t length, bool zero_ok) {
  const Py_ssize_t least = zero_ok ? 0 : 1;
  if (length < least || length > std::numeric_limits<std::int32_t>::max())
    raise_value_error("length must be from " + std::to_string(least) + " to 2**31-1 bytes, got " +
                      std::to_string(length));
  return static_cast<std::size_t>(length);
}
}  // namespace

Key::Key(nb::handle key) {
  InBuf in(key, "key");
  require_size(in.size(), key_size, "key");
  std::memcpy(k.b.data(), in.data(), key_size);
}

const ascon::catalogue::Info& batch_row(const char* name) {
  const ascon::catalogue::Info* a = ascon::catalogue::find(name);
  if (a != nullptr && a->batch) return *a;
  std::string rows;
  for (const auto& r : ascon::catalogue::algorithms)
    if (r.batch) rows += (rows.empty() ? "" : ", ") + std::string(r.name);
  raise_value_error("'" + std::string(name) + "' has no batch path; the algorithms that have one: " + rows);
}

SpongeCall::SpongeCall(const char* name, nb::handle length, nb::handle key_arg, nb::handle custom, bool zero_ok)
    : row(&batch_row(name)) {
  using ascon::catalogue::Kind;
  const std::string title(row->title);
  if (row->output_size != 0) {
    out_len = row->output_size;
  } else {
    if (length.is_none()) raise_type_error(title + " needs a length (output bytes per row)");
    if (!PyLong_Check(length.ptr()) || PyBool_Check(length.ptr()))
      raise_type_error("length must be an int, not '" + py_type_name(length) + "'");
    const Py_ssize_t v = PyLong_AsSsize_t(length.ptr());
    if (v == -1 && PyErr_Occurred()) {
      PyErr_Clear();
      raise_value_error("length must be from " + std::to_string(zero_ok ? 0 : 1) + " to 2**31-1 bytes");
    }
    out_len = out_length(v, zero_ok);
  }
  if (row->key_size != 0) {
    if (key_arg.is_none()) raise_type_error(title + " needs a key of " + std::to_string(row->key_size) + " bytes");
    InBuf k(key_arg, "key");
    require_size(k.size(), row->key_size, "key");
    std::memcpy(key.b.data(), k.data(), row->key_size);
    key_len = row->key_size;
  } else if (!key_arg.is_none()) {
    raise_type_error(title + " takes no key");
  }
  InBuf z(custom, "customization", true);
  if (row->kind != Kind::cxof && z.size() != 0) raise_type_error(title + " takes no customization string");
  require_at_most(z.size(), ascon::Cxof128::max_customization_size, "customization");
  customization.assign(z.data(), z.data() + z.size());
}

ascon::Status run_sponge(const SpongeCall& c, Rows& rows, u8* out, ascon::batch::Options o) {
  const std::size_t n = rows.size();
  ascon::Status s;
  if (rows.strided() && n) {  // equal lengths at a stride (2-D arrays, fixed_size_binary): no span list
    const auto r0 = rows.row(0);
    const std::size_t stride = n > 1 ? static_cast<std::size_t>(rows.row(1).data() - r0.data()) : r0.size();
    s = ascon::batch::sponge_many_strided(c.row->name, r0.data(), r0.size(), stride, n, c.out_len, out, c.args(), o);
  } else {
    s = ascon::batch::sponge_many(c.row->name, rows.spans(), c.out_len, std::span<u8>(out, n * c.out_len), c.args(), o);
  }
  for (std::size_t i = 0; i < n; ++i)
    if (!rows.valid(i)) std::memset(out + i * c.out_len, 0, c.out_len);
  return s;
}

ascon::Status run_encrypt(const u8* key, Rows& pt, Rows& nonces, Rows& ad, const std::vector<u8*>& outs,
                          bool nonce_prefix, ascon::batch::Options o) {
  std::vector<ascon::AeadMessage> msgs;
  msgs.reserve(pt.size());
  for (std::size_t i = 0; i < pt.size(); ++i) {
    if (!pt.valid(i)) continue;
    const auto p = pt.row(i), a = ad.row(i);
    u8* out = outs[i];
    const u8* nonce = nonces.row(i).data();
    if (nonce_prefix) {
      std::memcpy(out, nonce, nonce_size);
      nonce = out;
      out += nonce_size;
    }
    msgs.push_back({key, nonce, a.data(), a.size(), p.data(), p.size(), out, out + p.size()});
  }
  return ascon::batch::aead128_encrypt_many(msgs, o);
}

ascon::Status run_decrypt(const u8* key, Rows& ct, Rows* nonces, Rows& ad, const std::vector<u8*>& outs,
                          std::vector<int>& status, ascon::batch::Options o) {
  const std::size_t n = ct.size(), overhead = tag_size + (nonces ? 0 : nonce_size);
  status.assign(n, -1);
  std::vector<ascon::AeadMessage> msgs;
  std::vector<std::size_t> index;
  std::vector<std::array<u8, tag_size>> tags;  // the engine takes a writable tag pointer: give it copies
  msgs.reserve(n), index.reserve(n), tags.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    const auto c = ct.row(i);
    if (!ct.valid(i) || c.size() < overhead) continue;
    const u8* nonce = nonces ? nonces->row(i).data() : c.data();
    const u8* body = nonces ? c.data() : c.data() + nonce_size;
    const std::size_t len = c.size() - overhead;
    std::memcpy(tags.emplace_back().data(), body + len, tag_size);
    const auto a = ad.row(i);
    msgs.push_back({key, nonce, a.data(), a.size(), body, len, outs[i], tags.back().data()});
    index.push_back(i);
  }
  std::vector<int> st(msgs.size());
  const ascon::Status s = ascon::batch::aead128_decrypt_many(msgs, st, o);
  if (s)
    for (std::size_t k = 0; k < msgs.size(); ++k) status[index[k]] = st[k];
  return s;
}

}  // namespace ascon_py
