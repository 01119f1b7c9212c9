// SPDX-License-Identifier: Apache-2.0 OR MIT
// File-descriptor I/O for the ascon CLI: sources and sinks over fds, and an
// output file that appears only when complete: an unnamed O_TMPFILE file in
// the target's folder, fsync, then linked in (nothing is left by a crash or
// SIGKILL); where O_TMPFILE is missing, a named temporary file renamed into
// place and removed on failure, on exceptions and on SIGINT/SIGTERM/SIGHUP.
#pragma once

#include <sys/stat.h>

#include <cstdint>
#include <stdexcept>
#include <string>

#include "file_format.hpp"

namespace ascon::fileformat {

// An I/O failure: the message is the whole sentence after "ascon: error: ".
struct IoError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "what: strerror(errno)".
[[noreturn]] void throw_errno(const std::string& what);

class FdSource : public ByteSource {
 public:
  FdSource(int fd, std::string name) : fd_(fd), name_(std::move(name)) {}
  std::size_t read(std::span<std::uint8_t> buf) override;

 private:
  int fd_;
  std::string name_;
};

class FdSink : public ByteSink {
 public:
  FdSink(int fd, std::string name) : fd_(fd), name_(std::move(name)) {}
  void write(std::span<const std::uint8_t> data) override;

 private:
  int fd_;
  std::string name_;
};

// Installs the handlers that remove a pending temporary output file on
// SIGINT, SIGTERM and SIGHUP (then die of the same signal), and ignores
// SIGXFSZ so a file-size limit surfaces as an EFBIG write error we clean up.
void install_signal_cleanup();

// An output file written through a temporary file beside it.
class AtomicOutputFile {
 public:
  // Opens an unnamed file in path's folder (O_TMPFILE, mode 0600); where the
  // file system lacks O_TMPFILE (or ASCON_TEST_NO_O_TMPFILE is set, a test
  // hook), creates "<dir>/.<name>.XXXXXX" with mode 0600 instead.
  explicit AtomicOutputFile(const std::string& path);
  ~AtomicOutputFile();  // removes the temporary file unless committed
  AtomicOutputFile(const AtomicOutputFile&) = delete;
  AtomicOutputFile& operator=(const AtomicOutputFile&) = delete;

  int fd() const { return fd_; }
  const std::string& path() const { return path_; }
  // fsync, then link (unnamed file) or rename (named one) onto the final
  // path: with `replace` false this fails if the path exists (no race
  // between check and commit).
  void commit(bool replace);

 private:
  std::string path_, temp_;
  int fd_ = -1;
  bool committed_ = false;
};

// Whether two stat results name the same file.
inline bool same_file(const struct stat& a, const struct stat& b) {
  return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

}  // namespace ascon::fileformat
