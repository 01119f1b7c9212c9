// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/app.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>

namespace ascon::cli {

void fail(std::string message, std::string hint) { throw Failure(exit_failure, std::move(message), std::move(hint)); }

void usage(std::string message, std::string hint) {
  if (hint.empty()) hint = "try '" + program_name() + " --help' for more information";
  throw Failure(exit_usage, std::move(message), std::move(hint));
}

std::vector<std::string> parse_options(int argc, char** argv, const char* short_options, const option* long_options,
                                       const std::function<void(int, const char*)>& on_option) {
  // A leading ':' makes getopt report a missing value as ':' (not '?'), and
  // opterr = 0 silences its own messages: ours follow the prog: error: form.
  const std::string shorts = std::string(":") + short_options;
  opterr = 0;
  optind = 1;
  for (;;) {
    const int c = getopt_long(argc, argv, shorts.c_str(), long_options, nullptr);
    if (c == -1) break;
    const std::string arg = argv[optind - 1];
    if (c == ':') usage("option '" + arg + "' requires an argument");
    if (c == '?') {
      // A long option given a value it does not take: getopt sets optopt to its value.
      if (arg.starts_with("--") && optopt != 0)
        usage("option '" + arg.substr(0, arg.find('=')) + "' doesn't allow an argument");
      if (optopt != 0 && !arg.starts_with("--"))
        usage(std::string("invalid option -- '") + static_cast<char>(optopt) + "'");
      usage("unrecognized option '" + arg + "'");
    }
    on_option(c, optarg);
  }
  return std::vector<std::string>(argv + optind, argv + argc);
}

int run_main(std::string_view program, int argc, char** argv, int (*body)(int, char**)) {
  set_program_name(program);
  int rc = exit_failure;
  try {
    rc = body(argc, argv);
  } catch (const Failure& f) {
    error(f.what());
    if (!f.hint.empty()) hint(f.hint);
    rc = f.code;
  } catch (const std::bad_alloc&) {
    error("out of memory");
  } catch (const std::exception& e) {
    error(e.what());
  }
  // Output that never arrived is a failure, whatever the body returned.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    error(std::string("write error: ") + std::strerror(errno ? errno : EIO));
    return exit_failure;
  }
  return rc;
}

}  // namespace ascon::cli
