// SPDX-License-Identifier: Apache-2.0 OR MIT
// asconsum: print or check Ascon checksums, the way sha256sum and b3sum do.
// This file parses and validates the command line; checksum.cpp does the work.
#include <ascon/ct.hpp>
#include <ascon/detail/dispatch.hpp>
#include <ascon/version.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <thread>

#include "asconsum.hpp"
#include "common/app.hpp"
#include "common/diag.hpp"
#include "common/key_file.hpp"
#include "common/text.hpp"

namespace cli = ascon::cli;
using asconsum::Kind;

namespace {

constexpr std::size_t max_output_size = 65536;
constexpr std::size_t min_checked_keyed_size = 16;

void print_help() {
  std::printf(
      "Usage: asconsum [OPTION]... [FILE]...\n"
      "Print or check Ascon checksums (NIST SP 800-232 Ascon-Hash256 by default).\n"
      "With no FILE, or when FILE is -, read standard input.\n"
      "\n"
      "  -a, --algorithm=NAME    hash with NAME (see the list below; default ascon-hash256)\n"
      "  -l, --length=N          output N bytes (the XOFs, the CXOF and the PRFs)\n"
      "      --customization=S   customization string S for ascon-cxof128 (at most 256 bytes)\n"
      "      --key-file=FILE     key for mac/prf: a key file from `ascon keygen\n"
      "                          --purpose mac` (32 hex digits; mode 600)\n"
      "  -b, --binary            mark lines with '*' (binary mode; same bytes are read)\n"
      "  -c, --check             read checksums from the FILEs and check them\n"
      "      --tag               create a BSD-style checksum line: TAG (FILE) = HEX\n"
      "  -t, --text              mark lines with ' ' (text mode, default)\n"
      "  -z, --zero              end each output line with NUL, not newline,\n"
      "                          and disable file name escaping\n"
      "  -j, --jobs=N            read and hash files on N threads (0: one per CPU);\n"
      "                          small files go many at once on SIMD lanes; output\n"
      "                          stays in argument order\n"
      "      --list-algorithms   list the algorithms and exit\n"
      "\n"
      "The following five options are useful only when verifying checksums:\n"
      "      --ignore-missing    don't fail or report status for missing files\n"
      "      --quiet             don't print OK for each successfully verified file\n"
      "      --status            don't output anything, status code shows success\n"
      "      --strict            exit non-zero for improperly formatted checksum lines\n"
      "  -w, --warn              warn about improperly formatted checksum lines\n"
      "\n"
      "      --help              display this help and exit\n"
      "      --version           output version information and exit\n"
      "\n"
      "Algorithms:\n");
  for (const auto& a : asconsum::algorithms())
    std::printf("  %-16s %s\n", std::string(a.name).c_str(), std::string(a.description).c_str());
  std::printf(
      "\n"
      "Output lines are 'HEX  NAME' as sha256sum writes them; a name holding a\n"
      "newline, carriage return or backslash is escaped and the line starts with '\\'.\n"
      "Exit status: 0 if all went well, 1 if a checksum did not match or a file could\n"
      "not be read, 2 for a usage error (bad option, bad key file, ...).\n"
      "Keys are read only from files, never from the command line.\n");
}

// The second line names the code the single-message hash runs, as
// ascon_implementation() and ascon_native.implementation do.
void print_version() {
  std::printf("asconsum (ascon) %s\nimplementation: %s\n", ascon::version_string, ascon::detail::implementation_name());
}

void list_algorithms() {
  for (const auto& a : asconsum::algorithms())
    std::printf("%-16s %-16s %s\n", std::string(a.name).c_str(), std::string(a.tag).c_str(),
                std::string(a.description).c_str());
}

enum LongOnly : int {
  opt_tag = 256,
  opt_ignore_missing,
  opt_quiet,
  opt_status,
  opt_strict,
  opt_customization,
  opt_key_file,
  opt_list,
  opt_help,
  opt_version,
};

const option long_options[] = {
    {"algorithm", required_argument, nullptr, 'a'},
    {"length", required_argument, nullptr, 'l'},
    {"customization", required_argument, nullptr, opt_customization},
    {"key-file", required_argument, nullptr, opt_key_file},
    {"binary", no_argument, nullptr, 'b'},
    {"check", no_argument, nullptr, 'c'},
    {"tag", no_argument, nullptr, opt_tag},
    {"text", no_argument, nullptr, 't'},
    {"zero", no_argument, nullptr, 'z'},
    {"jobs", required_argument, nullptr, 'j'},
    {"ignore-missing", no_argument, nullptr, opt_ignore_missing},
    {"quiet", no_argument, nullptr, opt_quiet},
    {"status", no_argument, nullptr, opt_status},
    {"strict", no_argument, nullptr, opt_strict},
    {"warn", no_argument, nullptr, 'w'},
    {"list-algorithms", no_argument, nullptr, opt_list},
    {"help", no_argument, nullptr, opt_help},
    {"version", no_argument, nullptr, opt_version},
    {nullptr, 0, nullptr, 0},
};

// Parses and validates argv into opt; returns -1 to go on, else an exit
// status (--help and friends). Usage errors throw (cli::usage: exit 2).
int parse_command_line(int argc, char** argv, asconsum::Options& opt) {
  const char* length_arg = nullptr;
  const char* customization = nullptr;
  const char* key_file = nullptr;
  bool text_given = false, binary_given = false;
  const char* check_only = nullptr;  // the last verbosity option seen
  int done = -1;                     // set by --help, --version, --list-algorithms
  const auto operands = cli::parse_options(argc, argv, "a:l:bctzj:w", long_options, [&](int c, const char* arg) {
    if (done >= 0) return;
    switch (c) {
      case 'a':
        opt.settings.algorithm = asconsum::find_algorithm(arg);
        if (!opt.settings.algorithm)
          cli::usage(std::string("unknown algorithm '") + arg + "'", "'asconsum --list-algorithms' lists them");
        break;
      case 'l':
        length_arg = arg;
        break;
      case opt_customization:
        customization = arg;
        break;
      case opt_key_file:
        key_file = arg;
        break;
      case 'b':
        opt.binary = binary_given = true;
        break;
      case 't':
        opt.binary = false, text_given = true;
        break;
      case 'c':
        opt.check = true;
        break;
      case opt_tag:
        opt.tag = true;
        break;
      case 'z':
        opt.zero = true;
        break;
      case 'j': {
        const auto n = cli::parse_uint(arg, 0, 1024);
        if (!n) cli::usage(std::string("invalid number of jobs '") + arg + "' (0 to 1024)");
        opt.jobs = *n ? static_cast<unsigned>(*n) : std::max(1u, std::thread::hardware_concurrency());
        break;
      }
      case opt_ignore_missing:
        opt.ignore_missing = true;
        break;
      // --status, --quiet and --warn set one verbosity: the last one wins (as coreutils).
      case opt_quiet:
        opt.quiet = true, opt.status = opt.warn = false, check_only = "--quiet";
        break;
      case opt_status:
        opt.status = true, opt.quiet = opt.warn = false, check_only = "--status";
        break;
      case 'w':
        opt.warn = true, opt.quiet = opt.status = false, check_only = "--warn";
        break;
      case opt_strict:
        opt.strict = true;
        break;
      case opt_list:
        list_algorithms(), done = cli::exit_ok;
        break;
      case opt_help:
        print_help(), done = cli::exit_ok;
        break;
      case opt_version:
        print_version(), done = cli::exit_ok;
        break;
    }
  });
  if (done >= 0) return done;
  opt.files = operands;
  if (opt.files.empty()) opt.files.emplace_back("-");

  auto& s = opt.settings;
  if (!s.algorithm) s.algorithm = &asconsum::default_algorithm();
  const std::string algo(s.algorithm->name);
  s.output_size = s.algorithm->default_size;

  if (length_arg) {
    if (!asconsum::takes_length(s.algorithm->kind))
      cli::usage("--length needs an algorithm with variable output (ascon-xof128, ascon-cxof128, ascon-prf, ...); " +
                 algo + " always gives " + std::to_string(s.output_size) + " bytes");
    const auto n = cli::parse_uint(length_arg, 1, max_output_size);
    if (!n)
      cli::usage(std::string("invalid length '") + length_arg + "': give a number of bytes from 1 to " +
                 std::to_string(max_output_size));
    s.output_size = static_cast<std::size_t>(*n);
  }
  if (customization) {
    if (s.algorithm->kind != Kind::cxof)
      cli::usage("--customization needs --algorithm ascon-cxof128 (not " + algo + ")");
    if (std::strlen(customization) > 256)
      cli::usage("the customization string is " + std::to_string(std::strlen(customization)) +
                 " bytes long; Ascon-CXOF128 allows at most 256");
    s.customization = customization;
  }
  if (asconsum::is_keyed(s.algorithm->kind)) {
    if (!key_file) cli::usage(algo + " needs a key: --key-file FILE (a key file from 'ascon keygen --purpose mac')");
    // A short MAC or PRF value is forged by trying every value: 16 bytes
    // (2^-128 per try) is the least --check accepts.
    if (opt.check && s.output_size < min_checked_keyed_size)
      cli::usage("--check of " + algo + " needs --length " + std::to_string(min_checked_keyed_size) + " or more: a " +
                 std::to_string(s.output_size) + "-byte value is forged by trying " +
                 (s.output_size < 8 ? std::to_string(std::uint64_t{1} << (8 * s.output_size)) + " values"
                                    : "2^" + std::to_string(8 * s.output_size) + " values"));
    if (std::string_view(key_file) == "-")
      for (const auto& f : opt.files)
        if (f == "-") cli::usage("standard input cannot hold both the key and the data");
    cli::load_key_file(key_file, s.key, cli::KeyPurpose::mac, cli::exit_usage);
  } else if (key_file) {
    cli::usage("--key-file needs a keyed algorithm (ascon-mac, ascon-prf, ...), not " + algo);
  }

  if (opt.check) {
    if (opt.tag) cli::usage("the --tag option is meaningless when verifying checksums");
    if (opt.zero) cli::usage("the --zero option is not supported when verifying checksums");
    if (text_given || binary_given)
      cli::usage("the --binary and --text options are meaningless when verifying checksums");
  } else {
    if (opt.tag && text_given) cli::usage("--tag does not support --text mode");
    if (opt.ignore_missing)
      check_only = "--ignore-missing";
    else if (opt.strict)
      check_only = "--strict";
    if (check_only)
      cli::usage(std::string("the ") + check_only + " option is meaningful only when verifying checksums");
  }
  return -1;
}

// Wipes the key however the run ends.
struct Run {
  asconsum::Options opt;
  ~Run() { ascon::secure_wipe(opt.settings.key.data(), opt.settings.key.size()); }
};

int asconsum_main(int argc, char** argv) {
  Run run;
  const int rc = parse_command_line(argc, argv, run.opt);
  if (rc >= 0) return rc;
  return run.opt.check ? asconsum::check_checksums(run.opt) : asconsum::compute_checksums(run.opt);
}

}  // namespace

int main(int argc, char** argv) { return cli::run_main("asconsum", argc, argv, asconsum_main); }
