// SPDX-License-Identifier: Apache-2.0 OR MIT
// What a keyed C call leaves in registers reaches the dead stack through two
// ordinary events after the return, so every keyed entry point must return
// with its vector registers cleared and no secret in a caller-saved general
// register:
//   lazy    the caller's next first call through its PLT: the dynamic
//           linker's resolver saves the argument and vector registers on the
//           stack (this program is linked -z lazy);
//   signal  a signal delivered after the return: the kernel writes the
//           register state into the signal frame on the stack (-z now).
// Usage: dead_stack_routes lazy|signal. Each case runs in a child process of
// its own (so each lazy case makes the process's first getppid call): one
// call before (every lazy binding the library itself needs is made there),
// then paint, the keyed call, the event, copy, search for the key, capacity
// and computed-tag words (dead_stack_model.hpp). Two planted cases leave a
// key word in a vector and in an argument register: the event must carry
// them to the stack, or a clean result would mean nothing. Exit status 0 when
// every keyed case is clean and both planted words are found; 77 (skipped)
// where the stack pointer cannot be read or LD_BIND_NOW turns lazy binding off.
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "dead_stack_model.hpp"

namespace {

using namespace dead_stack;

volatile std::sig_atomic_t signals_seen = 0;
void on_signal(int) { signals_seen = signals_seen + 1; }

Needles secrets, forged, mac_secrets, prf_secrets, raw_key;
std::uint8_t forged_ct[80];
ascon_protected_key pkey;

int counter_random(void*, std::uint8_t* out, size_t n) {
  // Any bytes will do for this test; a counter keeps the draws distinct.
  static std::uint8_t c = 1;
  for (size_t i = 0; i < n; ++i) out[i] = c++;
  return 0;
}

// ---- the keyed calls, one per family --------------------------------------------------
void aead128_encrypt() {
  size_t n = 0;
  if (ascon_aead128_encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, key) != 0) std::abort();
}
void aead128_decrypt_forged() {
  size_t n = 0;
  if (ascon_aead128_decrypt(back, sizeof back, &n, forged_ct, 80, nullptr, 0, nonce, key) == 0) std::abort();
}
void aead128_incremental() {
  static ascon_aead128_encrypt_state st;
  if (ascon_aead128_encrypt_init(&st, nonce, key) != 0 || ascon_aead128_encrypt_update(&st, ct, msg, 64) != 0 ||
      ascon_aead128_encrypt_final(&st, tag, 16) != 0)
    std::abort();
}
void mac() {
  if (ascon_mac(tag, msg, sizeof msg, key) != 0) std::abort();
}
void prf() {
  if (ascon_prf(back, 32, msg, sizeof msg, key) != 0) std::abort();
}
void by_name_decrypt_forged() {
  size_t n = 0;
  if (ascon_aead_decrypt_by_name("ascon-aead128", back, sizeof back, &n, forged_ct, 80, nullptr, 0, nonce, 16, key,
                                 16) == 0)
    std::abort();
}
constexpr std::size_t many = 17;  // more than any backend's lanes, and a tail
void batch_mac() {
  static const std::uint8_t* msgs[many];
  static std::size_t lens[many];
  static std::uint8_t outs[many * 16];
  for (std::size_t i = 0; i < many; ++i) msgs[i] = msg, lens[i] = sizeof msg;
  if (ascon_batch_by_name("ascon-mac", outs, sizeof outs, 16, msgs, lens, many, key, 16, nullptr, 0, 1) != 0)
    std::abort();
}
void batch_decrypt_forged() {
  static ascon_aead128_message m[many];
  static std::uint8_t out[many][64];
  static int status[many];
  for (std::size_t i = 0; i < many; ++i) m[i] = {key, nonce, nullptr, 0, forged_ct, 64, out[i], forged_ct + 64};
  if (ascon_aead128_decrypt_many(status, m, many, 1) != ASCON_ERR_AUTHENTICATION_FAILED) std::abort();
}
void protected_decrypt_forged() {
  size_t n = 0;
  if (ascon_protected_aead128_decrypt(&pkey, ASCON_PROTECTED_LEVELED, back, sizeof back, &n, forged_ct, 80, nullptr, 0,
                                      nonce) == 0)
    std::abort();
}

void protected_key_init() {
  static ascon_protected_key k;
  if (ascon_protected_key_init(&k, key, 2, counter_random, nullptr) != 0) std::abort();
}

// ---- the planted cases: what an entry point that clears nothing leaves ---------------
[[gnu::noinline]] void planted_vector() { asm volatile("movq %0, %%xmm5" : : "r"(le64(key)) : "xmm5"); }
// The key word loaded straight from memory into r8 and r9, every XMM register
// cleared: what the event carries comes from the general registers.
[[gnu::noinline]] void planted_gpr() {
  asm volatile(
      ".irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n\tpxor %%xmm\\r, %%xmm\\r\n\t.endr\n\t"
      "mov (%0), %%r8\n\tmov %%r8, %%r9"
      :
      : "r"(key)
      : "r8", "r9", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
        "xmm12", "xmm13", "xmm14", "xmm15", "memory");
}

struct Case {
  const char* name;
  void (*call)();
  const Needles* needles;
  bool planted;
};

Needles planted_needles;

// The event after the call; getppid is called nowhere else in this program.
[[gnu::noinline]] void lazy_event() { (void)getppid(); }
[[gnu::noinline]] void signal_event() {
  if (std::raise(SIGUSR1) != 0 || signals_seen == 0) std::abort();
}

// In a child: the call once, then paint, call, event, copy, search.
int run_case(const Case& c, void (*event)()) {
  c.call();
  run_and_copy(c.call, event);
  const std::string found = find_needles(*c.needles);
  if (c.planted) {
    if (found.empty()) {
      std::printf("%-34s MISSED: the event left no planted word on the stack\n", c.name);
      return 1;
    }
    std::printf("%-34s found as it must be: %s\n", c.name, found.c_str());
    return 0;
  }
  if (!found.empty()) {
    std::printf("%-34s LEFT %s(nonzero down to %zu bytes below)\n", c.name, found.c_str(), used_depth());
    return 1;
  }
  std::printf("%-34s clean\n", c.name);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string route = argc == 2 ? argv[1] : "";
  if (route != "lazy" && route != "signal") {
    std::fprintf(stderr, "usage: dead_stack_routes lazy|signal\n");
    return 2;
  }
  if (!can_read_sp) return 77;
  if (route == "lazy" && std::getenv("LD_BIND_NOW") && *std::getenv("LD_BIND_NOW")) {
    std::printf("LD_BIND_NOW is set: no lazy binding to test\n");
    return 77;
  }
  struct sigaction sa{};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGUSR1, &sa, nullptr) != 0) return 2;

  fill_inputs();
  std::array<std::uint8_t, 80> expect{};
  secrets = aead128_secrets(expect);
  size_t n = 0;
  if (ascon_aead128_encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, key) != 0 ||
      std::memcmp(ct, expect.data(), 80) != 0) {
    std::printf("the model of Ascon-AEAD128 is wrong\n");
    return 1;
  }
  forged = secrets;
  for (const auto& t : computed_tag(expect)) forged.push_back(t);
  std::memcpy(forged_ct, ct, 80);
  forged_ct[79] ^= 0x10;
  std::vector<std::uint8_t> out;
  mac_secrets = keyed_sponge_secrets(ascon::constants::mac_iv, 16, out);
  if (ascon_mac(tag, msg, sizeof msg, key) != 0 || std::memcmp(tag, out.data(), 16) != 0) return 1;
  prf_secrets = keyed_sponge_secrets(ascon::constants::prf_iv, 32, out);
  if (ascon_prf(back, 32, msg, sizeof msg, key) != 0 || std::memcmp(back, out.data(), 32) != 0) return 1;
  if (ascon_protected_key_init(&pkey, key, 2, counter_random, nullptr) != 0) return 1;
  planted_needles = {{"K0", le64(key)}};
  raw_key = key_words();

  const Case cases[] = {
      {"planted word in a vector register", planted_vector, &planted_needles, true},
      {"planted word in r8 and r9", planted_gpr, &planted_needles, true},
      {"ascon_aead128_encrypt", aead128_encrypt, &secrets, false},
      {"ascon_aead128_decrypt (forged)", aead128_decrypt_forged, &forged, false},
      {"ascon_aead128_encrypt_init..final", aead128_incremental, &secrets, false},
      {"ascon_mac", mac, &mac_secrets, false},
      {"ascon_prf", prf, &prf_secrets, false},
      {"ascon_aead_decrypt_by_name (forged)", by_name_decrypt_forged, &forged, false},
      {"ascon_batch_by_name (ascon-mac, 17)", batch_mac, &mac_secrets, false},
      {"ascon_aead128_decrypt_many (forged)", batch_decrypt_forged, &forged, false},
      {"ascon_protected_key_init", protected_key_init, &raw_key, false},
      {"ascon_protected_aead128_decrypt", protected_decrypt_forged, &forged, false},
  };
  std::printf("route %s, %s, ASCON_BATCH_BACKEND=%s\n", route.c_str(), ascon_implementation(),
              std::getenv("ASCON_BATCH_BACKEND") ? std::getenv("ASCON_BATCH_BACKEND") : "(unset)");
  std::fflush(stdout);
  int failed = 0;
  for (const Case& c : cases) {
    const pid_t pid = fork();
    if (pid < 0) return 2;
    if (pid == 0) {
      const int rc = run_case(c, route == "lazy" ? lazy_event : signal_event);
      std::fflush(stdout);
      _exit(rc);
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) ++failed;
  }
  ascon_protected_key_wipe(&pkey);
  std::printf("%d of %zu cases failed\n", failed, sizeof cases / sizeof cases[0]);
  return failed == 0 ? 0 : 1;
}
