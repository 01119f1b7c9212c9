// The public batch functions: check the arguments (before anything is
// written), resolve the backend, forward CUDA work, split across threads.
#include <ascon/detail/bytes.hpp>
#include <ascon/detail/params.hpp>

#include <numeric>

#include "engine.hpp"

#if defined(ASCON_HAVE_CUDA)
#include <ascon/cuda.hpp>
#endif

namespace ascon::batch {

namespace {
using detail::Kernel;
using detail::MessageList;
using detail::u8;
using LE = ascon::detail::LittleEndian;

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

std::size_t total_size(std::span<const std::span<const u8>> msgs) noexcept {
  std::size_t t = 0;
  for (auto m : msgs) t += m.size();
  return t;
}

Status sponge(const Kernel& k, const State& start, const MessageList& list, std::size_t count, std::size_t bytes,
              u8* outs, std::size_t out_len, unsigned threads) {
  detail::split_across_threads(count, bytes, threads, [&](std::size_t b, std::size_t e) {
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
  s.x[0] ^= ascon::constants::cxof128_length_block(8 * static_cast<std::uint64_t>(z.size()));
  permute<12>(s);
  std::size_t i = 0;
  for (; i + 8 <= z.size(); i += 8) {
    s.x[0] ^= LE::load(z.data() + i);
    permute<12>(s);
  }
  s.x[0] ^= LE::load_partial(z.data() + i, z.size() - i) ^ (std::uint64_t{1} << (8 * (z.size() - i)));
  permute<12>(s);
  return s;
}

Status check_aead(std::span<const AeadMessage> msgs) noexcept {
  for (const AeadMessage& m : msgs) {
    if (!m.key || !m.nonce || !m.tag || (m.len && (!m.in || !m.out)) || (m.ad_len && !m.ad))
      return Error::null_pointer;
    if (!ascon::detail::buffers_ok(m.in, m.len, m.out)) return Error::overlapping_buffers;
  }
  return {};
}

Status aead(std::span<const AeadMessage> msgs, int* status, Options o) {
  const Resolved r = resolve(o.backend);
  if (!r.ok) return Error::unavailable;
  if (Status s = check_aead(msgs); !s) return s;
  const bool decrypt = status != nullptr;
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) {
    return decrypt ? ascon::cuda::aead128_decrypt_many(msgs, std::span<int>(status, msgs.size()))
                   : ascon::cuda::aead128_encrypt_many(msgs);
  }
#endif
  std::size_t bytes = 0;
  for (const AeadMessage& m : msgs) bytes += m.len + m.ad_len;
  detail::split_across_threads(msgs.size(), bytes, o.threads, [&](std::size_t b, std::size_t e) {
    detail::aead_many(*r.kernel, decrypt, msgs.data(), b, e, status);
  });
  return {};
}
}  // namespace

Status hash256_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<std::uint8_t> digests,
                    Options o) {
  if (digests.size() != 32 * msgs.size()) return Error::bad_length;
  const Resolved r = resolve(o.backend);
  if (!r.ok) return Error::unavailable;
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
  if (count && (!digests || (msg_len && !msgs))) return Error::null_pointer;
  if (count > 1 && stride < msg_len) return Error::bad_length;
  const Resolved r = resolve(o.backend);
  if (!r.ok) return Error::unavailable;
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::hash256_many_strided(msgs, msg_len, stride, count, digests);
#endif
  MessageList list;
  list.base = msgs;
  list.len = msg_len;
  list.stride = stride;
  return sponge(*r.kernel, initial_state<ascon::detail::Hash256Params>(), list, count, count * msg_len, digests, 32,
                o.threads);
}

Status xof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs, Options o) {
  if (outs.size() != out_len * msgs.size()) return Error::bad_length;
  const Resolved r = resolve(o.backend);
  if (!r.ok) return Error::unavailable;
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::xof128_many(msgs, out_len, outs);
#endif
  MessageList list;
  list.spans = msgs.data();
  return sponge(*r.kernel, initial_state<ascon::detail::Xof128Params>(), list, msgs.size(),
                total_size(msgs) + out_len * msgs.size(), outs.data(), out_len, o.threads);
}

Status cxof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<const std::uint8_t> customization,
                    std::size_t out_len, std::span<std::uint8_t> outs, Options o) {
  if (customization.size() > ascon::detail::cxof128_max_customization_bits / 8) return Error::too_long;
  if (outs.size() != out_len * msgs.size()) return Error::bad_length;
  const Resolved r = resolve(o.backend);
  if (!r.ok) return Error::unavailable;
#if defined(ASCON_HAVE_CUDA)
  if (r.cuda) return ascon::cuda::cxof128_many(msgs, customization, out_len, outs);
#endif
  MessageList list;
  list.spans = msgs.data();
  return sponge(*r.kernel, cxof_start(customization), list, msgs.size(), total_size(msgs) + out_len * msgs.size(),
                outs.data(), out_len, o.threads);
}

Status aead128_encrypt_many(std::span<const AeadMessage> msgs, Options o) { return aead(msgs, nullptr, o); }

Status aead128_decrypt_many(std::span<const AeadMessage> msgs, std::span<int> status, Options o) {
  if (status.size() != msgs.size()) return Error::bad_length;
  if (msgs.empty()) return resolve(o.backend).ok ? Status{} : Status{Error::unavailable};
  return aead(msgs, status.data(), o);
}

}  // namespace ascon::batch
