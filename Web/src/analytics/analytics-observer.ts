import { JSONObject } from "../contract/json";
import { SessionEvent } from "../app/session-events";
import { AnalyticsEvent, EventQueue } from "./event-queue";
import { batchSize, Uploader } from "./uploader";

/** 128 random bits in hex, as the terminal makes event and session ids. */
function randomID(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The web's analytics feature: turns the app's events into the same
 * `AnalyticsEvent`s as the terminal's `AnalyticsEventMapper` (every event
 * with the page session's id), queues them first, and uploads a batch when
 * it is full, 30 s after the first unsent event, and when the page is hidden
 * or left (`keepalive`, with `sessionEnd`).
 */
export class AnalyticsObserver {
  private readonly session = randomID();
  private timer: number | undefined;

  constructor(private readonly queue: EventQueue, private readonly uploader: Uploader) {
    const leave = () => {
      this.observe({ kind: "sessionEnded" });
      void this.uploader.flush(true);
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") void this.uploader.flush(true);
    });
  }

  observe(event: SessionEvent): void {
    const properties: JSONObject = { session: this.session };
    let name: string;
    switch (event.kind) {
      case "sessionStarted": name = "sessionStart"; break;
      case "sessionEnded": name = "sessionEnd"; break;
      case "screenViewed":
        name = "screenView";
        properties.path = event.path;
        properties.screenID = event.screenID;
        properties.screen = typeof event.analytics?.screenName === "string" ? event.analytics.screenName : event.screenID;
        if (event.analytics?.properties) properties.screenProperties = event.analytics.properties;
        break;
      case "actionRan":
        name = "actionRun";
        properties.action = event.type;
        if (typeof event.analytics?.screenName === "string") properties.screen = event.analytics.screenName;
        if (event.analytics?.properties) properties.screenProperties = event.analytics.properties;
        if (event.componentID) properties.componentID = event.componentID;
        properties.outcome = event.outcome;
        if (event.message) properties.message = event.message.slice(0, 200);
        break;
      case "impressionSeen":
        name = "impression";
        properties.path = event.path;
        properties.screenID = event.screenID;
        properties.screen = typeof event.analytics?.screenName === "string" ? event.analytics.screenName : event.screenID;
        properties.screenView = event.screenView;
        properties.elementID = event.elementID;
        if (event.analytics?.properties) properties.screenProperties = event.analytics.properties;
        break;
      case "diagnosticsSeen":
        name = "diagnostics";
        properties.path = event.path;
        properties.count = event.diagnostics.length;
        properties.items = event.diagnostics.slice(0, 50).map((item) => ({ path: item.path, kind: item.kind }));
        if (event.diagnostics.length > 50) properties.truncated = true;
        break;
    }
    const recorded: AnalyticsEvent = { id: randomID(), name, timestamp: Date.now(), properties };
    this.queue.add(recorded);
    if (this.queue.count >= batchSize) void this.uploader.flush();
    else if (this.timer === undefined) {
      this.timer = window.setTimeout(() => {
        this.timer = undefined;
        void this.uploader.flush();
      }, 30_000);
    }
  }
}
