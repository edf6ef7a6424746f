import { JSONValue } from "../contract/json";

/** A screen's state keys (§8): what bound inputs show and write, and what commands send. */
export class ScreenState {
  private readonly values = new Map<string, JSONValue>();
  private readonly listeners = new Set<(key: string) => void>();

  constructor(initial: Record<string, JSONValue> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): JSONValue | undefined {
    return this.values.get(key);
  }

  /** Sets a key (`null` removes it) and tells the listeners. */
  set(key: string, value: JSONValue | undefined): void {
    if (value === null || value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of this.listeners) listener(key);
  }

  subscribe(listener: (key: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  keys(): string[] {
    return [...this.values.keys()];
  }

  snapshot(): Record<string, JSONValue> {
    return Object.fromEntries(this.values);
  }
}
