import { AnalyticsEvent, EventQueue } from "./event-queue";

/** Events per upload (the terminal's `batchSize`). */
export const batchSize = 50;
/** Consecutive failures before a flush stops until the next trigger. */
const maximumAttempts = 8;

/**
 * Sends the queue in batches to `POST /v{n}/analytics/events`, as the
 * terminal's `AnalyticsUploader`: a batch is forgotten only when the answer
 * is 2xx and accepted + duplicates is its size; 400, 413 and 422 halve it
 * until the refused event is alone, which is dropped; anything else waits a
 * full-jitter backoff (at most 60 s) and tries again, up to 8 times. When
 * the page is going away the request is `keepalive`, so it outlives the page.
 */
export class Uploader {
  private flushing = false;

  /** @param fetch `API.fetch`: the client's headers, and the trace of the action the upload is sent in. */
  constructor(private readonly queue: EventQueue, private readonly url: string,
              private readonly fetch: (url: string, init: RequestInit) => Promise<Response>) {}

  async flush(leaving = false): Promise<void> {
    if (this.flushing && !leaving) return;
    this.flushing = true;
    try {
      let failures = 0;
      while (this.queue.count > 0 && failures < maximumAttempts) {
        const outcome = await this.send(this.queue.peek(batchSize), leaving);
        if (outcome === "sent") {
          failures = 0;
        } else {
          failures += 1;
          if (leaving) return;
          await new Promise((resume) => setTimeout(resume, Math.random() * Math.min(60_000, 500 * 2 ** (failures - 1))));
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async send(batch: AnalyticsEvent[], leaving: boolean): Promise<"sent" | "failed"> {
    let response: Response;
    try {
      response = await this.fetch(this.url, {
        method: "POST", keepalive: leaving, cache: "no-store",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ events: batch }),
      });
    } catch {
      return "failed";
    }
    if ([400, 413, 422].includes(response.status)) {
      if (batch.length === 1) {
        this.queue.remove(new Set(batch.map((event) => event.id)));
        return "sent";
      }
      const half = Math.ceil(batch.length / 2);
      const first = await this.send(batch.slice(0, half), leaving);
      return first === "sent" ? this.send(batch.slice(half), leaving) : "failed";
    }
    if (!response.ok) return "failed";
    try {
      const answer = await response.json() as { accepted?: unknown; duplicates?: unknown };
      if (typeof answer.accepted !== "number" || typeof answer.duplicates !== "number" || answer.accepted + answer.duplicates !== batch.length) return "failed";
    } catch {
      return "failed";
    }
    this.queue.remove(new Set(batch.map((event) => event.id)));
    return "sent";
  }
}
