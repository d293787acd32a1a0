import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type LogStream, loggingOptions, prettyMessage, prettyStream } from './logging.ts';

type LoggerOptions = { stream?: LogStream; level?: string };
const logger = (options: ReturnType<typeof loggingOptions>) => options.logger as LoggerOptions | false;
const enabled = (options: ReturnType<typeof loggingOptions>) => {
  const on = logger(options);
  if (!on) throw new Error('the logger is off');
  return on;
};

describe('the log format', () => {
  it('writes JSON to stdout when stdout is not a terminal', () => {
    expect(enabled(loggingOptions('info', undefined, false)).stream).toBeUndefined();
  });

  it('writes readable lines when stdout is a terminal', () => {
    expect(typeof enabled(loggingOptions('info', undefined, true)).stream?.write).toBe('function');
  });

  it('keeps a given stream as it is (tests read the JSON back)', () => {
    const stream = { write: () => {} };
    expect(logger(loggingOptions('debug', stream, true))).toMatchObject({ stream, level: 'debug' });
    expect(logger(loggingOptions('debug', stream))).toMatchObject({ stream });
  });

  it('logs nothing at level silent', () => {
    expect(logger(loggingOptions('silent', undefined, true))).toBe(false);
  });

  it('puts the request before the message and rounds the time taken', () => {
    const format = prettyMessage as (log: Record<string, unknown>, key: string) => string;
    expect(format({ req: { method: 'GET', url: '/api/tours?page=2' }, msg: 'incoming request' }, 'msg')).toBe(
      'GET /api/tours?page=2 incoming request',
    );
    expect(format({ res: { statusCode: 201 }, responseTime: 12.3456, msg: 'request completed' }, 'msg')).toBe(
      '201 request completed (12.3 ms)',
    );
    expect(format({ msg: 'Shut down cleanly' }, 'msg')).toBe('Shut down cleanly');
  });

  it('prints one readable line an entry, without the request id and the machine', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk) => chunks.push(String(chunk)));
    const stream = prettyStream(out)!;
    stream.write(
      `${JSON.stringify({
        level: 30,
        time: Date.now(),
        pid: 1,
        hostname: 'web-1',
        reqId: 'req-42',
        req: { method: 'POST', url: '/api/bookings', host: 'localhost', remoteAddress: '127.0.0.1' },
        msg: 'incoming request',
      })}\n`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = stripVTControlCharacters(chunks.join(''));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: POST \/api\/bookings incoming request\n$/);
  });
});
