# SPDX-License-Identifier: Apache-2.0 OR MIT
# Included by ascon-config.cmake: ascon::batch needs Threads::Threads.
include(CMakeFindDependencyMacro)
find_dependency(Threads)
include("${CMAKE_CURRENT_LIST_DIR}/ascon_batch-exports.cmake")
