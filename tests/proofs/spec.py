# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The Ascon round of NIST SP 800-232 (Sec. 3), written once, as z3
bit-vector expressions, and the conventions by which the assembly rounds hold
the 320-bit state: the five 64-bit words themselves (64-bit cores), 32-bit halves (l: bits 0..31, h: bits 32..63), bit-interleaved
halves (e: even bits, o: odd bits), and bytes (AVR)."""
import z3

ROT = [(19, 28), (61, 39), (1, 6), (10, 17), (7, 41)]


def const(i):
    """Round constant c_i of Ascon-p[16] (p[r] uses i = 16 - r .. 15)."""
    return (((0x13 - i) & 0xF) << 4) | ((i + 0xC) & 0xF)


def rotr(x, n):
    return z3.RotateRight(x, n) if z3.is_expr(x) else ((x >> n) | (x << (64 - n))) & (2**64 - 1)


def chi_(x, c):
    """p_C, the S-box's first XORs and its chi step: the five words a_0..a_4
    before the S-box's last XORs and NOT (finish_)."""
    m = 2**64 - 1
    x = list(x)
    x[2] = x[2] ^ c
    # p_S: the 5-bit S-box, bitsliced as in SP 800-232 Sec. 3.3.
    x[0] ^= x[4]; x[4] ^= x[3]; x[2] ^= x[1]
    t = [(~x[i] & m if not z3.is_expr(x[i]) else ~x[i]) & x[(i + 1) % 5] for i in range(5)]
    return [x[i] ^ t[(i + 1) % 5] for i in range(5)]


def finish_(a):
    """The S-box's last XORs and NOT: its output words from chi_'s."""
    m = 2**64 - 1
    return [a[0] ^ a[4], a[1] ^ a[0], ~a[2] & m if not z3.is_expr(a[2]) else ~a[2], a[3] ^ a[2], a[4]]


def sbox_(x, c):
    """p_S . p_C: the constant addition and the S-box layer of one round."""
    return finish_(chi_(x, c))


def linear_(x):
    """p_L: Sigma_i(x) = x ^ (x >>> r1) ^ (x >>> r2) on each word."""
    return [x[i] ^ rotr(x[i], ROT[i][0]) ^ rotr(x[i], ROT[i][1]) for i in range(5)]


def round_(x, c):
    """One round p_L . p_S . p_C on five 64-bit words (z3 or Python ints)."""
    return linear_(sbox_(x, c))


def permute(x, rounds):
    for i in range(16 - rounds, 16):
        x = round_(x, const(i))
    return x


# Conventions: a 64-bit word as named pieces, and back.
def halves(w):
    """(l, h): bits 0..31, bits 32..63."""
    return [z3.Extract(31, 0, w), z3.Extract(63, 32, w)]


def interleave(w):
    """(e, o): bit k of e is bit 2k of w, bit k of o is bit 2k + 1."""
    e = z3.Concat(*[z3.Extract(2 * k, 2 * k, w) for k in reversed(range(32))])
    o = z3.Concat(*[z3.Extract(2 * k + 1, 2 * k + 1, w) for k in reversed(range(32))])
    return [e, o]


def bytes_(w):
    """Byte j = bits 8j..8j+7 (the AVR state: b[8w + j])."""
    return [z3.Extract(8 * j + 7, 8 * j, w) for j in range(8)]


def deinterleave(e, o):
    """The word whose even bits are e and odd bits o (interleave's inverse)."""
    return z3.Concat(*[z3.Extract(k // 2, k // 2, o if k % 2 else e) for k in reversed(range(64))])


def join_bytes(*bs):
    return z3.Concat(*reversed(bs))


def interleave_int(w):
    e = sum(((w >> (2 * k)) & 1) << k for k in range(32))
    o = sum(((w >> (2 * k + 1)) & 1) << k for k in range(32))
    return e, o


# name: (word -> pieces, piece width, pieces -> word).
CONVENTIONS = {"halves": (halves, 32, lambda l, h: z3.Concat(h, l)), "bi32": (interleave, 32, deinterleave),
               "bytes": (bytes_, 8, join_bytes), "words": (lambda w: [w], 64, lambda w: w)}


def pieces(words, convention):
    """The state's locations in order: word 0's pieces, word 1's, ..."""
    split = CONVENTIONS[convention][0]
    return [p for w in words for p in split(w)]


def words(ps, convention):
    """The five words whose pieces are ps (pieces' inverse: a bijection)."""
    _, width, join = CONVENTIONS[convention]
    n = 64 // width
    return [join(*ps[n * k:n * (k + 1)]) for k in range(5)]
M64 = 2**64 - 1
