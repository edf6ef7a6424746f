import { JSONObject } from "../contract/json";

/** One analytics event as the server ingests it (`AnalyticsEvent`). */
export interface AnalyticsEvent {
  readonly id: string;
  readonly name: string;
  readonly timestamp: number;
  readonly properties: JSONObject;
}

/** At most this many events wait (the terminal's `capacity`); a new one in a full queue drops the oldest. */
export const queueCapacity = 10_000;
const storageKey = "sdui.analytics.queue";

/**
 * The events not yet acknowledged by the server, in `localStorage`, so a
 * page closed before its upload sends them on the next visit: delivery is
 * at least once, and the server's idempotency on ids makes it exactly once.
 */
export class EventQueue {
  private events: AnalyticsEvent[];
  dropped = 0;

  constructor() {
    try {
      const kept = JSON.parse(localStorage.getItem(storageKey) ?? "[]") as unknown;
      this.events = Array.isArray(kept) ? kept as AnalyticsEvent[] : [];
    } catch {
      this.events = [];
    }
  }

  get count(): number {
    return this.events.length;
  }

  add(event: AnalyticsEvent): void {
    this.events.push(event);
    if (this.events.length > queueCapacity) {
      this.dropped += this.events.length - queueCapacity;
      this.events.splice(0, this.events.length - queueCapacity);
    }
    this.save();
  }

  /** The oldest `count` events, to send. */
  peek(count: number): AnalyticsEvent[] {
    return this.events.slice(0, count);
  }

  /** Forgets the events the server acknowledged (or refused for good). */
  remove(ids: ReadonlySet<string>): void {
    this.events = this.events.filter((event) => !ids.has(event.id));
    this.save();
  }

  private save(): void {
    try {
      localStorage.setItem(storageKey, JSON.stringify(this.events));
    } catch {
      // Storage full or refused: the events stay in memory for this page.
    }
  }
}
