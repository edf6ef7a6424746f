import { ActionFailure, ActionRunner } from "./registry";
import { Command } from "../state/timers";

/** `startTimer`, `stopTimer`, `pauseTimer`, `resumeTimer`, `resetTimer` (§8.5): the screen's timer of that id. */
export const timerRunners: ActionRunner[] = (["start", "stop", "pause", "resume", "reset"] as Command[]).map((command) => ({
  type: `${command}Timer`,
  async run(fields, environment) {
    if (!environment.timer) throw new ActionFailure(`${command}Timer: no timers here`);
    await environment.timer(command, fields.requiredString("id"));
  },
}));
