// ascon: file encryption with Ascon-AEAD128 in the ascon-file-v1 format.
//
//   ascon keygen  [-o KEYFILE] [--force]
//   ascon encrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [--chunk-size N] [INPUT]
//   ascon decrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [INPUT]
//
// Exit status: 0 success, 1 verification or I/O failure, 2 usage error.
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
#include <vector>

#include "common/diag.hpp"
#include "file_format.hpp"
#include "file_io.hpp"
#include "key_file.hpp"
#include "progress.hpp"

using namespace ascon::fileenc;

namespace {

constexpr int exit_ok = 0, exit_failure = 1, exit_usage = 2;

// A usage error: exit 2 with an optional hint.
struct UsageError {
  std::string message, hint;
};
// A verification or I/O failure with a hint: exit 1.
struct FailureWithHint {
  std::string message, hint;
};

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

// "ascon: error: ..." and "ascon: hint: ...", through the helpers every tool shares.
void print_error(const std::string& message, const std::string& hint = {}) {
  ascon::cli::error(message);
  if (!hint.empty()) ascon::cli::hint(hint);
}

constexpr const char* usage_text =
    "Usage: ascon keygen  [-o KEYFILE] [--force]\n"
    "       ascon encrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [--chunk-size N] [INPUT]\n"
    "       ascon decrypt -k KEYFILE [-o OUTPUT] [--force] [--quiet] [INPUT]\n"
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
    "      --chunk-size N  encrypt: plaintext bytes per chunk, 1..16777216\n"
    "                      (suffix K or M for KiB/MiB; default 64K)\n"
    "  -h, --help          this help\n"
    "      --version       the version\n"
    "\n"
    "Exit status: 0 success, 1 authentication or I/O failure, 2 usage error.\n";

struct Options {
  std::string command, key_file, output, input;
  bool force = false, quiet = false;
  std::uint32_t chunk_size = default_chunk_size;
};

std::uint32_t parse_chunk_size(std::string_view s) {
  std::uint64_t v = 0, mult = 1;
  if (!s.empty() && (s.back() == 'K' || s.back() == 'k')) mult = 1024, s.remove_suffix(1);
  else if (!s.empty() && (s.back() == 'M' || s.back() == 'm')) mult = 1024 * 1024, s.remove_suffix(1);
  if (s.empty() || s.size() > 9) throw UsageError{"--chunk-size: not a size: '" + std::string(s) + "'", {}};
  for (char c : s) {
    if (c < '0' || c > '9') throw UsageError{"--chunk-size: not a size: '" + std::string(s) + "'", {}};
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  v *= mult;
  if (v == 0 || v > max_chunk_size)
    throw UsageError{"--chunk-size must be 1.." + std::to_string(max_chunk_size) + " bytes", {}};
  return static_cast<std::uint32_t>(v);
}

// Returns nullopt when --help/--version was handled.
std::optional<Options> parse_args(int argc, char** argv) {
  Options o;
  std::vector<std::string> positional;
  bool options_done = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (options_done || a == "-" || a.empty() || a[0] != '-') {
      positional.push_back(a);
      continue;
    }
    if (a == "--") {
      options_done = true;
      continue;
    }
    std::string value;
    bool has_inline_value = false;
    if (a.rfind("--", 0) == 0 && a.find('=') != std::string::npos) {
      value = a.substr(a.find('=') + 1);
      a = a.substr(0, a.find('='));
      has_inline_value = true;
    }
    auto take_value = [&]() -> std::string {
      if (has_inline_value) return value;
      if (i + 1 >= argc) throw UsageError{a + " needs a value", {}};
      return argv[++i];
    };
    if (a == "-h" || a == "--help") {
      std::fputs(usage_text, stdout);
      return std::nullopt;
    } else if (a == "--version") {
      std::printf("ascon %s (file format ascon-file-v1)\n", ascon::version_string);
      return std::nullopt;
    } else if (a == "-k" || a == "--key") {
      o.key_file = take_value();
    } else if (a == "-o" || a == "--output") {
      o.output = take_value();
    } else if (a == "-f" || a == "--force") {
      o.force = true;
    } else if (a == "-q" || a == "--quiet") {
      o.quiet = true;
    } else if (a == "--chunk-size") {
      o.chunk_size = parse_chunk_size(take_value());
    } else {
      throw UsageError{"unknown option '" + a + "'", "run 'ascon --help' for the options"};
    }
    if (has_inline_value && !(a == "-k" || a == "--key" || a == "-o" || a == "--output" || a == "--chunk-size"))
      throw UsageError{a + " takes no value", {}};
  }
  if (positional.empty()) throw UsageError{"no command given", "run 'ascon --help'; commands: keygen, encrypt, decrypt"};
  o.command = positional[0];
  if (o.command == "help") {
    std::fputs(usage_text, stdout);
    return std::nullopt;
  }
  if (o.command != "keygen" && o.command != "encrypt" && o.command != "decrypt")
    throw UsageError{"unknown command '" + o.command + "'", "commands: keygen, encrypt, decrypt"};
  if (positional.size() > 2 || (o.command == "keygen" && positional.size() > 1))
    throw UsageError{"too many arguments", "run 'ascon --help'"};
  if (positional.size() == 2) o.input = positional[1];
  if (o.command != "encrypt" && o.chunk_size != default_chunk_size)
    throw UsageError{"--chunk-size applies to 'ascon encrypt' only (decryption reads it from the header)", {}};
  if (o.command != "keygen" && o.key_file.empty())
    throw UsageError{"no key given (-k KEYFILE)", "create a key with 'ascon keygen -o KEYFILE'"};
  if (o.command == "keygen" && !o.key_file.empty()) throw UsageError{"keygen takes no -k", "use -o KEYFILE"};
  return o;
}

// Holds the file key and wipes it.
struct KeyHolder {
  FileKey key{};
  ~KeyHolder() { ascon::secure_wipe(key.data(), key.size()); }
};

void load_key(const std::string& path, FileKey& key) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw_errno("cannot open key file " + path);
  struct stat st {};
  fstat(fd, &st);
  if (S_ISREG(st.st_mode) && (st.st_mode & 077))
    ascon::cli::warning("key file " + path + " is readable by other users (chmod 600 it)");
  std::vector<std::uint8_t> text(4097);
  FdSource src(fd, "key file " + path);
  std::size_t n = 0;
  try {
    n = src.read(text);
  } catch (...) {
    close(fd);
    throw;
  }
  close(fd);
  std::string_view view(reinterpret_cast<const char*>(text.data()), n);
  try {
    if (n > 4096) throw FormatError(path + ": not an ascon key file (too large)");
    key = parse_key_file(view, path);
  } catch (...) {
    ascon::secure_wipe(text.data(), text.size());
    throw;
  }
  ascon::secure_wipe(text.data(), text.size());
}

// Refuses an output path that would destroy the input or an existing file.
void check_output_path(const Options& o, const struct stat* input) {
  struct stat st {};
  if (stat(o.output.c_str(), &st) != 0) return;  // does not exist (or cannot be seen: the create will say)
  if (input && same_file(st, *input))
    throw UsageError{"the output " + o.output + " is the input file", "write to a different file, then rename it"};
  if (S_ISDIR(st.st_mode)) throw UsageError{"the output " + o.output + " is a directory", {}};
  if (!o.force) throw UsageError{"the output " + o.output + " already exists", "use --force to replace it"};
}

int run_keygen(const Options& o) {
  KeyHolder k;
  random_bytes(k.key);
  std::string text = format_key_file(k.key);
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
  return exit_ok;
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
  struct stat in_st {};
  const bool have_in_st = fstat(in_fd, &in_st) == 0;

  // Output: check everything before reading the key or any data.
  const bool to_stdout = o.output.empty() || o.output == "-";
  if (to_stdout) {
    struct stat out_st {};
    if (have_in_st && fstat(STDOUT_FILENO, &out_st) == 0 && S_ISREG(out_st.st_mode) && same_file(out_st, in_st))
      throw UsageError{"standard output is the input file", "write to a different file with -o"};
    if (isatty(STDOUT_FILENO) && (encrypting || !o.force))
      throw UsageError{encrypting ? "refusing to write encrypted (binary) data to a terminal"
                                  : "refusing to write decrypted data to a terminal",
                       encrypting ? "use -o FILE or redirect standard output"
                                  : "use -o FILE, redirect standard output, or --force to print it anyway"};
  } else {
    check_output_path(o, have_in_st ? &in_st : nullptr);
  }

  KeyHolder k;
  load_key(o.key_file, k.key);

  std::unique_ptr<AtomicOutputFile> out_file;
  if (!to_stdout) out_file = std::make_unique<AtomicOutputFile>(o.output);
  FdSource src(in_fd, in_name);
  FdSink sink(to_stdout ? STDOUT_FILENO : out_file->fd(), to_stdout ? "standard output" : o.output);
  ProgressBar bar(!o.quiet && isatty(STDERR_FILENO),
                  have_in_st && S_ISREG(in_st.st_mode) ? static_cast<std::uint64_t>(in_st.st_size) : 0);
  std::uint64_t released = 0;  // plaintext bytes written to standard output
  const ProgressFn progress = [&bar](std::uint64_t done) { bar.update(done); };
  try {
    if (encrypting) {
      Salt salt{};
      random_bytes(salt);
      encrypt_stream(k.key, salt, o.chunk_size, src, sink, progress);
    } else {
      CountingSink counted(sink, released);
      decrypt_stream(k.key, src, counted, progress);
    }
  } catch (const FormatError& e) {
    if (to_stdout && released > 0)
      throw FailureWithHint{e.what(), "the " + std::to_string(released) +
                                          " bytes already written to standard output came from chunks that each "
                                          "authenticated, but the file as a whole did not: discard them"};
    throw;
  }
  bar.finish();
  if (out_file) out_file->commit(o.force);
  if (!from_stdin) close(in_fd);
  return exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
  ascon::cli::set_program_name("ascon");
  install_signal_cleanup();
  Options o;
  try {
    auto parsed = parse_args(argc, argv);
    if (!parsed) return exit_ok;
    o = *parsed;
    return o.command == "keygen" ? run_keygen(o) : run_crypt(o);
  } catch (const UsageError& e) {
    print_error(e.message, e.hint);
    return exit_usage;
  } catch (const FailureWithHint& e) {
    print_error(e.message, e.hint);
    return exit_failure;
  } catch (const FormatError& e) {
    print_error(e.what());
    return exit_failure;
  } catch (const IoError& e) {
    print_error(e.what());
    return exit_failure;
  } catch (const std::bad_alloc&) {
    print_error("out of memory");
    return exit_failure;
  }
}
