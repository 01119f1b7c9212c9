// SPDX-License-Identifier: Apache-2.0 OR MIT
// GPU throughput of Ascon-AEAD128 (encryption) and Ascon-Hash256, printed as
// Markdown tables. Run: scripts/bench-gpu.sh (builds with -DASCON_CUDA=ON).
//
//   kernel-only   data already on the GPU (interleaved layout for
//                 equal-length messages), timed with cudaEvents around the
//                 kernel launches: the device-resident API.
//   end-to-end    host memory to host memory through the pipelined host API
//                 (pinned staging, 3 streams), wall-clock time per call.
//   bandwidth     plain cudaMemcpy of pinned memory, host->device and back,
//                 the ceiling the end-to-end figures are compared with.
//
// Message sizes 64 B, 1 KiB, 16 KiB; batches 2^10 .. 2^24 messages, capped
// so that the buffers fit (ASCON_BENCH_MAX_BYTES, default 4 GiB of input).
// GB/s counts message bytes (10^9 bytes per second).
#include <ascon/cuda.hpp>
#include <cuda_runtime_api.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

#define CHECK(call)                                                                       \
  do {                                                                                    \
    const cudaError_t e_ = (call);                                                        \
    if (e_ != cudaSuccess) {                                                              \
      std::fprintf(stderr, "bench_cuda: error: %s: %s\n", #call, cudaGetErrorString(e_)); \
      std::exit(1);                                                                       \
    }                                                                                     \
  } while (0)
#define CHECK_ST(expr)                                                                              \
  do {                                                                                              \
    if (!(expr)) {                                                                                  \
      std::fprintf(stderr, "bench_cuda: error: %s failed: %s\n", #expr, ascon::cuda::last_error()); \
      std::exit(1);                                                                                 \
    }                                                                                               \
  } while (0)

std::size_t max_bytes() {
  const char* e = std::getenv("ASCON_BENCH_MAX_BYTES");
  return e ? std::strtoull(e, nullptr, 10) : (std::size_t{4} << 30);
}

double gbps(std::size_t bytes, double seconds) { return static_cast<double>(bytes) / seconds / 1e9; }

struct Device {
  void* p = nullptr;
  explicit Device(std::size_t n) { CHECK(cudaMalloc(&p, n ? n : 1)); }
  ~Device() { cudaFree(p); }
  template <class T>
  T* as() const {
    return static_cast<T*>(p);
  }
};

// Median-free but warm: one untimed run, then `reps` timed runs, best taken.
template <class F>
double time_events(F&& run, int reps = 3) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  run();
  CHECK(cudaDeviceSynchronize());
  float best = 1e30f;
  for (int r = 0; r < reps; ++r) {
    CHECK(cudaEventRecord(a));
    run();
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, a, b));
    if (ms < best) best = ms;
  }
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return best / 1e3;
}
template <class F>
double time_wall(F&& run, int reps = 3) {
  run();
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    run();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (s < best) best = s;
  }
  return best;
}

// Kernel-only: interleaved device buffers, filled with a pattern.
double kernel_aead(std::size_t len, std::size_t n) {
  const std::size_t words = (len + 7) / 8 * n;
  Device keys(16 * n), nonces(16 * n), in(8 * words), out(8 * words), tags(16 * n);
  CHECK(cudaMemset(keys.p, 1, 16 * n));
  CHECK(cudaMemset(nonces.p, 2, 16 * n));
  CHECK(cudaMemset(in.p, 3, 8 * words));
  ascon::cuda::DeviceAeadInterleaved b;
  b.count = n, b.keys = keys.as<std::uint64_t>(), b.nonces = nonces.as<std::uint64_t>(), b.in = in.as<std::uint64_t>(),
  b.len = len, b.out = out.as<std::uint64_t>(), b.tags = tags.as<std::uint64_t>();
  return time_events([&] { CHECK_ST(ascon::cuda::aead128_encrypt_device_interleaved(b)); });
}
double kernel_hash(std::size_t len, std::size_t n) {
  const std::size_t words = (len + 7) / 8 * n;
  Device in(8 * words), out(32 * n);
  CHECK(cudaMemset(in.p, 3, 8 * words));
  return time_events([&] {
    CHECK_ST(ascon::cuda::hash256_device_interleaved(in.as<std::uint64_t>(), len, n, out.as<std::uint64_t>()));
  });
}

// End-to-end: ordinary (pageable) host memory in and out.
double e2e_aead(std::size_t len, std::size_t n) {
  std::vector<std::uint8_t> key(16, 1), nonce(16, 2), data(len * n, 3), tags(16 * n);
  std::vector<ascon::cuda::AeadMessage> msgs(n);
  for (std::size_t i = 0; i < n; ++i)
    msgs[i] = {key.data(),          nonce.data(), nullptr, 0, data.data() + i * len, len, data.data() + i * len,
               tags.data() + 16 * i};
  return time_wall([&] { CHECK_ST(ascon::cuda::aead128_encrypt_many(msgs)); });
}
double e2e_hash(std::size_t len, std::size_t n) {
  std::vector<std::uint8_t> data(len * n, 3), digests(32 * n);
  return time_wall([&] { CHECK_ST(ascon::cuda::hash256_many_strided(data.data(), len, len, n, digests.data())); });
}

void bandwidth() {
  const std::size_t n = std::size_t{256} << 20;
  void* h = nullptr;
  CHECK(cudaHostAlloc(&h, n, cudaHostAllocDefault));
  std::memset(h, 1, n);
  Device d(n);
  const double up = time_events([&] { CHECK(cudaMemcpy(d.p, h, n, cudaMemcpyHostToDevice)); });
  const double down = time_events([&] { CHECK(cudaMemcpy(h, d.p, n, cudaMemcpyDeviceToHost)); });
  std::printf("\n## Host-device bandwidth (cudaMemcpy, pinned, 256 MiB)\n\n| direction | GB/s |\n| --- | ---: |\n");
  std::printf("| host to device | %.1f |\n| device to host | %.1f |\n", gbps(n, up), gbps(n, down));
  cudaFreeHost(h);
}

}  // namespace

int main() {
  if (ascon::cuda::device_count() == 0) {
    std::printf("bench_cuda: skipped: no GPU (%s)\n", ascon::cuda::last_error());
    return 0;
  }
  cudaDeviceProp prop{};
  CHECK(cudaGetDeviceProperties(&prop, 0));
  int driver = 0, runtime = 0;
  cudaDriverGetVersion(&driver);
  cudaRuntimeGetVersion(&runtime);
  std::printf("# Ascon on %s (sm_%d%d, %d SMs), driver %d, runtime %d\n", prop.name, prop.major, prop.minor,
              prop.multiProcessorCount, driver, runtime);
  bandwidth();
  std::printf("\n## Throughput (GB/s of message bytes)\n\n");
  std::printf("| algorithm | message | messages | kernel-only | end-to-end |\n| --- | ---: | ---: | ---: | ---: |\n");
  const std::size_t cap = max_bytes();
  for (const char* alg : {"AEAD128 encrypt", "Hash256"}) {
    const bool aead = alg[0] == 'A';
    for (std::size_t len : {std::size_t{64}, std::size_t{1024}, std::size_t{16384}}) {
      for (int lg = 10; lg <= 24; lg += 2) {
        const std::size_t n = std::size_t{1} << lg;
        if (n * len > cap) break;
        const std::size_t bytes = n * len;
        const double k = aead ? kernel_aead(len, n) : kernel_hash(len, n);
        const double e = aead ? e2e_aead(len, n) : e2e_hash(len, n);
        std::printf("| %s | %zu B | 2^%d | %.1f | %.1f |\n", alg, len, lg, gbps(bytes, k), gbps(bytes, e));
        std::fflush(stdout);
      }
    }
  }
  return 0;
}
