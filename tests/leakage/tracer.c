/* SPDX-License-Identifier: Apache-2.0 OR MIT */
// Simulated-leakage tracer: runs one compiled target function (ELF for
// Cortex-M4 Thumb-2 or x86-64, see target.cpp; --entry picks the window,
// leak_init by default) under libunicorn many times,
// turns every execution into leakage samples and accumulates fixed-versus-
// random Welch t-statistics online (sums of powers, no trace is stored).
//
//   tracer --arch arm|x86 --elf FILE --shares S [--entry SYMBOL] [--traces N] [--key HEX32]
//          [--seed N] [--order 1|2] [--window W] [--stop-on-leak]
//          [--rand BYTES] [--report N] [--check]
//
// Input of the target, written fresh for every trace: S byte-wise XOR shares
// of the 16-byte key (the fixed key, or a random one: a coin decides the
// class), the fixed nonce, then BYTES of fresh randomness. With S = 1 the key
// goes in plain (the unmasked target).
//
// Leakage series (one sample each; the window is the whole target call):
//   hw     per instruction: sum of the Hamming weights of the registers it writes
//   hd     per instruction: sum of Hamming distances old -> new of those registers
//   mem-hw per memory load or store: Hamming weight of the value
//   mem-hd per memory load or store: Hamming distance to the previous value on
//          the bus (loads and stores share one bus)
// "Registers it writes" is learnt, not decoded: the registers whose value an
// instruction changed in any of the first calibration runs (random inputs).
// Control flow and memory-access count must not depend on the inputs: every
// trace is checked against the first one, a difference is an error.
//
// Order 1: Welch's t on every sample. Two sets (alternate traces) are kept
// apart: a leak is a sample with |t| > 4.5 in both, with the same sign (the
// TVLA rule); max|t| is over all traces. Order 2: each series is summed over W
// consecutive samples (so both shares of a value fall in one sum), the sum is
// centred on its class mean and squared, and Welch's t is taken on that.
// Output: one line per series, "series max_t sample instruction-address";
// --report N adds a line with the max|t| every N traces (long runs).
// Exit status: 0 done (leak or not: the caller judges), 2 usage, 3 emulation.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicorn/unicorn.h>

#include "elf_load.h"

enum {
  IN_ADDR = 0x60000000,
  OUT_ADDR = 0x60001000,
  IO_SIZE = 0x2000,
  STACK_ADDR = 0x7ff00000,
  STACK_SIZE = 0x10000,
  STOP_ADDR = 0x00f00000,
  MAX_REGS = 32,
  CALIBRATION = 32,
  NSERIES = 4
};
static const char* series_name[NSERIES] = {"hw", "hd", "mem-hw", "mem-hd"};

// --- randomness (xoshiro256**, seeded by splitmix64: reproducible runs) ---
static uint64_t rng_s[4];
static uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t rng_next(void) {
  uint64_t r = rotl64(rng_s[1] * 5, 7) * 9, t = rng_s[1] << 17;
  rng_s[2] ^= rng_s[0];
  rng_s[3] ^= rng_s[1];
  rng_s[1] ^= rng_s[2];
  rng_s[0] ^= rng_s[3];
  rng_s[2] ^= t;
  rng_s[3] = rotl64(rng_s[3], 45);
  return r;
}
static void rng_seed(uint64_t seed) {
  for (int i = 0; i < 4; ++i) {
    uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    rng_s[i] = z ^ (z >> 31);
  }
}
static void rng_bytes(uint8_t* p, size_t n) {
  for (size_t i = 0; i < n; i += 8) {
    uint64_t r = rng_next();
    memcpy(p + i, &r, n - i < 8 ? n - i : 8);
  }
}

// --- one execution ---
typedef struct {
  int nregs, regid[MAX_REGS];
  uint64_t prev[MAX_REGS][2], cur[MAX_REGS][2];  // a register as up to 128 bits, upper bits zero
  void* ptr[MAX_REGS];
  // per trace
  uint64_t ninstr, naccess, bus;
  int calibrating;
  // layout learnt from the first trace
  uint64_t layout_instr, layout_access, *addr;  // addr[i]: address of instruction i
  uint64_t* writes;                             // writes[i]: register mask of instruction i
  uint64_t cap_instr, cap_access;
  uint16_t* sample[NSERIES];  // this trace's samples
  uint64_t* access_instr;     // access_instr[j]: instruction making access j
  const uint8_t* pend_mem;    // the bus transfer being joined (bus_access)
  uint64_t pend_instr, pend_offset, pend_value;
  unsigned pend_size, bus_bytes;
  int bad;
} Run;

static void grow(Run* r, uint64_t need) {
  if (need < r->cap_instr) return;
  uint64_t cap = r->cap_instr ? r->cap_instr * 2 : 4096;
  while (cap <= need) cap *= 2;
  r->addr = realloc(r->addr, cap * sizeof *r->addr);
  r->writes = realloc(r->writes, cap * sizeof *r->writes);
  for (int s = 0; s < 2; ++s) r->sample[s] = realloc(r->sample[s], cap * sizeof(uint16_t));
  memset(r->writes + r->cap_instr, 0, (cap - r->cap_instr) * sizeof *r->writes);
  r->cap_instr = cap;
}

// Registers after the previous instruction: its samples. While calibrating
// every register is read and compared; afterwards only the ones the
// instruction writes (a register keeps its value until written, so the old
// value kept for the distance stays right).
static void take_registers(uc_engine* uc, Run* r) {
  if (r->calibrating || r->ninstr == 0) {
    uc_reg_read_batch(uc, r->regid, r->ptr, r->nregs);
    if (r->ninstr > 0) {
      uint64_t i = r->ninstr - 1;
      for (int k = 0; k < r->nregs; ++k) {
        if (r->prev[k][0] != r->cur[k][0] || r->prev[k][1] != r->cur[k][1]) r->writes[i] |= 1ull << k;
      }
    }
  } else {
    uint64_t m = r->writes[r->ninstr - 1];
    for (int k = 0; m; ++k, m >>= 1) {
      if (m & 1) uc_reg_read(uc, r->regid[k], r->cur[k]);
    }
  }
  if (r->ninstr == 0) {
    memcpy(r->prev, r->cur, sizeof r->prev);
    return;
  }
  uint64_t i = r->ninstr - 1, m = r->writes[i];
  int hw = 0, hd = 0;
  for (int k = 0; m; ++k, m >>= 1) {
    if (!(m & 1)) continue;
    const uint64_t *c = r->cur[k], *p = r->prev[k];
    hw += __builtin_popcountll(c[0]) + __builtin_popcountll(c[1]);
    hd += __builtin_popcountll(c[0] ^ p[0]) + __builtin_popcountll(c[1] ^ p[1]);
    r->prev[k][0] = c[0], r->prev[k][1] = c[1];
  }
  r->sample[0][i] = (uint16_t)hw;
  r->sample[1][i] = (uint16_t)hd;
  if (r->calibrating) memcpy(r->prev, r->cur, sizeof r->prev);
}

static void on_code(uc_engine* uc, uint64_t address, uint32_t size, void* user) {
  (void)size;
  Run* r = user;
  take_registers(uc, r);
  uint64_t i = r->ninstr++;
  if (r->layout_instr == 0) {
    grow(r, i + 1);
    r->addr[i] = address;
  } else if (i >= r->layout_instr || r->addr[i] != address) {
    r->bad = 1;
    uc_emu_stop(uc);
  }
}

// Memory that can hold secrets (the input/output buffers and the stack) is
// mapped as MMIO backed by host arrays: unicorn's memory hooks restore the
// CPU state on every access (a tenth of the speed), its MMIO callbacks do not.
typedef struct {
  Run* run;
  uint8_t* mem;
} Region;

static void record_access(Run* r, uint64_t v, uint64_t instr) {
  uint64_t j = r->naccess++;
  if (j >= r->cap_access) {
    r->cap_access = r->cap_access ? r->cap_access * 2 : 4096;
    for (int s = 2; s < 4; ++s) r->sample[s] = realloc(r->sample[s], r->cap_access * sizeof(uint16_t));
    r->access_instr = realloc(r->access_instr, r->cap_access * sizeof *r->access_instr);
  }
  if (r->layout_instr == 0) r->access_instr[j] = instr;
  r->sample[2][j] = (uint16_t)__builtin_popcountll(v);
  r->sample[3][j] = (uint16_t)__builtin_popcountll(v ^ r->bus);
  r->bus = v;
}
// Unicorn splits MMIO accesses into 4-byte pieces; the pieces of one
// instruction's access to consecutive bytes are joined again up to the
// bus width (8 bytes on x86-64, 4 on the Cortex-M4), so a sample is one bus
// transfer. The pending transfer is flushed by the next one or the trace end.
static void flush_access(Run* r) {
  if (r->pend_size) record_access(r, r->pend_value, r->pend_instr);
  r->pend_size = 0;
}
static void bus_access(Run* r, const uint8_t* mem, uint64_t offset, unsigned size, uint64_t value) {
  uint64_t instr = r->ninstr - 1;
  if (r->pend_size && (r->pend_mem != mem || r->pend_instr != instr || offset != r->pend_offset + r->pend_size ||
                       r->pend_size + size > r->bus_bytes))
    flush_access(r);
  if (r->pend_size == 0) {
    r->pend_mem = mem;
    r->pend_instr = instr;
    r->pend_offset = offset;
    r->pend_value = 0;
  }
  r->pend_value |= value << (8 * r->pend_size);
  r->pend_size += size;
}
static uint64_t on_read(uc_engine* uc, uint64_t offset, unsigned size, void* user) {
  (void)uc;
  Region* g = user;
  uint64_t v = 0;
  memcpy(&v, g->mem + offset, size < 8 ? size : 8);
  bus_access(g->run, g->mem, offset, size, v);
  return v;
}
static void on_write(uc_engine* uc, uint64_t offset, unsigned size, uint64_t value, void* user) {
  (void)uc;
  Region* g = user;
  if (size < 8) value &= (1ull << (size * 8)) - 1;
  memcpy(g->mem + offset, &value, size < 8 ? size : 8);
  bus_access(g->run, g->mem, offset, size, value);
}

// --- accumulators: per class, sums of the first four powers per sample ---
typedef struct {
  uint64_t n[2];
  double *s1[2], *s2[2], *s3[2], *s4[2];
  uint64_t len;
} Acc;
static void acc_init(Acc* a, uint64_t len) {
  memset(a, 0, sizeof *a);
  a->len = len;
  for (int c = 0; c < 2; ++c) {
    a->s1[c] = calloc(len + 1, sizeof(double));
    a->s2[c] = calloc(len + 1, sizeof(double));
    a->s3[c] = calloc(len + 1, sizeof(double));
    a->s4[c] = calloc(len + 1, sizeof(double));
  }
}
// Order 1 adds x; order 2 adds the W-sums (powers up to 4 for the centred square).
static void acc_add(Acc* a, int cls, const uint16_t* x, uint64_t n, int order, int w) {
  a->n[cls]++;
  double *s1 = a->s1[cls], *s2 = a->s2[cls], *s3 = a->s3[cls], *s4 = a->s4[cls];
  if (order == 1) {
    for (uint64_t i = 0; i < n; ++i) {
      double v = x[i];
      s1[i] += v;
      s2[i] += v * v;
    }
    return;
  }
  double sum = 0;
  for (uint64_t i = 0; i < n; ++i) {
    sum += x[i];
    if (i >= (uint64_t)w) sum -= x[i - w];
    if (i + 1 < (uint64_t)w) continue;
    uint64_t k = i + 1 - w;
    double v2 = sum * sum;
    s1[k] += sum;
    s2[k] += v2;
    s3[k] += v2 * sum;
    s4[k] += v2 * v2;
  }
}
// Welch's t of sample i over the traces of a, and of b too when b is given
// (sums add up): on x (order 1) or on (x - class mean)^2 (order 2).
static double acc_t(const Acc* a, const Acc* b, uint64_t i, int order) {
  double mean[2], var[2], count[2];
  for (int c = 0; c < 2; ++c) {
    double n = (double)(a->n[c] + (b ? b->n[c] : 0));
    double s1 = a->s1[c][i] + (b ? b->s1[c][i] : 0), s2 = a->s2[c][i] + (b ? b->s2[c][i] : 0);
    double m = s1 / n, e2 = s2 / n, cm2 = e2 - m * m;
    count[c] = n;
    if (order == 1) {
      mean[c] = m;
      var[c] = cm2 * n / (n - 1);
      continue;
    }
    double e3 = (a->s3[c][i] + (b ? b->s3[c][i] : 0)) / n, e4 = (a->s4[c][i] + (b ? b->s4[c][i] : 0)) / n;
    double cm4 = e4 - 4 * m * e3 + 6 * m * m * e2 - 3 * m * m * m * m;
    mean[c] = cm2;
    var[c] = cm4 - cm2 * cm2;
  }
  double den = var[0] / count[0] + var[1] / count[1];
  double diff = mean[0] - mean[1];
  if (den <= 1e-12) return fabs(diff) > 1e-9 ? 1e9 : 0;  // constant in both classes
  return diff / sqrt(den);
}

static int hexkey(const char* s, uint8_t* k) {
  if (strlen(s) != 32) return -1;
  for (int i = 0; i < 16; ++i) {
    unsigned v;
    if (sscanf(s + 2 * i, "%2x", &v) != 1) return -1;
    k[i] = (uint8_t)v;
  }
  return 0;
}

int main(int argc, char** argv) {
  const char *arch = NULL, *elf = NULL, *entry_name = "leak_init";
  int shares = 0, order = 1, window = 8, stop_on_leak = 0, check = 0, rand_bytes = 256;
  uint64_t traces = 10000, seed = 1, report = 0;
  uint8_t fixed_key[16] = {0}, nonce[16];
  for (int i = 0; i < 16; ++i) nonce[i] = (uint8_t)(0xa0 + i);
  for (int i = 1; i < argc; ++i) {
    const char* a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : "";
    if (!strcmp(a, "--arch"))
      arch = v, ++i;
    else if (!strcmp(a, "--elf"))
      elf = v, ++i;
    else if (!strcmp(a, "--entry"))
      entry_name = v, ++i;
    else if (!strcmp(a, "--shares"))
      shares = atoi(v), ++i;
    else if (!strcmp(a, "--traces"))
      traces = strtoull(v, NULL, 10), ++i;
    else if (!strcmp(a, "--seed"))
      seed = strtoull(v, NULL, 10), ++i;
    else if (!strcmp(a, "--report"))
      report = strtoull(v, NULL, 10), ++i;
    else if (!strcmp(a, "--order"))
      order = atoi(v), ++i;
    else if (!strcmp(a, "--window"))
      window = atoi(v), ++i;
    else if (!strcmp(a, "--rand"))
      rand_bytes = atoi(v), ++i;
    else if (!strcmp(a, "--key")) {
      if (hexkey(v, fixed_key)) {
        fprintf(stderr, "tracer: bad --key\n");
        return 2;
      }
      ++i;
    } else if (!strcmp(a, "--stop-on-leak"))
      stop_on_leak = 1;
    else if (!strcmp(a, "--check"))
      check = 1;
    else {
      fprintf(stderr, "tracer: unknown argument %s\n", a);
      return 2;
    }
  }
  int is_arm = arch && !strcmp(arch, "arm");
  if (!arch || (!is_arm && strcmp(arch, "x86")) || !elf || shares < 1 || shares > 8 || (order != 1 && order != 2) ||
      window < 1 || 16 * shares + 16 + rand_bytes > IO_SIZE / 2) {
    fprintf(
        stderr,
        "usage: tracer --arch arm|x86 --elf FILE --shares 1..8 [--entry SYMBOL] [--traces N] [--key HEX32] [--seed N]\n"
        "              [--order 1|2] [--window W] [--rand BYTES] [--report N] [--stop-on-leak] [--check]\n");
    return 2;
  }
  rng_seed(seed);

  uc_engine* uc;
  uc_err err =
      is_arm ? uc_open(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS, &uc) : uc_open(UC_ARCH_X86, UC_MODE_64, &uc);
  if (err) {
    fprintf(stderr, "tracer: uc_open: %s\n", uc_strerror(err));
    return 3;
  }
  if (is_arm) uc_ctl_set_cpu_model(uc, UC_CPU_ARM_CORTEX_M4);
  uint64_t entry, code_lo, code_hi;
  if (elf_load(uc, elf, entry_name, &entry, &code_lo, &code_hi)) return 3;
  static Run run;
  Run* r = &run;
  static uint8_t io_mem[IO_SIZE], stack_mem[STACK_SIZE];
  Region io = {r, io_mem}, stack = {r, stack_mem};
  uc_mmio_map(uc, IN_ADDR, IO_SIZE, on_read, &io, on_write, &io);
  uc_mmio_map(uc, STACK_ADDR, STACK_SIZE, on_read, &stack, on_write, &stack);
  uc_mem_map(uc, STOP_ADDR, 0x1000, UC_PROT_ALL);
  static const int arm_regs[] = {UC_ARM_REG_R0,  UC_ARM_REG_R1,  UC_ARM_REG_R2,  UC_ARM_REG_R3, UC_ARM_REG_R4,
                                 UC_ARM_REG_R5,  UC_ARM_REG_R6,  UC_ARM_REG_R7,  UC_ARM_REG_R8, UC_ARM_REG_R9,
                                 UC_ARM_REG_R10, UC_ARM_REG_R11, UC_ARM_REG_R12, UC_ARM_REG_LR};
  static const int x86_regs[] = {
      UC_X86_REG_RAX,  UC_X86_REG_RBX,   UC_X86_REG_RCX,   UC_X86_REG_RDX,   UC_X86_REG_RSI,   UC_X86_REG_RDI,
      UC_X86_REG_RBP,  UC_X86_REG_R8,    UC_X86_REG_R9,    UC_X86_REG_R10,   UC_X86_REG_R11,   UC_X86_REG_R12,
      UC_X86_REG_R13,  UC_X86_REG_R14,   UC_X86_REG_R15,   UC_X86_REG_XMM0,  UC_X86_REG_XMM1,  UC_X86_REG_XMM2,
      UC_X86_REG_XMM3, UC_X86_REG_XMM4,  UC_X86_REG_XMM5,  UC_X86_REG_XMM6,  UC_X86_REG_XMM7,  UC_X86_REG_XMM8,
      UC_X86_REG_XMM9, UC_X86_REG_XMM10, UC_X86_REG_XMM11, UC_X86_REG_XMM12, UC_X86_REG_XMM13, UC_X86_REG_XMM14,
      UC_X86_REG_XMM15};
  r->nregs = is_arm ? 14 : 31;
  r->bus_bytes = is_arm ? 4 : 8;
  for (int k = 0; k < r->nregs; ++k) {
    r->regid[k] = is_arm ? arm_regs[k] : x86_regs[k];
    r->ptr[k] = r->cur[k];
  }
  uc_hook h1;
  uc_hook_add(uc, &h1, UC_HOOK_CODE, on_code, r, code_lo, code_hi - 1);

  // Two independent sets (alternate traces), as TVLA asks: a leak is a sample
  // over the threshold in both, with the same sign. With thousands of samples
  // one set alone crosses 4.5 by chance now and then.
  Acc acc[NSERIES][2];
  uint8_t in[IO_SIZE / 2], out[IO_SIZE / 2], zero[IO_SIZE / 2] = {0};
  size_t in_len = 16 * (size_t)shares + 16 + (size_t)rand_bytes;
  double maxt[NSERIES] = {0}, conf[NSERIES] = {0}, conf_a[NSERIES] = {0}, conf_b[NSERIES] = {0};
  uint64_t where[NSERIES] = {0}, conf_at[NSERIES] = {0}, done = 0, leak_at = 0;
  for (uint64_t t = 0; t < CALIBRATION + traces; ++t) {
    r->calibrating = t < CALIBRATION;
    int cls = r->calibrating ? 1 : (int)(rng_next() & 1);  // 0 fixed, 1 random
    uint8_t key[16];
    if (cls == 0)
      memcpy(key, fixed_key, 16);
    else
      rng_bytes(key, 16);
    if (check) memcpy(key, fixed_key, 16);
    rng_bytes(in + 16, 16 * (size_t)(shares - 1));  // shares 1..S-1 random
    for (int b = 0; b < 16; ++b) {
      uint8_t s0 = key[b];
      for (int s = 1; s < shares; ++s) s0 ^= in[16 * s + b];
      in[b] = s0;
    }
    memcpy(in + 16 * shares, nonce, 16);
    rng_bytes(in + 16 * shares + 16, (size_t)rand_bytes);
    memcpy(io_mem, in, in_len);
    memset(io_mem + (OUT_ADDR - IN_ADDR), 0, IO_SIZE - (OUT_ADDR - IN_ADDR));
    // Registers start at zero, so nothing from the last trace leaks into this one.
    for (int k = 0; k < r->nregs; ++k) uc_reg_write(uc, r->regid[k], zero);
    uint64_t sp = STACK_ADDR + STACK_SIZE - 256, a0 = IN_ADDR, a1 = OUT_ADDR, ret = STOP_ADDR;
    if (is_arm) {
      uint32_t sp32 = (uint32_t)sp, r0 = (uint32_t)a0, r1 = (uint32_t)a1, lr = (uint32_t)ret | 1;
      uc_reg_write(uc, UC_ARM_REG_SP, &sp32);
      uc_reg_write(uc, UC_ARM_REG_R0, &r0);
      uc_reg_write(uc, UC_ARM_REG_R1, &r1);
      uc_reg_write(uc, UC_ARM_REG_LR, &lr);
    } else {
      sp -= 8;
      memcpy(stack_mem + (sp - STACK_ADDR), &ret, 8);
      uc_reg_write(uc, UC_X86_REG_RSP, &sp);
      uc_reg_write(uc, UC_X86_REG_RDI, &a0);
      uc_reg_write(uc, UC_X86_REG_RSI, &a1);
    }
    r->ninstr = r->naccess = r->bus = 0;
    memset(r->prev, 0, sizeof r->prev);
    err = uc_emu_start(uc, is_arm ? entry | 1 : entry, STOP_ADDR, 0, 0);
    if (err) {
      fprintf(stderr, "tracer: emulation failed at trace %llu: %s\n", (unsigned long long)t, uc_strerror(err));
      return 3;
    }
    take_registers(uc, r);  // the last instruction's writes
    flush_access(r);
    if (r->layout_instr == 0) {
      r->layout_instr = r->ninstr;
      r->layout_access = r->naccess;
    }
    if (r->bad || r->ninstr != r->layout_instr || r->naccess != r->layout_access) {
      fprintf(stderr,
              "tracer: trace %llu took another path (%llu instructions, %llu accesses; first %llu, %llu): "
              "control flow or memory accesses depend on the inputs\n",
              (unsigned long long)t, (unsigned long long)r->ninstr, (unsigned long long)r->naccess,
              (unsigned long long)r->layout_instr, (unsigned long long)r->layout_access);
      return 3;
    }
    if (check) {
      // The target's output: S shares of the 40-byte state after initialization, combined here.
      memcpy(out, io_mem + (OUT_ADDR - IN_ADDR), 40 * (size_t)shares);
      for (int b = 0; b < 40; ++b) {
        uint8_t v = 0;
        for (int s = 0; s < shares; ++s) v ^= out[40 * s + b];
        printf("%02x", v);
      }
      printf("\n");
      return 0;
    }
    if (t + 1 == CALIBRATION) {
      for (int s = 0; s < NSERIES; ++s)
        for (int h = 0; h < 2; ++h) acc_init(&acc[s][h], s < 2 ? r->layout_instr : r->layout_access);
      printf("window: %llu instructions, %llu memory accesses per trace\n", (unsigned long long)r->layout_instr,
             (unsigned long long)r->layout_access);
    }
    if (r->calibrating) continue;
    for (int s = 0; s < NSERIES; ++s) acc_add(&acc[s][done & 1], cls, r->sample[s], acc[s][0].len, order, window);
    ++done;
    if ((stop_on_leak && done % 500 == 0) || (report && done % report == 0) || done == traces) {
      int leak = 0;
      for (int s = 0; s < NSERIES; ++s) {
        const Acc *sa = &acc[s][0], *sb = &acc[s][1];
        uint64_t len = order == 1 ? sa->len : (sa->len >= (uint64_t)window ? sa->len - window + 1 : 0);
        maxt[s] = conf[s] = 0;
        if (sb->n[0] < 2 || sb->n[1] < 2) continue;
        for (uint64_t i = 0; i < len; ++i) {
          double v = fabs(acc_t(sa, sb, i, order));
          if (v > maxt[s]) {
            maxt[s] = v;
            where[s] = i;
          }
          if (v <= 4.5) continue;  // a confirmed leak is over 4.5 overall too
          double ta = acc_t(sa, NULL, i, order), tb = acc_t(sb, NULL, i, order);
          double both = fmin(fabs(ta), fabs(tb));
          if (both > 4.5 && (ta > 0) == (tb > 0) && both > conf[s]) {
            conf[s] = both;
            conf_at[s] = i;
            conf_a[s] = ta;
            conf_b[s] = tb;
          }
        }
        if (conf[s] > 0) leak = 1;
      }
      if (leak && !leak_at) leak_at = done;
      if (leak && stop_on_leak) break;
      if (report && done % report == 0 && done < traces) {
        printf("after %llu traces: max|t|", (unsigned long long)done);
        for (int s = 0; s < NSERIES; ++s) printf(" %s %.2f", series_name[s], maxt[s]);
        printf("%s\n", leak ? " LEAK" : "");
        fflush(stdout);
      }
    }
  }
  printf("traces: %llu (fixed %llu, random %llu), order %d%s\n", (unsigned long long)done,
         (unsigned long long)(acc[0][0].n[0] + acc[0][1].n[0]), (unsigned long long)(acc[0][0].n[1] + acc[0][1].n[1]),
         order, order == 2 ? " (W-sums)" : "");
  for (int s = 0; s < NSERIES; ++s) {
    // Where the largest |t| is: the instruction (memory series: the one making the access).
    if (acc[s][0].len == 0) {
      printf("%-6s (no samples)\n", series_name[s]);
      continue;
    }
    uint64_t i = where[s], ins = s < 2 ? i : r->access_instr[i];
    printf("%-6s max|t| %10.2f  sample %llu, instruction %llu at 0x%llx\n", series_name[s], maxt[s],
           (unsigned long long)i, (unsigned long long)ins, (unsigned long long)r->addr[ins]);
    if (conf[s] == 0) continue;
    i = conf_at[s], ins = s < 2 ? i : r->access_instr[i];
    printf("%-6s LEAK in both sets: t %.2f and %.2f at sample %llu, instruction %llu at 0x%llx\n", series_name[s],
           conf_a[s], conf_b[s], (unsigned long long)i, (unsigned long long)ins, (unsigned long long)r->addr[ins]);
  }
  if (leak_at)
    printf("LEAK (|t| > 4.5 in both sets) after %llu traces\n", (unsigned long long)leak_at);
  else
    printf("no leak (no sample over 4.5 in both sets)\n");
  uc_close(uc);
  return 0;
}
