// SPDX-License-Identifier: Apache-2.0 OR MIT
// The batch engine's one front door: every public batch function comes here.
// The arguments are checked once, before anything is written; any error fails
// the call closed once (every output zeroed, every status -1); then the work
// goes to a backend: a CPU kernel split across threads, or CUDA. Sponge rows
// are looked up in the catalogue by name (catalogue.hpp, Info::batch).
#include <ascon/catalogue.hpp>
#include <ascon/ct.hpp>
#include <ascon/detail/bytes.hpp>
#include <ascon/detail/checked.hpp>
#include <ascon/detail/params.hpp>

#include <cstring>
#include <type_traits>

#include "engine.hpp"

#if defined(ASCON_HAVE_CUDA)
#include <ascon/cuda.hpp>
#include <ascon/detail/cuda_backend.hpp>
#endif

namespace ascon::batch {

namespace {
using detail::Kernel;
using detail::MessageList;
using detail::u8;

// The kernel to use, or null for CUDA; `ok` false if the backend is unavailable.
struct Resolved {
  const Kernel* kernel = nullptr;
  bool cuda = false;
  bool ok = false;
};
Resolved resolve(Backend b) noexcept {
  if (b == Backend::automatic) b = best_backend();
  if (b == Backend::cuda) return {nullptr, true, available(Backend::cuda)};
  const Kernel* k = detail::kernel_for(b);
  return {k, false, k != nullptr};
}

using ascon::detail::checked_add;
using ascon::detail::checked_mul;
using ascon::detail::saturating_add;

// Input bytes of a batch: only steers how many threads start, so it saturates.
std::size_t total_size(std::span<const std::span<const u8>> msgs) noexcept {
  std::size_t t = 0;
  for (auto m : msgs) t = saturating_add(t, m.size());
  return t;
}

// Fail closed: whatever the caller passed as output is zeroed before the
// error is returned, so a caller that ignores the Status sees no stale bytes.
Status fail_zeroed(Status s, u8* out, std::size_t n) noexcept {
  if (out != nullptr && n != 0) std::memset(out, 0, n);
  return s;
}

// The same for AEAD: every non-null output and (encryption) tag zeroed, every
// status failed. Nothing here reads message contents, only the pointers.
Status fail_aead(Status s, std::span<const AeadMessage> msgs, bool decrypt, std::span<int> status) noexcept {
  for (int& st : status) st = static_cast<int>(Error::authentication_failed);
  for (const AeadMessage& m : msgs) {
    if (m.out != nullptr && m.len != 0) secure_wipe(m.out, m.len);
    if (!decrypt && m.tag != nullptr) std::memset(m.tag, 0, 16);
  }
  return s;
}

// Message i lies at base + i * stride for i < count: the last one must end
// inside the address space.
bool strided_sizes_ok(std::size_t msg_len, std::size_t stride, std::size_t count) noexcept {
  std::size_t last = 0, end = 0;
  return count == 0 || (checked_mul(count - 1, stride, last) && checked_add(last, msg_len, end));
}

// ---- sponge rows ---------------------------------------------------------------------

using catalogue::Info;
using catalogue::Kind;

// A sponge call whose sizes and pointers have been checked: `count`
// messages, out_len bytes each to outs; `bytes` steers the thread count only.
struct SpongeJob {
  MessageList list;
  std::size_t count = 0, bytes = 0, out_len = 0;
  u8* outs = nullptr;
};

// What depends on the row: it has a batch path; the key is its size; only a
// cxof row takes a customization string (at most 256 bytes); a fixed output
// length is met.
Status check_row(const Info* a, const SpongeArgs& args, std::size_t out_len) noexcept {
  if (a == nullptr || !a->batch) return Error::unavailable;
  if (args.key.size() != a->key_size) return Error::bad_length;
  if (args.key.data() == nullptr && !args.key.empty()) return Error::null_pointer;
  if (a->kind == Kind::cxof) {
    if (args.customization.size() > ascon::detail::cxof128_max_customization_bits / 8) return Error::too_long;
    if (args.customization.data() == nullptr && !args.customization.empty()) return Error::null_pointer;
  } else if (!args.customization.empty()) {
    return Error::bad_length;
  }
  if (a->output_size != 0 && out_len != a->output_size) return Error::bad_length;
  return {};
}

// A CXOF after its customization string z: the same for the whole batch.
template <class P>
State cxof_start(std::span<const u8> z) noexcept {
  State s = ascon::detail::Sponge<P>::unkeyed_initial_state();
  ascon::detail::custom_start<P>(s, z.data(), z.size());
  return s;
}

// A keyed sponge (Mac, Prf) after its key: S = IV || K0 || K1 || 0 || 0, Ascon-p[a].
template <class P>
State keyed_start(std::span<const u8> key) noexcept {
  State s{};
  s.x[0] = P::iv;
  s.x[1] = P::Order::load(key.data());
  s.x[2] = P::Order::load(key.data() + 8);
  permute<P::a>(s);
  return s;
}

// The state every message of row E starts from (check_row has checked the key size).
template <class E>
State start_state(const SpongeArgs& args) noexcept {
  using P = typename detail::params_of<typename E::type>::type;
  if constexpr (E::kind == Kind::cxof)
    return cxof_start<P>(args.customization);
  else if constexpr (E::info.key_size != 0)
    return keyed_start<P>(args.key);
  else
    return ascon::detail::Sponge<P>::unkeyed_initial_state();
}

#if defined(ASCON_HAVE_CUDA)
// The CUDA backend's sponge kernels have rate 8 and Ascon-p[12]: the rows of
// that shape from their start state; unavailable for the others.
template <class Shape>
Status on_cuda(const SpongeJob& j, const State& start) {
  namespace gpu = ascon::cuda::backend;
  if constexpr (!std::is_same_v<Shape, detail::lane_shape<ascon::detail::Hash256Params>>)
    return fail_zeroed(Error::unavailable, j.outs, j.count * j.out_len);
  else if (j.list.spans == nullptr)
    return gpu::sponge_many_strided(start, j.list.base, j.list.len, j.list.stride, j.count, j.out_len, j.outs);
  else
    return gpu::sponge_many(start, {j.list.spans, j.count}, j.out_len, j.outs);
}
#endif

template <class E>
Status run_row(const SpongeJob& j, const SpongeArgs& args, Options o) {
  using Shape = detail::lane_shape<typename detail::params_of<typename E::type>::type>;
  static_assert(detail::has_lanes<Shape>,
                "a row of ASCON_CATALOGUE_BATCH whose shape the lanes lack (engine.hpp, sponge_many.cpp)");
  if (j.count == 0) return {};  // nothing to do, on any backend
  const Resolved r = resolve(o.backend);
  if (!r.ok) return fail_zeroed(Error::unavailable, j.outs, j.count * j.out_len);
  State start = start_state<E>(args);
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) {
    const Status st = on_cuda<Shape>(j, start);
    secure_wipe(&start, sizeof start);
    return st;
  }
#endif
  detail::split_across_threads(j.count, j.bytes, o.threads, detail::min_bytes_per_thread(*r.kernel, false),
                               [&](std::size_t b, std::size_t e) {
                                 detail::sponge_many<Shape>(*r.kernel, start, j.list, b, e, j.outs, j.out_len);
                               });
  secure_wipe(&start, sizeof start);  // keyed rows: the key's state
  return {};
}

// Row a's lanes (a checked by check_row: a batch row).
Status run_sponge(const Info& a, const SpongeJob& j, const SpongeArgs& args, Options o) {
  Status st = Error::unavailable;
  catalogue::for_each([&](auto e) {
    using E = decltype(e);
    if constexpr (E::batch)
      if (E::info.name == a.name) st = run_row<E>(j, args, o);
  });
  return st;
}

// ---- AEAD128 ---------------------------------------------------------------------------

// Nothing a message writes may overlap what it reads (its output over its own
// key table would change the key mid-batch: a failed message's zeroed output
// would leave a known key for the next one), except its output equal to its
// input (in place); the statuses may overlap nothing of any message.
Status check_aead(std::span<const AeadMessage> msgs, bool decrypt, std::span<const int> status) noexcept {
  using ascon::detail::disjoint;
  const std::size_t status_bytes = status.size() * sizeof(int);
  for (const AeadMessage& m : msgs) {
    if (!m.key || !m.nonce || !m.tag || (m.len && (!m.in || !m.out)) || (m.ad_len && !m.ad)) return Error::null_pointer;
    if (!ascon::detail::buffers_ok(m.in, m.len, m.out)) return Error::overlapping_buffers;
    const struct {
      const void* p;
      std::size_t n;
    } reads[] = {{m.key, 16},
                 {m.nonce, 16},
                 {m.ad, m.ad_len},
                 {m.in, m.in == m.out ? 0 : m.len},
                 {m.tag, decrypt ? 16u : 0u}},
      writes[] = {{m.out, m.len}, {m.tag, decrypt ? 0u : 16u}};
    for (const auto& w : writes)
      for (const auto& r : reads)
        if (!disjoint(w.p, w.n, r.p, r.n)) return Error::overlapping_buffers;
    if (!disjoint(m.out, m.len, m.tag, 16)) return Error::overlapping_buffers;
    for (const auto& r : reads)
      if (!disjoint(status.data(), status_bytes, r.p, r.n)) return Error::overlapping_buffers;
    for (const auto& w : writes)
      if (!disjoint(status.data(), status_bytes, w.p, w.n)) return Error::overlapping_buffers;
  }
  return {};
}

// status is empty for encryption. Every status is failure until its message
// verifies, so any early return leaves the batch failed (fail closed).
Status aead(std::span<const AeadMessage> msgs, std::span<int> status, bool decrypt, Options o) {
  for (int& st : status) st = static_cast<int>(Error::authentication_failed);
  if (decrypt && status.size() != msgs.size()) return fail_aead(Error::bad_length, msgs, decrypt, status);
  if (Status s = check_aead(msgs, decrypt, status); !s) return fail_aead(s, msgs, decrypt, status);
  if (msgs.empty()) return {};  // nothing to do, on any backend
  const Resolved r = resolve(o.backend);
  if (!r.ok) return fail_aead(Error::unavailable, msgs, decrypt, status);
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::backend::aead128_many(msgs, decrypt ? status.data() : nullptr);
#endif
  std::size_t bytes = 0;
  for (const AeadMessage& m : msgs) bytes = saturating_add(bytes, saturating_add(m.len, m.ad_len));
  int* st = decrypt ? status.data() : nullptr;
  detail::split_across_threads(
      msgs.size(), bytes, o.threads, detail::min_bytes_per_thread(*r.kernel, true),
      [&](std::size_t b, std::size_t e) { detail::aead_many(*r.kernel, decrypt, msgs.data(), b, e, st); });
  return {};
}

// Output size check of the sponge functions: outs must be exactly
// out_len * count bytes, with a product that does not wrap.
bool outs_size_ok(std::size_t count, std::size_t out_len, std::size_t outs_size) noexcept {
  std::size_t need = 0;
  return checked_mul(count, out_len, need) && need == outs_size;
}
}  // namespace

Status sponge_many(std::string_view name, std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs, const SpongeArgs& args, Options o) {
  const Info* a = catalogue::find(name);
  if (Status s = check_row(a, args, out_len); !s) return fail_zeroed(s, outs.data(), outs.size());
  if (!outs_size_ok(msgs.size(), out_len, outs.size())) return fail_zeroed(Error::bad_length, outs.data(), outs.size());
  for (auto m : msgs)
    if (m.data() == nullptr && !m.empty()) return fail_zeroed(Error::null_pointer, outs.data(), outs.size());
  SpongeJob j;
  j.list.spans = msgs.data();
  j.count = msgs.size();
  j.bytes = saturating_add(total_size(msgs), outs.size());
  j.out_len = out_len;
  j.outs = outs.data();
  return run_sponge(*a, j, args, o);
}

Status sponge_many_strided(std::string_view name, const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride,
                           std::size_t count, std::size_t out_len, std::uint8_t* outs, const SpongeArgs& args,
                           Options o) {
  std::size_t need = 0;
  const bool sized = checked_mul(count, out_len, need);
  // Zero the outputs too, unless out_len * count itself wraps (no size to zero).
  auto fail = [&](Status s) { return sized ? fail_zeroed(s, outs, need) : s; };
  if (!sized || !strided_sizes_ok(msg_len, stride, count)) return fail(Error::too_long);
  if (count && ((need && !outs) || (msg_len && !msgs))) return fail(Error::null_pointer);
  if (count > 1 && stride < msg_len) return fail(Error::bad_length);
  const Info* a = catalogue::find(name);
  if (Status s = check_row(a, args, out_len); !s) return fail(s);
  SpongeJob j;
  j.list.base = msgs;
  j.list.len = msg_len;
  j.list.stride = stride;
  j.count = count;
  j.bytes = ascon::detail::size_max;
  (void)checked_mul(count, msg_len, j.bytes);  // a thread-count heuristic: saturates
  j.out_len = out_len;
  j.outs = outs;
  return run_sponge(*a, j, args, o);
}

Status hash256_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<std::uint8_t> digests, Options o) {
  return sponge_many(catalogue::entries::ascon_hash256::info.name, msgs, 32, digests, {}, o);
}

Status hash256_many_strided(const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride, std::size_t count,
                            std::uint8_t* digests, Options o) {
  return sponge_many_strided(catalogue::entries::ascon_hash256::info.name, msgs, msg_len, stride, count, 32, digests,
                             {}, o);
}

Status xof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs, Options o) {
  return sponge_many(catalogue::entries::ascon_xof128::info.name, msgs, out_len, outs, {}, o);
}

Status cxof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<const std::uint8_t> customization,
                    std::size_t out_len, std::span<std::uint8_t> outs, Options o) {
  return sponge_many(catalogue::entries::ascon_cxof128::info.name, msgs, out_len, outs, {{}, customization}, o);
}

Status aead128_encrypt_many(std::span<const AeadMessage> msgs, Options o) { return aead(msgs, {}, false, o); }

Status aead128_decrypt_many(std::span<const AeadMessage> msgs, std::span<int> status, Options o) {
  return aead(msgs, status, true, o);
}

}  // namespace ascon::batch

#if defined(ASCON_HAVE_CUDA)
// ascon::cuda's host-memory functions (include/ascon/cuda.hpp): this front
// door with the CUDA backend, so they are checked as every batch call is.
namespace ascon::cuda {
namespace {
constexpr batch::Options on_gpu{batch::Backend::cuda, 1};
}  // namespace
Status hash256_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<std::uint8_t> digests) noexcept {
  return batch::hash256_many(msgs, digests, on_gpu);
}
Status hash256_many_strided(const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride, std::size_t count,
                            std::uint8_t* digests) noexcept {
  return batch::hash256_many_strided(msgs, msg_len, stride, count, digests, on_gpu);
}
Status xof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs) noexcept {
  return batch::xof128_many(msgs, out_len, outs, on_gpu);
}
Status cxof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<const std::uint8_t> customization,
                    std::size_t out_len, std::span<std::uint8_t> outs) noexcept {
  return batch::cxof128_many(msgs, customization, out_len, outs, on_gpu);
}
Status aead128_encrypt_many(std::span<const AeadMessage> msgs) noexcept {
  return batch::aead128_encrypt_many(msgs, on_gpu);
}
Status aead128_decrypt_many(std::span<const AeadMessage> msgs, std::span<int> status) noexcept {
  return batch::aead128_decrypt_many(msgs, status, on_gpu);
}
}  // namespace ascon::cuda
#endif
