import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// An over-limit body, sent over a real connection while the server has already refused it: the
// client must read the 413, not see the connection reset under its upload.
let t: TestApp;
let origin: string;
const LIMIT = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const CHUNKS = (4 * LIMIT) / CHUNK.length;
const TRIES = 10;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

/** The body, a chunk at a time, as an upload from a file or a slow network sends it. */
function* chunks() {
  for (let i = 0; i < CHUNKS; i++) yield CHUNK;
}

type Answer = { error?: { code?: string; message?: string } };
const expectTooLarge = (status: number, body: Answer) => {
  expect(status).toBe(413);
  expect(body.error?.code).toBe('BODY_TOO_LARGE');
  expect(body.error?.message).toBe('Request body is too large.');
};

describe('a request body over the limit', () => {
  it('is answered 413 to fetch sending it in chunks, every time', async () => {
    for (let i = 0; i < TRIES; i++) {
      const stream = ReadableStream.from(chunks());
      const res = await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expectTooLarge(res.status, (await res.json()) as Answer);
    }
  });

  it('is answered 413 to fetch sending it with its length, every time', async () => {
    const body = Buffer.concat([...chunks()]);
    for (let i = 0; i < TRIES; i++) {
      const res = await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expectTooLarge(res.status, (await res.json()) as Answer);
    }
  });

  it('is answered 413 to http.request writing it chunk by chunk, every time', async () => {
    for (let i = 0; i < TRIES; i++) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${origin}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(CHUNKS * CHUNK.length) },
        });
        req.on('error', reject);
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => {
            body += text;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          res.on('error', reject);
        });
        const source = chunks();
        const writeMore = () => {
          for (let next = source.next(); !next.done; next = source.next()) {
            if (!req.write(next.value)) return void req.once('drain', writeMore);
          }
          req.end();
        };
        writeMore();
      });
      expectTooLarge(answer.status, JSON.parse(answer.body));
    }
  });

  it('is answered 413 to a client that reads the answer only once it has sent the body, every time', async () => {
    // Before: the server closed the connection while the body still arrived, the system reset it,
    // and the client lost the answer waiting unread (EPIPE or ECONNRESET).
    const url = new URL(origin);
    for (let i = 0; i < TRIES; i++) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect({ host: url.hostname, port: Number(url.port) });
        socket.pause();
        const received: Buffer[] = [];
        socket.on('data', (data: Buffer) => received.push(data));
        socket.on('error', reject);
        socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: ${url.host}\r\nAccept-Language: es\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${CHUNKS * CHUNK.length}\r\n\r\n`,
        );
        const source = chunks();
        const writeMore = () => {
          const next = source.next();
          if (next.done) return void socket.resume();
          socket.write(next.value, (error) => (error ? socket.resume() : setImmediate(writeMore)));
        };
        writeMore();
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(body).error).toMatchObject({
        code: 'BODY_TOO_LARGE',
        message: 'La solicitud es demasiado grande.',
      });
    }
  });
});
