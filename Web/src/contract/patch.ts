import { isObject, JSONObject, JSONValue } from "./json";

/** One operation of a patch (§6.1), by a component's explicit id anywhere on the screen. */
export type PatchOperation =
  | { readonly op: "replace"; readonly id: string; readonly component: JSONObject }
  | { readonly op: "insertAfter"; readonly id: string; readonly components: readonly JSONObject[] }
  | { readonly op: "remove"; readonly id: string };

/** A `done` result's patch: the screen it was made for, its operations in order, and state keys set afterwards. */
export interface Patch {
  readonly screen: string;
  readonly operations: readonly PatchOperation[];
  readonly state: JSONObject;
}

/** At most this many operations in one patch. */
export const maximumOperations = 1000;

/** Why a patch was not applied: the screen is left as it was and loaded again. */
export class PatchError extends Error {}

/** A patch as sent, or a `PatchError` saying what is wrong with it. */
export function readPatch(value: JSONValue | undefined): Patch {
  if (!isObject(value) || typeof value.screen !== "string" || !Array.isArray(value.operations)) {
    throw new PatchError("a patch needs a screen and an array of operations");
  }
  if (value.operations.length > maximumOperations) throw new PatchError(`a patch has at most ${maximumOperations} operations, not ${value.operations.length}`);
  const operations = value.operations.map((raw, index): PatchOperation => {
    if (!isObject(raw) || typeof raw.id !== "string") throw new PatchError(`operation ${index} has no id`);
    switch (raw.op) {
      case "replace":
        if (!isObject(raw.component) || typeof raw.component.type !== "string") throw new PatchError(`operation ${index} replaces with no component`);
        return { op: "replace", id: raw.id, component: raw.component };
      case "insertAfter":
        if (!Array.isArray(raw.components) || !raw.components.every((item) => isObject(item) && typeof item.type === "string")) {
          throw new PatchError(`operation ${index} inserts no components`);
        }
        return { op: "insertAfter", id: raw.id, components: raw.components as JSONObject[] };
      case "remove":
        return { op: "remove", id: raw.id };
      default:
        throw new PatchError(`operation ${index} is '${String(raw.op)}', which is not replace, insertAfter or remove`);
    }
  });
  return { screen: value.screen, operations, state: isObject(value.state) ? value.state : {} };
}

/** Keys whose values are not the screen's components (the state, the templates). */
const literalKeys = new Set(["initialState", "templates"]);

function isTarget(value: JSONValue, id: string): boolean {
  return isObject(value) && value.type !== undefined && value.id === id;
}

function countIDs(value: JSONValue, ids: Map<string, number>): void {
  if (Array.isArray(value)) {
    for (const element of value) countIDs(element, ids);
  } else if (isObject(value)) {
    if (value.type !== undefined && typeof value.id === "string") ids.set(value.id, (ids.get(value.id) ?? 0) + 1);
    for (const [key, member] of Object.entries(value)) if (!literalKeys.has(key)) countIDs(member, ids);
  }
}

/**
 * The document with the patch applied, all or nothing, with the Swift
 * client's checks (`ScreenDocument.applying`): a target id missing or on
 * several components, or an added id already on the screen, is a
 * `PatchError` and nothing changes.
 */
export function applyPatch(document: JSONValue, patch: Patch): JSONValue {
  let current = document;
  patch.operations.forEach((operation, index) => {
    if (!isObject(current) || !Array.isArray(current.sections)) throw new PatchError(`operation ${index} names '${operation.id}', which is not on the screen`);
    const ids = new Map<string, number>();
    countIDs(current.sections, ids);
    const found = ids.get(operation.id) ?? 0;
    if (found === 0) throw new PatchError(`operation ${index} names '${operation.id}', which is not on the screen`);
    if (found > 1) throw new PatchError(`operation ${index} names '${operation.id}', which several components have`);
    const added: JSONObject[] = operation.op === "replace"
      ? [operation.component.id === undefined ? { ...operation.component, id: operation.id } : operation.component]
      : operation.op === "insertAfter" ? [...operation.components] : [];
    const adding = new Set<string>();
    for (const component of added) {
      const id = typeof component.id === "string" ? component.id : operation.id;
      if (operation.op === "replace" && id === operation.id) continue;
      if (ids.has(id) || adding.has(id)) throw new PatchError(`operation ${index} adds '${id}', which is already on the screen`);
      adding.add(id);
    }
    current = { ...current, sections: rewrite(current.sections, operation, added) };
  });
  return current;
}

function rewrite(value: JSONValue, operation: PatchOperation, added: JSONObject[]): JSONValue {
  if (Array.isArray(value)) {
    const result: JSONValue[] = [];
    for (const element of value) {
      if (!isTarget(element, operation.id)) {
        result.push(rewrite(element, operation, added));
        continue;
      }
      if (operation.op === "replace") result.push(...added);
      else if (operation.op === "insertAfter") result.push(element, ...added);
    }
    return result;
  }
  if (isObject(value)) {
    const result: JSONObject = {};
    for (const [key, member] of Object.entries(value)) {
      if (literalKeys.has(key)) {
        result[key] = member;
      } else if (isTarget(member, operation.id)) {
        // A component on its own in a member, not in a list.
        if (operation.op === "replace" && added[0]) result[key] = added[0];
        else if (operation.op === "insertAfter") result[key] = member;
      } else {
        result[key] = rewrite(member, operation, added);
      }
    }
    return result;
  }
  return value;
}
