import type { EventPayloads, ServerEvent } from '../ipc/contract';

/** A listener of pushed events. */
export type EventListener = (event: ServerEvent) => void;

/**
 * The services' outbox for events pushed to the renderer (import progress). Each host
 * subscribes once per client: the web host per socket, Electron per window. A listener that
 * throws is dropped from this emit only; the others still hear it.
 */
export class EventHub {
  private readonly listeners = new Set<EventListener>();

  /** Starts listening; returns a function that stops. */
  on(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends an event to every listener. */
  emit<E extends keyof EventPayloads>(event: E, payload: EventPayloads[E]): void {
    const message = { event, payload } as ServerEvent;
    for (const l of [...this.listeners]) {
      try {
        l(message);
      } catch (e) {
        console.error('[arbiter] event listener failed:', e);
      }
    }
  }

  /** How many listeners there are (tests, diagnostics). */
  size(): number {
    return this.listeners.size;
  }
}
