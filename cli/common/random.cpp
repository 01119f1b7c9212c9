// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/random.hpp"

#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "common/app.hpp"
#include "common/file_reader.hpp"

namespace ascon::cli {

void random_bytes(std::span<std::uint8_t> out) {
  std::size_t done = 0;
  while (done < out.size()) {
    const ssize_t n = getrandom(out.data() + done, out.size() - done, 0);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else if (n < 0 && errno == ENOSYS) {
      break;  // very old kernel: fall back to /dev/urandom below
    } else {
      fail(std::string("getrandom failed: ") + std::strerror(errno));
    }
  }
  if (done == out.size()) return;
  const int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail(std::string("cannot open /dev/urandom: ") + std::strerror(errno));
  int err = 0;
  const std::size_t got = read_full(fd, out.data() + done, out.size() - done, err);
  close(fd);
  if (got != out.size() - done) fail("reading /dev/urandom failed");
}

}  // namespace ascon::cli
