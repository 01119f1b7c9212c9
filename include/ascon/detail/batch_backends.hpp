// SPDX-License-Identifier: Apache-2.0 OR MIT
// The batch engine's backend table: every backend once. The Backend enum,
// backend names, ASCON_BATCH_BACKEND parsing, the CPU checks, the order in
// which `automatic` tries them, the kernel declarations and all_backends()
// are generated from it (include/ascon/batch.hpp, src/batch/dispatch.cpp,
// src/batch/kernel.hpp); tests, fuzzers, benchmarks and the constant-time
// checks loop over all_backends() and name none.
//
// Adding a SIMD backend: a row here, its kernel in src/batch/kernel_<name>.cpp
// (defining detail::<name>_kernel(), null where the target is absent), and
// the file with its compiler flags in cmake/AsconBatchEngine.cmake.
#pragma once

// clang-format off
// Rows fastest first: `automatic` takes the first cpu row this build has and
// this CPU runs. Columns:
//   name   enum value, ASCON_BATCH_BACKEND spelling, kernel getter <name>_kernel()
//   where  cpu: a SIMD kernel of src/batch/; device: an accelerator (CUDA,
//          src/cuda/), present only when built with it, used only when asked for
//   runs   what the machine must have besides the build: an expression of
//          ASCON_BATCH_X86(field) terms, fields of ascon::detail::X86Features
//          (include/ascon/detail/cpu.hpp: CPUID with OS register saving), or 1
#define ASCON_BATCH_BACKENDS(X)                                                                    \
  X(avx512,   cpu,    ASCON_BATCH_X86(avx512f))                                                    \
  X(avx2,     cpu,    ASCON_BATCH_X86(v3))  /* AVX2 + BMI1 + BMI2: its scalar lanes use BMI */      \
  X(neon,     cpu,    1)                                                                           \
  X(portable, cpu,    1)                                                                           \
  X(cuda,     device, 1)
// clang-format on
