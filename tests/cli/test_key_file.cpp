// The key-file code both CLIs share (cli/common/key_file.hpp): no copy of the
// key's hex digits may be left in a heap block that is freed (issue 13,
// finding 9). Every operator delete in this program scans the block it frees
// for the armed needle before handing it back to malloc.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <malloc.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <array>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <thread>

#include <ascon/ct.hpp>

#include "common/file_reader.hpp"
#include "common/key_file.hpp"

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
      EXPECT_FALSE(g_found_in_freed_block) << "comment of " << n << " bytes: a reallocation left key digits in a freed block";
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
  std::string got;
  {
    Watch w(key_prefix);
    const int err = ascon::cli::read_small_file("/dev/fd/" + std::to_string(fds[0]), got, 4096);
    writer.join();
    EXPECT_EQ(err, 0);
    EXPECT_EQ(got, text);
    EXPECT_FALSE(g_found_in_freed_block) << "a reallocation left key digits in a freed block";
  }
  ascon::secure_wipe(got.data(), got.size());
  ::close(fds[0]);
}

}  // namespace
