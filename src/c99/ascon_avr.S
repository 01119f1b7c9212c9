/*
 * Ascon-p[r] for 8-bit AVR (avr-gcc), the state as 40 bytes as in
 * ascon_c99.h's 8-bit representation: b[8w + j] = byte j of word w.
 * Used instead of the C round when ASCON_C99_AVR_ASM is 1 (docs/c99.md).
 *
 *   void ascon_c99_permute_avr(uint8_t *b, uint8_t first);
 *   runs rounds first..11 (first = 12 - r)
 *
 * Per round: the round constant into byte 0 of word 2; the S-box on each of
 * the 8 bit slices (bytes j, 8 + j, .., 32 + j) in registers; then each word
 * in r2..r9 with a copy in r10..r17 that is rotated: a rotation by 8q + r bits
 * is a renaming of the copy's bytes (which register holds byte i) plus r
 * one-bit rotations through the carry (or 8 - r the other way). Constant time:
 * no branch or address depends on the state.
 */
#include <avr/io.h>

/* Rotates the 64-bit value held little-endian in \a0 (low byte) .. \a7 right / left by one bit. */
.macro RORC a0, a1, a2, a3, a4, a5, a6, a7
  bst \a0, 0
  lsr \a7
  ror \a6
  ror \a5
  ror \a4
  ror \a3
  ror \a2
  ror \a1
  ror \a0
  bld \a7, 7
.endm
.macro ROLC a0, a1, a2, a3, a4, a5, a6, a7
  bst \a7, 7
  lsl \a0
  rol \a1
  rol \a2
  rol \a3
  rol \a4
  rol \a5
  rol \a6
  rol \a7
  bld \a0, 0
.endm
/* \op (RORC or ROLC) \n times on the value in \a0 .. \a7. */
.macro ROTN op, n, a0, a1, a2, a3, a4, a5, a6, a7
  .rept \n
  \op \a0, \a1, \a2, \a3, \a4, \a5, \a6, \a7
  .endr
.endm
/* The word in r2..r9 ^= the value held in \a0 .. \a7. */
.macro XORW a0, a1, a2, a3, a4, a5, a6, a7
  eor r2, \a0
  eor r3, \a1
  eor r4, \a2
  eor r5, \a3
  eor r6, \a4
  eor r7, \a5
  eor r8, \a6
  eor r9, \a7
.endm
/* Word w at byte offset \off of Z into r2..r9, with the copy to rotate in r10..r17. */
.macro LOADW off
  ldd r2, Z+\off
  ldd r3, Z+\off+1
  ldd r4, Z+\off+2
  ldd r5, Z+\off+3
  ldd r6, Z+\off+4
  ldd r7, Z+\off+5
  ldd r8, Z+\off+6
  ldd r9, Z+\off+7
  movw r10, r2
  movw r12, r4
  movw r14, r6
  movw r16, r8
.endm
/* r2..r9 back to byte offset \off of Z. */
.macro STOREW off
  std Z+\off, r2
  std Z+\off+1, r3
  std Z+\off+2, r4
  std Z+\off+3, r5
  std Z+\off+4, r6
  std Z+\off+5, r7
  std Z+\off+6, r8
  std Z+\off+7, r9
.endm
/* The 5-bit S-box on slice j: x0..x4 in r18..r22, temporaries r23, r26, r27. */
.macro SBOX j
  ldd r18, Z+\j
  ldd r19, Z+8+\j
  ldd r20, Z+16+\j
  ldd r21, Z+24+\j
  ldd r22, Z+32+\j
  eor r18, r22  /* x0 ^= x4, x4 ^= x3, x2 ^= x1 */
  eor r22, r21
  eor r20, r19
  mov r23, r18  /* a = x0 */
  mov r26, r18  /* b = ~x0 & x1 */
  com r26
  and r26, r19
  mov r27, r19  /* x0 ^= ~x1 & x2 */
  com r27
  and r27, r20
  eor r18, r27
  mov r27, r20  /* x1 ^= ~x2 & x3 */
  com r27
  and r27, r21
  eor r19, r27
  mov r27, r21  /* x2 ^= ~x3 & x4 */
  com r27
  and r27, r22
  eor r20, r27
  mov r27, r22  /* x3 ^= ~x4 & a */
  com r27
  and r27, r23
  eor r21, r27
  eor r22, r26  /* x4 ^= b */
  eor r19, r18  /* x1 ^= x0, x0 ^= x4, x3 ^= x2, x2 = ~x2 */
  eor r18, r22
  eor r21, r20
  com r20
  std Z+\j, r18
  std Z+8+\j, r19
  std Z+16+\j, r20
  std Z+24+\j, r21
  std Z+32+\j, r22
.endm

  .text
  .global ascon_c99_permute_avr
  .type ascon_c99_permute_avr, @function
ascon_c99_permute_avr:
  push r2
  push r3
  push r4
  push r5
  push r6
  push r7
  push r8
  push r9
  push r10
  push r11
  push r12
  push r13
  push r14
  push r15
  push r16
  push r17
  movw r30, r24  /* Z = b */
  mov r24, r22   /* round index: first < 12 (the callers run 8 or 12 rounds) */
1:
  ldi r25, 15    /* round constant ((15 - i) << 4) | i into byte 0 of word 2 */
  sub r25, r24
  swap r25
  or r25, r24
  ldd r18, Z+16
  eor r18, r25
  std Z+16, r18
  SBOX 0
  SBOX 1
  SBOX 2
  SBOX 3
  SBOX 4
  SBOX 5
  SBOX 6
  SBOX 7
  ; x0 ^= (x0 >>> 19) ^ (x0 >>> 28)
  LOADW 0
  ROTN RORC, 3, r12, r13, r14, r15, r16, r17, r10, r11
  XORW r12, r13, r14, r15, r16, r17, r10, r11
  RORC r13, r14, r15, r16, r17, r10, r11, r12
  XORW r13, r14, r15, r16, r17, r10, r11, r12
  STOREW 0
  ; x1 ^= (x1 >>> 39) ^ (x1 >>> 61)
  LOADW 8
  ROLC r15, r16, r17, r10, r11, r12, r13, r14
  XORW r15, r16, r17, r10, r11, r12, r13, r14
  ROTN ROLC, 2, r10, r11, r12, r13, r14, r15, r16, r17
  XORW r10, r11, r12, r13, r14, r15, r16, r17
  STOREW 8
  ; x2 ^= (x2 >>> 1) ^ (x2 >>> 6)
  LOADW 16
  RORC r10, r11, r12, r13, r14, r15, r16, r17
  XORW r10, r11, r12, r13, r14, r15, r16, r17
  ROTN ROLC, 3, r11, r12, r13, r14, r15, r16, r17, r10
  XORW r11, r12, r13, r14, r15, r16, r17, r10
  STOREW 16
  ; x3 ^= (x3 >>> 10) ^ (x3 >>> 17)
  LOADW 24
  ROTN RORC, 2, r11, r12, r13, r14, r15, r16, r17, r10
  XORW r11, r12, r13, r14, r15, r16, r17, r10
  ROLC r12, r13, r14, r15, r16, r17, r10, r11
  XORW r12, r13, r14, r15, r16, r17, r10, r11
  STOREW 24
  ; x4 ^= (x4 >>> 7) ^ (x4 >>> 41)
  LOADW 32
  ROLC r11, r12, r13, r14, r15, r16, r17, r10
  XORW r11, r12, r13, r14, r15, r16, r17, r10
  ROTN RORC, 2, r15, r16, r17, r10, r11, r12, r13, r14
  XORW r15, r16, r17, r10, r11, r12, r13, r14
  STOREW 32
  inc r24
  cpi r24, 12
  breq 2f
  rjmp 1b
2:
  pop r17
  pop r16
  pop r15
  pop r14
  pop r13
  pop r12
  pop r11
  pop r10
  pop r9
  pop r8
  pop r7
  pop r6
  pop r5
  pop r4
  pop r3
  pop r2
  ret
  .size ascon_c99_permute_avr, .-ascon_c99_permute_avr
