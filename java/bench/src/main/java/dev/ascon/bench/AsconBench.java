// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.bench;

import dev.ascon.Aead128;
import dev.ascon.Hash256;
import java.security.MessageDigest;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.digests.AsconHash256;
import org.bouncycastle.crypto.engines.AsconAEAD128;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One message of `size` bytes per operation: Ascon-Hash256 and Ascon-AEAD128
 * encryption (16-byte tag, no associated data) of this library against
 * Bouncy Castle 1.87, and the JDK's SHA-256 and AES-128-GCM. Every AEAD
 * operation uses a new nonce (one byte counts up), as real use must.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class AsconBench {
  @Param({"16", "64", "1024", "1048576"})
  public int size;

  byte[] in, out, key = new byte[16], nonce = new byte[16], iv = new byte[12];
  Aead128 aead;
  AsconAEAD128 bcAead;
  AsconHash256 bcHash;
  MessageDigest sha256;
  Cipher gcm;
  SecretKeySpec aesKey;

  @Setup(Level.Trial)
  public void setup() throws Exception {
    in = new byte[size];
    for (int i = 0; i < size; i++) in[i] = (byte) (i * 31);
    out = new byte[size + 32];
    for (int i = 0; i < 16; i++) key[i] = (byte) i;
    aead = new Aead128(key);
    bcAead = new AsconAEAD128();
    bcHash = new AsconHash256();
    sha256 = MessageDigest.getInstance("SHA-256");
    gcm = Cipher.getInstance("AES/GCM/NoPadding");
    aesKey = new SecretKeySpec(key, "AES");
  }

  @Benchmark
  public byte[] hash256Ascon() {
    Hash256.hash(in, 0, size, out, 0);
    return out;
  }

  @Benchmark
  public byte[] hash256BouncyCastle() {
    bcHash.update(in, 0, size);
    bcHash.doFinal(out, 0);
    return out;
  }

  @Benchmark
  public byte[] sha256Jdk() throws Exception {
    sha256.update(in, 0, size);
    sha256.digest(out, 0, 32);
    return out;
  }

  @Benchmark
  public byte[] aead128Ascon() {
    nonce[0]++;
    aead.encrypt(nonce, in, 0, size, null, 0, 0, out, 0);
    return out;
  }

  @Benchmark
  public byte[] aead128BouncyCastle() throws Exception {
    nonce[0]++;
    nonce[1] += nonce[0] == 0 ? 1 : 0;
    bcAead.init(true, new ParametersWithIV(new KeyParameter(key), nonce));
    int n = bcAead.processBytes(in, 0, size, out, 0);
    bcAead.doFinal(out, n);
    return out;
  }

  @Benchmark
  public byte[] aesGcmJdk() throws Exception {
    iv[0]++;
    iv[1] += iv[0] == 0 ? 1 : 0;
    gcm.init(Cipher.ENCRYPT_MODE, aesKey, new GCMParameterSpec(128, iv));
    gcm.doFinal(in, 0, size, out, 0);
    return out;
  }
}
