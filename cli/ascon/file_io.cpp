// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "file_io.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

#include "common/file_reader.hpp"

namespace ascon::fileformat {

void throw_errno(const std::string& what) { throw IoError(what + ": " + std::strerror(errno)); }

std::size_t FdSource::read(std::span<std::uint8_t> buf) {
  int err = 0;
  const std::size_t done = cli::read_full(fd_, buf.data(), buf.size(), err);
  if (err != 0) {
    errno = err;
    throw_errno("reading " + name_);
  }
  return done;
}

void FdSink::write(std::span<const std::uint8_t> data) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(fd_, data.data() + done, data.size() - done);
    if (n > 0)
      done += static_cast<std::size_t>(n);
    else if (n < 0 && errno != EINTR)
      throw_errno("writing " + name_);
  }
}

// ---- removing the temporary file when a signal arrives -------------------------
namespace {

char g_pending_temp[4096];  // the temporary file to remove, if armed
volatile sig_atomic_t g_pending_armed = 0;
constexpr int cleanup_signals[] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void on_fatal_signal(int sig) {
  if (g_pending_armed) unlink(g_pending_temp);  // async-signal-safe
  signal(sig, SIG_DFL);
  raise(sig);  // die of the same signal, so the parent sees what happened
}

// Blocks the cleanup signals for the lifetime of the object.
class SignalBlock {
 public:
  SignalBlock() {
    sigset_t s;
    sigemptyset(&s);
    for (int sig : cleanup_signals) sigaddset(&s, sig);
    sigprocmask(SIG_BLOCK, &s, &old_);
  }
  ~SignalBlock() { sigprocmask(SIG_SETMASK, &old_, nullptr); }

 private:
  sigset_t old_;
};

void arm(const std::string& temp) {
  SignalBlock b;
  if (temp.size() >= sizeof g_pending_temp) return;  // cannot happen: mkstemp would have failed first
  std::memcpy(g_pending_temp, temp.c_str(), temp.size() + 1);
  g_pending_armed = 1;
}
void disarm() { g_pending_armed = 0; }

std::string dir_of(const std::string& path) {
  const auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}
std::string base_of(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

void fsync_dir(const std::string& dir) {
  const int fd = open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  (void)fsync(fd);  // some file systems refuse; the rename itself is done
  close(fd);
}

}  // namespace

void install_signal_cleanup() {
  for (int sig : cleanup_signals) {
    struct sigaction old{};
    sigaction(sig, nullptr, &old);
    if (old.sa_handler == SIG_IGN) continue;  // e.g. SIGINT in a background job: keep ignoring it
    struct sigaction sa{};
    sa.sa_handler = on_fatal_signal;
    sigemptyset(&sa.sa_mask);
    for (int s : cleanup_signals) sigaddset(&sa.sa_mask, s);
    sigaction(sig, &sa, nullptr);
  }
  signal(SIGXFSZ, SIG_IGN);
  signal(SIGPIPE, SIG_IGN);  // a closed pipe becomes an EPIPE write error with a clean exit
}

// ---- the output file -------------------------------------------------------------
namespace {
// The test hook that forces the named-temporary-file fallback
// (tests/cli/test_ascon.sh tmpfile_fallback), as on a file system without O_TMPFILE.
bool o_tmpfile_disabled() {
  const char* v = std::getenv("ASCON_TEST_NO_O_TMPFILE");
  return v && *v && std::string_view(v) != "0";
}
}  // namespace

AtomicOutputFile::AtomicOutputFile(const std::string& path) : path_(path) {
  // First choice: an unnamed file in the target's folder (O_TMPFILE). Until
  // commit() links it, no name exists, so nothing survives a crash or SIGKILL.
  if (!o_tmpfile_disabled()) {
    fd_ = open(dir_of(path).c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
    if (fd_ >= 0) return;
    // EOPNOTSUPP/EISDIR/EINVAL: this file system (or kernel) has no O_TMPFILE.
    // Anything else (no such folder, no permission) the fallback reports too.
  }
  std::string tmpl = dir_of(path) + "/." + base_of(path) + ".XXXXXX";
  std::vector<char> buf(tmpl.begin(), tmpl.end());
  buf.push_back('\0');
  {
    SignalBlock b;  // no window where the file exists but the handler does not know it
    fd_ = mkostemp(buf.data(), O_CLOEXEC);
    if (fd_ < 0) throw_errno("cannot create a temporary file in " + dir_of(path));
    temp_ = buf.data();
    arm(temp_);
  }
}

AtomicOutputFile::~AtomicOutputFile() {
  if (committed_) return;
  if (fd_ >= 0) close(fd_);
  if (!temp_.empty()) {
    unlink(temp_.c_str());
    disarm();
  }
}

namespace {
// Gives the unnamed file `fd` the name `path` (fails with EEXIST if taken).
int link_unnamed(int fd, const std::string& path) {
  const std::string proc = "/proc/self/fd/" + std::to_string(fd);
  return linkat(AT_FDCWD, proc.c_str(), AT_FDCWD, path.c_str(), AT_SYMLINK_FOLLOW);
}
}  // namespace

void AtomicOutputFile::commit(bool replace) {
  if (fsync(fd_) != 0) throw_errno("writing " + path_ + " (fsync)");
  const bool unnamed = temp_.empty();
  if (unnamed) {
    // Link the complete file in. Without --force linkat itself refuses an
    // existing name; with it, link to a fresh temporary name and rename that
    // over the target (a name exists only for the complete file).
    int rc = 0;
    if (!replace) {
      rc = link_unnamed(fd_, path_);
    } else {
      SignalBlock b;
      for (unsigned i = 0;; ++i) {
        temp_ = dir_of(path_) + "/." + base_of(path_) + "." + std::to_string(getpid()) + "." + std::to_string(i);
        rc = link_unnamed(fd_, temp_);
        if (rc == 0 || errno != EEXIST || i == 100) break;
      }
      if (rc == 0)
        arm(temp_);
      else
        temp_.clear();
    }
    if (rc != 0) {
      if (errno == EEXIST)
        throw IoError(path_ + " already exists (created while we were writing); use --force to replace it");
      // No /proc, or a file system that cannot link an unnamed file: nothing
      // was written under a name; report it (rare; the fallback is for open).
      throw_errno("cannot link the output file to " + path_);
    }
    if (!replace) {
      const int fd = fd_;
      fd_ = -1;
      committed_ = true;
      if (close(fd) != 0) throw_errno("writing " + path_ + " (close)");
      fsync_dir(dir_of(path_));
      return;
    }
  }
  const int fd = fd_;
  fd_ = -1;
  if (close(fd) != 0) throw_errno("writing " + path_ + " (close)");
  SignalBlock b;  // rename and disarm as one step
  int rc;
  if (replace) {
    rc = rename(temp_.c_str(), path_.c_str());
  } else {
    rc = renameat2(AT_FDCWD, temp_.c_str(), AT_FDCWD, path_.c_str(), RENAME_NOREPLACE);
    if (rc != 0 && (errno == EINVAL || errno == ENOSYS)) {
      // The file system cannot rename without replacing: link() also refuses to replace.
      rc = link(temp_.c_str(), path_.c_str());
      if (rc == 0) unlink(temp_.c_str());
    }
  }
  if (rc != 0) {
    if (errno == EEXIST)
      throw IoError(path_ + " already exists (created while we were writing); use --force to replace it");
    throw_errno("cannot rename the temporary file to " + path_);
  }
  committed_ = true;
  disarm();
  fsync_dir(dir_of(path_));
}

}  // namespace ascon::fileformat
