// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon_stream_* (include/ascon/c/stream.h): the chunked streaming AEAD over
// the chunk core that ascon-file-v1 uses too (include/ascon/stream.hpp).
#include <ascon/stream.hpp>

#include "capi.hpp"
#include "dispatch.hpp"
#include "random_source.hpp"

namespace {

using namespace ascon;
namespace core = ascon::stream;

enum class Mode : std::uint8_t { push = 1, pull = 2, pulled_final = 3 };

// What a live ascon_stream_state holds: the stream's payload key, the index
// of the next chunk, the chunk size and the direction.
struct Stream {
  std::array<std::uint8_t, core::key_size> payload_key{};
  std::uint64_t counter = 0;
  std::uint32_t chunk_size = 0;
  Mode mode = Mode::push;
  ~Stream() { secure_wipe(payload_key.data(), payload_key.size()); }
};
using SBox = capi::Box<Stream, capi::state_tag("ascon_stream"), ascon_stream_state>;

bool live(const ascon_stream_state* st, Mode m) noexcept {
  return SBox::alive(st) && SBox::get(const_cast<ascon_stream_state*>(st))->mode == m;
}

void end(ascon_stream_state* st) noexcept {
  if (SBox::alive(st)) SBox::destroy(st);
}

int init_push_work(ascon_stream_state* st, std::uint8_t* header, const std::uint8_t* key,
                   std::uint32_t chunk_size) noexcept {
  std::array<std::uint8_t, core::salt_size> salt{};
  if (const int rc = capi::random_fill(salt.data(), salt.size()); rc != ASCON_OK) return rc;
  core::Keys keys;
  core::derive_keys(std::span<const std::uint8_t, 16>(key, 16), salt, keys);
  const core::Header h = core::make_header(keys, salt, chunk_size);
  std::memcpy(header, h.data(), h.size());
  Stream* s = SBox::make(st);
  s->payload_key = keys.payload_key;
  s->chunk_size = chunk_size;
  s->mode = Mode::push;
  secure_wipe(salt.data(), salt.size());
  return ASCON_OK;
}

int push_work(Stream* s, std::uint8_t* c, const std::uint8_t* m, std::size_t m_len, bool last) noexcept {
  return capi::code(core::seal_chunk(s->payload_key, s->counter, last, {m, m_len}, {c, m_len + core::tag_size}));
}

int init_pull_work(ascon_stream_state* st, const std::uint8_t* header, const std::uint8_t* key) noexcept {
  core::Keys keys;
  std::uint32_t chunk_size = 0;
  const auto e = core::open_header(std::span<const std::uint8_t, core::header_size>(header, core::header_size),
                                   std::span<const std::uint8_t, 16>(key, 16), keys, chunk_size);
  if (e == core::HeaderError::bad_tag) return ASCON_ERR_AUTH;
  if (e != core::HeaderError::ok) return ASCON_ERR_BAD_LENGTH;
  Stream* s = SBox::make(st);
  s->payload_key = keys.payload_key;
  s->chunk_size = chunk_size;
  s->mode = Mode::pull;
  return ASCON_OK;
}

// Opens the next chunk as a middle chunk, else as the final one (the
// receiver cannot know which it is; the flag is in the nonce). 1 if it
// opened as the final chunk, 0 as a middle one, -1 if neither (m zeroed).
int pull_work(Stream* s, std::uint8_t* m, const std::uint8_t* c, std::size_t c_len) noexcept {
  const std::span<const std::uint8_t> sealed(c, c_len);
  const std::span<std::uint8_t> pt(m, c_len - core::tag_size);
  if (core::open_chunk(s->payload_key, s->counter, false, sealed, pt)) return 0;
  if (core::open_chunk(s->payload_key, s->counter, true, sealed, pt)) return 1;
  return -1;
}

}  // namespace

size_t ascon_stream_state_size(void) { return sizeof(ascon_stream_state); }
size_t ascon_stream_headerbytes(void) { return ASCON_STREAM_HEADERBYTES; }
size_t ascon_stream_abytes(void) { return ASCON_STREAM_ABYTES; }

static_assert(ASCON_STREAM_HEADERBYTES == core::header_size && ASCON_STREAM_ABYTES == core::tag_size &&
              ASCON_STREAM_KEYBYTES == core::key_size && ASCON_STREAM_MAX_CHUNKBYTES == core::max_chunk_size &&
              ASCON_STREAM_DEFAULT_CHUNKBYTES == core::default_chunk_size);

int ascon_stream_init_push(ascon_stream_state* st, uint8_t header[64], const uint8_t key[16], size_t chunk_bytes) {
  ASCON_CHECK_BUFFERS(st, 1, header, 1, key, 1);
  end(st);  // a new stream replaces whatever the state held
  if (!core::chunk_size_ok(chunk_bytes)) return ASCON_ERR_BAD_LENGTH;
  return ASCON_SCRUBBED(init_push_work)(st, header, key, static_cast<std::uint32_t>(chunk_bytes));
}

int ascon_stream_push(ascon_stream_state* st, uint8_t* c, size_t c_cap, size_t* c_len, const uint8_t* m, size_t m_len,
                      int last) {
  ASCON_CHECK_BUFFERS(st, 1, c, 1, m, m_len);
  if (!live(st, Mode::push)) return ASCON_ERR_OUT_OF_ORDER;
  Stream* s = SBox::get(st);
  if (m_len > s->chunk_size) return ASCON_ERR_BAD_LENGTH;
  // m_len <= 2^24: the sum cannot wrap, even with a 32-bit size_t.
  if (c_cap < m_len + core::tag_size) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (s->counter >= core::max_chunks(s->chunk_size)) return ASCON_ERR_TOO_LONG;
  const int rc = ASCON_SCRUBBED(push_work)(s, c, m, m_len, last != 0);
  if (rc != ASCON_OK) return rc;  // overlapping buffers: nothing written, the stream goes on
  ++s->counter;
  if (c_len) *c_len = m_len + core::tag_size;
  if (last) end(st);
  return ASCON_OK;
}

int ascon_stream_init_pull(ascon_stream_state* st, const uint8_t header[64], const uint8_t key[16]) {
  ASCON_CHECK_BUFFERS(st, 1, header, 1, key, 1);
  end(st);
  return ASCON_SCRUBBED(init_pull_work)(st, header, key);
}

int ascon_stream_pull(ascon_stream_state* st, uint8_t* m, size_t m_cap, size_t* m_len, int* last, const uint8_t* c,
                      size_t c_len) {
  ASCON_CHECK_BUFFERS(st, 1, m, m_cap, c, c_len);
  if (!live(st, Mode::pull)) return ASCON_ERR_OUT_OF_ORDER;
  Stream* s = SBox::get(st);
  // A chunk that cannot be the next one fails like a forged one: the stream ends.
  if (c_len < core::tag_size || c_len - core::tag_size > s->chunk_size ||
      s->counter >= core::max_chunks(s->chunk_size)) {
    // Output zeroed, unless it is the input: a failure never destroys the caller's ciphertext.
    const std::size_t n = c_len > core::tag_size ? std::min(m_cap, c_len - core::tag_size) : 0;
    capi::wipe_unless_input(m, n, c, c_len);
    end(st);
    return ASCON_ERR_AUTH;
  }
  const std::size_t n = c_len - core::tag_size;
  if (m_cap < n) return ASCON_ERR_BUFFER_TOO_SMALL;
  // The chunk is tried twice (middle, then final): its ciphertext must
  // survive the first try, so the output may not overlap it at all.
  if (!detail::disjoint(m, n, c, c_len)) return ASCON_ERR_OVERLAPPING_BUFFERS;
  const int r = ASCON_SCRUBBED(pull_work)(s, m, c, c_len);
  if (r < 0) {
    end(st);  // m was zeroed by the failed opening
    return ASCON_ERR_AUTH;
  }
  ++s->counter;
  if (m_len) *m_len = n;
  if (last) *last = r;
  if (r == 1) {
    // Complete: the key is no longer needed; only pull_final remains.
    secure_wipe(s->payload_key.data(), s->payload_key.size());
    s->mode = Mode::pulled_final;
  }
  return ASCON_OK;
}

int ascon_stream_pull_final(ascon_stream_state* st) {
  ASCON_CHECK_BUFFERS(st, 1);
  if (!SBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
  const Mode mode = SBox::get(st)->mode;
  end(st);
  if (mode == Mode::pulled_final) return ASCON_OK;
  return mode == Mode::pull ? ASCON_ERR_AUTH : ASCON_ERR_OUT_OF_ORDER;
}

int ascon_stream_abort(ascon_stream_state* st) {
  ASCON_CHECK_BUFFERS(st, 1);
  if (!SBox::alive(st)) return ASCON_ERR_OUT_OF_ORDER;
  end(st);
  return ASCON_OK;
}
