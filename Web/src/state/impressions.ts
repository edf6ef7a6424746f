import { isObject, JSONValue } from "../contract/json";

/**
 * Components' visibility and disappear actions (§8.6), read from a resolved
 * screen as the Swift client decodes them, and the engine that decides when
 * they fire: Swift's `ImpressionEngine`, step for step (the shared vectors
 * in Tests/Conformance/impressions.json hold both to it). Loaded only with
 * the impressions bundle, by a screen that carries them.
 */
export interface VisibilityAction { id: string; visiblePercentage: number; duration: number; limit: number; actions: JSONValue[] }
export interface Tracked { elementID: string; path: string; visibility: VisibilityAction[]; disappear: { id: string; actions: JSONValue[] }[] }
/** One action's turn; `seen` for a visibility action (an impression), not a disappear action. */
export interface Firing { elementID: string; id: string; actions: JSONValue[]; seen: boolean }

/** `ContractContext.maximumTrackedElements`, `VisibilityAction.maximumPerComponent` and `.maximumDuration`. */
export const maximumTracked = 1000;
const perComponent = 16;
const maximumDuration = 60000;

function entries(value: JSONValue | undefined): JSONValue[] {
  return (Array.isArray(value) ? value : []).filter((entry) => isObject(entry) && typeof entry.id === "string" && entry.id !== "" && Array.isArray(entry.actions)).slice(0, perComponent);
}

function bounded(value: JSONValue | undefined, fallback: number, low: number, high: number): number {
  return typeof value === "number" && Number.isInteger(value) ? Math.min(Math.max(value, low), high) : fallback;
}

/** The tracked components of a resolved screen, in reading order: an element's id, else its JSON path (as the renderer marks it). */
export function readTracked(screen: JSONValue): Tracked[] {
  const tracked: Tracked[] = [];
  const seen = new Set<string>();
  let considered = 0;
  const visit = (value: JSONValue, path: string, depth: number): void => {
    if (depth > 64) return;
    if (Array.isArray(value)) { value.forEach((item, index) => visit(item, `${path}[${index}]`, depth + 1)); return; }
    if (!isObject(value)) return;
    if (typeof value.type === "string" && (value.visibilityActions !== undefined || value.disappearActions !== undefined) && considered++ < maximumTracked) {
      const elementID = typeof value.id === "string" ? value.id : path;
      const visibility = entries(value.visibilityActions).map((entry) => {
        const action = entry as { id: string; actions: JSONValue[]; visiblePercentage?: JSONValue; duration?: JSONValue; limit?: JSONValue };
        const limit = typeof action.limit === "number" && Number.isInteger(action.limit) && action.limit >= 0 ? action.limit : 1;
        return { id: action.id, visiblePercentage: bounded(action.visiblePercentage, 50, 1, 100), duration: bounded(action.duration, 800, 0, maximumDuration), limit, actions: action.actions };
      });
      const disappear = entries(value.disappearActions) as { id: string; actions: JSONValue[] }[];
      if (!seen.has(elementID) && visibility.length + disappear.length > 0) tracked.push({ elementID, path, visibility, disappear });
      seen.add(elementID);
    }
    for (const [key, member] of Object.entries(value)) {
      if (key !== "initialState" && key !== "templates" && key !== "visibilityActions" && key !== "disappearActions") visit(member, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  visit(screen, "", 0);
  return tracked;
}

/** Decides what fires from the share of each component on screen (percent) at each instant of the client's clock. */
export class ImpressionEngine {
  private since = new Map<string, number>();
  private firedInStretch = new Set<string>();
  private counts = new Map<string, number>();
  private onScreen = new Set<string>();

  constructor(public tracked: Tracked[]) {}

  /** What the client shows at `now`; returns what fires: disappear actions first, then visibility actions. */
  report(shares: Map<string, number>, now: number): Firing[] {
    const firings: Firing[] = [];
    for (const element of this.tracked) {
      const share = shares.get(element.elementID) ?? 0;
      if (share > 0) this.onScreen.add(element.elementID);
      else if (this.onScreen.delete(element.elementID)) firings.push(...element.disappear.map((action) => ({ elementID: element.elementID, ...action, seen: false })));
      for (const action of element.visibility) {
        const key = `${element.elementID}\u0000${action.id}`;
        if (share >= action.visiblePercentage) {
          if (!this.since.has(key)) this.since.set(key, now);
        } else {
          this.since.delete(key);
          this.firedInStretch.delete(key);
        }
      }
    }
    return firings.concat(this.advance(now));
  }

  /** What fires at `now` with nothing on screen changed. */
  advance(now: number): Firing[] {
    const firings: Firing[] = [];
    for (const element of this.tracked) {
      for (const action of element.visibility) {
        const key = `${element.elementID}\u0000${action.id}`;
        const due = this.due(action, key);
        if (due === undefined || now < due) continue;
        this.firedInStretch.add(key);
        this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
        firings.push({ elementID: element.elementID, id: action.id, actions: action.actions, seen: true });
      }
    }
    return firings;
  }

  /** When the next visibility action fires if nothing changes; undefined when none waits. */
  nextDue(): number | undefined {
    let earliest: number | undefined;
    for (const element of this.tracked) {
      for (const action of element.visibility) {
        const due = this.due(action, `${element.elementID}\u0000${action.id}`);
        if (due !== undefined) earliest = Math.min(earliest ?? due, due);
      }
    }
    return earliest;
  }

  private due(action: VisibilityAction, key: string): number | undefined {
    const start = this.since.get(key);
    if (start === undefined || this.firedInStretch.has(key) || (action.limit !== 0 && (this.counts.get(key) ?? 0) >= action.limit)) return undefined;
    return start + action.duration;
  }
}
