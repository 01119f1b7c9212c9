// SPDX-License-Identifier: Apache-2.0 OR MIT
// Semihosting: the target asks the debugger (here QEMU, -semihosting-config
// enable=on,target=native) to do file I/O and exit on the host. The calls
// follow the Arm semihosting specification, which RISC-V adopted unchanged:
// operation number in r0/a0, pointer to an argument block in r1/a1, result
// back in r0/a0. Only what the KAT driver needs.
//
// ASCON_KAT_HOST builds the same interface over stdio, to debug the driver
// natively.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#if ASCON_KAT_HOST
#include <cstdio>
#include <cstdlib>
#include <vector>
namespace semihost {
inline int host_argc = 0;
inline char** host_argv = nullptr;
inline std::vector<std::FILE*> files;
inline int open_read(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) return -1;
  files.push_back(f);
  return static_cast<int>(files.size() - 1);
}
inline long read(int fd, void* buf, std::size_t n) { return static_cast<long>(std::fread(buf, 1, n, files[fd])); }
inline void close(int fd) { std::fclose(files[fd]); }
inline void write0(const char* s) { std::fputs(s, stdout); }
inline int command_line(char*, std::size_t, const char** argv, int max) {
  int n = 0;
  for (; n < host_argc && n < max; ++n) argv[n] = host_argv[n];
  return n;
}
}  // namespace semihost
#else
namespace semihost {

enum Op : std::uintptr_t {
  sys_open = 0x01,
  sys_close = 0x02,
  sys_write0 = 0x04,
  sys_read = 0x06,
  sys_get_cmdline = 0x15,
  sys_exit = 0x18,
};

inline std::intptr_t call(std::uintptr_t op, const void* arg) {
#if defined(__arm__)
  register std::uintptr_t r0 __asm__("r0") = op;
  register const void* r1 __asm__("r1") = arg;
  __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
  return static_cast<std::intptr_t>(r0);
#elif defined(__riscv)
  register std::uintptr_t a0 __asm__("a0") = op;
  register const void* a1 __asm__("a1") = arg;
  // The RISC-V semihosting trap: an ebreak between two marker instructions,
  // uncompressed, all in one page (the alignment guarantees that).
  __asm__ volatile(
      ".option push\n.option norvc\n.balign 16\n"
      "slli zero, zero, 0x1f\nebreak\nsrai zero, zero, 7\n.option pop"
      : "+r"(a0)
      : "r"(a1)
      : "memory");
  return static_cast<std::intptr_t>(a0);
#else
#error "semihosting: unknown architecture"
#endif
}

inline int open_read(const char* path) {
  const std::uintptr_t args[3] = {reinterpret_cast<std::uintptr_t>(path), 1 /* "rb" */, std::strlen(path)};
  return static_cast<int>(call(sys_open, args));
}
// Returns the number of bytes read (0 at end of file, -1 on error).
inline long read(int fd, void* buf, std::size_t n) {
  const std::uintptr_t args[3] = {static_cast<std::uintptr_t>(fd), reinterpret_cast<std::uintptr_t>(buf), n};
  const std::intptr_t not_read = call(sys_read, args);
  return not_read < 0 || static_cast<std::size_t>(not_read) > n ? -1 : static_cast<long>(n - not_read);
}
inline void close(int fd) {
  const std::uintptr_t args[1] = {static_cast<std::uintptr_t>(fd)};
  call(sys_close, args);
}
inline void write0(const char* s) { call(sys_write0, s); }

// Splits the command line (QEMU: -semihosting-config ...,arg=A,arg=B) at spaces.
inline int command_line(char* buf, std::size_t cap, const char** argv, int max) {
  std::uintptr_t args[2] = {reinterpret_cast<std::uintptr_t>(buf), cap - 1};
  if (call(sys_get_cmdline, args) != 0) return 0;
  buf[args[1] < cap ? args[1] : cap - 1] = 0;
  int n = 0;
  for (char* p = buf; *p && n < max;) {
    while (*p == ' ') *p++ = 0;
    if (!*p) break;
    argv[n++] = p;
    while (*p && *p != ' ') ++p;
  }
  return n;
}

// Ends the program: ADP_Stopped_ApplicationExit makes QEMU exit with 0,
// any other reason (here RunTimeErrorUnknown) with 1.
[[noreturn]] inline void exit(int code) {
  const std::uintptr_t reason = code == 0 ? 0x20026 : 0x20023;
#if defined(__riscv) || defined(__arm__)
  // 32-bit targets pass the reason itself, not a pointer to a block.
  call(sys_exit, reinterpret_cast<const void*>(reason));
#endif
  for (;;) {
  }
}

}  // namespace semihost
#endif
