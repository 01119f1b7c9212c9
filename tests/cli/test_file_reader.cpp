// SPDX-License-Identifier: Apache-2.0 OR MIT
// The whole-file reader both CLIs stream files through (cli/common/file_reader):
// it hands over exactly the file's bytes, and a file truncated while it is
// read is an I/O error for that file, never a signal that ends the process.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "common/file_reader.hpp"

namespace fs = std::filesystem;

namespace {

struct TempFile {
  fs::path path;
  explicit TempFile(const std::vector<std::uint8_t>& content) {
    char name[] = "/tmp/ascon-reader-XXXXXX";
    const int fd = ::mkstemp(name);
    path = name;
    std::size_t done = 0;
    while (fd >= 0 && done < content.size()) {
      const ssize_t w = ::write(fd, content.data() + done, content.size() - done);
      if (w <= 0) break;
      done += static_cast<std::size_t>(w);
    }
    if (fd >= 0) ::close(fd);
  }
  ~TempFile() { fs::remove(path); }
};

std::vector<std::uint8_t> pattern(std::size_t n) {
  std::vector<std::uint8_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<std::uint8_t>(i * 131 + (i >> 11));
  return v;
}

TEST(FileReader, HandsOverExactlyTheContent) {
  for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{65535}, std::size_t{65536},
                              std::size_t{(1u << 20) - 1}, std::size_t{(1u << 20) + 3}, std::size_t{3u << 20}}) {
    const auto content = pattern(n);
    TempFile f(content);
    std::vector<std::uint8_t> got;
    const int err = ascon::cli::read_file(
        f.path.string(), [&](std::span<const std::uint8_t> p) { got.insert(got.end(), p.begin(), p.end()); });
    EXPECT_EQ(err, 0) << n;
    EXPECT_TRUE(got == content) << n;
  }
}

// Another process truncates the file between two pieces; every byte of every
// piece is read (a mapping past the new end would raise SIGBUS here). Run in
// a child so a signal fails this test and not the whole program.
TEST(FileReader, FileTruncatedWhileReadIsAnIoError) {
  for (const std::size_t n : {std::size_t{128} << 10, std::size_t{4} << 20}) {
    TempFile f(pattern(n));
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      bool truncated = false;
      unsigned sum = 0;
      const int err = ascon::cli::read_file(f.path.string(), [&](std::span<const std::uint8_t> p) {
        if (!truncated) {
          truncated = ::truncate(f.path.c_str(), 0) == 0;
          if (!truncated) ::_exit(3);
        }
        for (const std::uint8_t b : p) sum += b;
      });
      ::_exit(err == EIO ? 0 : 10 + (sum & 1));
    }
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_FALSE(WIFSIGNALED(status)) << n << " bytes: killed by signal " << WTERMSIG(status);
    if (WIFEXITED(status)) {
      EXPECT_EQ(WEXITSTATUS(status), 0) << n << " bytes (0: EIO reported, 10/11: no error reported)";
    }
  }
}

}  // namespace
