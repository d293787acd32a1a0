import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, preferredEncoding } from './compressed-once.ts';

/**
 * A serialised API answer kept in a cache, with its br and gzip forms made once, the first time a
 * client asks for one: a cached answer is never compressed per request.
 */
export class EncodedJson {
  #compressed: Promise<{ br: Buffer; gzip: Buffer }> | undefined;

  constructor(readonly json: string) {}

  compressed() {
    this.#compressed ??= compressOnce(Buffer.from(this.json, 'utf8'));
    return this.#compressed;
  }
}

/** Sends `body` in the encoding the client prefers; the compression plugin leaves it as it is. */
export async function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson) {
  // Answers with operators' text come in the language asked for (decision 029).
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding, Accept-Language');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.json);
  const compressed = await body.compressed();
  return reply.header('content-encoding', encoding).send(compressed[encoding]);
}
