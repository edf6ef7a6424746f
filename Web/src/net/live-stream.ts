import { startTrace } from "../tracing/trace-parent";

/** A line longer than this ends the stream: no server event of ours comes near it. */
const maximumLine = 64 * 1024;
/** Hearing nothing for this long (the server's comments come every 15 s) means the connection is gone. */
const silenceLimit = 45_000;
/** Statuses that say this server has no streams: the timed refresh carries on alone. */
const noStreams = new Set([404, 405, 406, 410, 501]);

/**
 * A live screen's stream (contract §2 "Live screens"), over `fetch` rather
 * than `EventSource` so it carries the client's headers (capabilities,
 * language, install id) like every other request: `Last-Event-ID` names the
 * copy shown, a `changed` event asks for a revalidation, a drop reconnects
 * after a quarter of a second doubling to 30 s with jitter, 45 s of silence
 * reconnects, and a server without streams is not asked again.
 */
export class LiveStream {
  private controller: AbortController | undefined;
  private stopped = false;
  private delay = 250;
  connected = false;

  /** @param fetch `API.fetch`: the client's headers and a traceparent on each connection. */
  constructor(private readonly url: string, private readonly fetch: (url: string, init: RequestInit) => Promise<Response>,
              private lastEventID: string | undefined, private readonly changed: (id: string | undefined) => void) {}

  start(): void {
    this.stopped = false;
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    this.connected = false;
    this.controller?.abort();
  }

  /** The copy now shown, so a reconnection names it. */
  shows(etag: string | undefined): void {
    if (etag) this.lastEventID = etag;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const controller = new AbortController();
      this.controller = controller;
      let silence = window.setTimeout(() => controller.abort(), silenceLimit);
      try {
        const response = await this.fetch(this.url, {
          headers: { Accept: "text/event-stream", ...(this.lastEventID ? { "Last-Event-ID": this.lastEventID } : {}) },
          cache: "no-store", signal: controller.signal,
        });
        if (noStreams.has(response.status)) return;
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        this.connected = true;
        this.delay = 250;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "", id: string | undefined, event = "", data = "";
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          window.clearTimeout(silence);
          silence = window.setTimeout(() => controller.abort(), silenceLimit);
          buffer += value;
          if (buffer.length > maximumLine && !buffer.includes("\n")) throw new Error("a line longer than the limit");
          let newline: number;
          while ((newline = buffer.indexOf("\n")) >= 0) {
            const line = buffer.slice(0, newline).replace(/\r$/, "");
            buffer = buffer.slice(newline + 1);
            if (line === "") {
              if (event === "changed") {
                if (id) this.lastEventID = id;
                // The revalidation a change asks for is a trace of its own, not the action that opened the screen.
                startTrace();
                this.changed(id);
              }
              id = undefined; event = ""; data = "";
            } else if (line.startsWith("id:")) {
              id = line.slice(3).trim();
            } else if (line.startsWith("event:")) {
              event = line.slice(6).trim();
            } else if (line.startsWith("data:")) {
              data += line.slice(5);
            }
          }
          void data;
        }
      } catch {
        // A drop, a silence or a refusal: tried again below unless stopped.
      } finally {
        window.clearTimeout(silence);
        this.connected = false;
      }
      if (this.stopped) return;
      const wait = this.delay * (0.5 + Math.random());
      this.delay = Math.min(this.delay * 2, 30_000);
      await new Promise((resume) => window.setTimeout(resume, wait));
      // A reconnection starts a trace; the first connection is part of the action that opened the screen.
      startTrace();
    }
  }
}
