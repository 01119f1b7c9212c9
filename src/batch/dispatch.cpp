// SPDX-License-Identifier: Apache-2.0 OR MIT
// Backend selection: which kernels this build has, which this CPU runs, and
// the one `automatic` means (chosen once; ASCON_BATCH_BACKEND overrides it).
// Everything per backend is generated from the backend table
// (include/ascon/detail/batch_backends.hpp).
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "engine.hpp"

#include <ascon/detail/cpu.hpp>

#if defined(ASCON_HAVE_CUDA)
#include <ascon/cuda.hpp>
#endif

// The table's `runs` column: a field of ascon::detail::X86Features, read with
// CPUID/XGETBV (OS register saving included), not __builtin_cpu_supports,
// which some runtimes (Zig's, for the wheels) leave answering no. Off x86 no
// row that needs one is built, so it is never asked.
#if defined(ASCON_HAVE_X86_CPUID)
namespace {
// CPUID serialises the core (hundreds of cycles) and kernel_for() runs on
// every batch call, so it is read once. A constant-initialised atomic, not a
// function-local static: libascon.a links into C programs without the C++
// runtime (as detail/dispatch.hpp's v3_choice). Racing first calls store the
// same value.
std::atomic<int> x86_cached{0};  // 0: not read yet; else 1 | v3 << 1 | avx512f << 2
ascon::detail::X86Features cached_x86_features() noexcept {
  int c = x86_cached.load(std::memory_order_relaxed);
  if (c == 0) {
    const ascon::detail::X86Features f = ascon::detail::x86_features();
    c = 1 | (f.v3 ? 2 : 0) | (f.avx512f ? 4 : 0);
    x86_cached.store(c, std::memory_order_relaxed);
  }
  // Named fields: X86Features has more members than this cache keeps.
  ascon::detail::X86Features f;
  f.v3 = (c & 2) != 0;
  f.avx512f = (c & 4) != 0;
  return f;
}
}  // namespace
#define ASCON_BATCH_X86(feature) (cached_x86_features().feature)
#else
#define ASCON_BATCH_X86(feature) false
#endif

namespace ascon::batch {

const char* backend_name(Backend b) noexcept {
  switch (b) {
    case Backend::automatic:
      return "automatic";
#define ASCON_BATCH_NAME_(name, where, runs) \
  case Backend::name:                        \
    return #name;
      ASCON_BATCH_BACKENDS(ASCON_BATCH_NAME_)
#undef ASCON_BATCH_NAME_
  }
  return "unknown";
}

bool backend_from_name(const char* name, Backend& out) noexcept {
  if (name == nullptr) return false;
  if (std::strcmp(name, "automatic") == 0) {
    out = Backend::automatic;
    return true;
  }
  for (Backend b : backend_table)
    if (std::strcmp(name, backend_name(b)) == 0) {
      out = b;
      return true;
    }
  return false;
}

namespace detail {

namespace {
// Whether this build has the backend: a cpu row whose kernel was compiled for
// this target, or a device row built in.
bool built(Backend b) noexcept {
#define ASCON_BATCH_BUILT_cpu(name) name##_kernel() != nullptr
#if defined(ASCON_HAVE_CUDA)
#define ASCON_BATCH_BUILT_device(name) true
#else
#define ASCON_BATCH_BUILT_device(name) false
#endif
#define ASCON_BATCH_BUILT_(name, where, runs) \
  if (b == Backend::name) return ASCON_BATCH_BUILT_##where(name);
  ASCON_BATCH_BACKENDS(ASCON_BATCH_BUILT_)
#undef ASCON_BATCH_BUILT_
  return false;
}

bool cpu_runs(Backend b) noexcept {
#define ASCON_BATCH_RUNS_(name, where, runs) \
  if (b == Backend::name) return (runs);
  ASCON_BATCH_BACKENDS(ASCON_BATCH_RUNS_)
#undef ASCON_BATCH_RUNS_
  return false;
}

bool is_cpu(Backend b) noexcept {
#define ASCON_BATCH_IS_CPU_cpu true
#define ASCON_BATCH_IS_CPU_device false
#define ASCON_BATCH_IS_CPU_(name, where, runs) \
  if (b == Backend::name) return ASCON_BATCH_IS_CPU_##where;
  ASCON_BATCH_BACKENDS(ASCON_BATCH_IS_CPU_)
#undef ASCON_BATCH_IS_CPU_
  return false;
}
}  // namespace

const Kernel* kernel_for(Backend b) noexcept {
#define ASCON_BATCH_KERNEL_cpu(name) name##_kernel()
#define ASCON_BATCH_KERNEL_device(name) nullptr
#define ASCON_BATCH_KERNEL_(name, where, runs) \
  if (b == Backend::name) return cpu_runs(b) ? ASCON_BATCH_KERNEL_##where(name) : nullptr;
  ASCON_BATCH_BACKENDS(ASCON_BATCH_KERNEL_)
#undef ASCON_BATCH_KERNEL_
  return nullptr;
}

}  // namespace detail

BackendList all_backends() noexcept {
  BackendList list{};
  for (Backend b : backend_table)
    if (detail::built(b)) list.items[list.count++] = b;
  return list;
}

bool available(Backend b) noexcept {
  if (b == Backend::automatic) return true;
  if (!detail::built(b)) return false;
  if (detail::is_cpu(b)) return detail::kernel_for(b) != nullptr;
#if defined(ASCON_HAVE_CUDA)
  return b == Backend::cuda && ascon::cuda::device_count() > 0;
#else
  return false;
#endif
}

namespace {
Backend choose() noexcept {
  if (const char* env = std::getenv("ASCON_BATCH_BACKEND"); env && *env) {
    Backend b;
    if (!backend_from_name(env, b)) {
      std::fprintf(stderr, "ascon batch: unknown ASCON_BATCH_BACKEND=%s (", env);
      for (Backend t : backend_table) std::fprintf(stderr, "%s%s", t == backend_table[0] ? "" : ", ", backend_name(t));
      std::fprintf(stderr, "); ignored\n");
    } else if (b != Backend::automatic) {
      if (available(b)) return b;
      std::fprintf(stderr, "ascon batch: ASCON_BATCH_BACKEND=%s is not available on this machine; ignored\n", env);
    }
  }
  // The first cpu row this machine runs; a device only when asked for.
  for (Backend b : backend_table)
    if (detail::is_cpu(b) && available(b)) return b;
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
