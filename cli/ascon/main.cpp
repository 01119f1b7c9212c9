// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon: file encryption with Ascon-AEAD128 in the ascon-file-v1 format.
//
//   ascon keygen  [-o KEYFILE] [--force] [--purpose file-encryption|mac]
//   ascon encrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [--chunk-size N] [INPUT]
//   ascon decrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [INPUT]
//
// Exit status: 0 success, 1 verification, key-file or I/O failure, 2 usage error.
// Options, errors and key files go through cli/common (app.hpp, key_file.hpp).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ascon/ct.hpp>
#include <ascon/version.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "common/app.hpp"
#include "common/diag.hpp"
#include "common/key_file.hpp"
#include "common/random.hpp"
#include "common/text.hpp"
#include "file_format.hpp"
#include "file_io.hpp"
#include "progress.hpp"

using namespace ascon::fileformat;
namespace cli = ascon::cli;

namespace {

// Counts the bytes that pass through to another sink.
class CountingSink : public ByteSink {
 public:
  CountingSink(ByteSink& next, std::uint64_t& count) : next_(next), count_(count) {}
  void write(std::span<const std::uint8_t> data) override {
    next_.write(data);
    count_ += data.size();
  }

 private:
  ByteSink& next_;
  std::uint64_t& count_;
};

constexpr const char* usage_text =
    "Usage: ascon keygen  [-o KEYFILE] [--force] [--purpose file-encryption|mac]\n"
    "       ascon encrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [-j N] [--chunk-size N] [INPUT]\n"
    "       ascon decrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [-j N] [INPUT]\n"
    "\n"
    "Encrypts and decrypts files with Ascon-AEAD128 (NIST SP 800-232) in the\n"
    "chunked, authenticated ascon-file-v1 format (docs/file-format.md).\n"
    "INPUT defaults to standard input (also '-'), OUTPUT to standard output.\n"
    "\n"
    "Options:\n"
    "  -k, --key KEYFILE   key file made by 'ascon keygen' (required to encrypt/decrypt)\n"
    "  -o, --output FILE   write here instead of standard output; the file appears\n"
    "                      only once complete (and, when decrypting, authenticated)\n"
    "  -f, --force         replace an existing output file; decrypt to a terminal\n"
    "  -q, --quiet         no progress bar\n"
    "  -j, --jobs N        seal/open chunks on N threads (0, the default: one per\n"
    "                      CPU); the output is the same for every N\n"
    "      --purpose P     keygen: what the key is for: file-encryption (default;\n"
    "                      'ascon encrypt/decrypt') or mac ('asconsum -a mac/prf').\n"
    "                      Use one key per purpose.\n"
    "      --chunk-size N  encrypt: plaintext bytes per chunk, 1..16777216\n"
    "                      (suffix K or M for KiB/MiB; default 64K)\n"
    "  -h, --help          this help\n"
    "      --version       the version\n"
    "\n"
    "Exit status: 0 success, 1 authentication, key-file or I/O failure, 2 usage error.\n";

struct Options {
  std::string command, key_file, output, input;
  bool force = false, quiet = false;
  std::uint32_t chunk_size = default_chunk_size;
  unsigned jobs = 0;                       // 0: one per hardware thread
  std::optional<cli::KeyPurpose> purpose;  // keygen --purpose
};

std::uint32_t parse_chunk_size(std::string_view s) {
  std::uint64_t v = 0, mult = 1;
  if (!s.empty() && (s.back() == 'K' || s.back() == 'k'))
    mult = 1024, s.remove_suffix(1);
  else if (!s.empty() && (s.back() == 'M' || s.back() == 'm'))
    mult = 1024 * 1024, s.remove_suffix(1);
  if (s.empty() || s.size() > 9) cli::usage("--chunk-size: not a size: '" + std::string(s) + "'");
  for (char c : s) {
    if (c < '0' || c > '9') cli::usage("--chunk-size: not a size: '" + std::string(s) + "'");
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  v *= mult;
  if (v == 0 || v > max_chunk_size) cli::usage("--chunk-size must be 1.." + std::to_string(max_chunk_size) + " bytes");
  return static_cast<std::uint32_t>(v);
}

enum LongOnly : int { opt_chunk_size = 256, opt_version, opt_purpose };
const option long_options[] = {
    {"key", required_argument, nullptr, 'k'},
    {"output", required_argument, nullptr, 'o'},
    {"force", no_argument, nullptr, 'f'},
    {"quiet", no_argument, nullptr, 'q'},
    {"jobs", required_argument, nullptr, 'j'},
    {"chunk-size", required_argument, nullptr, opt_chunk_size},
    {"purpose", required_argument, nullptr, opt_purpose},
    {"help", no_argument, nullptr, 'h'},
    {"version", no_argument, nullptr, opt_version},
    {nullptr, 0, nullptr, 0},
};

cli::KeyPurpose parse_purpose(std::string_view s) {
  for (const auto p : {cli::KeyPurpose::file_encryption, cli::KeyPurpose::mac})
    if (s == cli::purpose_name(p)) return p;
  cli::usage("--purpose: unknown purpose '" + std::string(s) + "'", "purposes: file-encryption, mac");
}

// Returns nullopt when --help/--version was handled; usage errors throw.
std::optional<Options> parse_args(int argc, char** argv) {
  Options o;
  bool help = false, version = false;
  const auto positional = cli::parse_options(argc, argv, "k:o:fqj:h", long_options, [&](int c, const char* arg) {
    switch (c) {
      case 'k':
        o.key_file = arg;
        break;
      case 'o':
        o.output = arg;
        break;
      case 'f':
        o.force = true;
        break;
      case 'q':
        o.quiet = true;
        break;
      case 'j': {
        const auto n = cli::parse_uint(arg, 0, 1024);
        if (!n) cli::usage(std::string("invalid number of jobs '") + arg + "' (0 to 1024)");
        o.jobs = static_cast<unsigned>(*n);
        break;
      }
      case opt_chunk_size:
        o.chunk_size = parse_chunk_size(arg);
        break;
      case opt_purpose:
        o.purpose = parse_purpose(arg);
        break;
      case 'h':
        help = true;
        break;
      case opt_version:
        version = true;
        break;
    }
  });
  if (help || (!positional.empty() && positional[0] == "help")) {
    std::fputs(usage_text, stdout);
    return std::nullopt;
  }
  if (version) {
    std::printf("ascon %s (file format ascon-file-v1)\n", ascon::version_string);
    return std::nullopt;
  }
  if (positional.empty()) cli::usage("no command given", "run 'ascon --help'; commands: keygen, encrypt, decrypt");
  o.command = positional[0];
  if (o.command != "keygen" && o.command != "encrypt" && o.command != "decrypt")
    cli::usage("unknown command '" + o.command + "'", "commands: keygen, encrypt, decrypt");
  if (positional.size() > 2 || (o.command == "keygen" && positional.size() > 1)) cli::usage("too many arguments");
  if (positional.size() == 2) o.input = positional[1];
  if (o.command != "encrypt" && o.chunk_size != default_chunk_size)
    cli::usage("--chunk-size applies to 'ascon encrypt' only (decryption reads it from the header)");
  if (o.command != "keygen" && o.purpose)
    cli::usage("--purpose applies to 'ascon keygen' only (encryption needs a file-encryption key)");
  if (o.command != "keygen" && o.key_file.empty())
    cli::usage("no key given (-k KEYFILE)", "create a key with 'ascon keygen -o KEYFILE'");
  if (o.command == "keygen" && !o.key_file.empty()) cli::usage("keygen takes no -k", "use -o KEYFILE");
  return o;
}

// Holds the file key and wipes it.
struct KeyHolder {
  FileKey key{};
  ~KeyHolder() { ascon::secure_wipe(key.data(), key.size()); }
};

// Refuses an output path that would destroy the input or an existing file.
void check_output_path(const Options& o, const struct stat* input) {
  struct stat st{};
  if (stat(o.output.c_str(), &st) != 0) return;  // does not exist (or cannot be seen: the create will say)
  if (input && same_file(st, *input))
    cli::usage("the output " + o.output + " is the input file", "write to a different file, then rename it");
  if (S_ISDIR(st.st_mode)) cli::usage("the output " + o.output + " is a directory");
  if (!o.force) cli::usage("the output " + o.output + " already exists", "use --force to replace it");
}

int run_keygen(const Options& o) {
  KeyHolder k;
  cli::random_bytes(k.key);
  const auto purpose = o.purpose.value_or(cli::KeyPurpose::file_encryption);
  std::string text = cli::format_key_text(
      k.key,
      purpose == cli::KeyPurpose::mac
          ? "ascon key: a 128-bit key for `asconsum -a mac/prf --key-file` (Ascon-Mac, Ascon-Prf).\n"
            "Keep it secret; anyone who has it can forge your MACs."
          : "ascon key: a 128-bit key for `ascon encrypt -k` / `ascon decrypt -k` (ascon-file-v1).\n"
            "Keep it secret; anyone who has it can decrypt your files.",
      purpose);
  const auto bytes = std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
  try {
    if (o.output.empty() || o.output == "-") {
      FdSink(STDOUT_FILENO, "standard output").write(bytes);
    } else {
      check_output_path(o, nullptr);
      AtomicOutputFile out(o.output);  // mode 0600 from mkstemp
      FdSink(out.fd(), o.output).write(bytes);
      out.commit(o.force);
    }
  } catch (...) {
    ascon::secure_wipe(text.data(), text.size());
    throw;
  }
  ascon::secure_wipe(text.data(), text.size());
  return cli::exit_ok;
}

int run_crypt(const Options& o) {
  const bool encrypting = o.command == "encrypt";
  // Input.
  const bool from_stdin = o.input.empty() || o.input == "-";
  const std::string in_name = from_stdin ? "standard input" : o.input;
  int in_fd = STDIN_FILENO;
  if (!from_stdin) {
    in_fd = open(o.input.c_str(), O_RDONLY | O_CLOEXEC);
    if (in_fd < 0) throw_errno("cannot open " + o.input);
  }
  struct stat in_st{};
  const bool have_in_st = fstat(in_fd, &in_st) == 0;

  // Output: check everything before reading the key or any data.
  const bool to_stdout = o.output.empty() || o.output == "-";
  if (to_stdout) {
    struct stat out_st{};
    if (have_in_st && fstat(STDOUT_FILENO, &out_st) == 0 && S_ISREG(out_st.st_mode) && same_file(out_st, in_st))
      cli::usage("standard output is the input file", "write to a different file with -o");
    if (isatty(STDOUT_FILENO) && (encrypting || !o.force))
      cli::usage(encrypting ? "refusing to write encrypted (binary) data to a terminal"
                            : "refusing to write decrypted data to a terminal",
                 encrypting ? "use -o FILE or redirect standard output"
                            : "use -o FILE, redirect standard output, or --force to print it anyway");
  } else {
    check_output_path(o, have_in_st ? &in_st : nullptr);
  }

  KeyHolder k;
  cli::load_key_file(o.key_file, k.key, cli::KeyPurpose::file_encryption, cli::exit_failure);

  std::unique_ptr<AtomicOutputFile> out_file;
  if (!to_stdout) out_file = std::make_unique<AtomicOutputFile>(o.output);
  FdSource src(in_fd, in_name);
  FdSink sink(to_stdout ? STDOUT_FILENO : out_file->fd(), to_stdout ? "standard output" : o.output);
  ProgressBar bar(!o.quiet && isatty(STDERR_FILENO),
                  have_in_st && S_ISREG(in_st.st_mode) ? static_cast<std::uint64_t>(in_st.st_size) : 0);
  std::uint64_t released = 0;  // plaintext bytes written to standard output
  const unsigned threads = o.jobs ? o.jobs : std::max(1u, std::thread::hardware_concurrency());
  const ProgressFn progress = [&bar](std::uint64_t done) { bar.update(done); };
  // A failed decryption after plaintext went to standard output says what
  // those bytes are (why) and that they must be discarded.
  const auto disown_released = [&](const char* what, const std::string& why) {
    if (to_stdout && released > 0)
      cli::fail(what, "the " + std::to_string(released) + " bytes already written to standard output " + why +
                          ": discard them");
  };
  try {
    if (encrypting) {
      Salt salt{};
      cli::random_bytes(salt);
      encrypt_stream(k.key, salt, o.chunk_size, src, sink, progress, threads);
    } else {
      CountingSink counted(sink, released);
      decrypt_stream(k.key, src, counted, progress, threads);
    }
  } catch (const FormatError& e) {
    disown_released(e.what(), "came from chunks that each authenticated, but the file as a whole did not");
    throw;
  } catch (const IoError& e) {
    // A read or write error ends decryption before the file was verified to
    // its end: what already went out is as untrustworthy as after a bad chunk.
    disown_released(e.what(), "are only the start of a file that was not verified to its end");
    throw;
  }
  bar.finish();
  if (out_file) out_file->commit(o.force);
  if (!from_stdin) close(in_fd);
  return cli::exit_ok;
}

int ascon_main(int argc, char** argv) {
  install_signal_cleanup();
  const auto o = parse_args(argc, argv);
  if (!o) return cli::exit_ok;
  return o->command == "keygen" ? run_keygen(*o) : run_crypt(*o);
}

}  // namespace

int main(int argc, char** argv) { return cli::run_main("ascon", argc, argv, ascon_main); }
