// SPDX-License-Identifier: Apache-2.0 OR MIT
// Reads the known-answer vector files of ../shared/vectors (never copied into
// the project). The folder comes from the environment variable
// ASCON_VECTORS_DIR, else from the CMake cache variable of the same name.
// A missing folder or file is a test failure, never a silent pass.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace kat {

using Bytes = std::vector<std::uint8_t>;

// An environment variable if set, else the build's default.
inline std::string env_or(const char* name, const char* fallback) {
  const char* env = std::getenv(name);
  return env && *env ? env : fallback;
}

#ifndef ASCON_VECTORS_DIR_DEFAULT
#define ASCON_VECTORS_DIR_DEFAULT "../shared/vectors"
#endif
#ifndef ASCON_VECTOR_MANIFEST_DEFAULT
#define ASCON_VECTOR_MANIFEST_DEFAULT "tests/vectors.manifest"
#endif
inline std::string vectors_dir() { return env_or("ASCON_VECTORS_DIR", ASCON_VECTORS_DIR_DEFAULT); }

inline Bytes hex(const std::string& s) {
  auto nib = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    throw std::runtime_error("bad hex digit");
  };
  if (s.size() % 2) throw std::runtime_error("odd-length hex: " + s.substr(0, 20));
  Bytes out(s.size() / 2);
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = static_cast<std::uint8_t>(nib(s[2 * i]) << 4 | nib(s[2 * i + 1]));
  return out;
}

inline std::string to_hex(const std::uint8_t* p, std::size_t n) {
  static const char* d = "0123456789ABCDEF";
  std::string s;
  for (std::size_t i = 0; i < n; ++i) s += d[p[i] >> 4], s += d[p[i] & 15];
  return s;
}
inline std::string to_hex(const Bytes& b) { return to_hex(b.data(), b.size()); }

struct Record {
  std::map<std::string, std::string> fields;
  int line = 0;  // where the record starts, for messages
  bool has(const std::string& k) const { return fields.count(k) != 0; }
  const std::string& str(const std::string& k) const {
    auto it = fields.find(k);
    if (it == fields.end()) throw std::runtime_error("record at line " + std::to_string(line) + " lacks " + k);
    return it->second;
  }
  Bytes bytes(const std::string& k) const { return hex(str(k)); }
  std::size_t num(const std::string& k) const { return std::stoul(str(k)); }
};

// Parses "Name = VALUE" lines; records are separated by blank lines.
inline std::vector<Record> parse(std::istream& in) {
  std::vector<Record> out;
  Record cur;
  std::string line;
  int n = 0;
  auto flush = [&] {
    if (!cur.fields.empty()) out.push_back(cur);
    cur = Record{};
  };
  while (std::getline(in, line)) {
    ++n;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) {
      flush();
      continue;
    }
    const auto eq = line.find('=');
    if (eq == std::string::npos) throw std::runtime_error("line " + std::to_string(n) + ": no '='");
    auto trim = [](std::string s) {
      const auto b = s.find_first_not_of(" \t");
      const auto e = s.find_last_not_of(" \t");
      return b == std::string::npos ? std::string{} : s.substr(b, e - b + 1);
    };
    if (cur.fields.empty()) cur.line = n;
    cur.fields[trim(line.substr(0, eq))] = trim(line.substr(eq + 1));
  }
  flush();
  return out;
}

// Loads a file relative to the vectors folder; throws with a helpful message.
inline std::vector<Record> load(const std::string& rel) {
  const std::string path = vectors_dir() + "/" + rel;
  std::ifstream f(path);
  if (!f)
    throw std::runtime_error(
        "cannot open vector file " + path +
        " (set ASCON_VECTORS_DIR or the CMake option ASCON_VECTORS_DIR to the shared vectors folder)");
  return parse(f);
}

// ---- the vector manifest (tests/vectors.manifest) ------------------------------------
// One line per vector file: path, algorithm (catalogue name), format, records, must-fail.
struct VectorFile {
  std::string path, algorithm, format;
  std::size_t records = 0, must_fail = 0;
};

inline std::string manifest_path() { return env_or("ASCON_VECTOR_MANIFEST", ASCON_VECTOR_MANIFEST_DEFAULT); }

inline std::vector<VectorFile> manifest() {
  std::ifstream f(manifest_path());
  if (!f) throw std::runtime_error("cannot open the vector manifest " + manifest_path());
  std::vector<VectorFile> out;
  std::string line;
  while (std::getline(f, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream in(line);
    VectorFile v;
    if (!(in >> v.path >> v.algorithm >> v.format >> v.records >> v.must_fail))
      throw std::runtime_error("malformed manifest line: " + line);
    out.push_back(v);
  }
  if (out.empty()) throw std::runtime_error("the vector manifest lists no file");
  return out;
}

// The manifest's files of one algorithm (and format, if given).
inline std::vector<VectorFile> files_of(const std::string& algorithm, const std::string& format = {}) {
  std::vector<VectorFile> out;
  for (auto& v : manifest())
    if (v.algorithm == algorithm && (format.empty() || v.format == format)) out.push_back(v);
  return out;
}

// The manifest's one file of `algorithm` in `format` ("lwc", "acvp", ...),
// loaded, its record count checked against the manifest: suites that test a
// few algorithms name them, never a path.
inline std::vector<Record> load_manifest(const std::string& algorithm, const std::string& format = "lwc") {
  const auto files = files_of(algorithm, format);
  if (files.size() != 1)
    throw std::runtime_error("the manifest lists " + std::to_string(files.size()) + " " + format + " files of " +
                             algorithm);
  auto recs = load(files[0].path);
  if (recs.size() != files[0].records)
    throw std::runtime_error(files[0].path + ": " + std::to_string(recs.size()) + " records, the manifest says " +
                             std::to_string(files[0].records));
  return recs;
}

}  // namespace kat
