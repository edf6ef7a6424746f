/**
 * The 401 flow's rules (Web/src/app/sign-in.ts), as the terminal's
 * Session+Authentication: the login opens once, above the screen that
 * asked; after a sign-in the app goes back to that screen and loads it
 * again or runs its command again; leaving the login abandons the retry.
 * The browser test (WebClientSignInRetryTests) runs it end to end. Run by
 * Scripts/test-web-units.sh.
 */
import { Entry } from "../src/app/entry";
import { SignInFlow, SignInHost } from "../src/app/sign-in";
import { BoundAction } from "../src/render/context";

const failures: string[] = [];
let checks = 0;

function expect(what: string, actual: unknown, expected: unknown): void {
  checks += 1;
  if (JSON.stringify(actual) !== JSON.stringify(expected)) failures.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** A stand-in for the app: a stack of entries (only their paths matter here) and a log of what the flow asked of it. */
class FakeApp implements SignInHost {
  readonly stack: Entry[] = [];
  readonly log: string[] = [];

  entry(path: string): Entry {
    const entry = { path } as unknown as Entry;
    this.stack.push(entry);
    return entry;
  }

  openLogin(path: string): Entry | undefined {
    this.log.push(`open ${path}`);
    return this.entry(path);
  }

  async returnTo(entry: Entry): Promise<void> {
    this.log.push(`back to ${entry.path}`);
    this.stack.splice(this.stack.indexOf(entry) + 1);
  }

  async reload(entry: Entry): Promise<void> {
    this.log.push(`reload ${entry.path}`);
  }

  async rerun(entry: Entry, action: BoundAction): Promise<void> {
    this.log.push(`run ${action.path} on ${entry.path}`);
  }
}

const origin = {} as HTMLElement;

async function main(): Promise<void> {
  {
    // A screen's 401: the login above it; after the login (and the profile its `then` opened), back and reload.
    const app = new FakeApp(), flow = new SignInFlow(app);
    app.entry("home");
    const profile = app.entry("profile");
    flow.require({ kind: "reload", entry: profile });
    app.entry("profile");
    await flow.resume();
    expect("a screen's 401", app.log, ["open login", "back to profile", "reload profile"]);
    expect("the stack after it", app.stack.map((entry) => entry.path), ["home", "profile"]);
    await flow.resume();
    expect("a second sign-in retries nothing", app.log.length, 3);
  }
  {
    // A command's 401: the command runs again on its screen.
    const app = new FakeApp(), flow = new SignInFlow(app);
    const playlist = app.entry("playlists/baroque-essentials");
    flow.require({ kind: "command", entry: playlist, action: { json: { type: "command" }, path: "sections[0].components[0].action" }, origin });
    await flow.resume();
    expect("a command's 401", app.log, ["open login", "back to playlists/baroque-essentials", "run sections[0].components[0].action on playlists/baroque-essentials"]);
  }
  {
    // Back from the login abandons the retry; a later login elsewhere takes nobody back.
    const app = new FakeApp(), flow = new SignInFlow(app);
    const profile = app.entry("profile");
    flow.require({ kind: "reload", entry: profile });
    app.stack.pop();
    app.entry("login");
    await flow.resume();
    expect("the login left", app.log, ["open login"]);
  }
  {
    // No second login above a login; the login screen's own 401 opens none.
    const app = new FakeApp(), flow = new SignInFlow(app);
    const home = app.entry("home");
    flow.require({ kind: "reload", entry: home });
    flow.require({ kind: "command", entry: home, action: { json: null, path: "" }, origin });
    const login = app.stack[app.stack.length - 1];
    if (login) flow.require({ kind: "reload", entry: login });
    expect("one login at a time", app.log, ["open login"]);
    const other = new FakeApp(), alone = new SignInFlow(other);
    alone.require({ kind: "reload", entry: other.entry("login") });
    expect("the login's own 401", other.log, []);
  }
  {
    // A sign-in with nothing waiting (the home's "Log in") does nothing.
    const app = new FakeApp(), flow = new SignInFlow(app);
    app.entry("home");
    app.entry("login");
    await flow.resume();
    expect("nothing waiting", app.log, []);
  }
  for (const failure of failures) console.log(failure);
  if (failures.length > 0) process.exit(1);
  console.log(`sign-in: ${checks} of ${checks} checks hold`);
}

void main();
