// SPDX-License-Identifier: Apache-2.0 OR MIT
// The key-file code both CLIs share (cli/common/key_file.hpp): no copy of the
// key's hex digits may be left in a heap block that is freed. Every operator delete in this program scans the block it
// frees for the armed needle before handing it back to malloc.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <malloc.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <sys/stat.h>
#include <sys/wait.h>

#include <csignal>

#include <array>
#include <chrono>
#include <cerrno>
#include <bit>
#include <vector>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <thread>

#include <ascon/ct.hpp>

#include "common/app.hpp"
#include "common/key_file.hpp"
#include "common/random.hpp"

namespace {
// The text to look for in freed blocks, and whether it was found.
const char* g_needle = nullptr;
bool g_found_in_freed_block = false;

void scan_and_free(void* p) noexcept {
  if (p && g_needle) {
    const std::size_t n = malloc_usable_size(p), m = std::strlen(g_needle);
    if (n >= m && memmem(p, n, g_needle, m) != nullptr) g_found_in_freed_block = true;
  }
  std::free(p);
}

// Looks for `needle` in every block freed while it lives.
struct Watch {
  explicit Watch(const char* needle) {
    g_found_in_freed_block = false;
    g_needle = needle;
  }
  ~Watch() { g_needle = nullptr; }
};
}  // namespace

void* operator new(std::size_t n) {
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { scan_and_free(p); }
void operator delete(void* p, std::size_t) noexcept { scan_and_free(p); }

namespace {

using ascon::cli::key_file_key_size;
using Key = std::array<std::uint8_t, key_file_key_size>;

constexpr Key test_key = {0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7,
                          0xa8, 0xa9, 0xaa, 0xab, 0xac, 0xad, 0xae, 0xaf};
// The first half of the key's digits: any partial copy of the key line holds it.
constexpr const char* key_prefix = "a0a1a2a3a4a5a6a7";

// Comments of every length up to 300 bytes: whichever length makes the text
// outgrow its buffer in the middle of the digits is among them.
TEST(KeyFileHeap, FormattingLeavesNoDigitsInFreedBlocks) {
  for (std::size_t n = 0; n <= 300; ++n) {
    std::string text;
    {
      Watch w(key_prefix);
      text = ascon::cli::format_key_text(test_key, std::string(n, 'c'));
      ASSERT_NE(text.find(key_prefix), std::string::npos);
      EXPECT_FALSE(g_found_in_freed_block)
          << "comment of " << n << " bytes: a reallocation left key digits in a freed block";
    }
    ascon::secure_wipe(text.data(), text.size());
  }
}

// A key read from a pipe arrives in pieces; growing the buffer between them
// used to free a block holding the first digits.
TEST(KeyFileHeap, ReadingInPiecesLeavesNoDigitsInFreedBlocks) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const std::string text = "# key\n" + std::string(key_prefix) + "a8a9aaabacadaeaf\n";
  std::thread writer([&] {
    const std::size_t half = 6 + 16;  // the comment and half the digits
    (void)!::write(fds[1], text.data(), half);
    // Wait until the reader has taken the first piece, so the second arrives
    // in a read of its own.
    for (int pending = 1; ::ioctl(fds[1], FIONREAD, &pending) == 0 && pending > 0;) std::this_thread::yield();
    (void)!::write(fds[1], text.data() + half, text.size() - half);
    ::close(fds[1]);
  });
  {
    Watch w(key_prefix);
    Key key{};
    ascon::cli::load_key_file("/dev/fd/" + std::to_string(fds[0]), key, ascon::cli::KeyPurpose::any, 1);
    writer.join();
    EXPECT_EQ(key, test_key);
    EXPECT_FALSE(g_found_in_freed_block) << "a reallocation left key digits in a freed block";
  }
  ::close(fds[0]);
}

// ---- the text format -----------------------------------------------------------------
using ascon::cli::KeyPurpose;

// Parses text; nullopt-like: returns false on failure.
bool parse(std::string_view text, Key& key, KeyPurpose& purpose) {
  std::string problem;
  return ascon::cli::parse_key_text(text, key, purpose, problem);
}
Key parse_ok(std::string_view text) {
  Key key{};
  KeyPurpose p{};
  EXPECT_TRUE(parse(text, key, p)) << text;
  return key;
}

TEST(KeyFile, FormatsAndParsesBack) {
  const std::string text = ascon::cli::format_key_text(test_key, "ascon key: ...\nKeep it secret");
  EXPECT_EQ(text, "# ascon key: ...\n# Keep it secret\na0a1a2a3a4a5a6a7a8a9aaabacadaeaf\n");
  EXPECT_EQ(parse_ok(text), test_key);
}

TEST(KeyFile, AcceptsUpperCaseCommentsAndWhitespace) {
  EXPECT_EQ(parse_ok("\n# c\n  A0A1A2A3A4A5A6A7A8A9AAABACADAEAF \r\n\n"), test_key);
  Key all{};
  all.fill(0xFF);
  EXPECT_EQ(parse_ok("ffffffffffffffffffffffffffffffff"), all);
  Key nineties{};
  nineties.fill(0x90);
  EXPECT_EQ(parse_ok("90909090909090909090909090909090"), nineties);
  // A comment exactly as long as a key line is still a comment.
  EXPECT_EQ(parse_ok("#234567890123456789012345678901\na0a1a2a3a4a5a6a7a8a9aaabacadaeaf\n"), test_key);
}

TEST(KeyFile, RejectsMalformedKeys) {
  const std::string bad[] = {"", "# only a comment\n",
                             "a0a1a2a3a4a5a6a7a8a9aaabacadaeaf00",  // too long
                             "a0a1a2a3a4a5a6a7a8a9aaabacadaea",     // too short
                             "a0a1a2a3a4a5a6a7a8a9aaabacadaeag",    // g
                             "a0a1a2a3a4a5a6a7a8a9aaabacadae:f",    // ':' sits just above '9'
                             "a0a1a2a3a4a5a6a7a8a9aaabacadae/f",    // '/' sits just below '0'
                             "a0a1a2a3a4a5a6a7a8a9aaabacadae`f",    // '`' sits just below 'a'
                             "a0a1a2a3a4a5a6a7a8a9aaabacadae f",    // inner space
                             "a0a1a2a3a4a5a6a7a8a9aaabacadaeaf\na0a1a2a3a4a5a6a7a8a9aaabacadaeaf\n",  // two keys
                             "purpose: mac\npurpose: mac\na0a1a2a3a4a5a6a7a8a9aaabacadaeaf\n",        // two purposes
                             "purpose: signing\na0a1a2a3a4a5a6a7a8a9aaabacadaeaf\n",                  // unknown purpose
                             // 16 bytes: once taken as a raw key, printable or not.
                             "password12345678",
                             std::string("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f", 16)};
  for (const auto& t : bad) {
    Key key;
    key.fill(0x55);
    KeyPurpose p{};
    EXPECT_FALSE(parse(t, key, p)) << "'" << t << "'";
    EXPECT_EQ(key, Key{}) << "key not zeroed for '" << t << "'";
  }
}

// One key, one purpose: an optional purpose line; files without one still load.
TEST(KeyFile, PurposeLine) {
  for (const auto p : {KeyPurpose::any, KeyPurpose::file_encryption, KeyPurpose::mac}) {
    const std::string text = ascon::cli::format_key_text(test_key, "c", p);
    EXPECT_EQ(text.find("purpose:") != std::string::npos, p != KeyPurpose::any) << text;
    Key key{};
    KeyPurpose got{};
    ASSERT_TRUE(parse(text, key, got)) << text;
    EXPECT_EQ(key, test_key);
    EXPECT_EQ(got, p);
  }
}

// random_bytes in two separate processes must differ: a generator seeded the
// same way in every process (rand(), or srand(time) within one second) gives
// both children the same bytes, which two calls in one process would not show.
TEST(KeyFile, RandomBytesDifferAcrossProcesses) {
  std::array<std::array<std::uint8_t, 32>, 2> got{};
  for (auto& g : got) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      std::array<std::uint8_t, 32> b{};
      ascon::cli::random_bytes(b);
      ::_exit(::write(fds[1], b.data(), b.size()) == static_cast<ssize_t>(b.size()) ? 0 : 1);
    }
    ::close(fds[1]);
    ASSERT_EQ(::read(fds[0], g.data(), g.size()), static_cast<ssize_t>(g.size()));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  EXPECT_NE(got[0], got[1]);
  // And within one process, 4 KiB has about half its bits set (an all-zero or
  // stuck generator fails; the bound is 10 standard deviations wide).
  std::vector<std::uint8_t> big(4096);
  ascon::cli::random_bytes(big);
  std::size_t ones = 0;
  for (const std::uint8_t b : big) ones += static_cast<std::size_t>(std::popcount(b));
  EXPECT_GT(ones, 16384u - 905u);
  EXPECT_LT(ones, 16384u + 905u);
}

// Key files that are not regular files get the same owner and mode checks
// (a world-writable FIFO is as open to others as a world-writable file);
// only character devices (a terminal, /dev/stdin on one) are exempt. None of
// it may block: opening a FIFO no one writes to waits for a writer, so the
// refusal has to come first, and a FIFO of one's own with no writer is
// read as empty rather than waited on.

// load_key_file in a child process, with a hang turned into a failure: the
// child's error message (empty on success) and its key, or "blocked" when it
// gave no answer within `seconds` (the child dies of SIGALRM). close_in_child:
// a descriptor the child must not hold (the write end of a pipe it reads).
struct Loaded {
  std::string error;
  Key key{};
};
Loaded load_in_child(const std::string& path, int close_in_child = -1, unsigned seconds = 20) {
  int fds[2];
  if (::pipe(fds) != 0) return {"pipe failed", {}};
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    if (close_in_child >= 0) ::close(close_in_child);
    ::alarm(seconds);  // a child that blocks dies of SIGALRM
    Key key{};
    std::string error;
    try {
      ascon::cli::load_key_file(path, key, ascon::cli::KeyPurpose::any, 1);
    } catch (const ascon::cli::Failure& f) {
      error = f.what();
    }
    std::string out(reinterpret_cast<const char*>(key.data()), key.size());
    out += error;
    ::_exit(::write(fds[1], out.data(), out.size()) == static_cast<ssize_t>(out.size()) ? 0 : 1);
  }
  ::close(fds[1]);
  std::string got;
  char buf[512];
  for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    got.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) return {"blocked", {}};
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || got.size() < sizeof(Key)) return {"child failed", {}};
  Loaded r;
  std::memcpy(r.key.data(), got.data(), r.key.size());
  r.error = got.substr(r.key.size());
  return r;
}

// A FIFO of the given mode in a fresh folder; `feed` set: the key text is
// already in it (a reader holds it open so that the text stays).
struct Fifo {
  char dir[32] = "/tmp/ascon-keyfifo-XXXXXX";
  std::string path;
  int hold = -1;
  Fifo(mode_t mode, bool feed) {
    if (!::mkdtemp(dir)) return;
    path = std::string(dir) + "/key";
    if (::mkfifo(path.c_str(), 0600) != 0 || ::chmod(path.c_str(), mode) != 0) path.clear();
    if (path.empty() || !feed) return;
    hold = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    const int w = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);  // a reader exists: does not wait
    const std::string text = "a0a1a2a3a4a5a6a7a8a9aaabacadaeaf\n";
    if (hold < 0 || w < 0 || ::write(w, text.data(), text.size()) != static_cast<ssize_t>(text.size())) path.clear();
    if (w >= 0) ::close(w);  // no writer left: the reader gets the text, then end of file
  }
  ~Fifo() {
    if (hold >= 0) ::close(hold);
    ::unlink((std::string(dir) + "/key").c_str());
    ::rmdir(dir);
  }
};

TEST(KeyFile, WorldWritableFifoIsRefused) {
  Fifo fifo(0666, true);
  ASSERT_FALSE(fifo.path.empty());
  const Loaded r = load_in_child(fifo.path);
  EXPECT_NE(r.error.find("writable by other users"), std::string::npos) << "got: '" << r.error << "'";
  EXPECT_EQ(r.key, Key{});
}

// What another user's FIFO looks like to us (writable by others), with no
// one writing to it: refused at once, not waited on for ever.
TEST(KeyFile, WritableFifoWithoutWriterIsRefusedWithoutBlocking) {
  Fifo fifo(0666, false);
  ASSERT_FALSE(fifo.path.empty());
  const Loaded r = load_in_child(fifo.path);
  EXPECT_NE(r.error.find("writable by other users"), std::string::npos) << "got: '" << r.error << "'";
  EXPECT_EQ(r.key, Key{});
}

// One's own FIFO with no writer: no key in it, said at once.
TEST(KeyFile, PrivateFifoWithoutWriterDoesNotBlock) {
  Fifo fifo(0600, false);
  ASSERT_FALSE(fifo.path.empty());
  const Loaded r = load_in_child(fifo.path);
  EXPECT_NE(r.error.find("no key line"), std::string::npos) << "got: '" << r.error << "'";
  EXPECT_EQ(r.key, Key{});
}

TEST(KeyFile, PrivateFifoIsAccepted) {
  Fifo fifo(0600, true);
  ASSERT_FALSE(fifo.path.empty());
  const Loaded r = load_in_child(fifo.path);
  EXPECT_EQ(r.error, "");
  EXPECT_EQ(r.key, test_key);
}

// `--key-file <(command)`: a pipe whose writer is still running when the
// file is opened; the key is read once the writer has written it.
TEST(KeyFile, PipeWithLateWriterIsRead) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  std::thread writer([w = fds[1]] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const std::string text = "a0a1a2a3a4a5a6a7a8a9aaabacadaeaf\n";
    [[maybe_unused]] const ssize_t n = ::write(w, text.data(), text.size());
    ::close(w);
  });
  const Loaded r = load_in_child("/dev/fd/" + std::to_string(fds[0]), fds[1]);
  writer.join();
  ::close(fds[0]);
  EXPECT_EQ(r.error, "");
  EXPECT_EQ(r.key, test_key);
}

}  // namespace
