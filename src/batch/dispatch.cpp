// SPDX-License-Identifier: Apache-2.0 OR MIT
// Backend selection: which kernels this build has, which this CPU runs, and
// the one `automatic` means (chosen once; ASCON_BATCH_BACKEND overrides it).
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "engine.hpp"

#include <ascon/detail/cpu.hpp>

#if defined(ASCON_HAVE_CUDA)
#include <ascon/cuda.hpp>
#endif

namespace ascon::batch {

const char* backend_name(Backend b) noexcept {
  switch (b) {
    case Backend::automatic: return "automatic";
    case Backend::portable: return "portable";
    case Backend::avx2: return "avx2";
    case Backend::avx512: return "avx512";
    case Backend::neon: return "neon";
    case Backend::cuda: return "cuda";
  }
  return "unknown";
}

namespace detail {

namespace {
bool cpu_has(Backend b) noexcept {
#if defined(ASCON_HAVE_X86_CPUID)
  // The AVX2 kernel is compiled with BMI1/BMI2 too (its scalar lanes).
  if (b == Backend::avx2) return ascon::detail::x86_features().v3;
  if (b == Backend::avx512) return ascon::detail::x86_features().avx512f;
#endif
  return b == Backend::portable || b == Backend::neon;
}
}  // namespace

const Kernel* kernel_for(Backend b) noexcept {
  const Kernel* k = nullptr;
  switch (b) {
    case Backend::portable: k = portable_kernel(); break;
    case Backend::avx2: k = avx2_kernel(); break;
    case Backend::avx512: k = avx512_kernel(); break;
    case Backend::neon: k = neon_kernel(); break;
    default: return nullptr;
  }
  return k && cpu_has(b) ? k : nullptr;
}

}  // namespace detail

bool available(Backend b) noexcept {
  if (b == Backend::automatic) return true;
  if (b == Backend::cuda) {
#if defined(ASCON_HAVE_CUDA)
    return ascon::cuda::device_count() > 0;
#else
    return false;
#endif
  }
  return detail::kernel_for(b) != nullptr;
}

namespace {
Backend choose() noexcept {
  if (const char* env = std::getenv("ASCON_BATCH_BACKEND"); env && *env) {
    for (Backend b : {Backend::portable, Backend::avx2, Backend::avx512, Backend::neon, Backend::cuda}) {
      if (std::strcmp(env, backend_name(b)) == 0) {
        if (available(b)) return b;
        std::fprintf(stderr, "ascon batch: ASCON_BATCH_BACKEND=%s is not available on this machine; ignored\n", env);
        break;
      }
    }
    if (std::strcmp(env, "automatic") != 0 && std::strcmp(env, "portable") != 0 &&
        std::strcmp(env, "avx2") != 0 && std::strcmp(env, "avx512") != 0 && std::strcmp(env, "neon") != 0 &&
        std::strcmp(env, "cuda") != 0)
      std::fprintf(stderr, "ascon batch: unknown ASCON_BATCH_BACKEND=%s (portable, avx2, avx512, neon, cuda); ignored\n",
                   env);
  }
  // The CPU backends, fastest first; CUDA is only used when asked for.
  for (Backend b : {Backend::avx512, Backend::avx2, Backend::neon})
    if (available(b)) return b;
  return Backend::portable;
}
}  // namespace

// Cached in an atomic rather than a function-local static: no guard variable
// from the C++ runtime (libascon.a links this file). Two threads that race on
// the first call both compute the same answer.
Backend best_backend() noexcept {
  static std::atomic<int> chosen{-1};
  int b = chosen.load(std::memory_order_relaxed);
  if (b < 0) {
    b = static_cast<int>(choose());
    chosen.store(b, std::memory_order_relaxed);
  }
  return static_cast<Backend>(b);
}

}  // namespace ascon::batch
