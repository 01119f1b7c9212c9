// SPDX-License-Identifier: Apache-2.0 OR MIT
// The dispatch's CPU feature check (detail/cpu.hpp) against the kernel's own
// list in /proc/cpuinfo: a check that always says no (as the compiler
// runtime's did in Zig builds) would leave every wheel on the slow path.
#include <gtest/gtest.h>

#include <ascon/detail/cpu.hpp>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#if defined(ASCON_HAVE_X86_CPUID) && defined(__linux__)
namespace {
std::set<std::string> cpuinfo_flags() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("flags", 0) != 0) continue;
    std::istringstream words(line.substr(line.find(':') + 1));
    std::set<std::string> flags;
    for (std::string w; words >> w;) flags.insert(w);
    return flags;
  }
  return {};
}
}  // namespace

TEST(Cpu, FeaturesAgreeWithTheKernel) {
  // Under qemu-user (80-cross.sh sets ASCON_TEST_EMULATED) CPUID answers for
  // the emulated CPU while /proc/cpuinfo still describes the host.
  if (std::getenv("ASCON_TEST_EMULATED")) GTEST_SKIP() << "emulated: CPUID is the emulator's, not the host's";
  const auto flags = cpuinfo_flags();
  if (flags.empty()) GTEST_SKIP() << "no flags line in /proc/cpuinfo";
  const auto f = ascon::detail::x86_features();
  EXPECT_EQ(f.v3, flags.count("avx2") && flags.count("bmi1") && flags.count("bmi2"));
  EXPECT_EQ(f.avx512f, flags.count("avx512f") == 1);
}
#else
TEST(Cpu, FeaturesAgreeWithTheKernel) { GTEST_SKIP() << "x86 Linux only"; }
#endif
