// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/diag.hpp"

#include <cstdio>
#include <cstring>

#include "common/text.hpp"

namespace ascon::cli {
namespace {
std::string& name_storage() {
  static std::string name = "ascon";
  return name;
}
// One fwrite per message so lines from different threads never interleave.
void emit(std::string_view kind, std::string_view msg) {
  std::fflush(stdout);  // keep stdout and stderr in order when both go to a terminal
  std::string line = name_storage();
  line += ": ";
  line += kind;
  line += msg;
  line += '\n';
  std::fwrite(line.data(), 1, line.size(), stderr);
}
}  // namespace

void set_program_name(std::string_view name) { name_storage() = std::string(name); }
const std::string& program_name() { return name_storage(); }

void error(std::string_view msg) { emit("error: ", msg); }
void hint(std::string_view msg) { emit("hint: ", msg); }
void warning(std::string_view msg) { emit("warning: ", msg); }
void message(std::string_view msg) { emit("", msg); }

void file_error(std::string_view name, int err) {
  std::string msg = quote_name(name);
  msg += ": ";
  msg += std::strerror(err);
  message(msg);
}

void usage_error(std::string_view msg) {
  error(msg);
  hint("try '" + program_name() + " --help' for more information");
}

}  // namespace ascon::cli
