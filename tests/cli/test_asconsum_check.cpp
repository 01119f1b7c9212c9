// SPDX-License-Identifier: Apache-2.0 OR MIT
// End-to-end tests of asconsum --check and of its key files.
#include "asconsum_fixture.hpp"

namespace {

using namespace asconsum_test;

TEST_F(AsconsumCheck, AllGood) {
  const Outcome r = run({"--check", "SUMS"});
  EXPECT_EQ(r.rc, 0);
  EXPECT_EQ(r.out, "one: OK\ntwo: OK\nthree: OK\n");
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(run({"-c"}, sums_).out, "one: OK\ntwo: OK\nthree: OK\n");  // list on stdin
  EXPECT_EQ(run({"-c", "--quiet", "SUMS"}).out, "");
  expect_status("SUMS", 0);
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
  expect_status("SUMS", 1);
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
  expect_status("MIXED", 0);

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

}  // namespace
