import type { IncomingMessage } from 'node:http';

/** A refused body is read on (and discarded) up to this many more bytes... */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
/** ...and for this long at most. */
export const DRAIN_MAX_MS = 10_000;

/**
 * Reads and discards the rest of a request's body before it is answered with an error and the
 * connection closed: a server that closes a connection with upload data still arriving makes the
 * operating system reset it, and a client still sending then loses the answer ("connection reset"
 * instead of the 413). Bounded: a body declared larger than `DRAIN_MAX_BYTES` is not read at all,
 * and reading stops after `DRAIN_MAX_BYTES` bytes or `DRAIN_MAX_MS`.
 */
export function drainBody(raw: IncomingMessage): Promise<void> {
  const declared = Number(raw.headers['content-length']);
  if (raw.complete || raw.destroyed || declared > DRAIN_MAX_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('error', done);
    raw.once('close', done);
    raw.resume();
  });
}
