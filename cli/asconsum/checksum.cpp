// SPDX-License-Identifier: Apache-2.0 OR MIT
// Writing checksum lines and verifying checksum files, with the output,
// messages and exit status of GNU coreutils' sha256sum.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <ascon/ct.hpp>
#include <cerrno>
#include <cstdio>
#include <numeric>
#include <optional>
#include <string_view>
#if ASCONSUM_BATCH
#include <ascon/batch.hpp>
#include <ascon/catalogue.hpp>
#endif

#include "asconsum.hpp"
#include "check_list.hpp"
#include "common/diag.hpp"
#include "common/file_reader.hpp"
#include "common/ordered_parallel.hpp"
#include "common/text.hpp"

namespace asconsum {
namespace cli = ascon::cli;
namespace {

struct FileDigest {
  int err = 0;  // errno of a failed open/read, else 0
  std::vector<std::uint8_t> digest;
};

// Streams what `read` delivers (a file by name, or an open descriptor)
// through the single-message hasher.
template <class Read>
FileDigest digest_stream(const Settings& s, Read&& read) {
  FileDigest r;
  auto h = s.algorithm->make(s);
  r.err = read([&](std::span<const std::uint8_t> piece) { h->update(piece); });
  if (r.err == 0) {
    r.digest.resize(s.output_size);
    h->finalize(r.digest);
  }
  return r;
}

FileDigest digest_file(const std::string& path, const Settings& s) {
  return digest_stream(s, [&](const cli::ByteSink& sink) { return cli::read_file(path, sink); });
}
FileDigest digest_fd(int fd, const Settings& s) {
  return digest_stream(s, [&](const cli::ByteSink& sink) { return cli::read_fd(fd, sink); });
}

// Several "-" arguments read standard input one after another, so they
// cannot run in parallel.
unsigned usable_jobs(unsigned jobs, const std::vector<std::string>& names) {
  std::size_t n_stdin = 0;
  for (const auto& n : names) n_stdin += n == "-";
  return n_stdin > 1 ? 1 : jobs;
}

// ---- many files at once on the batch engine ------------------------------------------
// Files up to small_file_max bytes are read whole and hashed together on the
// batch engine's SIMD lanes (sorted by size, so a lane group holds similar
// lengths); bigger files, standard input and anything not a regular file
// stream through the single-message hasher, as before. The digests are the
// same bytes either way.
constexpr std::size_t small_file_max = std::size_t{4} << 20;
constexpr std::size_t window_files_per_job = 256;                    // files looked at per round, per thread
constexpr std::size_t window_bytes_per_job = std::size_t{16} << 20;  // small-file bytes held per round, per thread

// The batch call of an algorithm, or nullptr if it has none (the catalogue
// says which rows have a batch path; none in a build without the engine).
using BatchFn = bool (*)(std::span<const std::span<const std::uint8_t>>, std::span<std::uint8_t>, const Settings&,
                         unsigned threads);
BatchFn batch_function(const Settings& s) {
#if ASCONSUM_BATCH
  const ascon::catalogue::Info* row = ascon::catalogue::find(s.algorithm->name);
  if (row == nullptr || !row->batch) return nullptr;
  return [](auto msgs, auto outs, const Settings& st, unsigned t) {
    const auto* z = reinterpret_cast<const std::uint8_t*>(st.customization.data());
    const std::size_t key_size = ascon::catalogue::find(st.algorithm->name)->key_size;
    const ascon::batch::SpongeArgs args{std::span(st.key).first(key_size), std::span(z, st.customization.size())};
    return bool(ascon::batch::sponge_many(st.algorithm->name, msgs, st.output_size, outs, args, {.threads = t}));
  };
#else
  (void)s;
  return nullptr;
#endif
}

// One file of a round: its digest, or its whole content for the batch.
struct Loaded {
  FileDigest result;
  std::vector<std::uint8_t> content;
  bool batched = false;
};

void load(const std::string& path, const Settings& s, Loaded& l) {
  if (path == "-") {
    l.result = digest_file(path, s);
    return;
  }
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    l.result.err = errno;
    return;
  }
  struct stat st{};
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && static_cast<std::uint64_t>(st.st_size) <= small_file_max) {
    // Read one byte more than the size: a file that grew meanwhile streams instead.
    l.content.resize(static_cast<std::size_t>(st.st_size) + 1);
    const std::size_t got = cli::read_full(fd, l.content.data(), l.content.size(), l.result.err);
    if (l.result.err == 0 && got <= static_cast<std::size_t>(st.st_size)) {
      l.content.resize(got);
      l.batched = true;
    }
    if (l.result.err || l.batched || ::lseek(fd, 0, SEEK_SET) != 0) {
      if (!l.batched && l.result.err == 0) l.result.err = errno;
      ::close(fd);
      return;
    }
    l.content = {};
  }
  l.result = digest_fd(fd, s);
  ::close(fd);
}

// Hashes names[i] for every i not in `skip` and calls emit(i, FileDigest&) for
// every i in order (a skipped one gets an empty FileDigest). With the batch
// engine: rounds of files, each loaded on `jobs` threads, its small files
// hashed in one batch call, then reported; else one file per job, as ever.
template <class Emit>
void digest_files(const std::vector<std::string>& names, const std::vector<bool>& skip, const Settings& s,
                  unsigned jobs, Emit emit) {
  jobs = usable_jobs(jobs, names);
  const BatchFn batch = batch_function(s);
  if (!batch) {
    cli::run_ordered<FileDigest>(
        names.size(), jobs,
        [&](std::size_t i) { return skip.empty() || !skip[i] ? digest_file(names[i], s) : FileDigest{}; }, emit);
    return;
  }
  const std::size_t t = std::clamp(jobs, 1u, 64u);
  for (std::size_t begin = 0; begin < names.size();) {
    // A round: up to window_files_per_job files per thread, stopping early once
    // the small files in it (by their size now) fill the byte budget.
    std::size_t end = begin, bytes = 0;
    while (end < names.size() && end - begin < window_files_per_job * t && bytes < window_bytes_per_job * t) {
      struct stat st{};
      if (names[end] != "-" && ::stat(names[end].c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
          static_cast<std::uint64_t>(st.st_size) <= small_file_max)
        bytes += static_cast<std::size_t>(st.st_size);
      ++end;
    }
    const std::size_t n = end - begin;
    std::vector<Loaded> loaded(n);
    cli::parallel_for(n, jobs, [&](std::size_t i) {
      if (skip.empty() || !skip[begin + i]) load(names[begin + i], s, loaded[i]);
    });
    // The batch, shortest first: lanes that run together have similar lengths.
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < n; ++i)
      if (loaded[i].batched) order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return loaded[a].content.size() < loaded[b].content.size(); });
    if (!order.empty()) {
      std::vector<std::span<const std::uint8_t>> msgs;
      msgs.reserve(order.size());
      for (const std::size_t i : order) msgs.emplace_back(loaded[i].content);
      std::vector<std::uint8_t> outs(order.size() * s.output_size);  // <= 64 Ki files * 64 KiB: no overflow
      if (!batch(msgs, outs, s, jobs)) throw std::logic_error("the batch engine refused a batch of files");
      for (std::size_t k = 0; k < order.size(); ++k) {
        auto& r = loaded[order[k]].result;
        r.digest.assign(outs.begin() + static_cast<std::ptrdiff_t>(k * s.output_size),
                        outs.begin() + static_cast<std::ptrdiff_t>((k + 1) * s.output_size));
      }
    }
    for (std::size_t i = 0; i < n; ++i) emit(begin + i, loaded[i].result);
    begin = end;
  }
}

void write_out(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

// The name at the start of a report line, escaped after a leading backslash
// when `escape` is set.
std::string shown_name(std::string_view name, bool escape) {
  if (!escape) return std::string(name);
  std::string out(1, '\\');  // piecewise: gcc 12 warns falsely on "\\" + string
  return out.append(cli::escape_name(name));
}

std::string plural(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

int compute_checksums(const Options& opt) {
  const auto& files = opt.files;
  const std::string_view tag = opt.settings.algorithm->tag;
  bool ok = true;
  digest_files(files, {}, opt.settings, opt.jobs, [&](std::size_t i, FileDigest& r) {
    const std::string& name = files[i];
    if (r.err) {
      cli::file_error(name, r.err);
      ok = false;
      return;
    }
    const bool escape = !opt.zero && cli::name_needs_escape(name);
    const std::string shown = escape ? cli::escape_name(name) : name;
    std::string line = escape ? "\\" : "";
    if (opt.tag) {
      line += std::string(tag) + " (" + shown + ") = " + cli::to_hex(r.digest);
    } else {
      line += cli::to_hex(r.digest);
      line += opt.binary ? " *" : "  ";
      line += shown;
    }
    line += opt.zero ? '\0' : '\n';
    write_out(line);
  });
  return ok ? cli::exit_ok : cli::exit_failure;
}

namespace {

struct CheckResult {
  int err = 0;
  bool matched = false;
};

// Verifies every file listed in one checksum file; true if all is well.
bool check_one_list(const std::string& list_name, const Options& opt) {
  const Settings& settings = opt.settings;
  const bool list_is_stdin = list_name == "-";
  const std::string list_shown = cli::quote_name(list_is_stdin ? "standard input" : list_name);
  std::string text;
  if (const int err = cli::read_file(list_name, [&](std::span<const std::uint8_t> p) {
        text.append(reinterpret_cast<const char*>(p.data()), p.size());
      })) {
    cli::file_error(list_is_stdin ? "standard input" : list_name, err);
    return false;
  }
  const auto listed = parse_list(text, settings, list_is_stdin);

  std::size_t misformatted = 0, unreadable = 0, mismatched = 0, matched = 0;
  bool any_well_formed = false;
  std::vector<std::string> names;
  for (const auto& f : listed) names.push_back(f.well_formed ? f.name : std::string());

  std::vector<bool> skip;
  for (const auto& f : listed) skip.push_back(!f.well_formed);
  digest_files(names, skip, settings, opt.jobs, [&](std::size_t i, FileDigest& d) {
    CheckResult r;
    r.err = d.err;
    if (listed[i].well_formed && d.err == 0) r.matched = ascon::ct_equal(d.digest, listed[i].expected);
    const ListedFile& f = listed[i];
    if (!f.well_formed) {
      ++misformatted;
      if (opt.warn)
        cli::message(list_shown + ": " + std::to_string(f.line_number) + ": improperly formatted " +
                     std::string(settings.algorithm->tag) + " checksum line");
      return;
    }
    any_well_formed = true;
    // Like coreutils, report lines escape a name only when it would
    // otherwise span several lines.
    const bool escape = !opt.status && f.name.find('\n') != std::string::npos;
    if (r.err == ENOENT && opt.ignore_missing) return;
    if (r.err) {
      ++unreadable;
      cli::file_error(f.name, r.err);
      if (!opt.status) write_out(shown_name(f.name, escape) + ": FAILED open or read\n");
      return;
    }
    ++(r.matched ? matched : mismatched);
    if (opt.status) return;
    if (!r.matched)
      write_out(shown_name(f.name, escape) + ": FAILED\n");
    else if (!opt.quiet)
      write_out(shown_name(f.name, escape) + ": OK\n");
  });

  if (!any_well_formed) {
    cli::message(list_shown + ": no properly formatted checksum lines found");
    return false;
  }
  if (!opt.status) {
    if (misformatted)
      cli::message("WARNING: " + plural(misformatted, "line is", "lines are") + " improperly formatted");
    if (unreadable)
      cli::message("WARNING: " + plural(unreadable, "listed file", "listed files") + " could not be read");
    if (mismatched)
      cli::message("WARNING: " + plural(mismatched, "computed checksum", "computed checksums") + " did NOT match");
    if (opt.ignore_missing && matched == 0) cli::message(list_shown + ": no file was verified");
  }
  return mismatched == 0 && unreadable == 0 && (!opt.strict || misformatted == 0) &&
         (!opt.ignore_missing || matched > 0);
}

}  // namespace

int check_checksums(const Options& opt) {
  bool ok = true;
  for (const auto& list : opt.files) ok = check_one_list(list, opt) && ok;
  return ok ? cli::exit_ok : cli::exit_failure;
}

}  // namespace asconsum
