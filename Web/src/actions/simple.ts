import { Malformed } from "../contract/diagnostics";
import { child } from "../contract/json";
import { readPrefetched } from "../navigation/prefetched";
import { ActionFailure, ActionRunner } from "./registry";
import { text } from "../ui/strings";

const presentations = ["push", "sheet", "fullScreen"] as const;

/** `navigate`: opens another screen, showing its prefetched title and header at once. */
export const navigateRunner: ActionRunner = {
  type: "navigate",
  async run(fields, environment) {
    const destination = fields.requiredString("destination");
    const presentation = fields.enumValue("presentation", presentations, "push") ?? "push";
    await environment.navigate(destination, presentation, readPrefetched(fields.raw("prefetched")));
  },
};

/** `updateState`: changes the screen's state without a round trip. */
export const updateStateRunner: ActionRunner = {
  type: "updateState",
  async run(fields, environment) {
    environment.state.set(fields.requiredString("key"), fields.raw("value"));
  },
};

/** `showAlert`: a message the person acknowledges. */
export const showAlertRunner: ActionRunner = {
  type: "showAlert",
  async run(fields, environment) {
    await environment.alert(fields.requiredString("title"), fields.string("message"));
  },
};

/** The URLs a client opens (§5 openURL): https, and http on loopback for development. */
export function openable(url: string): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol === "https:") return parsed;
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname);
  return parsed.protocol === "http:" && loopback ? parsed : undefined;
}

/** `openURL`: opens a URL outside the app, in a new tab, never a `javascript:`, `data:` or `file:` one. */
export const openURLRunner: ActionRunner = {
  type: "openURL",
  async run(fields, environment) {
    const url = fields.requiredString("url");
    const allowed = openable(url);
    if (!allowed) throw new ActionFailure(`${text("refused")}: ${url} (only https links are opened)`);
    window.open(allowed.href, "_blank", "noopener,noreferrer");
    environment.status(allowed.href);
  },
};

/** `share`: the platform's share sheet (Web Share), else the clipboard, else the link shown to copy. */
export const shareRunner: ActionRunner = {
  type: "share",
  async run(fields, environment) {
    await share(fields.requiredString("title"), fields.requiredString("url"), environment);
  },
};

export async function share(title: string, url: string, environment: { status(message: string): void; alert(title: string, message?: string): Promise<void> }): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${title} ${url}`);
    environment.status(`${text("copied")}: ${url}`);
  } catch {
    await environment.alert(title, url);
  }
}

/** `sequence`: runs its steps in order and stops at the first that fails or cannot run. */
export const sequenceRunner: ActionRunner = {
  type: "sequence",
  async run(fields, environment) {
    const steps = fields.raw("actions");
    if (!Array.isArray(steps)) throw new Malformed(fields.at("actions"), "required array of actions missing");
    for (const [index, step] of steps.entries()) await environment.run(step, child(fields.at("actions"), index));
  },
};

/** `back`: leaves the current screen. */
export const backRunner: ActionRunner = {
  type: "back",
  async run(_fields, environment) {
    environment.back();
  },
};

/** `refresh`: loads the current screen again. */
export const refreshRunner: ActionRunner = {
  type: "refresh",
  async run(_fields, environment) {
    await environment.refresh();
  },
};
