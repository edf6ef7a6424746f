import { ActionEnvironment, ActionFailure, ActionRegistry, ActionRunner } from "../../actions/registry";
import { ShownFailure } from "../../actions/command";
import { JSONValue } from "../../contract/json";
import { showFieldMessage } from "../../render/validation";
import { ComponentRegistry } from "../../render/registry";

/**
 * The login feature's web part: `login` and `logout`, as the terminal's
 * `LoginFeature` runs them, except for where the token goes. The server
 * answers this client (it sends `SDUI-Client: web`) with the token in an
 * HttpOnly, SameSite=Strict cookie that no script here can read, and the
 * browser sends it back on this origin's requests; this code never sees a
 * token, so it keeps none.
 */

/** How a failed request reads, whichever bundle's copy of `LoadError` made it. */
interface Failure {
  status?: number;
  serverMessage?: string;
  field?: string;
  message?: string;
}

function failure(error: unknown): Failure {
  return typeof error === "object" && error !== null ? error as Failure : { message: String(error) };
}

/** A state value as text: strings as they are, numbers as written (the terminal's `LoginHandler.text`). */
function text(value: JSONValue | undefined): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return "";
}

/**
 * Why `url` may not receive a password: it is on another origin or carries
 * user info (the terminal's `ServerAnswer.sameOriginURL`); nothing when it is
 * this server's. Relative URLs are the API's (`auth/login`).
 */
function foreignURL(url: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("//")) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(url, window.location.href);
  } catch {
    return `The login address '${url}' is invalid.`;
  }
  if (resolved.origin !== window.location.origin || resolved.username !== "" || resolved.password !== "") {
    return `Refused to send your login to ${url}: it is not this app's server (${window.location.origin}).`;
  }
  return undefined;
}

/** The input bound to `key` on the screen that ran the action. */
function input(environment: ActionEnvironment, key: string): HTMLInputElement | undefined {
  const root = environment.origin.closest(".screen") ?? document;
  return [...root.querySelectorAll<HTMLInputElement>("input[data-state-key]")].find((candidate) => candidate.dataset.stateKey === key);
}

/** Says `message` (under its field when there is one) and stops the action. */
async function refuse(environment: ActionEnvironment, message: string, key?: string): Promise<never> {
  const field = key === undefined ? undefined : input(environment, key);
  if (field) {
    showFieldMessage(field, message);
    field.focus();
  } else {
    await environment.alert(message);
  }
  throw new ShownFailure(message);
}

/**
 * `login`: posts `{"username", "password"}` from the state keys to the
 * server's login URL (this origin only); on success forgets the password
 * (state and field) and runs `then`. Wrong credentials say the server's
 * message and leave the form for another try.
 */
export const loginRunner: ActionRunner = {
  type: "login",
  async run(fields, environment) {
    const url = fields.requiredString("url");
    const usernameKey = fields.requiredString("usernameKey");
    const passwordKey = fields.requiredString("passwordKey");
    const username = text(environment.state.get(usernameKey)).trim();
    const password = text(environment.state.get(passwordKey));
    if (username === "") await refuse(environment, "Enter your email address.", usernameKey);
    if (password === "") await refuse(environment, "Enter your password.", passwordKey);
    const foreign = foreignURL(url);
    if (foreign !== undefined) await refuse(environment, foreign);
    try {
      await environment.send(url, "POST", { username, password }, {});
    } catch (error) {
      const problem = failure(error);
      if (problem.status === 401) await refuse(environment, problem.serverMessage ?? "The email address or password is incorrect.");
      const key = problem.field === "username" ? usernameKey : problem.field === "password" ? passwordKey : undefined;
      if (problem.status !== undefined && problem.status >= 400 && problem.status < 500 && key !== undefined && problem.serverMessage !== undefined) {
        await refuse(environment, problem.serverMessage, key);
      }
      await refuse(environment, problem.status === undefined
        ? `Logging in failed: ${problem.message ?? "the server cannot be reached"}.`
        : `Logging in failed: the server answered HTTP ${problem.status}${problem.serverMessage === undefined ? "." : `: ${problem.serverMessage}`}`);
    }
    // The password has done its job: it stays neither in the state nor in the field.
    environment.state.set(passwordKey, null);
    const field = input(environment, passwordKey);
    if (field) field.value = "";
    const then = fields.raw("then");
    if (then === undefined) {
      environment.status(`Logged in as ${username}`);
      return;
    }
    await environment.run(then, fields.at("then"));
  },
};

/**
 * `logout`: asks the server to revoke the login and clear its cookie, then
 * runs `then`. The cookie is out of this code's reach, so when the server
 * cannot be told the person is told they are still logged in, and `then`
 * does not run.
 */
export const logoutRunner: ActionRunner = {
  type: "logout",
  async run(fields, environment) {
    const url = fields.requiredString("url");
    const foreign = foreignURL(url);
    if (foreign !== undefined) throw new ActionFailure(foreign);
    try {
      await environment.send(url, "POST", undefined, {});
      // The copies kept for offline may hold this person's own screens.
      await environment.forgetCopies();
    } catch (error) {
      const problem = failure(error);
      await refuse(environment, `Logging out failed (${problem.serverMessage ?? problem.message ?? "no answer"}); you are still logged in.`);
    }
    const then = fields.raw("then");
    if (then === undefined) {
      environment.status("Logged out");
      return;
    }
    await environment.run(then, fields.at("then"));
  },
};

/** Registers the feature, as the terminal's `LoginFeature` does in its registry. */
export function install(_components: ComponentRegistry, actions: ActionRegistry): void {
  actions.register(loginRunner);
  actions.register(logoutRunner);
}
