# SPDX-License-Identifier: Apache-2.0 OR MIT
# The instruction sets of the batch engine's SIMD kernels (src/batch/), in
# one place for every target that compiles them. Source file properties are
# per directory, so each directory that compiles the kernels calls
# ascon_batch_kernel_flags(<path of src/batch>). dispatch.cpp runs a kernel
# only on CPUs with every extension it is compiled for.
include(CheckCXXCompilerFlag)
function(ascon_batch_kernel_flags dir)
  if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64|i[3-6]86")
    return()
  endif()
  # AVX2 for the vector lanes; BMI1/BMI2 (andn, rorx) for the two states the
  # AVX2 kernel keeps in general registers beside them (every AVX2 CPU has them).
  check_cxx_compiler_flag("-mavx2 -mbmi -mbmi2" ASCON_HAVE_MAVX2_BMI2)
  if(ASCON_HAVE_MAVX2_BMI2)
    set_source_files_properties(${dir}/kernel_avx2.cpp PROPERTIES COMPILE_OPTIONS "-mavx2;-mbmi;-mbmi2")
  endif()
  check_cxx_compiler_flag(-mavx512f ASCON_HAVE_MAVX512F)
  if(ASCON_HAVE_MAVX512F)
    set_source_files_properties(${dir}/kernel_avx512.cpp PROPERTIES COMPILE_OPTIONS "-mavx512f")
  endif()
endfunction()
