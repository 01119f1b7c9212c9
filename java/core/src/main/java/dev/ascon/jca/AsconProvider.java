// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.jca;

import java.security.Provider;

/**
 * The JCA provider "Ascon": MessageDigest "Ascon-Hash256", Cipher
 * "Ascon-AEAD128" (parameters: {@link AsconParameterSpec} or
 * {@code GCMParameterSpec}) and Mac "Ascon-Mac". Install it with
 * {@code Security.addProvider(new AsconProvider())}, or find it through
 * {@code ServiceLoader.load(Provider.class)} (META-INF/services).
 */
public final class AsconProvider extends Provider {
  private static final long serialVersionUID = 1L;
  public static final String NAME = "Ascon";

  public AsconProvider() {
    super(NAME, "0.1.0", "Ascon (NIST SP 800-232): Ascon-Hash256, Ascon-AEAD128, Ascon-Mac; pure Java");
    String pkg = AsconProvider.class.getPackageName();
    put("MessageDigest.Ascon-Hash256", pkg + ".Hash256Spi");
    put("Alg.Alias.MessageDigest.ASCON-HASH256", "Ascon-Hash256");
    put("Cipher.Ascon-AEAD128", pkg + ".AeadCipherSpi");
    put("Cipher.Ascon-AEAD128 SupportedModes", "NONE");
    put("Cipher.Ascon-AEAD128 SupportedPaddings", "NOPADDING");
    put("Cipher.Ascon-AEAD128 SupportedKeyFormats", "RAW");
    put("Alg.Alias.Cipher.ASCON-AEAD128", "Ascon-AEAD128");
    put("Mac.Ascon-Mac", pkg + ".MacSpi");
    put("Mac.Ascon-Mac SupportedKeyFormats", "RAW");
    put("Alg.Alias.Mac.ASCON-MAC", "Ascon-Mac");
  }
}
