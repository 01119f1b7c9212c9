// SPDX-License-Identifier: Apache-2.0 OR MIT
// Messages on stderr and exit codes shared by the command-line tools.
//
//   ascon::cli::set_program_name("asconsum");
//   ascon::cli::error("--length needs an XOF");   // asconsum: error: --length needs an XOF
//   ascon::cli::hint("try 'asconsum --help'");     // asconsum: hint: try 'asconsum --help'
//   ascon::cli::file_error("a b", ENOENT);         // asconsum: 'a b': No such file or directory
#pragma once

#include <string>
#include <string_view>

namespace ascon::cli {

// Exit status of every tool: 0 all good, 1 a check or I/O failed, 2 misuse.
enum ExitCode : int { exit_ok = 0, exit_failure = 1, exit_usage = 2 };

void set_program_name(std::string_view name);
const std::string& program_name();

// "prog: error: MSG", "prog: hint: MSG" and "prog: warning: MSG".
void error(std::string_view msg);
void hint(std::string_view msg);
void warning(std::string_view msg);
// "prog: MSG", for messages whose wording follows GNU coreutils
// (e.g. "prog: WARNING: 1 computed checksum did NOT match").
void message(std::string_view msg);
// "prog: NAME: strerror(err)", the name quoted like coreutils does (quote_name).
void file_error(std::string_view name, int err);

// A usage error: prints "prog: error: MSG" and the hint to read --help; the
// caller exits with exit_usage.
void usage_error(std::string_view msg);

}  // namespace ascon::cli
