import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads.ts';

/** A read whose answers the test releases one by one, recording when each read started. */
function controlledRead() {
  const started: ((value: number) => void)[] = [];
  let value = 0;
  return {
    read: () => new Promise<number>((resolve) => started.push(resolve)),
    finishNext(next = ++value) {
      started.shift()?.(next);
    },
    get startedCount() {
      return started.length;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedReads', () => {
  it('never answers a caller with a read that started before it called', async () => {
    const source = controlledRead();
    const read = sharedReads(source.read);
    const first = read();
    const second = read(); // arrives while the first read runs: must wait for a new read
    expect(source.startedCount).toBe(1);
    source.finishNext(1);
    expect(await first).toBe(1);
    await tick();
    expect(source.startedCount).toBe(1);
    source.finishNext(2);
    expect(await second).toBe(2);
  });

  it('lets every caller that arrived during one read share the next one', async () => {
    let reads = 0;
    const source = controlledRead();
    const read = sharedReads(() => {
      reads++;
      return source.read();
    });
    const first = read();
    const waiting = Array.from({ length: 50 }, () => read());
    source.finishNext(1);
    await first;
    await tick();
    source.finishNext(2);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(2));
    expect(reads).toBe(2);
  });

  it('passes a failed read to its callers and reads again for the next caller', async () => {
    let fail = true;
    const read = sharedReads(async () => {
      if (fail) throw new Error('connection lost');
      return 7;
    });
    await expect(read()).rejects.toThrow('connection lost');
    fail = false;
    expect(await read()).toBe(7);
  });
});
