// SPDX-License-Identifier: Apache-2.0 OR MIT
// The fixtures of the asconsum end-to-end tests (test_asconsum.cpp,
// test_asconsum_check.cpp): every test runs the built binary in a fresh
// temporary folder and checks its exact stdout, stderr and exit status.
// Expected digests come from the known-answer vector files (ASCON_VECTORS_DIR).
#pragma once
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <ascon/catalogue.hpp>
#include <ascon/detail/dispatch.hpp>
#include <ascon/hash256.hpp>
#include <ascon/mac.hpp>
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

// A named namespace: gtest needs one fixture type across both test files.
namespace asconsum_test {

inline std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

struct Outcome {
  int rc = -1;
  std::string out, err;
};

inline std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

inline void spit(const fs::path& p, const std::string& data) {
  std::ofstream f(p, std::ios::binary);
  f << data;
  ASSERT_TRUE(f.good()) << p;
}

inline std::string bytes_str(const kat::Bytes& b) { return std::string(b.begin(), b.end()); }

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

// --check: a SUMS file of three files to check against.
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
  // `asconsum -c --status list`: exit code rc and nothing printed.
  void expect_status(const std::string& list, int rc) {
    const Outcome r = run({"-c", "--status", list});
    EXPECT_EQ(r.rc, rc) << list;
    EXPECT_EQ(r.out + r.err, "") << list;
  }
  std::string sums_;
};

}  // namespace asconsum_test
