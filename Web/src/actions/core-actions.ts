import { ActionRegistry } from "./registry";
import { commandRunner } from "./command";
import { showToastRunner } from "./toast";
import { timerRunners } from "./timer";
import { backRunner, navigateRunner, openURLRunner, refreshRunner, sequenceRunner, shareRunner, showAlertRunner, updateStateRunner } from "./simple";

/** Every core action type (§5). */
export const coreActions = [navigateRunner, commandRunner, updateStateRunner, showAlertRunner, showToastRunner, ...timerRunners, openURLRunner, shareRunner, sequenceRunner, backRunner, refreshRunner];

export function registerCoreActions(registry: ActionRegistry): void {
  for (const runner of coreActions) registry.register(runner);
}
