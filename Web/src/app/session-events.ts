import { Diagnostic } from "../contract/diagnostics";
import { JSONObject } from "../contract/json";

/** What happens in the app that an observer (analytics) may want: the web's `SessionEvent`. */
export type SessionEvent =
  | { readonly kind: "sessionStarted" }
  | { readonly kind: "sessionEnded" }
  | { readonly kind: "screenViewed"; readonly path: string; readonly screenID: string; readonly analytics?: JSONObject }
  | { readonly kind: "actionRan"; readonly type: string; readonly componentID?: string;
      readonly outcome: "completed" | "cancelled" | "failed"; readonly message?: string; readonly analytics?: JSONObject }
  | { readonly kind: "impressionSeen"; readonly path: string; readonly screenID: string; readonly screenView: number;
      readonly elementID: string; readonly analytics?: JSONObject }
  | { readonly kind: "diagnosticsSeen"; readonly path: string; readonly diagnostics: readonly Diagnostic[] };

/** Observers of the app, registered as a feature registers: the core knows none of them. */
export class SessionObservers {
  private readonly observers: ((event: SessionEvent) => void)[] = [];

  add(observer: (event: SessionEvent) => void): void {
    this.observers.push(observer);
  }

  emit(event: SessionEvent): void {
    for (const observer of this.observers) {
      try {
        observer(event);
      } catch {
        // An observer's failure never reaches the screen.
      }
    }
  }
}
