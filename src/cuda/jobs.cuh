// SPDX-License-Identifier: Apache-2.0 OR MIT
// What one GPU thread does in each kernel, as plain functions of (batch
// descriptor, thread index). kernels.cu wraps each in a one-line kernel; the
// host test runs the same functions in a loop, so the indexing into offsets
// and interleaved layouts is tested without a GPU.
//
// Layouts (all pointers are device pointers when used by kernels):
//   packed       message i is data[offsets[i] .. offsets[i+1]) (count + 1
//                offsets), or, when a lengths array is given, lengths[i]
//                bytes from offsets[i] (how the host API stages messages:
//                each starts 8-aligned, so words load in one access); fixed-size items (keys, nonces, tags, digests)
//                are back to back: item i at base + i * size.
//   interleaved  word w (8 bytes, little endian, zero padded) of message i at
//                words[w * count + i]; every message has the same length.
#pragma once

#include "ascon_device.cuh"

namespace ascon::cuda::device {  // the device side of ascon::cuda

// Hash256 / XOF128 / CXOF128 over packed messages; output i at out + i * out_len.
struct SpongePacked {
  St init;
  const uint8_t* data;
  const uint64_t* offsets;
  size_t count;
  uint8_t* out;
  size_t out_len;
  const uint64_t* lengths;  // optional, see the layouts above
};
// The same over interleaved messages of len bytes; the outputs are
// interleaved too (words_for(out_len) words per message).
struct SpongeInterleaved {
  St init;
  const W* in;
  size_t len;
  size_t count;
  W* out;
  size_t out_len;
};

// Ascon-AEAD128 over packed messages. Keys, nonces and tags: 16 bytes each,
// back to back. ad/ad_offsets may be null (no associated data at all). out
// uses the offsets of in and may be in itself. status: decryption only.
struct AeadPacked {
  size_t count;
  const uint8_t* keys;
  const uint8_t* nonces;
  const uint8_t* ad;
  const uint64_t* ad_offsets;
  const uint8_t* in;
  const uint64_t* offsets;
  uint8_t* out;
  uint8_t* tags;  // written by encryption, read by decryption
  int* status;
  const uint64_t* ad_lengths;  // optional, see the layouts above
  const uint64_t* lengths;     // optional
};
// Ascon-AEAD128 over interleaved messages: keys, nonces and tags take 2
// interleaved words each; every message has ad_len bytes of associated data
// and len bytes of data.
struct AeadInterleaved {
  size_t count;
  const W* keys;
  const W* nonces;
  const W* ad;
  size_t ad_len;
  const W* in;
  size_t len;
  W* out;
  W* tags;
  int* status;
};

// Array of messages <-> interleaved words: thread t handles word t, i.e.
// word t / count of message t % count (consecutive threads, consecutive
// interleaved words).
struct Transpose {
  uint8_t* aos;
  size_t len, stride, count;
  W* words;
  ASCON_HD size_t total() const { return words_for(len) * count; }
};

// Length of packed item i.
ASCON_HD size_t packed_len(const uint64_t* offsets, const uint64_t* lengths, size_t i) {
  return static_cast<size_t>(lengths != nullptr ? lengths[i] : offsets[i + 1] - offsets[i]);
}

ASCON_HD void sponge_packed_job(const SpongePacked& d, size_t i) {
  sponge(d.init, PackedIn{d.data + d.offsets[i]}, packed_len(d.offsets, d.lengths, i), PackedOut{d.out + i * d.out_len},
         d.out_len);
}

ASCON_HD void sponge_interleaved_job(const SpongeInterleaved& d, size_t i) {
  sponge(d.init, InterleavedIn{d.in, d.count, i}, d.len, InterleavedOut{d.out, d.count, i}, d.out_len);
}

ASCON_HD Key packed_key(const uint8_t* keys, size_t i) {
  return Key{load_word(keys + 16 * i), load_word(keys + 16 * i + 8)};
}

// Associated data of message i: (pointer, length); length 0 without AD.
struct AdRange {
  const uint8_t* p;
  size_t len;
};
ASCON_HD AdRange packed_ad(const AeadPacked& d, size_t i) {
  if (d.ad == nullptr || d.ad_offsets == nullptr) return AdRange{nullptr, 0};
  return AdRange{d.ad + d.ad_offsets[i], packed_len(d.ad_offsets, d.ad_lengths, i)};
}

ASCON_HD void aead_encrypt_packed_job(const AeadPacked& d, size_t i) {
  const uint8_t* nonce = d.nonces + 16 * i;
  const AdRange ad = packed_ad(d, i);
  const uint64_t a = d.offsets[i];
  aead128_encrypt(packed_key(d.keys, i), load_word(nonce), load_word(nonce + 8), PackedIn{ad.p}, ad.len,
                  PackedIn{d.in + a}, PackedOut{d.out + a}, packed_len(d.offsets, d.lengths, i),
                  PackedOut{d.tags + 16 * i});
}

ASCON_HD void aead_decrypt_packed_job(const AeadPacked& d, size_t i) {
  const uint8_t* nonce = d.nonces + 16 * i;
  const AdRange ad = packed_ad(d, i);
  const uint64_t a = d.offsets[i];
  d.status[i] = aead128_decrypt(packed_key(d.keys, i), load_word(nonce), load_word(nonce + 8), PackedIn{ad.p}, ad.len,
                                PackedIn{d.in + a}, PackedOut{d.out + a}, packed_len(d.offsets, d.lengths, i),
                                PackedIn{d.tags + 16 * i});
}

ASCON_HD void aead_encrypt_interleaved_job(const AeadInterleaved& d, size_t i) {
  const InterleavedIn key{d.keys, d.count, i}, nonce{d.nonces, d.count, i};
  aead128_encrypt(Key{key.word(0), key.word(1)}, nonce.word(0), nonce.word(1), InterleavedIn{d.ad, d.count, i},
                  d.ad_len, InterleavedIn{d.in, d.count, i}, InterleavedOut{d.out, d.count, i}, d.len,
                  InterleavedOut{d.tags, d.count, i});
}

ASCON_HD void aead_decrypt_interleaved_job(const AeadInterleaved& d, size_t i) {
  const InterleavedIn key{d.keys, d.count, i}, nonce{d.nonces, d.count, i};
  d.status[i] = aead128_decrypt(Key{key.word(0), key.word(1)}, nonce.word(0), nonce.word(1),
                                InterleavedIn{d.ad, d.count, i}, d.ad_len, InterleavedIn{d.in, d.count, i},
                                InterleavedOut{d.out, d.count, i}, d.len, InterleavedIn{d.tags, d.count, i});
}

ASCON_HD void to_interleaved_job(const Transpose& d, size_t t) {
  const size_t w = t / d.count, i = t % d.count;
  d.words[t] = aos_word(d.aos, d.len, d.stride, i, w);
}

ASCON_HD void from_interleaved_job(const Transpose& d, size_t t) {
  const size_t w = t / d.count, i = t % d.count;
  aos_store(d.aos, d.len, d.stride, i, w, d.words[t]);
}

}  // namespace ascon::cuda::device
