// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Arrays;

/** ByteBuffer plumbing: heap buffers go straight to the byte[] code; direct ones through one chunk per call. */
final class Streams {
  private static final int CHUNK = 4096;

  private Streams() {}

  interface Sink {
    void accept(byte[] b, int off, int len);
  }

  interface Transform {
    void apply(byte[] in, int off, int len, byte[] out, int outOff);
  }

  /** Feeds buf's remaining bytes to sink, advancing buf to its limit. */
  static void forEach(ByteBuffer buf, Sink sink) {
    int n = buf.remaining();
    if (buf.hasArray()) {
      sink.accept(buf.array(), buf.arrayOffset() + buf.position(), n);
      buf.position(buf.position() + n);
      return;
    }
    byte[] chunk = new byte[Math.min(n, CHUNK)];
    while (buf.hasRemaining()) {
      int k = Math.min(chunk.length, buf.remaining());
      buf.get(chunk, 0, k);
      sink.accept(chunk, 0, k);
    }
    Arrays.fill(chunk, (byte) 0);
  }

  /** Transforms in's remaining bytes into out (as many bytes), advancing both. */
  static void transform(ByteBuffer in, ByteBuffer out, Transform t) {
    int n = in.remaining();
    if (in.hasArray() && out.hasArray()) {
      t.apply(in.array(), in.arrayOffset() + in.position(), n, out.array(), out.arrayOffset() + out.position());
      in.position(in.position() + n);
      out.position(out.position() + n);
      return;
    }
    byte[] chunk = new byte[Math.min(n, CHUNK)];
    while (in.hasRemaining()) {
      int k = Math.min(chunk.length, in.remaining());
      in.get(chunk, 0, k);
      t.apply(chunk, 0, k, chunk, 0);
      out.put(chunk, 0, k);
    }
    Arrays.fill(chunk, (byte) 0);
  }
}
