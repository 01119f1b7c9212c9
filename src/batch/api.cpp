// SPDX-License-Identifier: Apache-2.0 OR MIT
// The public batch functions: check the arguments (before anything is
// written), resolve the backend, forward CUDA work, split across threads.
#include <ascon/ct.hpp>
#include <ascon/detail/bytes.hpp>
#include <ascon/detail/checked.hpp>
#include <ascon/detail/params.hpp>

#include <cstring>

#include "engine.hpp"

#if defined(ASCON_HAVE_CUDA)
#include <ascon/cuda.hpp>
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
// inside the address space, and count digests must fit in a size_t.
bool strided_sizes_ok(std::size_t msg_len, std::size_t stride, std::size_t count) noexcept {
  std::size_t last = 0, end = 0, digests = 0;
  return count == 0 || (checked_mul(count - 1, stride, last) && checked_add(last, msg_len, end) &&
                        checked_mul(count, 32, digests));
}

Status sponge(const Kernel& k, const State& start, const MessageList& list, std::size_t count, std::size_t bytes,
              u8* outs, std::size_t out_len, unsigned threads) {
  detail::split_across_threads(count, bytes, threads, detail::min_bytes_per_thread(k, false),
                               [&](std::size_t b, std::size_t e) {
                                 detail::sponge_many(k, start, list, b, e, outs, out_len);
                               });
  return {};
}

template <class Params>
constexpr State initial_state() noexcept {
  return ascon::detail::Sponge<Params>::unkeyed_initial_state();
}

// CXOF128 after its customization string: the same for the whole batch.
State cxof_start(std::span<const u8> z) noexcept {
  State s = initial_state<ascon::detail::Cxof128Params>();
  ascon::detail::custom_start<ascon::detail::Cxof128Params>(s, z.data(), z.size());
  return s;
}

// Nothing a message writes may overlap what it reads (its output over its own
// key table would change the key mid-batch: a failed message's zeroed output
// would leave a known key for the next one), except its output equal to its
// input (in place); the statuses may overlap nothing of any message.
Status check_aead(std::span<const AeadMessage> msgs, bool decrypt, std::span<const int> status) noexcept {
  using ascon::detail::disjoint;
  const std::size_t status_bytes = status.size() * sizeof(int);
  for (const AeadMessage& m : msgs) {
    if (!m.key || !m.nonce || !m.tag || (m.len && (!m.in || !m.out)) || (m.ad_len && !m.ad))
      return Error::null_pointer;
    if (!ascon::detail::buffers_ok(m.in, m.len, m.out)) return Error::overlapping_buffers;
    const struct {
      const void* p;
      std::size_t n;
    } reads[] = {{m.key, 16}, {m.nonce, 16}, {m.ad, m.ad_len}, {m.in, m.in == m.out ? 0 : m.len},
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
// verifies, so any early return leaves the batch failed (finding 8).
Status aead(std::span<const AeadMessage> msgs, std::span<int> status, bool decrypt, Options o) {
  for (int& st : status) st = static_cast<int>(Error::authentication_failed);
  if (decrypt && status.size() != msgs.size()) return fail_aead(Error::bad_length, msgs, decrypt, status);
  const Resolved r = resolve(o.backend);
  if (!r.ok) return fail_aead(Error::unavailable, msgs, decrypt, status);
  if (Status s = check_aead(msgs, decrypt, status); !s) return fail_aead(s, msgs, decrypt, status);
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) {
    return decrypt ? ascon::cuda::aead128_decrypt_many(msgs, status) : ascon::cuda::aead128_encrypt_many(msgs);
  }
#endif
  std::size_t bytes = 0;
  for (const AeadMessage& m : msgs) bytes = saturating_add(bytes, saturating_add(m.len, m.ad_len));
  int* st = decrypt ? status.data() : nullptr;
  detail::split_across_threads(msgs.size(), bytes, o.threads, detail::min_bytes_per_thread(*r.kernel, true),
                               [&](std::size_t b, std::size_t e) {
                                 detail::aead_many(*r.kernel, decrypt, msgs.data(), b, e, st);
                               });
  return {};
}

// Output size check of the sponge functions: outs must be exactly
// out_len * count bytes, with a product that does not wrap (finding 1).
bool outs_size_ok(std::size_t count, std::size_t out_len, std::size_t outs_size) noexcept {
  std::size_t need = 0;
  return checked_mul(count, out_len, need) && need == outs_size;
}
}  // namespace

Status hash256_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<std::uint8_t> digests,
                    Options o) {
  if (!outs_size_ok(msgs.size(), 32, digests.size())) return fail_zeroed(Error::bad_length, digests.data(), digests.size());
  const Resolved r = resolve(o.backend);
  if (!r.ok) return fail_zeroed(Error::unavailable, digests.data(), digests.size());
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::hash256_many(msgs, digests);
#endif
  MessageList list;
  list.spans = msgs.data();
  return sponge(*r.kernel, initial_state<ascon::detail::Hash256Params>(), list, msgs.size(), total_size(msgs),
                digests.data(), 32, o.threads);
}

Status hash256_many_strided(const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride, std::size_t count,
                            std::uint8_t* digests, Options o) {
  if (!strided_sizes_ok(msg_len, stride, count)) {
    std::size_t d = 0;  // zero the digests too, unless 32 * count itself wraps
    return checked_mul(count, 32, d) ? fail_zeroed(Error::too_long, digests, d) : Status{Error::too_long};
  }
  if (count && (!digests || (msg_len && !msgs))) return fail_zeroed(Error::null_pointer, digests, 32 * count);
  if (count > 1 && stride < msg_len) return fail_zeroed(Error::bad_length, digests, 32 * count);
  const Resolved r = resolve(o.backend);
  if (!r.ok) return fail_zeroed(Error::unavailable, digests, 32 * count);
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::hash256_many_strided(msgs, msg_len, stride, count, digests);
#endif
  MessageList list;
  list.base = msgs;
  list.len = msg_len;
  list.stride = stride;
  std::size_t bytes = ascon::detail::size_max;
  (void)checked_mul(count, msg_len, bytes);  // a thread-count heuristic: saturates
  return sponge(*r.kernel, initial_state<ascon::detail::Hash256Params>(), list, count, bytes, digests, 32, o.threads);
}

Status xof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs, Options o) {
  if (!outs_size_ok(msgs.size(), out_len, outs.size())) return fail_zeroed(Error::bad_length, outs.data(), outs.size());
  const Resolved r = resolve(o.backend);
  if (!r.ok) return fail_zeroed(Error::unavailable, outs.data(), outs.size());
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::xof128_many(msgs, out_len, outs);
#endif
  MessageList list;
  list.spans = msgs.data();
  return sponge(*r.kernel, initial_state<ascon::detail::Xof128Params>(), list, msgs.size(),
                saturating_add(total_size(msgs), outs.size()), outs.data(), out_len, o.threads);
}

Status cxof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<const std::uint8_t> customization,
                    std::size_t out_len, std::span<std::uint8_t> outs, Options o) {
  if (customization.size() > ascon::detail::cxof128_max_customization_bits / 8)
    return fail_zeroed(Error::too_long, outs.data(), outs.size());
  if (customization.data() == nullptr && !customization.empty())
    return fail_zeroed(Error::null_pointer, outs.data(), outs.size());
  if (!outs_size_ok(msgs.size(), out_len, outs.size())) return fail_zeroed(Error::bad_length, outs.data(), outs.size());
  const Resolved r = resolve(o.backend);
  if (!r.ok) return fail_zeroed(Error::unavailable, outs.data(), outs.size());
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::cxof128_many(msgs, customization, out_len, outs);
#endif
  MessageList list;
  list.spans = msgs.data();
  return sponge(*r.kernel, cxof_start(customization), list, msgs.size(),
                saturating_add(total_size(msgs), outs.size()), outs.data(), out_len, o.threads);
}

Status aead128_encrypt_many(std::span<const AeadMessage> msgs, Options o) { return aead(msgs, {}, false, o); }

Status aead128_decrypt_many(std::span<const AeadMessage> msgs, std::span<int> status, Options o) {
  return aead(msgs, status, true, o);
}

}  // namespace ascon::batch
