// Writing checksum lines and verifying checksum files, with the output,
// messages and exit status of GNU coreutils' sha256sum.
#include <ascon/ct.hpp>
#include <cerrno>
#include <cstdio>
#include <optional>
#include <string_view>

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

FileDigest digest_file(const std::string& path, const Settings& s) {
  FileDigest r;
  auto h = s.algorithm->make(s);
  r.err = cli::read_file(path, [&](std::span<const std::uint8_t> piece) { h->update(piece); });
  if (r.err == 0) {
    r.digest.resize(s.output_size);
    h->finalize(r.digest);
  }
  return r;
}

// Several "-" arguments read standard input one after another, so they
// cannot run in parallel.
unsigned usable_jobs(unsigned jobs, const std::vector<std::string>& names) {
  std::size_t n_stdin = 0;
  for (const auto& n : names) n_stdin += n == "-";
  return n_stdin > 1 ? 1 : jobs;
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
  cli::run_ordered<FileDigest>(
      files.size(), usable_jobs(opt.jobs, files), [&](std::size_t i) { return digest_file(files[i], opt.settings); },
      [&](std::size_t i, FileDigest& r) {
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

  cli::run_ordered<CheckResult>(
      listed.size(), usable_jobs(opt.jobs, names),
      [&](std::size_t i) {
        CheckResult r;
        if (!listed[i].well_formed) return r;
        FileDigest d = digest_file(listed[i].name, settings);
        r.err = d.err;
        if (d.err == 0) r.matched = ascon::ct_equal(d.digest, listed[i].expected);
        return r;
      },
      [&](std::size_t i, CheckResult& r) {
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
        if (!r.matched) write_out(shown_name(f.name, escape) + ": FAILED\n");
        else if (!opt.quiet) write_out(shown_name(f.name, escape) + ": OK\n");
      });

  if (!any_well_formed) {
    cli::message(list_shown + ": no properly formatted checksum lines found");
    return false;
  }
  if (!opt.status) {
    if (misformatted) cli::message("WARNING: " + plural(misformatted, "line is", "lines are") + " improperly formatted");
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
