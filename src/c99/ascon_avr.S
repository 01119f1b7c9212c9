/*
 * Ascon-p[r] for 8-bit AVR (avr-gcc), the state as 40 bytes as in
 * ascon_c99.h's 8-bit representation: b[8w + j] = byte j of word w.
 * Used instead of the C round when ASCON_C99_AVR_ASM is 1 (docs/c99.md).
 *
 *   void ascon_c99_permute_avr(uint8_t *b, uint8_t first);
 *   runs rounds first..11 (first = 12 - r)
 *
 * Registers: word 2 lives in r2..r9 for the whole call (loaded once, stored
 * once), the other four words in memory. The S-box runs on 16-bit slices
 * (bytes 2p and 2p + 1 of every word; pairs move with one movw) in the form
 *   t5 = x0^x4, t6 = x1^x2, t7 = x3^x4,
 *   x0' = ((x2^t5) | x1) ^ t7, x1' = ((x3^x2) | t6) ^ t5, x2' = (~x4 | x3) ^ t6,
 *   x3' = (x0 | t7) ^ t6, x4' = (x1 & ~t5) ^ t7
 * (17 operations; equal to SP 800-232's S-box with its final complement for
 * every input: tests/proofs/avr.py proves the whole round). The linear layer takes a
 * word into r10..r17 with a copy in r18..r25 that is rotated: a rotation by
 * 8q + r bits is a renaming of the copy's bytes plus one-bit rotations (left:
 * lsl/rol/adc r1, 9 cycles; right: bst/ror/bld, 10), chained so that the
 * second rotation continues from the first (x0 3 + 1 right, x1 1 + 2 left,
 * x2 1 right in place + 2 left, x3 1 + 1 right, x4 1 right + 2 left). The
 * last slice leaves x0', x1' and x4' bytes 6, 7 in registers for the linear
 * layer. 640 cycles a round on an ATmega (simavr), 123 more a call.
 * r1 is avr-gcc's zero register (0 at every call). Constant time: no branch or
 * address depends on the state; the loop's branch depends on the round count.
 */
#include <avr/io.h>

/* Rotates the 64-bit value held little-endian in \a0 (low byte) .. \a7 right by one bit. */
.macro ROR1 a0, a1, a2, a3, a4, a5, a6, a7
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
/* .. left by one bit (the carry out of \a7 added back into bit 0; r1 is zero). */
.macro ROL1 a0, a1, a2, a3, a4, a5, a6, a7
  lsl \a0
  rol \a1
  rol \a2
  rol \a3
  rol \a4
  rol \a5
  rol \a6
  rol \a7
  adc \a0, r1
.endm
/* The word in r10..r17 ^= the value held in \a0 .. \a7. */
.macro XORW a0, a1, a2, a3, a4, a5, a6, a7
  eor r10, \a0
  eor r11, \a1
  eor r12, \a2
  eor r13, \a3
  eor r14, \a4
  eor r15, \a5
  eor r16, \a6
  eor r17, \a7
.endm
/* Word at byte offset \off of Z into r10..r17, with the copy to rotate in r18..r25. */
.macro LOADW off
  ldd r10, Z+\off
  ldd r11, Z+\off+1
  ldd r12, Z+\off+2
  ldd r13, Z+\off+3
  ldd r14, Z+\off+4
  ldd r15, Z+\off+5
  ldd r16, Z+\off+6
  ldd r17, Z+\off+7
  movw r18, r10
  movw r20, r12
  movw r22, r14
  movw r24, r16
.endm
/* The same for a word whose bytes 6 and 7 are already in r16, r17 (the S-box's last slice). */
.macro LOADW6 off
  ldd r10, Z+\off
  ldd r11, Z+\off+1
  ldd r12, Z+\off+2
  ldd r13, Z+\off+3
  ldd r14, Z+\off+4
  ldd r15, Z+\off+5
  movw r18, r10
  movw r20, r12
  movw r22, r14
  movw r24, r16
.endm
/* r10..r17 back to byte offset \off of Z. */
.macro STOREW off
  std Z+\off, r10
  std Z+\off+1, r11
  std Z+\off+2, r12
  std Z+\off+3, r13
  std Z+\off+4, r14
  std Z+\off+5, r15
  std Z+\off+6, r16
  std Z+\off+7, r17
.endm

/* The S-box on one 16-bit slice of the five words, bytes k and k + 1
 * (x0 r10:11, x1 r12:13, x2 in the pair a:b, x3 r14:15, x4 r16:17): the new
 * words 0, 1, 3, 4 stored back, the new word 2 moved into a:b (word 2 stays
 * in registers for the whole call). The first three slices; the fourth keeps
 * more bytes in registers for the linear layer and is written out below. */
.macro SBOX16 k, a, b
  ldd r10, Z+\k
  ldd r11, Z+\k+1
  ldd r12, Z+\k+8
  ldd r13, Z+\k+9
  ldd r14, Z+\k+24
  ldd r15, Z+\k+25
  ldd r16, Z+\k+32
  ldd r17, Z+\k+33
  movw r18, r10  /* t5 = x0 ^ x4 */
  eor r18, r16
  eor r19, r17
  movw r20, r12  /* t6 = x1 ^ x2 */
  eor r20, \a
  eor r21, \b
  movw r22, r14  /* t7 = x3 ^ x4 */
  eor r22, r16
  eor r23, r17
  com r16        /* x2' = (~x4 | x3) ^ t6, in r16:17 */
  com r17
  or r16, r14
  or r17, r15
  eor r16, r20
  eor r17, r21
  eor r14, \a  /* x1' = ((x3 ^ x2) | t6) ^ t5, in r14:15 */
  eor r15, \b
  or r14, r20
  or r15, r21
  eor r14, r18
  eor r15, r19
  eor \a, r18  /* x0' = ((x2 ^ t5) | x1) ^ t7, in the x2 pair */
  eor \b, r19
  or \a, r12
  or \b, r13
  eor \a, r22
  eor \b, r23
  com r18        /* x4' = (x1 & ~t5) ^ t7, in r12:13 */
  com r19
  and r12, r18
  and r13, r19
  eor r12, r22
  eor r13, r23
  or r10, r22    /* x3' = (x0 | t7) ^ t6, in r10:11 */
  or r11, r23
  eor r10, r20
  eor r11, r21
  std Z+\k, \a
  std Z+\k+1, \b
  std Z+\k+8, r14
  std Z+\k+9, r15
  std Z+\k+24, r10
  std Z+\k+25, r11
  std Z+\k+32, r12
  std Z+\k+33, r13
  movw \a, r16
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
  push r28
  push r29
  movw r30, r24  /* Z = b */
  mov r28, r22   /* round constant of round first: 0xf0 - 15 * first (first < 12) */
  swap r28
  sub r28, r22
  ldi r24, 0xf0
  sub r24, r28
  mov r28, r24
  ldd r2, Z+16
  ldd r3, Z+17
  ldd r4, Z+18
  ldd r5, Z+19
  ldd r6, Z+20
  ldd r7, Z+21
  ldd r8, Z+22
  ldd r9, Z+23
1:
  eor r2, r28     /* the round constant into byte 0 of word 2 */
  ; S-box on bytes 0, 1: x0 r10:11, x1 r12:13, x2 r2:3, x3 r14:15, x4 r16:17
  SBOX16 0, r2, r3
  ; S-box on bytes 2, 3: x0 r10:11, x1 r12:13, x2 r4:5, x3 r14:15, x4 r16:17
  SBOX16 2, r4, r5
  ; S-box on bytes 4, 5: x0 r10:11, x1 r12:13, x2 r6:7, x3 r14:15, x4 r16:17
  SBOX16 4, r6, r7
  ; S-box on bytes 6, 7: x0 r10:11, x1 r12:13, x2 r8:9, x3 r14:15, x4 r26:27 (x0', x1' and x4' bytes 6, 7 then stay in registers for the linear layer)
  ldd r10, Z+6
  ldd r11, Z+7
  ldd r12, Z+14
  ldd r13, Z+15
  ldd r14, Z+30
  ldd r15, Z+31
  ldd r26, Z+38
  ldd r27, Z+39
  movw r18, r10  /* t5 = x0 ^ x4 */
  eor r18, r26
  eor r19, r27
  movw r20, r12  /* t6 = x1 ^ x2 */
  eor r20, r8
  eor r21, r9
  movw r22, r14  /* t7 = x3 ^ x4 */
  eor r22, r26
  eor r23, r27
  com r26        /* x2' = (~x4 | x3) ^ t6, in r26:17 */
  com r27
  or r26, r14
  or r27, r15
  eor r26, r20
  eor r27, r21
  eor r14, r8  /* x1' = ((x3 ^ x2) | t6) ^ t5, in r14:15 */
  eor r15, r9
  or r14, r20
  or r15, r21
  eor r14, r18
  eor r15, r19
  eor r8, r18  /* x0' = ((x2 ^ t5) | x1) ^ t7, in r8:9 */
  eor r9, r19
  or r8, r12
  or r9, r13
  eor r8, r22
  eor r9, r23
  com r18        /* x4' = (x1 & ~t5) ^ t7, in r12:13 */
  com r19
  and r12, r18
  and r13, r19
  eor r12, r22
  eor r13, r23
  or r10, r22    /* x3' = (x0 | t7) ^ t6, in r10:11 */
  or r11, r23
  eor r10, r20
  eor r11, r21
  std Z+30, r10
  std Z+31, r11
  mov r0, r12     /* x4' bytes 6, 7 kept in r0, r29 */
  mov r29, r13
  movw r16, r8   /* x0' bytes 6, 7 into the linear layer's word */
  movw r8, r26    /* x2' into its registers */
  movw r26, r14   /* x1' bytes 6, 7 kept */
  ; x0 ^= (x0 >>> 19) ^ (x0 >>> 28)
  LOADW6 0
  ROR1 r18, r19, r20, r21, r22, r23, r24, r25
  ROR1 r18, r19, r20, r21, r22, r23, r24, r25
  ROR1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r20, r21, r22, r23, r24, r25, r18, r19
  ROR1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r21, r22, r23, r24, r25, r18, r19, r20
  STOREW 0
  ; x1 ^= (x1 >>> 61) ^ (x1 >>> 39): the copy <<< 1 then <<< 3
  movw r16, r26
  LOADW6 8
  ROL1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r23, r24, r25, r18, r19, r20, r21, r22
  ROL1 r18, r19, r20, r21, r22, r23, r24, r25
  ROL1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r18, r19, r20, r21, r22, r23, r24, r25
  STOREW 8
  ; x2 ^= (x2 >>> 1) ^ (x2 >>> 6): x2 >>>= 1 in place, ^= its copy, ^= (copy <<< 2) >>> 8
  movw r10, r2
  movw r12, r4
  movw r14, r6
  movw r16, r8
  ROR1 r2, r3, r4, r5, r6, r7, r8, r9
  eor r2, r10
  eor r3, r11
  eor r4, r12
  eor r5, r13
  eor r6, r14
  eor r7, r15
  eor r8, r16
  eor r9, r17
  ROL1 r10, r11, r12, r13, r14, r15, r16, r17
  ROL1 r10, r11, r12, r13, r14, r15, r16, r17
  eor r2, r11
  eor r3, r12
  eor r4, r13
  eor r5, r14
  eor r6, r15
  eor r7, r16
  eor r8, r17
  eor r9, r10
  ; x3 ^= (x3 >>> 10) ^ (x3 >>> 17)
  LOADW 24
  ROR1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r20, r21, r22, r23, r24, r25, r18, r19
  ROR1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r19, r20, r21, r22, r23, r24, r25, r18
  STOREW 24
  ; x4 ^= (x4 >>> 7) ^ (x4 >>> 41): the copy >>> 1, then <<< 1
  mov r16, r0
  mov r17, r29
  LOADW6 32
  ROR1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r23, r24, r25, r18, r19, r20, r21, r22
  ROL1 r18, r19, r20, r21, r22, r23, r24, r25
  ROL1 r18, r19, r20, r21, r22, r23, r24, r25
  XORW r19, r20, r21, r22, r23, r24, r25, r18
  STOREW 32
  subi r28, 15    /* the next round's constant; after round 11 it is 0x3c */
  cpi r28, 0x3c
  breq 2f
  rjmp 1b
2:
  std Z+16, r2
  std Z+17, r3
  std Z+18, r4
  std Z+19, r5
  std Z+20, r6
  std Z+21, r7
  std Z+22, r8
  std Z+23, r9
  pop r29
  pop r28
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
