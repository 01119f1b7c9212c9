// SPDX-License-Identifier: Apache-2.0 OR MIT
// End-to-end tests of asconsum: every test runs the built binary in a fresh
// temporary folder and checks its exact stdout, stderr and exit status.
// Expected digests come from the known-answer vector files (ASCON_VECTORS_DIR).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <ascon/catalogue.hpp>
#include <ascon/hash256.hpp>
#include <ascon/xof128.hpp>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "vectors.hpp"

namespace fs = std::filesystem;

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

struct Outcome {
  int rc = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

void spit(const fs::path& p, const std::string& data) {
  std::ofstream f(p, std::ios::binary);
  f << data;
  ASSERT_TRUE(f.good()) << p;
}

std::string bytes_str(const kat::Bytes& b) { return std::string(b.begin(), b.end()); }

class Asconsum : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "asconsum-test-XXXXXX").string();
    ASSERT_NE(::mkdtemp(tmpl.data()), nullptr);
    root_ = tmpl;
    dir_ = root_ / "work";
    fs::create_directory(dir_);
  }
  void TearDown() override { fs::remove_all(root_); }

  // Runs argv (argv[0] a path) in the work folder, stdin from `input`.
  Outcome run_program(const std::vector<std::string>& argv, const std::string& input = "") {
    const fs::path in = root_ / "stdin", out = root_ / "stdout", err = root_ / "stderr";
    spit(in, input);
    const pid_t pid = ::fork();
    if (pid == 0) {
      if (::chdir(dir_.c_str()) != 0) ::_exit(120);
      const int fi = ::open(in.c_str(), O_RDONLY), fo = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600),
                fe = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      if (fi < 0 || fo < 0 || fe < 0) ::_exit(121);
      ::dup2(fi, 0), ::dup2(fo, 1), ::dup2(fe, 2);
      std::vector<char*> args;
      for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
      args.push_back(nullptr);
      ::execv(args[0], args.data());
      ::_exit(127);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    Outcome r;
    r.rc = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }
  Outcome run(std::vector<std::string> args, const std::string& input = "") {
    args.insert(args.begin(), binary());
    return run_program(args, input);
  }
  static std::string binary() {
    const char* env = std::getenv("ASCONSUM");
    return env && *env ? env : ASCONSUM_PATH;
  }
  // Files are written owner-only (0600), as key files must be: asconsum warns
  // about key files others can read.
  void write(const std::string& name, const std::string& data) {
    spit(dir_ / name, data);
    fs::permissions(dir_ / name, fs::perms::owner_read | fs::perms::owner_write);
  }
  std::string read(const std::string& name) { return slurp(dir_ / name); }

  // Hashes each file with `options` in one call and checks every line.
  void expect_lines(const std::vector<std::string>& options, const std::vector<std::string>& names,
                    const std::vector<std::string>& digests) {
    std::vector<std::string> args = options;
    args.insert(args.end(), names.begin(), names.end());
    const Outcome r = run(args);
    std::string expected;
    for (std::size_t i = 0; i < names.size(); ++i) expected += lower(digests[i]) + "  " + names[i] + "\n";
    EXPECT_EQ(r.rc, 0) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out, expected);
  }

  // Records at a spread of message lengths (first, short, block boundaries, last).
  static std::vector<kat::Record> pick(const std::vector<kat::Record>& recs) {
    std::vector<kat::Record> out;
    for (std::size_t i : {0, 1, 7, 8, 9, 31, 32, 33, 63, 64, 65, 1024})
      if (i < recs.size()) out.push_back(recs[i]);
    return out;
  }

  // Unkeyed vectors: all picked messages in one call.
  void check_unkeyed(const kat::VectorFile& v, std::vector<std::string> options) {
    const std::string& file = v.path;
    const auto recs = kat::load(file);
    ASSERT_EQ(recs.size(), v.records) << file;
    std::vector<std::string> names, digests;
    for (const auto& r : pick(recs)) {
      names.push_back("msg" + std::to_string(names.size()));
      write(names.back(), bytes_str(r.bytes("Msg")));
      digests.push_back(r.str("MD"));
    }
    expect_lines(options, names, digests);
  }

  // Keyed vectors: one call per record (each has its own key), alternating
  // lower- and upper-case hex key files.
  void check_keyed(const std::string& file, const std::string& algorithm, std::size_t length) {
    const auto recs = kat::load(file);
    ASSERT_GT(recs.size(), 64u) << file;
    bool hex_key = false;
    for (const auto& r : pick(recs)) {
      write("msg", bytes_str(r.bytes("Msg")));
      write("key", hex_key ? r.str("Key") + "\n" : "# key\n" + lower(r.str("Key")) + "\n");
      hex_key = !hex_key;
      std::vector<std::string> opts = {"-a", algorithm, "--key-file", "key"};
      if (length) opts.insert(opts.end(), {"--length", std::to_string(length)});
      expect_lines(opts, {"msg"}, {r.str("Tag")});
    }
  }

  fs::path root_, dir_;
};

// ---- known digests from the vector files --------------------------------------

TEST_F(Asconsum, Hash256MatchesVectors) {
  check_unkeyed(kat::files_of("ascon-hash256", "lwc").at(0), {});  // the default algorithm
  check_unkeyed(kat::files_of("ascon-hash256", "acvp").at(0), {"-a", "hash256"});  // an old name
}

// Every lwc file of the manifest whose algorithm asconsum offers (hashes,
// XOFs, MACs, PRFs), under its catalogue name, the output length taken from
// the records: a new catalogue row with vectors is tested here unasked.
TEST_F(Asconsum, EveryManifestFileOfItsAlgorithms) {
  namespace cat = ascon::catalogue;
  std::size_t files = 0;
  for (const auto& v : kat::manifest()) {
    const cat::Info* a = cat::find(v.algorithm);
    ASSERT_NE(a, nullptr) << v.path;
    if (v.format != "lwc" || !(a->kind == cat::Kind::hash || a->kind == cat::Kind::xof ||
                               a->kind == cat::Kind::mac || a->kind == cat::Kind::prf))
      continue;  // AEAD, PrfShort: not checksums; CXOF: its own test below
    const std::string name(a->name);
    const auto recs = kat::load(v.path);
    const auto& first = recs.at(0);
    const std::size_t out = first.bytes(first.has("MD") ? "MD" : "Tag").size();
    SCOPED_TRACE(v.path);
    if (a->kind == cat::Kind::hash) check_unkeyed(v, {"-a", name});
    if (a->kind == cat::Kind::xof) check_unkeyed(v, {"-a", name, "--length", std::to_string(out)});
    if (a->kind == cat::Kind::mac) check_keyed(v.path, name, 0);
    if (a->kind == cat::Kind::prf) check_keyed(v.path, name, out);
    ++files;
  }
  EXPECT_GE(files, 12u);  // SP 800-232 Hash256/XOF128, Mac/Prf, eight v1.2 rows
}

TEST_F(Asconsum, Xof128MatchesVectors) {
  // ACVP: output lengths vary per record.
  const auto recs = kat::load_manifest("ascon-xof128", "acvp");
  ASSERT_EQ(recs.size(), 60u);
  for (std::size_t i = 0; i < recs.size(); i += 7) {
    write("m", bytes_str(recs[i].bytes("Msg")));
    const std::string md = recs[i].str("MD");
    expect_lines({"-a", "xof128", "-l", std::to_string(md.size() / 2)}, {"m"}, {md});
  }
}

TEST_F(Asconsum, Cxof128MatchesVectors) {
  // Records with an empty customization string, then ACVP records whose Z
  // can travel as a command-line argument (no NUL byte).
  const auto lwc = kat::load_manifest("ascon-cxof128");
  ASSERT_EQ(lwc.size(), 1089u);
  std::size_t tested = 0;
  auto run_record = [&](const kat::Record& r) {
    const kat::Bytes z = r.bytes("Z");
    if (std::find(z.begin(), z.end(), 0) != z.end()) return;
    write("m", bytes_str(r.bytes("Msg")));
    const std::string md = r.str("MD");
    std::vector<std::string> opts = {"-a", "cxof128", "--length", std::to_string(md.size() / 2)};
    if (!z.empty()) opts.push_back("--customization=" + bytes_str(z));
    expect_lines(opts, {"m"}, {md});
    ++tested;
  };
  for (const auto& r : lwc)
    if (r.str("Z").empty() && tested < 6) run_record(r);
  const auto acvp = kat::load_manifest("ascon-cxof128", "acvp");
  ASSERT_EQ(acvp.size(), 60u);
  for (std::size_t i = 0; i < acvp.size(); i += 5) run_record(acvp[i]);
  EXPECT_GE(tested, 10u);
}

TEST_F(Asconsum, StandardInput) {
  const auto recs = kat::load_manifest("ascon-hash256");
  const auto& r = recs.at(200);
  const std::string msg = bytes_str(r.bytes("Msg"));
  for (const auto& args : {std::vector<std::string>{}, std::vector<std::string>{"-"}}) {
    const Outcome res = run(args, msg);
    EXPECT_EQ(res.rc, 0);
    EXPECT_EQ(res.out, lower(r.str("MD")) + "  -\n");
  }
}

// The mmap path (regular file), the buffered path (pipe) and the library
// agree on inputs bigger than one read buffer.
TEST_F(Asconsum, LargeFileByMapAndByPipe) {
  std::string big(3 * 1024 * 1024 + 5, '\0');
  for (std::size_t i = 0; i < big.size(); ++i) big[i] = static_cast<char>((i * 2654435761u) >> 13);
  write("big", big);
  const auto d = ascon::Hash256::hash(std::span(reinterpret_cast<const std::uint8_t*>(big.data()), big.size()));
  const std::string hex = lower(kat::to_hex(d.data(), d.size()));
  EXPECT_EQ(run({"big"}).out, hex + "  big\n");
  EXPECT_EQ(run({"-"}, big).out, hex + "  -\n");
  const Outcome piped = run_program({"/bin/sh", "-c", "cat big | \"$0\" -", binary()});
  EXPECT_EQ(piped.rc, 0) << piped.err;
  EXPECT_EQ(piped.out, hex + "  -\n");
}

// ---- many files at once (the batch engine) ------------------------------------
// Rounds of files hashed together on SIMD lanes give each file's own digest:
// 700 files (more than one round of 256 per thread) of scattered sizes, with
// empty files, the 4 MiB batch limit and one byte over it (streamed), a
// missing file and a directory in the middle; every -j, for Hash256, XOF128
// and CXOF128, against the library one file at a time; and --check agrees.
TEST_F(Asconsum, ManyFilesAtOnceGiveEachFilesOwnDigest) {
  auto as_bytes = [](const std::string& s) {
    return std::span(reinterpret_cast<const std::uint8_t*>(s.data()), s.size());
  };
  std::vector<std::string> names, contents;
  for (std::size_t i = 0; i < 700; ++i) {
    std::size_t len = (i * 7919) % 3000;
    if (i % 50 == 3) len = 0;
    if (i == 10) len = 4u << 20;        // the largest file batched
    if (i == 11) len = (4u << 20) + 1;  // the smallest file streamed
    if (i == 300) len = 200000;
    std::string c(len, '\0');
    for (std::size_t k = 0; k < len; ++k) c[k] = static_cast<char>((k * 131 + i * 7) >> 3);
    names.push_back("f" + std::to_string(i));
    contents.push_back(c);
    write(names.back(), c);
  }
  fs::create_directory(dir_ / "adir");
  const std::vector<std::pair<std::size_t, std::string>> odd = {{5, "missing"}, {400, "adir"}};

  struct Case {
    std::vector<std::string> options;
    std::function<std::string(const std::string&)> digest;
  };
  const std::string custom = "batch test";
  const std::vector<Case> cases = {
      {{}, [&](const std::string& c) {
         const auto d = ascon::Hash256::hash(as_bytes(c));
         return kat::to_hex(d.data(), d.size());
       }},
      {{"-a", "ascon-xof128", "-l", "48"}, [&](const std::string& c) {
         std::vector<std::uint8_t> d(48);
         ascon::Xof128::xof(as_bytes(c), d);
         return kat::to_hex(d.data(), d.size());
       }},
      {{"-a", "ascon-cxof128", "--customization", custom, "-l", "20"}, [&](const std::string& c) {
         std::vector<std::uint8_t> d(20);
         ascon::Cxof128::create(as_bytes(custom))->update(as_bytes(c)).finalize(d);
         return kat::to_hex(d.data(), d.size());
       }},
  };
  for (const auto& cs : cases) {
    std::vector<std::string> args = cs.options, expected_names;
    std::string expected;
    for (std::size_t i = 0; i < names.size(); ++i) {
      for (const auto& [at, name] : odd)
        if (at == i) args.push_back(name);
      args.push_back(names[i]);
      expected += lower(cs.digest(contents[i])) + "  " + names[i] + "\n";
    }
    for (const char* jobs : {"1", "2", "3"}) {
      std::vector<std::string> a = args;
      a.insert(a.begin(), {"-j", jobs});
      const Outcome r = run(a);
      EXPECT_EQ(r.rc, 1) << "-j " << jobs;
      EXPECT_EQ(r.out, expected) << "-j " << jobs;
      EXPECT_EQ(r.err, "asconsum: missing: No such file or directory\nasconsum: adir: Is a directory\n") << "-j " << jobs;
    }
    write("SUMS", expected);
    std::vector<std::string> check = cs.options;
    check.insert(check.end(), {"-j", "2", "--quiet", "-c", "SUMS"});
    const Outcome c = run(check);
    EXPECT_EQ(c.rc, 0) << c.err;
    EXPECT_EQ(c.out + c.err, "");
  }
}

// ---- output formats ---------------------------------------------------------------

TEST_F(Asconsum, TagBinaryAndZeroFormats) {
  write("a", "abc");
  const std::string h = run({"a"}).out.substr(0, 64);
  EXPECT_EQ(run({"--tag", "a"}).out, "ASCON-HASH256 (a) = " + h + "\n");
  EXPECT_EQ(run({"-b", "a"}).out, h + " *a\n");
  write("x\ny", "abc");
  EXPECT_EQ(run({"-z", "a", "x\ny"}).out, h + "  a" + std::string(1, '\0') + h + "  x\ny" + std::string(1, '\0'));
  write("k", "000102030405060708090a0b0c0d0e0f\n");
  EXPECT_EQ(run({"--tag", "-a", "mac", "--key-file", "k", "a"}).out.substr(0, 15), "ASCON-MAC (a) =");
  EXPECT_EQ(run({"--tag", "-a", "xof128", "-l", "3", "a"}).out.size(), std::string("ASCON-XOF128 (a) = 123456\n").size());
}

TEST_F(Asconsum, OddFileNamesAreEscapedAndRoundTrip) {
  const std::vector<std::string> names = {"with space", "new\nline", "back\\slash", "cr\rname", " lead", "*star"};
  for (const auto& n : names) write(n, "content of " + n);
  const Outcome sums = run(names);
  ASSERT_EQ(sums.rc, 0) << sums.err;
  const std::string h = run({"with space"}).out.substr(0, 64);
  std::istringstream lines(sums.out);
  std::vector<std::string> got;
  for (std::string l; std::getline(lines, l);) got.push_back(l);
  ASSERT_EQ(got.size(), names.size()) << sums.out;  // escaping keeps one line per file
  EXPECT_EQ(got[0], h + "  with space");
  EXPECT_EQ(got[1].front(), '\\');
  EXPECT_TRUE(got[1].ends_with("  new\\nline")) << got[1];
  EXPECT_TRUE(got[2].starts_with("\\") && got[2].ends_with("  back\\\\slash")) << got[2];
  EXPECT_TRUE(got[3].starts_with("\\") && got[3].ends_with("  cr\\rname")) << got[3];
  EXPECT_TRUE(got[4].ends_with("   lead"));
  EXPECT_TRUE(got[5].ends_with("  *star"));
  EXPECT_TRUE(run({"--tag", "new\nline"}).out.starts_with("\\ASCON-HASH256 (new\\nline) = "));

  write("SUMS", sums.out);
  const Outcome check = run({"-c", "SUMS"});
  EXPECT_EQ(check.rc, 0) << check.err;
  EXPECT_EQ(check.out, "with space: OK\n\\new\\nline: OK\nback\\slash: OK\ncr\rname: OK\n lead: OK\n*star: OK\n");
  EXPECT_EQ(check.err, "");
  write("TAGS", run({"--tag", "new\nline", "back\\slash", "with space"}).out);
  const Outcome tcheck = run({"-c", "TAGS"});
  EXPECT_EQ(tcheck.rc, 0) << tcheck.err;
  EXPECT_EQ(tcheck.out, "\\new\\nline: OK\nback\\slash: OK\nwith space: OK\n");
}

// ---- --check ----------------------------------------------------------------------

class AsconsumCheck : public Asconsum {
 protected:
  void SetUp() override {
    Asconsum::SetUp();
    write("one", "1");
    write("two", "22");
    write("three", std::string(100000, '3'));  // mapped, not read
    const Outcome r = run({"one", "two", "three"});
    ASSERT_EQ(r.rc, 0);
    sums_ = r.out;
    write("SUMS", sums_);
  }
  std::string sums_;
};

TEST_F(AsconsumCheck, AllGood) {
  const Outcome r = run({"--check", "SUMS"});
  EXPECT_EQ(r.rc, 0);
  EXPECT_EQ(r.out, "one: OK\ntwo: OK\nthree: OK\n");
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(run({"-c"}, sums_).out, "one: OK\ntwo: OK\nthree: OK\n");  // list on stdin
  EXPECT_EQ(run({"-c", "--quiet", "SUMS"}).out, "");
  const Outcome st = run({"-c", "--status", "SUMS"});
  EXPECT_EQ(st.rc, 0);
  EXPECT_EQ(st.out + st.err, "");
}

TEST_F(AsconsumCheck, Mismatch) {
  write("two", "changed");
  const Outcome r = run({"-c", "SUMS"});
  EXPECT_EQ(r.rc, 1);
  EXPECT_EQ(r.out, "one: OK\ntwo: FAILED\nthree: OK\n");
  EXPECT_EQ(r.err, "asconsum: WARNING: 1 computed checksum did NOT match\n");
  const Outcome q = run({"-c", "--quiet", "SUMS"});
  EXPECT_EQ(q.rc, 1);
  EXPECT_EQ(q.out, "two: FAILED\n");
  const Outcome s = run({"-c", "--status", "SUMS"});
  EXPECT_EQ(s.rc, 1);
  EXPECT_EQ(s.out + s.err, "");
  write("one", "changed too");
  EXPECT_EQ(run({"-c", "SUMS"}).err, "asconsum: WARNING: 2 computed checksums did NOT match\n");
}

TEST_F(AsconsumCheck, MissingAndUnreadable) {
  fs::remove(dir_ / "two");
  fs::create_directory(dir_ / "three_dir");
  write("SUMS2", sums_ + sums_.substr(0, 64) + "  three_dir\n");
  const Outcome r = run({"-c", "SUMS2"});
  EXPECT_EQ(r.rc, 1);
  EXPECT_EQ(r.out, "one: OK\ntwo: FAILED open or read\nthree: OK\nthree_dir: FAILED open or read\n");
  EXPECT_EQ(r.err,
            "asconsum: two: No such file or directory\n"
            "asconsum: three_dir: Is a directory\n"
            "asconsum: WARNING: 2 listed files could not be read\n");
  const Outcome im = run({"-c", "--ignore-missing", "SUMS"});
  EXPECT_EQ(im.rc, 0) << im.err;
  EXPECT_EQ(im.out, "one: OK\nthree: OK\n");
  EXPECT_EQ(im.err, "");
  // --status hides the report but not the file error.
  const Outcome st = run({"-c", "--status", "SUMS"});
  EXPECT_EQ(st.rc, 1);
  EXPECT_EQ(st.out, "");
  EXPECT_EQ(st.err, "asconsum: two: No such file or directory\n");
  // Nothing verified at all is a failure even with --ignore-missing.
  write("ONLY_MISSING", sums_.substr(0, 64) + "  gone\n");
  const Outcome none = run({"-c", "--ignore-missing", "ONLY_MISSING"});
  EXPECT_EQ(none.rc, 1);
  EXPECT_EQ(none.err, "asconsum: ONLY_MISSING: no file was verified\n");
  // A checksum file that is itself missing.
  const Outcome nolist = run({"-c", "NOLIST"});
  EXPECT_EQ(nolist.rc, 1);
  EXPECT_EQ(nolist.err, "asconsum: NOLIST: No such file or directory\n");
}

TEST_F(AsconsumCheck, ImproperlyFormattedLines) {
  // Comments and empty lines are skipped; CRLF line ends are accepted.
  write("MIXED", "# made by asconsum\n\n" + sums_.substr(0, sums_.find('\n')) + "\r\nnot a checksum line\n" +
                     sums_.substr(0, 63) + "  two\n");
  const Outcome r = run({"-c", "MIXED"});
  EXPECT_EQ(r.rc, 0);
  EXPECT_EQ(r.out, "one: OK\n");
  EXPECT_EQ(r.err, "asconsum: WARNING: 2 lines are improperly formatted\n");
  const Outcome w = run({"-c", "-w", "MIXED"});
  EXPECT_EQ(w.err,
            "asconsum: MIXED: 4: improperly formatted ASCON-HASH256 checksum line\n"
            "asconsum: MIXED: 5: improperly formatted ASCON-HASH256 checksum line\n"
            "asconsum: WARNING: 2 lines are improperly formatted\n");
  const Outcome strict = run({"-c", "--strict", "MIXED"});
  EXPECT_EQ(strict.rc, 1);
  EXPECT_EQ(strict.out, "one: OK\n");
  const Outcome st = run({"-c", "--status", "MIXED"});
  EXPECT_EQ(st.rc, 0);
  EXPECT_EQ(st.out + st.err, "");

  write("GARBAGE", "hello\nworld\n");
  const Outcome g = run({"-c", "GARBAGE"});
  EXPECT_EQ(g.rc, 1);
  EXPECT_EQ(g.err, "asconsum: GARBAGE: no properly formatted checksum lines found\n");
  // A checksum list read from standard input cannot name standard input.
  const Outcome s = run({"-c"}, sums_.substr(0, 64) + "  -\n");
  EXPECT_EQ(s.rc, 1);
  EXPECT_EQ(s.err, "asconsum: 'standard input': no properly formatted checksum lines found\n");
  // A file name holding a NUL byte is malformed, escaped or not (found by fuzz_check_lines).
  write("NUL", sums_.substr(0, 64) + "  o" + std::string(1, '\0') + "ne\n\\" + sums_.substr(0, 64) + "  o" +
                   std::string(1, '\0') + "\\\\ne\n");
  const Outcome z = run({"-c", "NUL"});
  EXPECT_EQ(z.rc, 1);
  EXPECT_EQ(z.err, "asconsum: NUL: no properly formatted checksum lines found\n");
  // A digest of another algorithm's length is not a line of this one.
  EXPECT_EQ(run({"-c", "-a", "xof128", "-l", "16", "SUMS"}).rc, 1);
  EXPECT_EQ(run({"-c", "-a", "xof128", "-l", "32", "SUMS"}).out, "one: FAILED\ntwo: FAILED\nthree: FAILED\n");
}

TEST_F(AsconsumCheck, BinaryMarkerAndUpperCaseHex) {
  std::string star = run({"-b", "one", "two"}).out;
  std::transform(star.begin(), star.begin() + 64, star.begin(), [](unsigned char c) { return std::toupper(c); });
  write("STAR", star);
  const Outcome r = run({"-c", "STAR"});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out, "one: OK\ntwo: OK\n");
}

TEST_F(AsconsumCheck, KeyedCheckNeedsTheSameKey) {
  write("k1", "000102030405060708090a0b0c0d0e0f");
  write("k2", "000102030405060708090a0b0c0d0e0e");
  write("MACS", run({"-a", "mac", "--key-file", "k1", "one", "two"}).out);
  EXPECT_EQ(run({"-c", "-a", "mac", "--key-file", "k1", "MACS"}).out, "one: OK\ntwo: OK\n");
  const Outcome bad = run({"-c", "-a", "mac", "--key-file", "k2", "MACS"});
  EXPECT_EQ(bad.rc, 1);
  EXPECT_EQ(bad.out, "one: FAILED\ntwo: FAILED\n");
}

// ---- --jobs ------------------------------------------------------------------------

TEST_F(Asconsum, JobsGiveIdenticalOutput) {
  std::vector<std::string> args;
  for (int i = 0; i < 40; ++i) {
    std::string name = "f";
    name += std::to_string(i);
    write(name, std::string(static_cast<std::size_t>(i) * 9973 + (i % 3 ? 0 : 200000), static_cast<char>('a' + i % 26)));
    args.push_back(name);
    if (i == 17) args.push_back("missing-in-the-middle");
  }
  const Outcome serial = run(args);
  EXPECT_EQ(serial.rc, 1);
  EXPECT_EQ(serial.err, "asconsum: missing-in-the-middle: No such file or directory\n");
  for (const char* j : {"2", "4", "0", "16"}) {
    std::vector<std::string> a = {"--jobs", j};
    a.insert(a.end(), args.begin(), args.end());
    const Outcome par = run(a);
    EXPECT_EQ(par.rc, 1) << j;
    EXPECT_EQ(par.out, serial.out) << j;
    EXPECT_EQ(par.err, serial.err) << j;
  }
  write("SUMS", serial.out);
  const Outcome c1 = run({"-c", "SUMS"}), c4 = run({"-c", "-j", "4", "SUMS"});
  EXPECT_EQ(c1.rc, 0);
  EXPECT_EQ(c4.rc, 0);
  EXPECT_EQ(c1.out, c4.out);
  EXPECT_EQ(std::count(c4.out.begin(), c4.out.end(), '\n'), 40);
}

// ---- errors and exit status ----------------------------------------------------------

TEST_F(Asconsum, FileErrorsDoNotStopTheOthers) {
  write("good", "x");
  fs::create_directory(dir_ / "adir");
  const Outcome r = run({"nosuch", "good", "adir", "no such"});
  EXPECT_EQ(r.rc, 1);
  EXPECT_EQ(r.out, run({"good"}).out);
  EXPECT_EQ(r.err,
            "asconsum: nosuch: No such file or directory\n"
            "asconsum: adir: Is a directory\n"
            "asconsum: 'no such': No such file or directory\n");
}

TEST_F(Asconsum, UsageErrorsExitWithTwo) {
  write("f", "x");
  write("short_key", "0123456789");
  write("hex_key_bad", "000102030405060708090a0b0c0d0e0g\n");
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--bogus", "f"}, "asconsum: error: unrecognized option '--bogus'\n"},
      {{"-Q", "f"}, "asconsum: error: invalid option -- 'Q'\n"},
      {{"f", "--length"}, "asconsum: error: option '--length' requires an argument\n"},
      {{"-a", "sha256", "f"}, "asconsum: error: unknown algorithm 'sha256'\n"},
      {{"--length", "16", "f"}, "asconsum: error: --length needs an algorithm with variable output"},
      {{"-a", "xof128", "-l", "0", "f"}, "asconsum: error: invalid length '0'"},
      {{"-a", "xof128", "-l", "12x", "f"}, "asconsum: error: invalid length '12x'"},
      {{"--customization", "abc", "f"}, "asconsum: error: --customization needs --algorithm ascon-cxof128"},
      {{"-a", "cxof128", "--customization", std::string(257, 'z'), "f"}, "asconsum: error: the customization string is 257 bytes long"},
      {{"-a", "mac", "f"}, "asconsum: error: ascon-mac needs a key: --key-file FILE"},
      {{"-a", "prf", "--key-file", "nokey", "f"}, "asconsum: error: key file nokey: No such file or directory\n"},
      {{"-a", "mac", "--key-file", "short_key", "f"}, "asconsum: error: key file short_key: line 1 is not 32 hex digits\n"},
      {{"-a", "mac", "--key-file", "hex_key_bad", "f"}, "asconsum: error: key file hex_key_bad: line 1 is not 32 hex digits\n"},
      {{"--key-file", "short_key", "f"}, "asconsum: error: --key-file needs a keyed algorithm"},
      {{"--quiet", "f"}, "asconsum: error: the --quiet option is meaningful only when verifying checksums\n"},
      {{"--status", "f"}, "asconsum: error: the --status option is meaningful only when verifying checksums\n"},
      {{"--strict", "f"}, "asconsum: error: the --strict option is meaningful only when verifying checksums\n"},
      {{"-w", "f"}, "asconsum: error: the --warn option is meaningful only when verifying checksums\n"},
      {{"--ignore-missing", "f"}, "asconsum: error: the --ignore-missing option is meaningful only when verifying checksums\n"},
      {{"-c", "--tag", "f"}, "asconsum: error: the --tag option is meaningless when verifying checksums\n"},
      {{"-c", "-z", "f"}, "asconsum: error: the --zero option is not supported when verifying checksums\n"},
      {{"--tag", "-t", "f"}, "asconsum: error: --tag does not support --text mode\n"},
      {{"-j", "-1", "f"}, "asconsum: error: invalid number of jobs '-1'"},
  };
  for (const auto& [args, err_start] : cases) {
    const Outcome r = run(args);
    EXPECT_EQ(r.rc, 2) << args[0];
    EXPECT_EQ(r.out, "") << args[0];
    EXPECT_TRUE(r.err.starts_with(err_start)) << r.err;
    EXPECT_NE(r.err.find("asconsum: hint: "), std::string::npos) << r.err;
  }
}

TEST_F(Asconsum, HexKeysInEveryLayoutAgree) {
  write("f", "message");
  write("hex", "000102030405060708090A0B0C0D0E0F\r\n");
  // The format `ascon keygen` writes: comment lines, then the hex key.
  write("keygen", "# ascon key: ...\n# Keep it secret\n\n000102030405060708090a0b0c0d0e0f\n");
  const Outcome b = run({"-a", "mac", "--key-file", "hex", "f"});
  const Outcome c = run({"-a", "mac", "--key-file", "keygen", "f"});
  EXPECT_EQ(b.rc, 0) << b.err;
  EXPECT_EQ(c.out, b.out);
  EXPECT_EQ(b.out.size(), 32 + 3 + 1u);  // 16-byte tag
}

// Only the text key format is a key: any 16-byte file used to be taken as a raw key, so a
// password typed into a file became the key without a word.
TEST_F(Asconsum, SixteenByteFilesAreNotRawKeys) {
  write("f", "message");
  write("password", "password12345678");
  write("raw", std::string("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f", 16));
  for (const char* k : {"password", "raw"}) {
    const Outcome r = run({"-a", "mac", "--key-file", k, "f"});
    EXPECT_EQ(r.rc, 2) << k;
    EXPECT_EQ(r.out, "") << k;
    EXPECT_TRUE(r.err.starts_with(std::string("asconsum: error: key file ") + k + ": ")) << r.err;
  }
}

// Keyed outputs are checked only from 16 bytes on: a 1-byte PRF value can be forged in 256 tries, so
// --check of keyed outputs shorter than 16 bytes is refused.
TEST_F(AsconsumCheck, ShortKeyedOutputsAreNotChecked) {
  write("k", "000102030405060708090a0b0c0d0e0f\n");
  write("SUMS", "00  one\n");
  for (const char* len : {"1", "15"}) {
    const Outcome r = run({"-c", "-a", "prf", "-l", len, "--key-file", "k", "SUMS"});
    EXPECT_EQ(r.rc, 2) << len;
    EXPECT_EQ(r.out, "");
    EXPECT_TRUE(r.err.starts_with("asconsum: error: --check of ascon-prf needs --length 16 or more")) << r.err;
  }
  // 16 bytes is checked, and printing shorter values stays allowed.
  write("SUMS16", run({"-a", "prf", "-l", "16", "--key-file", "k", "one"}).out);
  EXPECT_EQ(run({"-c", "-a", "prf", "-l", "16", "--key-file", "k", "SUMS16"}).out, "one: OK\n");
  EXPECT_EQ(run({"-a", "prf", "-l", "1", "--key-file", "k", "one"}).rc, 0);
}

// Key files others could write, or that are not the user's, are refused
// (asconsum used to check nothing about the key file).
TEST_F(Asconsum, KeyFilePermissions) {
  write("f", "message");
  write("k", "000102030405060708090a0b0c0d0e0f\n");
  const Outcome good = run({"-a", "mac", "--key-file", "k", "f"});
  EXPECT_EQ(good.rc, 0);
  EXPECT_EQ(good.err, "");
  for (auto p : {fs::perms::group_write, fs::perms::others_write}) {
    fs::permissions(dir_ / "k", fs::perms::owner_read | fs::perms::owner_write | p);
    const Outcome r = run({"-a", "mac", "--key-file", "k", "f"});
    EXPECT_EQ(r.rc, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_TRUE(r.err.starts_with("asconsum: error: key file k is writable by other users")) << r.err;
  }
  fs::permissions(dir_ / "k", fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  const Outcome readable = run({"-a", "mac", "--key-file", "k", "f"});
  EXPECT_EQ(readable.rc, 0);
  EXPECT_EQ(readable.out, good.out);
  EXPECT_TRUE(readable.err.starts_with("asconsum: warning: key file k is readable by other users")) << readable.err;
  // A key file someone else owns: chown it away when running as root, else
  // use a file root owns.
  fs::permissions(dir_ / "k", fs::perms::owner_read | fs::perms::owner_write);
  std::string other = fs::exists("/etc/hostname") ? "/etc/hostname" : "";
  if (::geteuid() == 0) other = ::chown((dir_ / "k").c_str(), 65534, 65534) == 0 ? "k" : "";
  if (!other.empty()) {
    const Outcome r = run({"-a", "mac", "--key-file", other, "f"});
    EXPECT_EQ(r.rc, 2);
    EXPECT_NE(r.err.find("is not owned by you"), std::string::npos) << r.err;
  }
}

// Names come from the catalogue (ascon-hash256, ascon-hash-v12,
// ...); the names and --tag labels asconsum used before stay accepted, and
// checksum lists written with the old labels still check.
TEST_F(Asconsum, CatalogueNamesAndOldNames) {
  write("f", "abc");
  const std::pair<const char*, const char*> same[] = {
      {"ascon-hash256", "hash256"},      {"ascon-hash256", "ASCON-HASH256"}, {"ascon-xof128", "xof128"},
      {"ascon-hash-v12", "ascon-hash"},  {"ascon-hash-v12", "ASCON-HASH"},   {"ascon-hasha-v12", "ascon-hasha"},
      {"ascon-xof-v12", "ascon-xof"},    {"ascon-xofa-v12", "ASCON-XOFA"}};
  for (const auto& [now, old] : same) {
    const Outcome a = run({"-a", now, "f"}), b = run({"-a", old, "f"});
    EXPECT_EQ(a.rc, 0) << now << a.err;
    EXPECT_EQ(a.out, b.out) << now << " vs " << old;
  }
  const std::string hash_v12 = run({"-a", "ascon-hash-v12", "f"}).out.substr(0, 64);
  EXPECT_EQ(run({"--tag", "-a", "ascon-hash", "f"}).out, "ASCON-HASH-V12 (f) = " + hash_v12 + "\n");
  // A list written by asconsum 0.1 --tag -a ascon-hash, checked by either name.
  write("OLD", "ASCON-HASH (f) = " + hash_v12 + "\n");
  for (const char* name : {"ascon-hash", "ascon-hash-v12"}) {
    const Outcome r = run({"-c", "-a", name, "OLD"});
    EXPECT_EQ(r.rc, 0) << name << r.err;
    EXPECT_EQ(r.out, "f: OK\n") << name;
  }
  // Another algorithm's label is not taken for this one's.
  EXPECT_EQ(run({"-c", "-a", "ascon-hash256", "OLD"}).rc, 1);
  const Outcome l = run({"--list-algorithms"});
  for (const char* name : {"ascon-hash256", "ascon-xof128", "ascon-cxof128", "ascon-mac", "ascon-prf", "ascon-hash-v12",
                           "ascon-prfa-v12"})
    EXPECT_NE(l.out.find(std::string(name) + " "), std::string::npos) << name;
  EXPECT_EQ(l.out.find("aead"), std::string::npos);  // not a checksum
}

TEST_F(Asconsum, HelpVersionAndWriteErrors) {
  const Outcome h = run({"--help"});
  EXPECT_EQ(h.rc, 0);
  EXPECT_TRUE(h.out.starts_with("Usage: asconsum [OPTION]... [FILE]...\n"));
  const Outcome v = run({"--version"});
  EXPECT_EQ(v.rc, 0);
  EXPECT_TRUE(v.out.starts_with("asconsum (ascon) ")) << v.out;
  const Outcome l = run({"--list-algorithms"});
  EXPECT_NE(l.out.find("ascon-xofa"), std::string::npos);
  if (fs::exists("/dev/full")) {
    write("f", "x");
    const Outcome w = run_program({"/bin/sh", "-c", "\"$0\" f >/dev/full", binary()});
    EXPECT_EQ(w.rc, 1);
    EXPECT_TRUE(w.err.starts_with("asconsum: error: write error: ")) << w.err;
  }
}

}  // namespace
