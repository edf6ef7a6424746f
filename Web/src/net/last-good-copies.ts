import { Loaded } from "./api";

/** As many screens and bytes as the terminal's cache keeps (`ClientScreenCache`: 500 documents, 64 MiB). */
export const maximumCopies = 500;
export const maximumCopyBytes = 64 * 1024 * 1024;

interface Copy {
  readonly url: string;
  readonly text: string;
  readonly etag?: string;
  readonly savedAt: number;
  readonly bytes: number;
}

/**
 * The last good copy of every screen this browser loaded, in IndexedDB,
 * within the terminal cache's bounds (the oldest go first): shown, marked
 * offline, when the server cannot be reached. Storage the browser refuses
 * (a private window) only means there are no copies; nothing fails.
 */
export class LastGoodCopies {
  private database: Promise<IDBDatabase | undefined>;

  constructor(name = "sdui-last-good-copies") {
    this.database = new Promise((resolve) => {
      try {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => request.result.createObjectStore("copies", { keyPath: "url" }).createIndex("savedAt", "savedAt");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    });
  }

  async keep(loaded: Loaded): Promise<void> {
    const database = await this.database;
    if (!database || loaded.offline) return;
    const bytes = new TextEncoder().encode(loaded.text).length;
    if (bytes > maximumCopyBytes) return;
    const copy: Copy = { url: loaded.url, text: loaded.text, etag: loaded.etag, savedAt: Date.now(), bytes };
    await done(database.transaction("copies", "readwrite").objectStore("copies").put(copy));
    await this.trim(database);
  }

  async find(url: string): Promise<Loaded | undefined> {
    const database = await this.database;
    if (!database) return undefined;
    const copy = await done(database.transaction("copies").objectStore("copies").get(url)) as Copy | undefined;
    if (!copy) return undefined;
    try {
      return { document: JSON.parse(copy.text), text: copy.text, url: copy.url, offline: true, etag: copy.etag };
    } catch {
      return undefined;
    }
  }

  /** Forgets every copy (a logout: they may hold that person's screens). */
  async clear(): Promise<void> {
    const database = await this.database;
    if (database) await done(database.transaction("copies", "readwrite").objectStore("copies").clear());
  }

  /** Drops the oldest copies until both bounds hold. */
  private async trim(database: IDBDatabase): Promise<void> {
    const all = await done(database.transaction("copies").objectStore("copies").getAll()) as Copy[];
    let count = all.length, bytes = all.reduce((sum, copy) => sum + copy.bytes, 0);
    if (count <= maximumCopies && bytes <= maximumCopyBytes) return;
    const store = database.transaction("copies", "readwrite").objectStore("copies");
    for (const copy of all.sort((a, b) => a.savedAt - b.savedAt)) {
      if (count <= maximumCopies && bytes <= maximumCopyBytes) break;
      store.delete(copy.url);
      count -= 1;
      bytes -= copy.bytes;
    }
  }
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
