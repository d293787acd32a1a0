/**
 * Bounds the pages being rendered at once (rendering is CPU work on the event loop, and each render
 * holds its HTML in memory): up to `concurrency` run, up to `queue` more wait their turn, and any
 * beyond that are shed at once with a 503 and Retry-After instead of piling up in memory. When every
 * slot is taken, one client (address) that already holds `perClient` places, running or waiting, is
 * shed rather than queued: a flood of pages that each need a render (made-up search text, tour ids
 * that do not exist) from one address cannot take every place from other visitors, while on a server
 * with free slots many visitors behind one address are all served.
 */
export class RenderGate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  /** Places (running or waiting) held by each client. */
  readonly #held = new Map<string, number>();

  constructor(readonly limits: { concurrency: number; queue: number; perClient?: number }) {}

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#waiting.length;
  }

  /**
   * Runs `render` when a slot is free; resolves to 'shed' at once when the queue is full, or when
   * `client` already holds its share of places.
   */
  async run<T>(render: () => Promise<T>, client?: string): Promise<T | 'shed'> {
    if (client === undefined) return this.#run(render);
    const held = this.#held.get(client) ?? 0;
    // The share binds only when a render would have to wait: while slots are free, many visitors
    // behind one address (a cruise ship's Wi-Fi, a carrier's NAT) get every page they ask for.
    const wouldWait = this.#running >= this.limits.concurrency;
    if (wouldWait && held >= (this.limits.perClient ?? Number.POSITIVE_INFINITY)) return 'shed';
    this.#held.set(client, held + 1);
    try {
      return await this.#run(render);
    } finally {
      const left = (this.#held.get(client) ?? 1) - 1;
      if (left > 0) this.#held.set(client, left);
      else this.#held.delete(client);
    }
  }

  async #run<T>(render: () => Promise<T>): Promise<T | 'shed'> {
    if (this.#running >= this.limits.concurrency) {
      if (this.#waiting.length >= this.limits.queue) return 'shed';
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await render();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next in line, or is given back.
      if (next) next();
      else this.#running--;
    }
  }
}
