// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * A byte[] step (absorbing or squeezing) that the ByteBuffer entry points run
 * over a buffer, so the heap/direct buffer handling is written once.
 */
interface ArrayOp {
  void apply(byte[] b, int off, int len);

  /**
   * Runs op over buf's remaining bytes and advances buf to its limit: in place on
   * a heap buffer's array, else through a bounce array of at most 4 KiB, wiped
   * afterwards (it held message or output bytes). writes: op fills the bytes
   * (squeezing) rather than reads them (absorbing).
   */
  static void overBuffer(ByteBuffer buf, boolean writes, ArrayOp op) {
    if (buf.hasArray()) {
      int n = buf.remaining();
      op.apply(buf.array(), buf.arrayOffset() + buf.position(), n);
      buf.position(buf.position() + n);
      return;
    }
    byte[] chunk = new byte[Math.min(buf.remaining(), 4096)];
    while (buf.hasRemaining()) {
      int n = Math.min(chunk.length, buf.remaining());
      if (!writes) buf.get(chunk, 0, n);
      op.apply(chunk, 0, n);
      if (writes) buf.put(chunk, 0, n);
    }
    Arrays.fill(chunk, (byte) 0);
  }
}
