// ascon-file-v1: see file_format.hpp and docs/file-format.md.
#include "file_format.hpp"

#include <algorithm>
#include <ascon/aead128.hpp>
#include <ascon/ct.hpp>
#include <ascon/xof128.hpp>
#include <cstring>
#include <string_view>
#include <vector>

namespace ascon::fileformat {

namespace {

constexpr std::string_view header_key_label = "ascon-file-v1 header key";
constexpr std::string_view payload_key_label = "ascon-file-v1 payload key";
constexpr std::string_view header_tag_label = "ascon-file-v1 header tag";

std::span<const std::uint8_t> bytes_of(std::string_view s) {
  return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

// Ascon-CXOF128 with customization `label` over secret || data, 16 bytes out.
void cxof_16(std::string_view label, std::span<const std::uint8_t> secret, std::span<const std::uint8_t> data,
             std::span<std::uint8_t, 16> out) {
  auto x = Cxof128::create(bytes_of(label));  // the labels are far below the 256-byte limit
  x->update(secret).update(data).finalize(out);  // the sponge wipes its state itself
}

// A buffer of secret bytes that is wiped when it goes away.
class SecretBuffer {
 public:
  explicit SecretBuffer(std::size_t n) : v_(n) {}
  ~SecretBuffer() { secure_wipe(v_.data(), v_.size()); }
  std::uint8_t* data() { return v_.data(); }
  std::span<std::uint8_t> span(std::size_t off, std::size_t n) { return std::span(v_).subspan(off, n); }

 private:
  std::vector<std::uint8_t> v_;
};

void store_be32(std::uint8_t* p, std::uint32_t v) {
  for (int i = 3; i >= 0; --i, v >>= 8) p[i] = static_cast<std::uint8_t>(v);
}
std::uint32_t load_be32(const std::uint8_t* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | p[3];
}

void check_chunk_size(std::uint32_t chunk_size) {
  if (chunk_size == 0 || chunk_size > max_chunk_size)
    throw FormatError("chunk size " + std::to_string(chunk_size) + " is outside 1.." + std::to_string(max_chunk_size));
}

std::string chunk_name(std::uint64_t counter) { return "chunk " + std::to_string(counter); }

}  // namespace

FileKeys::~FileKeys() {
  secure_wipe(header_key.data(), header_key.size());
  secure_wipe(payload_key.data(), payload_key.size());
}

void derive_keys(const FileKey& key, const Salt& salt, FileKeys& out) {
  cxof_16(header_key_label, key, salt, out.header_key);
  cxof_16(payload_key_label, key, salt, out.payload_key);
}

std::array<std::uint8_t, 16> chunk_nonce(std::uint64_t counter, bool last) {
  std::array<std::uint8_t, 16> n{};
  for (int i = 14; i >= 7; --i, counter >>= 8) n[i] = static_cast<std::uint8_t>(counter);  // bytes 0..6 stay zero
  n[15] = last ? 1 : 0;
  return n;
}

HeaderBytes make_header(const FileKeys& keys, const Salt& salt, std::uint32_t chunk_size) {
  check_chunk_size(chunk_size);
  HeaderBytes h{};
  std::copy(magic.begin(), magic.end(), h.begin());
  h[8] = format_version;
  h[9] = key_kind_key_file;
  // h[10], h[11]: reserved, zero
  store_be32(&h[12], chunk_size);
  std::copy(salt.begin(), salt.end(), h.begin() + 16);
  cxof_16(header_tag_label, keys.header_key, std::span(h).first(header_tagged_size),
          std::span(h).subspan<header_tagged_size, tag_size>());
  return h;
}

void encrypt_stream(const FileKey& key, const Salt& salt, std::uint32_t chunk_size, ByteSource& in, ByteSink& out,
                    const ProgressFn& progress) {
  check_chunk_size(chunk_size);
  FileKeys keys;
  derive_keys(key, salt, keys);
  out.write(make_header(keys, salt, chunk_size));
  const Aead128 aead(keys.payload_key);

  // One byte of look-ahead tells whether a full chunk is the last one, so a
  // plaintext that fills its chunks exactly ends with a full last chunk.
  const std::size_t c = chunk_size;
  SecretBuffer plain(c + 1);
  std::vector<std::uint8_t> sealed(c + tag_size);
  std::size_t have = in.read(plain.span(0, c + 1));
  std::uint64_t done = 0;
  for (std::uint64_t counter = 0;; ++counter) {
    const bool last = have <= c;
    const std::size_t n = last ? have : c;
    const auto nonce = chunk_nonce(counter, last);
    (void)aead.encrypt(nonce, plain.span(0, n), {}, std::span(sealed).first(n + tag_size));
    out.write(std::span(sealed).first(n + tag_size));
    done += n;
    if (progress) progress(done);
    if (last) return;
    if (counter + 1 >= max_chunks(chunk_size))
      throw FormatError("input too long: more than SP 800-232's 2^54 bytes under one payload key");
    plain.data()[0] = plain.data()[c];
    have = 1 + in.read(plain.span(1, c));
  }
}

void decrypt_stream(const FileKey& key, ByteSource& in, ByteSink& out, const ProgressFn& progress) {
  HeaderBytes h{};
  const std::size_t got = in.read(h);
  const bool magic_ok = got >= magic.size() && std::equal(magic.begin(), magic.end(), h.begin());
  if (got == 0) throw FormatError("the input is empty, not an ascon-encrypted file");
  if (!magic_ok) throw FormatError("not an ascon-encrypted file (wrong magic bytes)");
  if (got < header_size)
    throw FormatError("truncated header: the input ends after " + std::to_string(got) + " of " +
                      std::to_string(header_size) + " header bytes");
  if (h[8] != format_version)
    throw FormatError("unsupported format version " + std::to_string(h[8]) + " (this tool reads version " +
                      std::to_string(format_version) + ")");
  if (h[9] != key_kind_key_file) throw FormatError("unsupported key kind " + std::to_string(h[9]));
  if (h[10] != 0 || h[11] != 0) throw FormatError("malformed header: reserved bytes are not zero");
  const std::uint32_t chunk_size = load_be32(&h[12]);
  check_chunk_size(chunk_size);

  Salt salt{};
  std::copy_n(h.begin() + 16, salt_size, salt.begin());
  FileKeys keys;
  derive_keys(key, salt, keys);
  const HeaderBytes expected = make_header(keys, salt, chunk_size);
  if (!ct_equal(std::span(expected).subspan<header_tagged_size>(), std::span(h).subspan<header_tagged_size>()))
    throw FormatError("wrong key, or the header is corrupted (header tag mismatch)");
  const Aead128 aead(keys.payload_key);

  // A chunk is chunk_size + 16 bytes except the last, which is shorter or
  // equal; one byte of look-ahead tells which is the last.
  const std::size_t c = chunk_size, full = c + tag_size;
  std::vector<std::uint8_t> sealed(full + 1);
  SecretBuffer plain(c);
  std::size_t have = in.read(std::span(sealed));
  std::uint64_t done = 0;
  for (std::uint64_t counter = 0;; ++counter) {
    const bool last = have <= full;
    const std::size_t n = last ? have : full;
    if (n < tag_size) {
      if (counter == 0 && n == 0) throw FormatError("truncated: the file ends right after the header");
      throw FormatError("truncated: " + chunk_name(counter) + " is shorter than its 16-byte tag");
    }
    if (last && n == tag_size && counter > 0)
      throw FormatError("malformed: empty final " + chunk_name(counter) + " (only an empty file has one)");
    const std::size_t m = n - tag_size;
    if (!aead.decrypt(chunk_nonce(counter, last), std::span(sealed).first(n), {}, plain.span(0, m))) {
      // Tell a clean truncation at a chunk boundary apart from corruption: the
      // final piece then authenticates as a middle chunk. Nothing is released.
      if (last && m == c && aead.decrypt(chunk_nonce(counter, false), std::span(sealed).first(n), {}, plain.span(0, m)))
        throw FormatError("truncated: the file ends after " + chunk_name(counter) +
                          ", which is not the final chunk (chunks were dropped from the end)");
      throw FormatError(chunk_name(counter) +
                        " failed authentication: the file was corrupted, truncated, reordered, spliced or extended");
    }
    out.write(plain.span(0, m));
    done += n;
    if (progress) progress(header_size + done);
    if (last) return;
    if (counter + 1 >= max_chunks(c))
      throw FormatError("input too long: more than SP 800-232's 2^54 bytes under one payload key");
    sealed[0] = sealed[full];
    have = 1 + in.read(std::span(sealed).subspan(1, full));
  }
}

std::size_t MemorySource::read(std::span<std::uint8_t> buf) {
  const std::size_t n = std::min(buf.size(), data_.size() - pos_);
  std::copy_n(data_.data() + pos_, n, buf.data());
  pos_ += n;
  return n;
}

}  // namespace ascon::fileformat
