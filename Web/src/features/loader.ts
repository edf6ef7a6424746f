import { isObject, JSONValue } from "../contract/json";
import { ActionRegistry } from "../actions/registry";
import { ComponentRegistry } from "../render/registry";
import { FeatureEntry, featureCatalog, FeatureModule } from "./catalog";

/** The hashed address of each built file, from the shell's `<meta name="sdui-assets">`. */
function assetMap(): Record<string, string> {
  const content = document.querySelector<HTMLMetaElement>('meta[name="sdui-assets"]')?.content;
  try {
    const parsed = content ? JSON.parse(content) as unknown : {};
    return typeof parsed === "object" && parsed !== null ? parsed as Record<string, string> : {};
  } catch {
    return {};
  }
}

/** A bundle of Content/web/features by name (not a catalog entry: the impressions watcher), loaded once by the browser. */
export async function loadBundle(name: string): Promise<unknown> {
  const url = assetMap()[`features/${name}.js`];
  if (!url) throw new Error(`the server lists no bundle for ${name}`);
  return import(url) as Promise<unknown>;
}

/**
 * Loads the features a document uses, each once. A feature that cannot be
 * loaded leaves its component types unregistered (dropped or replaced by
 * their fallbacks like any type this client lacks, with the reason in the
 * diagnostics), and its actions fail when run, saying why.
 */
export class FeatureLoader {
  private readonly loading = new Map<string, Promise<void>>();
  /** Why each feature that could not be loaded was not, by its name. */
  private readonly failed = new Map<string, string>();

  constructor(private readonly components: ComponentRegistry, private readonly actions: ActionRegistry) {
    for (const feature of featureCatalog) {
      for (const type of feature.actions) {
        actions.registerDeferred(type, () => this.load(feature),
          () => this.failed.get(feature.name));
      }
    }
  }

  /** Why features could not be loaded, for the screens' diagnostics. */
  get failures(): string[] {
    return [...this.failed.values()];
  }

  /** The `c:`/`a:` entries of every feature, loaded or not: the client can draw them, so it declares them. */
  static entries(): string[] {
    return featureCatalog.flatMap((feature) => [...feature.components.map((type) => `c:${type}@1`), ...feature.actions.map((type) => `a:${type}@1`)]);
  }

  /**
   * Loads what `document` needs before it is drawn: the features of the
   * components it shows are awaited; those of the actions it only might run
   * are fetched alongside, not awaited (each runs once its bundle is here).
   */
  async prepare(document: JSONValue): Promise<void> {
    const types = new Set<string>();
    collectTypes(document, types, 0);
    const drawn = featureCatalog.filter((feature) => feature.components.some((type) => types.has(type)));
    for (const feature of featureCatalog) {
      if (!drawn.includes(feature) && feature.actions.some((type) => types.has(type))) void this.load(feature);
    }
    await Promise.all(drawn.map((feature) => this.load(feature)));
  }

  private load(feature: FeatureEntry): Promise<void> {
    const known = this.loading.get(feature.name);
    if (known) return known;
    const promise = (async () => {
      const module = await loadBundle(feature.name) as FeatureModule;
      module.install(this.components, this.actions);
    })().catch((error: unknown) => {
      this.failed.set(feature.name, `the ${feature.name} feature could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.loading.set(feature.name, promise);
    return promise;
  }
}

/** Every `type` string in a document, to a depth that no real screen reaches. */
function collectTypes(value: JSONValue, types: Set<string>, depth: number): void {
  if (depth > 128) return;
  if (Array.isArray(value)) {
    for (const element of value) collectTypes(element, types, depth + 1);
  } else if (isObject(value)) {
    if (typeof value.type === "string") types.add(value.type);
    for (const member of Object.values(value)) collectTypes(member, types, depth + 1);
  }
}
