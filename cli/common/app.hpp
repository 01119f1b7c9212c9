// SPDX-License-Identifier: Apache-2.0 OR MIT
// One skeleton for every tool in cli/: one argument parser (getopt_long with
// coreutils-style messages), one error flow (throw Failure anywhere; run_main
// prints it and turns it into the exit status), one stdout check at the end.
//
//   int body(int argc, char** argv) {
//     const auto operands = cli::parse_options(argc, argv, "ab:", longopts, [&](int c, const char* arg) {...});
//     if (bad) cli::usage("--length needs an XOF");           // exit 2, with the --help hint
//     if (io_failed) cli::fail("reading x: ...", "hint");     // exit 1
//     return cli::exit_ok;
//   }
//   int main(int argc, char** argv) { return cli::run_main("prog", argc, argv, body); }
#pragma once

#include <getopt.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/diag.hpp"

namespace ascon::cli {

// Stops the tool: "prog: error: MESSAGE", then "prog: hint: HINT" if any, and
// exit status `code`.
struct Failure : std::runtime_error {
  Failure(int code, std::string message, std::string hint = {})
      : std::runtime_error(std::move(message)), code(code), hint(std::move(hint)) {}
  int code;
  std::string hint;
};

// A failed check or I/O: exit 1.
[[noreturn]] void fail(std::string message, std::string hint = {});
// A bad command line: exit 2; the hint defaults to "try 'prog --help' ...".
[[noreturn]] void usage(std::string message, std::string hint = {});

// getopt_long over argv: calls on_option(c, optarg) for each option and
// returns the operands. Unknown options, missing values and values given to
// options that take none are usage errors, worded as coreutils words them.
std::vector<std::string> parse_options(int argc, char** argv, const char* short_options, const option* long_options,
                                       const std::function<void(int, const char*)>& on_option);

// Runs body(argc, argv) as `program`: catches Failure (and out-of-memory or any
// other exception, exit 1) in one place, and fails with exit 1 if standard
// output could not be written. Returns the exit status.
int run_main(std::string_view program, int argc, char** argv, int (*body)(int, char**));

}  // namespace ascon::cli
