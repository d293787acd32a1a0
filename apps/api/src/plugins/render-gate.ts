/**
 * Bounds the pages being rendered at once (rendering is CPU work on the event loop, and each render
 * holds its HTML in memory): up to `concurrency` run, up to `queue` more wait their turn, and any
 * beyond that are shed at once with a 503 and Retry-After instead of piling up in memory.
 */
export class RenderGate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limits: { concurrency: number; queue: number }) {}

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#waiting.length;
  }

  /** Runs `render` when a slot is free; resolves to 'shed' at once when the queue is full. */
  async run<T>(render: () => Promise<T>): Promise<T | 'shed'> {
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
