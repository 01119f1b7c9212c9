// Writing checksum lines and verifying checksum files, with the output,
// messages and exit status of GNU coreutils' sha256sum.
#include <ascon/ct.hpp>
#include <cerrno>
#include <cstdio>
#include <optional>
#include <string_view>

#include "asconsum.hpp"
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

// One line of a checksum file, parsed.
struct ListedFile {
  std::size_t line_number = 0;
  bool well_formed = false;
  std::string name;
  std::vector<std::uint8_t> expected;
};

bool is_blank(char c) { return c == ' ' || c == '\t'; }

// "TAG (name) = hex", after the "TAG (" (coreutils' bsd_split_3): the name
// ends at the LAST ')' of the line.
bool parse_bsd(std::string_view s, bool escaped, ListedFile& out) {
  const std::size_t close = s.rfind(')');
  if (close == std::string_view::npos) return false;
  std::size_t i = close + 1;
  while (i < s.size() && is_blank(s[i])) ++i;
  if (i >= s.size() || s[i] != '=') return false;
  ++i;
  while (i < s.size() && is_blank(s[i])) ++i;
  if (!cli::from_hex(s.substr(i), out.expected)) return false;
  const std::string_view name = s.substr(0, close);
  if (!escaped) {
    out.name = std::string(name);
    return true;
  }
  auto n = cli::unescape_name(name);
  if (!n) return false;
  out.name = std::move(*n);
  return true;
}

// One line, without its end-of-line (coreutils' split_3). bsd_reversed: -1
// unknown yet, 0 "hex  name" lines seen, 1 "hex name" (BSD `-r`) lines seen;
// the two are not mixed in one file.
bool parse_line(std::string_view s, const Settings& settings, int& bsd_reversed, ListedFile& out) {
  const std::size_t hex_len = 2 * settings.output_size;
  out.expected.assign(settings.output_size, 0);
  std::size_t i = 0;
  while (i < s.size() && is_blank(s[i])) ++i;
  bool escaped = false;
  if (i < s.size() && s[i] == '\\') {
    ++i;
    escaped = true;
  }
  const std::string_view tag = settings.algorithm->tag;
  if (s.substr(i).starts_with(tag)) {
    i += tag.size();
    if (i < s.size() && s[i] == ' ') ++i;
    if (i < s.size() && s[i] == '(') return parse_bsd(s.substr(i + 1), escaped, out);
    return false;
  }
  if (s.size() - i < hex_len + 2) return false;  // hex, a blank, at least one character of name
  const std::string_view hex = s.substr(i, hex_len);
  i += hex_len;
  if (!is_blank(s[i])) return false;
  ++i;
  if (!cli::from_hex(hex, out.expected)) return false;
  if (s.size() - i == 1 || (s[i] != ' ' && s[i] != '*')) {
    if (bsd_reversed == 0) return false;
    bsd_reversed = 1;
  } else if (bsd_reversed != 1) {
    bsd_reversed = 0;
    ++i;  // the text/binary marker; both read the same bytes here
  }
  const std::string_view name = s.substr(i);
  if (!escaped) {
    out.name = std::string(name);
    return true;
  }
  auto n = cli::unescape_name(name);
  if (!n) return false;
  out.name = std::move(*n);
  return true;
}

std::vector<ListedFile> parse_list(const std::string& text, const Settings& settings, bool list_is_stdin) {
  std::vector<ListedFile> out;
  int bsd_reversed = -1;
  std::size_t number = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    pos = end + 1;
    ++number;
    if (!line.empty() && line.front() == '#') continue;  // comment
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    ListedFile f;
    f.line_number = number;
    f.well_formed = parse_line(line, settings, bsd_reversed, f) && !(list_is_stdin && f.name == "-");
    out.push_back(std::move(f));
  }
  return out;
}

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
