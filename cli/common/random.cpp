// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/random.hpp"

#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "common/app.hpp"

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
  while (done < out.size()) {
    const ssize_t n = ::read(fd, out.data() + done, out.size() - done);
    if (n > 0) done += static_cast<std::size_t>(n);
    else if (!(n < 0 && errno == EINTR)) {
      close(fd);
      fail("reading /dev/urandom failed");
    }
  }
  close(fd);
}

}  // namespace ascon::cli
