// SPDX-License-Identifier: Apache-2.0 OR MIT
// Reading whole files fast, for tools that stream a file through a hash or
// cipher.
//
//   int err = ascon::cli::read_file("big.iso", [&](std::span<const std::uint8_t> piece) { h.update(piece); });
//   if (err) ascon::cli::file_error("big.iso", err);
//
// Everything (files, standard input, pipes, devices) is read with read() in
// 1 MiB pieces; "-" means standard input. No mmap: a mapped file truncated by
// another process raises SIGBUS. A regular file that shrinks while it is
// read is reported as EIO.
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

// The one read() loop of the tools: reads into data[0..size) until it is full
// or the input ends, retrying reads a signal interrupted (EINTR). Returns the
// bytes read; err is the errno of a failed read (the bytes before it still
// counted), else 0.
std::size_t read_full(int fd, void* data, std::size_t size, int& err);

}  // namespace ascon::cli
