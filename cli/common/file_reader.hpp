// SPDX-License-Identifier: Apache-2.0 OR MIT
// Reading whole files fast, for tools that stream a file through a hash or
// cipher.
//
//   int err = ascon::cli::read_file("big.iso", [&](std::span<const std::uint8_t> piece) { h.update(piece); });
//   if (err) ascon::cli::file_error("big.iso", err);
//
// Regular files of 64 KiB or more are memory-mapped (read-only, sequential
// advice) and handed to the callback in 1 GiB windows, so the hash runs over
// the page cache with no copy. Anything else (standard input, pipes, devices,
// small files) is read in 1 MiB pieces. "-" means standard input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>

namespace ascon::cli {

using ByteSink = std::function<void(std::span<const std::uint8_t>)>;

// Calls sink with successive pieces of the content. Returns 0, or the errno of
// the first failure (ENOENT, EISDIR for a directory, EIO...). The sink may
// already have seen part of the file when an error is returned.
int read_file(const std::string& path, const ByteSink& sink);
// The same for an open descriptor (not closed).
int read_fd(int fd, const ByteSink& sink);

}  // namespace ascon::cli
