import { Fields } from "../contract/fields";
import { RenderContext } from "./context";

/** Draws one component type; registered once, and the capability manifest is derived from the registrations. */
export interface ComponentRenderer {
  readonly type: string;
  readonly version?: number;
  render(fields: Fields, context: RenderContext): HTMLElement;
  /**
   * Its elements hold no state of their own and listen only through `on`
   * (render/handlers.ts): a redraw may then copy a new drawing into the
   * element drawn before at the same place (`morph`), which costs the
   * browser only the text that changed.
   */
  readonly morphable?: boolean;
}

/** The component types this client draws, core and features alike (the web's `FeatureRegistry`). */
export class ComponentRegistry {
  private readonly renderers = new Map<string, ComponentRenderer>();

  register(renderer: ComponentRenderer): void {
    if (this.renderers.has(renderer.type)) throw new Error(`component type '${renderer.type}' is registered twice`);
    this.renderers.set(renderer.type, renderer);
  }

  renderer(type: string): ComponentRenderer | undefined {
    return this.renderers.get(type);
  }

  get entries(): string[] {
    return [...this.renderers.values()].map((renderer) => `c:${renderer.type}@${renderer.version ?? 1}`);
  }
}
