// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every vector file of tests/vectors.manifest whose algorithm this library
 * implements (SP 800-232 and the little-endian Mac/Prf/PrfShort), one dynamic
 * test per file, each record through every API form. The public API is byte
 * oriented: acvp-bits records with lengths that are not whole bytes (the only
 * published nonce-masking vectors among them) go through the package-private
 * bit-oriented path instead, and are counted apart. The v1.2 family is not
 * part of the Java library; the last test checks that those are the only
 * files left out.
 */
class VectorFilesTest {
  static final Set<String> IMPLEMENTED = Set.of("ascon-aead128", "ascon-hash256", "ascon-xof128", "ascon-cxof128",
      "ascon-mac", "ascon-prf", "ascon-prfshort");

  @TestFactory
  Stream<DynamicTest> everyVectorFile() {
    List<Vectors.Entry> entries = Vectors.manifest().stream().filter(e -> IMPLEMENTED.contains(e.algorithm())).toList();
    assertEquals(15, entries.size(), "SP 800-232 and Mac/Prf files in the manifest");
    return entries.stream().map(e -> DynamicTest.dynamicTest(e.path(), () -> runFile(e)));
  }

  static void runFile(Vectors.Entry e) {
    List<Map<String, String>> recs = Vectors.records(e.path());
    assertEquals(e.records(), recs.size(), "record count of " + e.path());
    int checked = 0, bitPath = 0, mustFail = 0;
    for (Map<String, String> r : recs) {
      if (r.getOrDefault("TestPassed", "true").equalsIgnoreCase("false")) mustFail++;
      boolean ran;
      try {
        ran = e.algorithm().equals("ascon-aead128") ? AeadVectorTest.check(e.format(), r)
            : SpongeVectorTest.check(e.algorithm(), e.format(), r);
      } catch (AssertionError | RuntimeException ex) {
        throw new AssertionError(e.path() + " record " + (checked + bitPath) + " " + r + ": " + ex.getMessage(), ex);
      }
      if (ran) checked++;
      else bitPath++;
    }
    assertEquals(e.mustFail(), mustFail, "records that must fail");
    assertEquals(e.records(), checked + bitPath);
    if (!e.format().equals("acvp-bits")) assertEquals(0, bitPath, "only acvp-bits records have bit lengths");
  }

  @Test
  void onlyTheLegacyFamilyIsLeftOut() {
    List<String> left = new ArrayList<>();
    for (Vectors.Entry e : Vectors.manifest())
      if (!IMPLEMENTED.contains(e.algorithm())) left.add(e.algorithm());
    assertEquals(12, left.size());
    for (String a : left) assertTrue(a.endsWith("-v12"), a + " is not in the Java library");
  }
}
