/**
 * A feature's action is runnable before its bundle is loaded
 * (`ActionRegistry.registerDeferred`): running it waits for the load, then
 * runs the runner the bundle registered; a load that failed makes it fail
 * with the reason; a real runner replaces the deferred one once, and a
 * second real one is still refused. Run by Scripts/test-web-units.sh.
 */
import { ActionEnvironment, ActionFailure, ActionRegistry } from "../src/actions/registry";
import { Diagnostics } from "../src/contract/diagnostics";
import { Fields } from "../src/contract/fields";

const failures: string[] = [];
let checks = 0;
function expect(condition: boolean, message: string): void {
  checks += 1;
  if (!condition) failures.push(message);
}
const fields = new Fields({ type: "scanBarcode" }, "action", new Diagnostics());
const environment = {} as ActionEnvironment;

async function main(): Promise<void> {
  // Loaded on demand: the run waits for the bundle, which registers the real runner.
  {
    const registry = new ActionRegistry();
    const ran: string[] = [];
    let loads = 0;
    registry.registerDeferred("scanBarcode", async () => {
      loads += 1;
      await Promise.resolve();
      if (loads === 1) registry.register({ type: "scanBarcode", run: async () => { ran.push("real"); } });
    }, () => undefined);
    expect(registry.runner("scanBarcode") !== undefined, "a deferred action is runnable at once (no fallback is taken)");
    await registry.runner("scanBarcode")!.run(fields, environment);
    expect(ran.join() === "real", `the real runner ran: ${ran.join()}`);
    await registry.runner("scanBarcode")!.run(fields, environment);
    expect(ran.join() === "real,real" && loads === 1, `afterwards the real runner runs directly (loads: ${loads})`);
    let refused = false;
    try {
      registry.register({ type: "scanBarcode", run: async () => {} });
    } catch {
      refused = true;
    }
    expect(refused, "a second real runner for the type is refused");
  }
  // A bundle that could not be loaded: running the action fails with the loader's reason.
  {
    const registry = new ActionRegistry();
    registry.registerDeferred("login", async () => {}, () => "the login feature could not be loaded: HTTP 404");
    let message = "";
    try {
      await registry.runner("login")!.run(fields, environment);
    } catch (error) {
      message = error instanceof ActionFailure ? error.message : `not an ActionFailure: ${String(error)}`;
    }
    expect(message === "the login feature could not be loaded: HTTP 404", `the reason is said: ${message}`);
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    console.error(`deferred actions: ${failures.length} of ${checks} checks failed`);
    process.exit(1);
  }
  console.log(`deferred actions: ${checks} checks hold`);
}

void main();
