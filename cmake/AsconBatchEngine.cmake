# SPDX-License-Identifier: Apache-2.0 OR MIT
# The batch engine (src/batch/) for every target that compiles it: the
# library ascon::batch, libascon, the fuzzers, the constant-time checks.
# `ascon_batch_engine(<target>)` adds the engine's sources to the target and
# gives each SIMD kernel its instruction set. Source file properties are per
# directory, and a function runs in its caller's, so each caller gets them.
# dispatch.cpp runs a kernel only on CPUs with every extension it needs
# (the backend table, include/ascon/detail/batch_backends.hpp).
include(CheckCXXCompilerFlag)

# One kernel_<name>.cpp per cpu row of the backend table.
set(ASCON_BATCH_KERNELS portable avx2 avx512 neon)
# x86 flags per kernel. AVX2 for the vector lanes; BMI1/BMI2 (andn, rorx) for
# the two states the AVX2 kernel keeps in general registers beside them
# (every AVX2 CPU has them).
# ASCON_ROUND_X86_64_ASM=0: the AVX2 kernel's two scalar states keep the
# C++ round, which the compiler interleaves with the vector instructions
# (as measured in docs/performance.md), instead of the assembly round that
# -mbmi -mbmi2 would otherwise bring (include/ascon/permutation.hpp).
set(ASCON_BATCH_FLAGS_avx2 -mavx2 -mbmi -mbmi2 -DASCON_ROUND_X86_64_ASM=0)
set(ASCON_BATCH_FLAGS_avx512 -mavx512f)

function(ascon_batch_engine target)
  set(dir "${ascon_SOURCE_DIR}/src/batch")
  set(sources ${dir}/api.cpp ${dir}/dispatch.cpp ${dir}/sponge_many.cpp ${dir}/aead_many.cpp)
  set(x86 OFF)
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64|i[3-6]86")
    set(x86 ON)
  endif()
  foreach(k IN LISTS ASCON_BATCH_KERNELS)
    list(APPEND sources ${dir}/kernel_${k}.cpp)
    # A kernel whose flags the compiler lacks compiles to a null getter.
    if(x86 AND ASCON_BATCH_FLAGS_${k})
      list(JOIN ASCON_BATCH_FLAGS_${k} " " flags)
      check_cxx_compiler_flag("${flags}" ASCON_HAVE_BATCH_FLAGS_${k})
      if(ASCON_HAVE_BATCH_FLAGS_${k})
        set_source_files_properties(${dir}/kernel_${k}.cpp PROPERTIES COMPILE_OPTIONS "${ASCON_BATCH_FLAGS_${k}}")
      endif()
    endif()
  endforeach()
  target_sources(${target} PRIVATE ${sources})
  ascon_run_time_layer(${target})
endfunction()
