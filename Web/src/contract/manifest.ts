import { ActionRegistry } from "../actions/registry";
import { ComponentRegistry } from "../render/registry";
import { FeatureLoader } from "../features/loader";

/**
 * The contract features this client implements itself (§11): every one of
 * the core's. A client that leaves one out has the server do it for it
 * (expressions resolved for the initial state, templates expanded, pages
 * inlined, a refresh for a patch, a command's fallback for a plain answer).
 */
export const features = ["f:expressions@1", "f:impressions@1", "f:live@1", "f:optimistic@1", "f:pages@1", "f:patches@1", "f:plainAnswers@1", "f:templates@1", "f:themes@1", "f:timers@1", "f:triggers@1"] as const;

/** The `SDUI-Capabilities` header, derived from what is registered and the features' catalog: sorted by kind then type, no duplicates. */
export function manifest(components: ComponentRegistry, actions: ActionRegistry): string {
  return [...new Set([...actions.entries, ...components.entries, ...FeatureLoader.entries(), ...features])].sort().join(",");
}
