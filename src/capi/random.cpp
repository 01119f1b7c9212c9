// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon_random_bytes, key generation and the entropy-source hook
// (include/ascon/c/random.h): the caller's source when one is installed,
// else the OS generator (include/ascon/os_random.hpp), else a clear failure.
#include <ascon/os_random.hpp>
#include <atomic>

#include "capi.hpp"
#include "random_source.hpp"

namespace {
// The source and its context, set together at start-up. ctx is stored
// before the function and read after it (release/acquire), so a thread that
// sees the new function also sees its context.
std::atomic<ascon_random_source> g_source{nullptr};
std::atomic<void*> g_ctx{nullptr};
}  // namespace

int ascon::capi::random_fill(std::uint8_t* out, std::size_t n) noexcept {
  if (n == 0) return ASCON_OK;
  const ascon_random_source src = g_source.load(std::memory_order_acquire);
  const bool ok =
      src != nullptr ? src(g_ctx.load(std::memory_order_relaxed), out, n) == 0 : ascon::os_random_bytes(out, n);
  if (ok) return ASCON_OK;
  ascon::secure_wipe(out, n);  // never leave a partial fill that could pass for random
  return ASCON_ERR_UNAVAILABLE;
}

int ascon_random_set_source(ascon_random_source source, void* ctx) {
  g_ctx.store(ctx, std::memory_order_relaxed);
  g_source.store(source, std::memory_order_release);
  return ASCON_OK;
}

int ascon_random_bytes(void* buf, size_t len) {
  ASCON_CHECK_BUFFERS(buf, len);
  return ascon::capi::random_fill(static_cast<std::uint8_t*>(buf), len);
}

int ascon_aead128_keygen(uint8_t key[16]) {
  ASCON_CHECK_BUFFERS(key, 1);
  return ascon::capi::random_fill(key, 16);
}
