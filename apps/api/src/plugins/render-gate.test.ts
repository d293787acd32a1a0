import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('the render gate', () => {
  it("when every slot is taken, sheds a client's renders beyond its share while another client waits its turn", async () => {
    const gate = new RenderGate({ concurrency: 3, queue: 64, perClient: 2 });
    const blocker = deferred();
    const flood = Array.from({ length: 5 }, () =>
      gate.run(async () => {
        await blocker.promise;
        return 'page';
      }, '203.0.113.66'),
    );
    // The flood took the three free slots; its fourth and fifth would wait beyond its share.
    const visitor = gate.run(async () => 'visitor page', '198.51.100.10');
    expect(gate.waiting).toBe(1);
    blocker.resolve();
    expect(await Promise.all(flood)).toEqual(['page', 'page', 'page', 'shed', 'shed']);
    expect(await visitor).toBe('visitor page');
    // Its places are given back once its renders end.
    expect(await gate.run(async () => 'again', '203.0.113.66')).toBe('again');
  });

  it('serves many visitors behind one address while slots are free', async () => {
    const gate = new RenderGate({ concurrency: 8, queue: 64, perClient: 2 });
    const blocker = deferred();
    const crowd = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        await blocker.promise;
        return `page ${i}`;
      }, '203.0.113.7'),
    );
    blocker.resolve();
    expect(await Promise.all(crowd)).toEqual(['page 0', 'page 1', 'page 2', 'page 3', 'page 4', 'page 5']);
  });

  it('runs at most `concurrency` renders, queues `queue` more and sheds the rest', async () => {
    const gate = new RenderGate({ concurrency: 2, queue: 1 });
    const started: number[] = [];
    const blockers = [deferred(), deferred(), deferred()];
    const runs = blockers.map((blocker, i) =>
      gate.run(async () => {
        started.push(i);
        await blocker.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(1);
    expect(await gate.run(async () => 'late')).toBe('shed');

    blockers[0]!.resolve();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.running).toBe(2);
    blockers[1]!.resolve();
    blockers[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => 'after')).toBe('after');
  });

  it('frees the slot when a render fails', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
