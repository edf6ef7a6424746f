import { BoundAction } from "../render/context";
import { Entry } from "./entry";

/** The screen a 401 opens, and the action types whose success means "signed in" (the terminal's `AuthenticationRoute`). */
export const loginPath = "login";
export const signInActions: ReadonlySet<string> = new Set(["login"]);

/** What is done again once signed in: the screen that answered 401 is loaded again, or the command that did runs again. */
export type Retry =
  | { readonly kind: "reload"; readonly entry: Entry }
  | { readonly kind: "command"; readonly entry: Entry; readonly action: BoundAction; readonly origin: HTMLElement };

/** What of the app the 401 flow uses. */
export interface SignInHost {
  /** The screens, bottom first. */
  readonly stack: readonly Entry[];
  /** Opens the login screen on top, with a history entry of its own, and gives its entry at once (it loads after). */
  openLogin(path: string): Entry | undefined;
  /** Goes back in the browser's history to `entry`, closing the screens above it, as back would. */
  returnTo(entry: Entry): Promise<void>;
  /** Loads `entry`'s screen again and draws it. */
  reload(entry: Entry): Promise<void>;
  /** Runs an action again on `entry`, as if activated on `origin`. */
  rerun(entry: Entry, action: BoundAction, origin: HTMLElement): Promise<void>;
}

/** A request the server refused for want of a login: a `LoadError` of any bundle's copy with status 401. */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 401;
}

/**
 * The 401 flow, as the terminal's `Session+Authentication`: a screen or a
 * command that answers 401 opens the login screen above the screen it
 * happened on; once a sign-in action succeeds there, the person is taken
 * back to that screen (back in the history, so back from it then leads
 * where it led before, not to the login), and the screen is loaded again
 * in its place, or the command runs again. Leaving the login screen
 * abandons the retry; a 401 from the login screen, or while it is on top,
 * opens no other.
 */
export class SignInFlow {
  private pending?: { readonly retry: Retry; readonly login: Entry };

  constructor(private readonly host: SignInHost) {}

  /** Opens the login screen for `retry`, unless the login is what failed or is already on top. */
  require(retry: Retry): void {
    const top = this.host.stack[this.host.stack.length - 1];
    if (top?.path === loginPath || retry.entry.path === loginPath) return;
    const login = this.host.openLogin(loginPath);
    if (login) this.pending = { retry, login };
  }

  /** After a sign-in action succeeded: back to the screen that asked, and what it asked done again. */
  async resume(): Promise<void> {
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return;
    const stack = this.host.stack;
    const login = stack.indexOf(pending.login), at = stack.indexOf(pending.retry.entry);
    // The login screen was left (back), or the screen that asked is gone: nothing is retried.
    if (login < 0 || at < 0 || at >= login) return;
    await this.host.returnTo(pending.retry.entry);
    if (pending.retry.kind === "reload") await this.host.reload(pending.retry.entry);
    else await this.host.rerun(pending.retry.entry, pending.retry.action, pending.retry.origin);
  }
}
