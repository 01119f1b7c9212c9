// SPDX-License-Identifier: Apache-2.0 OR MIT
// asconsum: sha256sum / b3sum-style checksums with the Ascon hashes.
// main.cpp parses the command line; checksum.cpp computes and checks.
#pragma once

#include <string>
#include <vector>

#include "algorithms.hpp"

namespace asconsum {

struct Options {
  Settings settings;
  bool check = false;   // -c: FILEs are checksum lists to verify
  bool tag = false;     // --tag: BSD-style lines
  bool binary = false;  // -b: " *" marker instead of "  "
  bool zero = false;    // -z: NUL-terminated lines, no escaping
  bool quiet = false, status = false, strict = false, warn = false, ignore_missing = false;
  unsigned jobs = 1;  // -j: files hashed at once
  std::vector<std::string> files;
};

// Both return an exit status (0 or 1).
int compute_checksums(const Options& opt);
int check_checksums(const Options& opt);

}  // namespace asconsum
