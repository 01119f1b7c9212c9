/* SPDX-License-Identifier: Apache-2.0 OR MIT */
// Loads a statically linked little-endian ELF (32-bit Arm or 64-bit x86)
// into a unicorn engine: every PT_LOAD segment at its address (BSS zeroed),
// and finds one function symbol. Just enough for the leakage targets.
#pragma once
#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicorn/unicorn.h>

static uint8_t* elf_read_file(const char* path, size_t* len) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t* p = n > 0 ? malloc((size_t)n) : NULL;
  if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
    free(p);
    p = NULL;
  }
  fclose(f);
  *len = (size_t)n;
  return p;
}

// One segment or symbol, in the width-neutral form.
typedef struct {
  uint64_t vaddr, offset, filesz, memsz;
} ElfSeg;

// Maps [lo, hi) page-aligned; the executable segments' extent goes to code_lo/hi.
static int elf_load(uc_engine* uc, const char* path, const char* symbol, uint64_t* entry, uint64_t* code_lo,
                    uint64_t* code_hi) {
  size_t len;
  uint8_t* p = elf_read_file(path, &len);
  if (!p || len < sizeof(Elf32_Ehdr) || memcmp(p, ELFMAG, SELFMAG) != 0) {
    fprintf(stderr, "tracer: %s: not an ELF file\n", path);
    return -1;
  }
  int is64 = p[EI_CLASS] == ELFCLASS64;
  uint64_t phoff, shoff;
  unsigned phnum, shnum, phentsize, shentsize;
  if (is64) {
    const Elf64_Ehdr* h = (const Elf64_Ehdr*)p;
    phoff = h->e_phoff;
    phnum = h->e_phnum;
    phentsize = h->e_phentsize;
    shoff = h->e_shoff;
    shnum = h->e_shnum;
    shentsize = h->e_shentsize;
  } else {
    const Elf32_Ehdr* h = (const Elf32_Ehdr*)p;
    phoff = h->e_phoff;
    phnum = h->e_phnum;
    phentsize = h->e_phentsize;
    shoff = h->e_shoff;
    shnum = h->e_shnum;
    shentsize = h->e_shentsize;
  }
  uint64_t lo = UINT64_MAX, hi = 0;
  *code_lo = UINT64_MAX;
  *code_hi = 0;
  ElfSeg seg[16];
  int nseg = 0;
  for (unsigned i = 0; i < phnum && nseg < 16; ++i) {
    const uint8_t* ph = p + phoff + (uint64_t)i * phentsize;
    uint32_t type, flags;
    ElfSeg s;
    if (is64) {
      const Elf64_Phdr* q = (const Elf64_Phdr*)ph;
      type = q->p_type;
      flags = q->p_flags;
      s = (ElfSeg){q->p_vaddr, q->p_offset, q->p_filesz, q->p_memsz};
    } else {
      const Elf32_Phdr* q = (const Elf32_Phdr*)ph;
      type = q->p_type;
      flags = q->p_flags;
      s = (ElfSeg){q->p_vaddr, q->p_offset, q->p_filesz, q->p_memsz};
    }
    if (type != PT_LOAD || s.memsz == 0) continue;
    seg[nseg++] = s;
    if (s.vaddr < lo) lo = s.vaddr;
    if (s.vaddr + s.memsz > hi) hi = s.vaddr + s.memsz;
    if (flags & PF_X) {
      if (s.vaddr < *code_lo) *code_lo = s.vaddr;
      if (s.vaddr + s.memsz > *code_hi) *code_hi = s.vaddr + s.memsz;
    }
  }
  if (nseg == 0) {
    fprintf(stderr, "tracer: %s: no loadable segment\n", path);
    return -1;
  }
  lo &= ~(uint64_t)0xfff;
  hi = (hi + 0xfff) & ~(uint64_t)0xfff;
  // Read-only: every write must go to the MMIO regions the tracer observes.
  uc_err err = uc_mem_map(uc, lo, hi - lo, UC_PROT_READ | UC_PROT_EXEC);
  if (err) {
    fprintf(stderr, "tracer: mapping %s: %s\n", path, uc_strerror(err));
    return -1;
  }
  for (int i = 0; i < nseg; ++i) {
    uint8_t* z = calloc(1, seg[i].memsz);
    memcpy(z, p + seg[i].offset, seg[i].filesz);
    uc_mem_write(uc, seg[i].vaddr, z, seg[i].memsz);
    free(z);
  }
  // The symbol table.
  *entry = 0;
  for (unsigned i = 0; i < shnum; ++i) {
    const uint8_t* sh = p + shoff + (uint64_t)i * shentsize;
    uint32_t type, link;
    uint64_t off, size, entsize;
    if (is64) {
      const Elf64_Shdr* q = (const Elf64_Shdr*)sh;
      type = q->sh_type;
      link = q->sh_link;
      off = q->sh_offset;
      size = q->sh_size;
      entsize = q->sh_entsize;
    } else {
      const Elf32_Shdr* q = (const Elf32_Shdr*)sh;
      type = q->sh_type;
      link = q->sh_link;
      off = q->sh_offset;
      size = q->sh_size;
      entsize = q->sh_entsize;
    }
    if (type != SHT_SYMTAB || entsize == 0) continue;
    const uint8_t* strsh = p + shoff + (uint64_t)link * shentsize;
    uint64_t stroff = is64 ? ((const Elf64_Shdr*)strsh)->sh_offset : ((const Elf32_Shdr*)strsh)->sh_offset;
    for (uint64_t k = 0; k < size / entsize; ++k) {
      const uint8_t* sym = p + off + k * entsize;
      uint32_t name = is64 ? ((const Elf64_Sym*)sym)->st_name : ((const Elf32_Sym*)sym)->st_name;
      uint64_t value = is64 ? ((const Elf64_Sym*)sym)->st_value : ((const Elf32_Sym*)sym)->st_value;
      if (strcmp((const char*)p + stroff + name, symbol) == 0)
        *entry = is64 ? value : value & ~(uint64_t)1;  // Thumb bit off
    }
  }
  free(p);
  if (!*entry) {
    fprintf(stderr, "tracer: %s: no symbol %s\n", path, symbol);
    return -1;
  }
  return 0;
}
