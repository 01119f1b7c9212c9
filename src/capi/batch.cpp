// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C ABI of the batch engine (ascon.h, "Batch"): validate the C arguments
// (every size overflow-checked), turn them into the engine's message lists,
// call ascon::batch, and fail closed on any error: every output byte the caller
// passed zeroed, every status -1, every encryption tag zeroed.
//
// The engine's message lists (spans, AeadMessage) are built in one heap array
// when malloc gives one, else in chunks on the stack: a batch never fails for
// lack of memory, and no new error code is needed.
#include <ascon/batch.hpp>
#include <ascon/catalogue.hpp>
#include <ascon/detail/checked.hpp>

#include <cstdlib>
#include <iterator>

#include "capi.hpp"
#include "dispatch.hpp"

namespace {

using ascon::Error;
using ascon::Status;
using ascon::detail::checked_add;
using ascon::detail::checked_mul;
using u8 = std::uint8_t;
using Span = std::span<const u8>;

// Messages per chunk on the stack: batches this short, and longer ones when
// malloc fails. Small, since the entry points' stack scrub must reach below
// this array to the engine's frames (batch_scrub_depth, src/capi/dispatch.hpp).
constexpr std::size_t stack_chunk = 16;

int code(Status s) noexcept { return static_cast<int>(s.code); }

void zero(void* p, std::size_t n) noexcept {
  if (p != nullptr && n != 0) ascon::secure_wipe(p, n);
}

ascon::batch::Options options(unsigned threads) noexcept { return {ascon::batch::Backend::automatic, threads}; }

// Runs run(items, first, count) over [0, n), items[k] = fill(first + k),
// stopping at the first error.
template <class T, class Fill, class Run>
Status in_chunks(std::size_t n, Fill&& fill, Run&& run) noexcept {
  std::size_t bytes = 0;
  T* heap = nullptr;
  if (n > stack_chunk && checked_mul(n, sizeof(T), bytes)) heap = static_cast<T*>(std::malloc(bytes));
  T stack[stack_chunk];
  T* items = heap != nullptr ? heap : stack;
  const std::size_t chunk = heap != nullptr ? n : stack_chunk;
  Status st;
  for (std::size_t first = 0; first < n && st; first += chunk) {
    const std::size_t count = n - first < chunk ? n - first : chunk;
    for (std::size_t k = 0; k < count; ++k) items[k] = fill(first + k);
    st = run(items, first, count);
  }
  std::free(heap);  // pointers and lengths only: nothing secret to wipe
  return st;
}

using ascon::detail::disjoint;

// A region of caller memory that a call reads or writes.
struct Range {
  const void* p;
  std::size_t n;
  bool apart(const Range& o) const noexcept { return disjoint(p, n, o.p, o.n); }
};

// ---- the two message layouts ---------------------------------------------------------

struct PointerList {
  const u8* const* msgs;
  const std::size_t* lens;
  std::size_t n;
  Status check() const noexcept {
    if (n != 0 && (msgs == nullptr || lens == nullptr)) return Error::null_pointer;
    for (std::size_t i = 0; i < n; ++i)
      if (msgs[i] == nullptr && lens[i] != 0) return Error::null_pointer;
    return {};
  }
  std::size_t count() const noexcept { return n; }
  Span at(std::size_t i) const noexcept { return {msgs[i], lens[i]}; }
};

// Arrow's large_binary layout: n + 1 non-decreasing offsets into data.
struct PackedList {
  const ascon_packed* p;
  // Null means "no list" (no AD); the caller decides whether that is allowed.
  // Offsets are non-negative, non-decreasing and end inside data_len, so every
  // message lies inside the caller's data buffer.
  Status check() const noexcept {
    if (p == nullptr) return Error::null_pointer;
    if (p->n == 0) return {};
    std::size_t table = 0;
    if (!checked_add(p->n, 1, table) || !checked_mul(table, sizeof(std::int64_t), table)) return Error::too_long;
    if (p->offsets == nullptr || (p->data == nullptr && p->data_len != 0)) return Error::null_pointer;
    if (p->offsets[0] < 0) return Error::bad_length;
    for (std::size_t i = 0; i < p->n; ++i)
      if (p->offsets[i + 1] < p->offsets[i]) return Error::bad_length;
    if (static_cast<std::uint64_t>(p->offsets[p->n]) > p->data_len) return Error::bad_length;
    return {};
  }
  std::size_t len(std::size_t i) const noexcept { return static_cast<std::size_t>(p->offsets[i + 1] - p->offsets[i]); }
  const u8* ptr(std::size_t i) const noexcept {
    return len(i) == 0 ? nullptr : p->data + static_cast<std::size_t>(p->offsets[i]);
  }
  Span at(std::size_t i) const noexcept { return {ptr(i), len(i)}; }
  std::size_t count() const noexcept { return p != nullptr ? p->n : 0; }
  const u8* ptr_at_start() const noexcept {
    return p->n == 0 || p->data == nullptr ? nullptr : p->data + static_cast<std::size_t>(p->offsets[0]);
  }
  // Bytes from the first message's start to the last one's end.
  std::size_t total() const noexcept {
    return p->n == 0 ? 0 : static_cast<std::size_t>(p->offsets[p->n] - p->offsets[0]);
  }
};

// ---- sponge rows of the catalogue, by name ---------------------------------------------

// The C layouts turned into the engine's spans; the engine checks the row
// (name, key, customization, output length) once for every chunk alike.
template <class List>
int sponge(const char* name, u8* outs, std::size_t outs_len, std::size_t out_len, const List& list, const u8* key,
           std::size_t key_len, const u8* custom, std::size_t custom_len, unsigned threads) noexcept {
  auto fail = [&](Status s) {
    zero(outs, outs_len);
    return code(s);
  };
  // Sizes first (no memory read), then the message list itself.
  const std::size_t n = list.count();
  std::size_t need = 0;
  if (!checked_mul(n, out_len, need)) return fail(Error::too_long);
  if (outs_len < need) return fail(Error::buffer_too_small);
  if (outs == nullptr && need != 0) return fail(Error::null_pointer);
  if (name == nullptr) return fail(Error::unavailable);
  if (Status s = list.check(); !s) return fail(s);
  if ((key == nullptr && key_len != 0) || (custom == nullptr && custom_len != 0)) return fail(Error::null_pointer);
  const ascon::batch::SpongeArgs args{Span(key, key_len), Span(custom, custom_len)};
  const Status st = in_chunks<Span>(
      n, [&](std::size_t i) { return list.at(i); },
      [&](const Span* items, std::size_t first, std::size_t count) {
        const std::span<u8> out(outs + first * out_len, count * out_len);  // inside [0, need): no overflow
        return ascon::batch::sponge_many(name, std::span<const Span>(items, count), out_len, out, args,
                                         options(threads));
      });
  // A batch of no messages still answers for its name and arguments.
  if (st && n == 0) {
    const Status empty = ascon::batch::sponge_many(name, {}, out_len, {}, args, options(threads));
    if (!empty) return fail(empty);
  }
  return st ? 0 : fail(st);
}

// ---- Ascon-AEAD128 ----------------------------------------------------------------------

// Runs the engine over messages fill(0..n-1); `status` null for encryption.
// Returns 0, ASCON_ERR_AUTHENTICATION_FAILED if some message did not verify,
// or the misuse code; the caller fails the whole batch closed on misuse.
template <class Fill>
Status aead(std::size_t n, int* status, Fill&& fill, unsigned threads) noexcept {
  return in_chunks<ascon::AeadMessage>(
      n, fill, [&](const ascon::AeadMessage* items, std::size_t first, std::size_t count) {
        const std::span<const ascon::AeadMessage> msgs(items, count);
        return status == nullptr
                   ? ascon::batch::aead128_encrypt_many(msgs, options(threads))
                   : ascon::batch::aead128_decrypt_many(msgs, std::span<int>(status + first, count), options(threads));
      });
}

int verdict(const int* status, std::size_t n) noexcept {
  int bad = 0;
  for (std::size_t i = 0; i < n; ++i) bad |= status[i];  // public per-message results
  return bad != 0 ? code(Error::authentication_failed) : 0;
}

// A count whose descriptor array cannot fit in memory cannot describe arrays
// the caller owns: such a call returns ASCON_ERR_TOO_LONG and writes nothing
// that would have to lie past them (no status, tag or message output).
bool count_possible(std::size_t n, std::size_t elem_size) noexcept {
  std::size_t bytes = 0;
  return checked_mul(n, elem_size, bytes);
}

int aead_pointers(int* status, const ascon_aead128_message* msgs, std::size_t n, unsigned threads) noexcept {
  const bool decrypt = status != nullptr;
  if (!count_possible(n, sizeof(ascon_aead128_message))) return code(Error::too_long);
  auto fail = [&](Status s) {
    if (decrypt)
      for (std::size_t i = 0; i < n; ++i) status[i] = -1;
    if (msgs != nullptr) {
      for (std::size_t i = 0; i < n; ++i) {
        zero(msgs[i].out, msgs[i].len);
        if (!decrypt) zero(msgs[i].tag, 16);
      }
    }
    return code(s);
  };
  if (n != 0 && msgs == nullptr) return fail(Error::null_pointer);
  // The statuses overlap no message (the engine checks each message against
  // its own statuses chunk by chunk; this covers the whole array at once).
  if (decrypt) {
    const std::size_t bytes = n * sizeof(int);  // fits: the descriptors fit
    for (std::size_t i = 0; i < n; ++i) {
      const ascon_aead128_message& m = msgs[i];
      if (!disjoint(status, bytes, m.key, 16) || !disjoint(status, bytes, m.nonce, 16) ||
          !disjoint(status, bytes, m.ad, m.ad_len) || !disjoint(status, bytes, m.in, m.len) ||
          !disjoint(status, bytes, m.out, m.len) || !disjoint(status, bytes, m.tag, 16))
        return fail(Error::overlapping_buffers);
    }
  }
  const Status st = aead(
      n, status,
      [&](std::size_t i) {
        const ascon_aead128_message& m = msgs[i];
        return ascon::AeadMessage{m.key, m.nonce, m.ad, m.ad_len, m.in, m.len, m.out, m.tag};
      },
      threads);
  if (!st) return fail(st);
  return decrypt ? verdict(status, n) : 0;
}

int aead_packed(int* status, u8* out, std::size_t out_len, u8* tags, const ascon_packed* in, const ascon_packed* ad,
                const u8* nonces, const u8* keys, std::size_t key_stride, unsigned threads) noexcept {
  const bool decrypt = status != nullptr;
  const std::size_t n = in != nullptr ? in->n : 0;
  // 16 * n bytes of tags and nonces, n + 1 offsets: when these do not fit,
  // none of the per-message arrays exists, so only the sized output is zeroed.
  if (!count_possible(n, 16)) {
    zero(out, out_len);
    return code(Error::too_long);
  }
  auto fail = [&](Status s) {
    if (decrypt)
      for (std::size_t i = 0; i < n; ++i) status[i] = -1;
    else
      zero(tags, 16 * n);
    zero(out, out_len);
    return code(s);
  };
  const PackedList data{in}, assoc{ad};
  if (Status s = data.check(); !s) return fail(s);
  if (n == 0) return 0;
  if (tags == nullptr || nonces == nullptr || keys == nullptr) return fail(Error::null_pointer);
  if (key_stride != 0 && key_stride != 16) return fail(Error::bad_length);
  if (ad != nullptr) {
    if (ad->n != n) return fail(Error::bad_length);  // before reading offsets that may not exist
    if (Status s = assoc.check(); !s) return fail(s);
  }
  const std::size_t total = data.total();
  if (out_len < total) return fail(Error::buffer_too_small);
  if (out == nullptr && total != 0) return fail(Error::null_pointer);
  // The whole output region is the input region (in place) or apart from it:
  // per-message checks alone would miss message i's output running into
  // message i+1's input.
  const std::int64_t* off = in->offsets;
  if (total != 0 && !ascon::detail::buffers_ok(in->data + off[0], total, out)) return fail(Error::overlapping_buffers);
  // Nothing written may overlap anything read or another output (the output
  // over the key table would let a failed message's zeroed output leave a
  // known key for the next one); in place (out at the input region) is the
  // one exception. A few regions: O(1) whatever n is.
  {
    const std::size_t table = 16 * n, offsets = 8 * (n + 1);  // fit: count_possible(n, 16)
    const bool in_place = out == in->data + off[0];
    const Range reads[] = {{in->data + off[0], in_place ? 0 : total},
                           {in->offsets, offsets},
                           {ad != nullptr ? assoc.ptr_at_start() : nullptr, ad != nullptr ? assoc.total() : 0},
                           {ad != nullptr ? ad->offsets : nullptr, ad != nullptr ? offsets : 0},
                           {nonces, table},
                           {keys, key_stride != 0 ? table : 16},
                           {tags, decrypt ? table : 0}};
    const Range writes[] = {{out, total}, {tags, decrypt ? 0 : table}, {status, decrypt ? n * sizeof(int) : 0}};
    for (std::size_t w = 0; w < std::size(writes); ++w) {
      for (const Range& r : reads)
        if (!writes[w].apart(r)) return fail(Error::overlapping_buffers);
      for (std::size_t v = w + 1; v < std::size(writes); ++v)
        if (!writes[w].apart(writes[v])) return fail(Error::overlapping_buffers);
    }
  }
  const Status st = aead(
      n, status,
      [&](std::size_t i) {
        const std::size_t at = static_cast<std::size_t>(off[i] - off[0]);
        return ascon::AeadMessage{keys + i * key_stride,
                                  nonces + 16 * i,
                                  ad != nullptr ? assoc.ptr(i) : nullptr,
                                  ad != nullptr ? assoc.len(i) : 0,
                                  data.ptr(i),
                                  data.len(i),
                                  data.len(i) != 0 ? out + at : nullptr,
                                  tags + 16 * i};  // only read when decrypting
      },
      threads);
  if (!st) return fail(st);
  return decrypt ? verdict(status, n) : 0;
}

// What the exported functions call: the work in frames below the entry
// point, their stack zeroed and the registers cleared before it returns.
constexpr auto sponge_pointers = ASCON_SCRUBBED_BATCH(sponge<PointerList>);
constexpr auto sponge_packed = ASCON_SCRUBBED_BATCH(sponge<PackedList>);
constexpr auto aead_pointers_scrubbed = ASCON_SCRUBBED_BATCH(aead_pointers);
constexpr auto aead_packed_scrubbed = ASCON_SCRUBBED_BATCH(aead_packed);

}  // namespace

// ---- exported functions -------------------------------------------------------------------

int ascon_batch_supported(const char* name) {
  const ascon::catalogue::Info* a = name != nullptr ? ascon::catalogue::find(name) : nullptr;
  return a != nullptr && a->batch ? 1 : 0;
}
int ascon_batch_by_name(const char* name, uint8_t* outs, size_t outs_len, size_t out_len, const uint8_t* const* msgs,
                        const size_t* lens, size_t n, const uint8_t* key, size_t key_len, const uint8_t* custom,
                        size_t custom_len, unsigned threads) {
  return sponge_pointers(name, outs, outs_len, out_len, PointerList{msgs, lens, n}, key, key_len, custom, custom_len,
                         threads);
}
int ascon_batch_by_name_packed(const char* name, uint8_t* outs, size_t outs_len, size_t out_len,
                               const ascon_packed* msgs, const uint8_t* key, size_t key_len, const uint8_t* custom,
                               size_t custom_len, unsigned threads) {
  return sponge_packed(name, outs, outs_len, out_len, PackedList{msgs}, key, key_len, custom, custom_len, threads);
}

constexpr const char* hash256 = ascon::catalogue::entries::ascon_hash256::info.name.data();
constexpr const char* xof128 = ascon::catalogue::entries::ascon_xof128::info.name.data();
constexpr const char* cxof128 = ascon::catalogue::entries::ascon_cxof128::info.name.data();

int ascon_hash256_many(uint8_t* digests, size_t digests_len, const uint8_t* const* msgs, const size_t* lens, size_t n,
                       unsigned threads) {
  return sponge_pointers(hash256, digests, digests_len, 32, PointerList{msgs, lens, n}, nullptr, 0, nullptr, 0,
                         threads);
}
int ascon_hash256_many_packed(uint8_t* digests, size_t digests_len, const ascon_packed* msgs, unsigned threads) {
  return sponge_packed(hash256, digests, digests_len, 32, PackedList{msgs}, nullptr, 0, nullptr, 0, threads);
}
int ascon_xof128_many(uint8_t* outs, size_t outs_len, size_t out_len, const uint8_t* const* msgs, const size_t* lens,
                      size_t n, unsigned threads) {
  return sponge_pointers(xof128, outs, outs_len, out_len, PointerList{msgs, lens, n}, nullptr, 0, nullptr, 0, threads);
}
int ascon_xof128_many_packed(uint8_t* outs, size_t outs_len, size_t out_len, const ascon_packed* msgs,
                             unsigned threads) {
  return sponge_packed(xof128, outs, outs_len, out_len, PackedList{msgs}, nullptr, 0, nullptr, 0, threads);
}
int ascon_cxof128_many(uint8_t* outs, size_t outs_len, size_t out_len, const uint8_t* const* msgs, const size_t* lens,
                       size_t n, const uint8_t* custom, size_t custom_len, unsigned threads) {
  return sponge_pointers(cxof128, outs, outs_len, out_len, PointerList{msgs, lens, n}, nullptr, 0, custom, custom_len,
                         threads);
}
int ascon_cxof128_many_packed(uint8_t* outs, size_t outs_len, size_t out_len, const ascon_packed* msgs,
                              const uint8_t* custom, size_t custom_len, unsigned threads) {
  return sponge_packed(cxof128, outs, outs_len, out_len, PackedList{msgs}, nullptr, 0, custom, custom_len, threads);
}

int ascon_aead128_encrypt_many(const ascon_aead128_message* msgs, size_t n, unsigned threads) {
  return aead_pointers_scrubbed(nullptr, msgs, n, threads);
}
int ascon_aead128_decrypt_many(int* status, const ascon_aead128_message* msgs, size_t n, unsigned threads) {
  if (!count_possible(n, sizeof(ascon_aead128_message))) return ASCON_ERR_TOO_LONG;  // nothing of it exists
  if (status == nullptr && n != 0) {
    // No status array: still fail closed on the outputs.
    for (size_t i = 0; msgs != nullptr && i < n; ++i) zero(msgs[i].out, msgs[i].len);
    return ASCON_ERR_NULL_POINTER;
  }
  int none = 0;  // n == 0: a status pointer that is never written
  return aead_pointers_scrubbed(status == nullptr ? &none : status, msgs, n, threads);
}
int ascon_aead128_encrypt_many_packed(uint8_t* out, size_t out_len, uint8_t* tags, const ascon_packed* in,
                                      const ascon_packed* ad, const uint8_t* nonces, const uint8_t* keys,
                                      size_t key_stride, unsigned threads) {
  return aead_packed_scrubbed(nullptr, out, out_len, tags, in, ad, nonces, keys, key_stride, threads);
}
int ascon_aead128_decrypt_many_packed(int* status, uint8_t* out, size_t out_len, const uint8_t* tags,
                                      const ascon_packed* in, const ascon_packed* ad, const uint8_t* nonces,
                                      const uint8_t* keys, size_t key_stride, unsigned threads) {
  if (status == nullptr && in != nullptr && in->n != 0) {
    zero(out, out_len);
    return ASCON_ERR_NULL_POINTER;
  }
  int none = 0;  // n == 0: a status pointer that is never written
  // The engine reads the tags of a decryption; AeadMessage has one tag pointer type.
  return aead_packed_scrubbed(status == nullptr ? &none : status, out, out_len, const_cast<uint8_t*>(tags), in, ad,
                              nonces, keys, key_stride, threads);
}
