import { isObject, JSONObject, JSONValue } from "../contract/json";
import { ActionFailure } from "./registry";

/** The header that carries the members a client adds beside a payload that is not an object (§5 command). */
export const commandMembersHeader = "SDUI-Command-Members";
/** The longest `SDUI-Command-Members` a client sends. */
export const commandMembersLimit = 4096;

/** Compact JSON in printable ASCII: every other character as a `\u` escape, so any HTTP stack carries it. */
export function asciiJSON(value: JSONValue): string {
  return JSON.stringify(value).replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A command's request (the Swift client's `CommandBody`): an object payload
 * (or none) gets the members added; any other payload is the body as it is,
 * and the members travel in `SDUI-Command-Members`.
 */
export function commandRequest(payload: JSONValue | undefined, members: JSONObject | undefined): { body: JSONValue; headers: Record<string, string> } {
  if (payload === undefined || payload === null || isObject(payload)) {
    return { body: { ...(isObject(payload) ? payload : {}), ...(members ?? {}) }, headers: {} };
  }
  if (!members) return { body: payload, headers: {} };
  const header = asciiJSON(members);
  if (header.length > commandMembersLimit) {
    throw new ActionFailure(`the state sent beside this command is ${header.length} bytes; at most ${commandMembersLimit} travel in ${commandMembersHeader}`);
  }
  return { body: payload, headers: { [commandMembersHeader]: header } };
}
