/**
 * Cuts a TCP byte stream into wire protocol messages (each starts with its int32 length).
 * Chunks are kept in a list and joined once a whole message is there, so a large message arriving
 * in many small chunks costs linear, not quadratic, copying.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly maxMessage: number) {}

  /** Adds a chunk; returns the complete messages, or undefined when the stream is malformed. */
  push(chunk: Buffer): Buffer[] | undefined {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const messages: Buffer[] = [];
    while (this.size >= 4) {
      const head = this.chunks[0] as Buffer;
      const length = head.length >= 4 ? head.readInt32LE(0) : this.join().readInt32LE(0);
      if (length < 16 || length > this.maxMessage) return undefined;
      if (this.size < length) break;
      const all = this.join();
      messages.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.size = rest.length;
    }
    return messages;
  }

  private join(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.size)];
    return this.chunks[0] as Buffer;
  }
}
