/**
 * Runs clients' requests one at a time, taking the clients in turn (round robin), so a client
 * with hundreds of requests queued delays another client's request by one request, not by all
 * of them. The services are synchronous SQLite and engine calls on one thread: the order in
 * which requests run is the only fairness there is. A client can be held (its replies are not
 * being read): its requests wait and the others go on.
 */
export class FairQueue<C> {
  private readonly queues = new Map<C, Array<() => Promise<void>>>();
  private turn: C[] = [];
  private running = false;

  constructor(private readonly held: (client: C) => boolean = () => false) {}

  /** Queues a client's task; returns how many of its tasks are waiting now. */
  push(client: C, task: () => Promise<void>): number {
    let queue = this.queues.get(client);
    if (!queue) {
      queue = [];
      this.queues.set(client, queue);
      this.turn.push(client);
    }
    queue.push(task);
    void this.run();
    return queue.length;
  }

  /** How many of a client's tasks are waiting. */
  waiting(client: C): number {
    return this.queues.get(client)?.length ?? 0;
  }

  /** Drops a client's waiting tasks (it went away). */
  forget(client: C): void {
    this.queues.delete(client);
    this.turn = this.turn.filter((c) => c !== client);
  }

  /** Runs again after a held client may have become ready. */
  wake(): void {
    void this.run();
  }

  private next(): (() => Promise<void>) | undefined {
    for (let i = 0; i < this.turn.length; i++) {
      const client = this.turn.shift() as C;
      const queue = this.queues.get(client);
      if (!queue) continue;
      this.turn.push(client);
      if (queue.length === 0 || this.held(client)) continue;
      const task = queue.shift();
      if (queue.length === 0) {
        this.queues.delete(client);
        this.turn = this.turn.filter((c) => c !== client);
      }
      return task;
    }
    return undefined;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let task = this.next(); task; task = this.next()) {
        // Started, not awaited: a handler that waits on something long (a worker, a job) holds no one up.
        task().catch((e: unknown) => console.error('[arbiter] web host request failed:', e));
        // Let the sockets be read between requests: a request that arrives now joins its turn.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      this.running = false;
    }
  }
}
