// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The known-answer vectors: the folder comes from ASCON_VECTORS_DIR (environment)
 * or the ascon.vectors.dir system property (the build sets it to
 * ../shared/vectors beside the repository root); the list of files and their
 * record counts from the repository's tests/vectors.manifest, which every test
 * suite of the project reads. A missing folder or manifest fails loudly.
 */
public final class Vectors {
  private Vectors() {}

  /** One manifest line. */
  public record Entry(String path, String algorithm, String format, int records, int mustFail) {}

  public static Path dir() {
    String env = System.getenv("ASCON_VECTORS_DIR");
    String prop = System.getProperty("ascon.vectors.dir");
    String d = env != null && !env.isEmpty() ? env : prop;
    if (d == null) throw new IllegalStateException("no vector folder: set ASCON_VECTORS_DIR or -Dascon.vectors.dir");
    Path p = Paths.get(d).toAbsolutePath().normalize();
    if (!Files.isDirectory(p))
      throw new IllegalStateException("known-answer vector folder missing: " + p + " (set ASCON_VECTORS_DIR)");
    return p;
  }

  public static Path manifestPath() {
    // java/<module> -> repository root
    Path p = Paths.get("").toAbsolutePath();
    for (int i = 0; i < 4 && p != null; i++, p = p.getParent()) {
      Path m = p.resolve("tests/vectors.manifest");
      if (Files.isRegularFile(m)) return m;
    }
    throw new IllegalStateException("tests/vectors.manifest not found above " + Paths.get("").toAbsolutePath());
  }

  public static List<Entry> manifest() {
    List<Entry> out = new ArrayList<>();
    try {
      for (String line : Files.readAllLines(manifestPath())) {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) continue;
        String[] f = t.split("\\s+");
        out.add(new Entry(f[0], f[1], f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4])));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (out.isEmpty()) throw new IllegalStateException("empty manifest");
    return out;
  }

  /** The records of one file: "Name = HEX" lines, records separated by blank lines. */
  public static List<Map<String, String>> records(String relPath) {
    Path p = dir().resolve(relPath);
    List<Map<String, String>> out = new ArrayList<>();
    Map<String, String> cur = new LinkedHashMap<>();
    try {
      for (String line : Files.readAllLines(p)) {
        String t = line.strip();
        if (t.isEmpty()) {
          if (!cur.isEmpty()) out.add(cur);
          cur = new LinkedHashMap<>();
          continue;
        }
        if (t.startsWith("#")) continue;
        int eq = t.indexOf('=');
        cur.put(t.substring(0, eq).strip(), t.substring(eq + 1).strip());
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read vector file " + p, e);
    }
    if (!cur.isEmpty()) out.add(cur);
    return out;
  }

  public static byte[] hex(Map<String, String> r, String field) {
    String v = r.get(field);
    if (v == null) throw new IllegalArgumentException("record lacks " + field + ": " + r);
    return HexFormat.of().parseHex(v);
  }

  public static String hex(byte[] b) {
    return HexFormat.of().withUpperCase().formatHex(b);
  }

  /** Split points of a length-n input: start, one byte in, middle, one byte short, end. */
  public static int[] splits(int n) {
    return java.util.stream.IntStream.of(0, 1, 7, 8, 15, 16, 17, n / 2, n - 1, n)
        .filter(i -> i >= 0 && i <= n).distinct().toArray();
  }
}
