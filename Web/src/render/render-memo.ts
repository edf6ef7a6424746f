import { Diagnostic, Diagnostics } from "../contract/diagnostics";
import { JSONObject, JSONValue } from "../contract/json";
import { changedStrings, patchTexts } from "./text-patch";
import { TextPlaces } from "./text-places";

/** The part of a screen's state a renderer uses: reads are what decide whether its element can be reused. */
export interface StateAccess {
  get(key: string): JSONValue | undefined;
  /**
   * Sets a key. `origin`, the input whose change this is, already shows the
   * value, so it is kept by the redraw (focus, caret and an input method's
   * composition stay) unless something else drawn reads the key too.
   */
  set(key: string, value: JSONValue | undefined, origin?: Element): void;
}

/** A state key as a component read it: the value, and how many renderers in its subtree read it. */
interface Read {
  value: JSONValue | undefined;
  readers: number;
}

/** What one component drew: reused while its resolved JSON, its place and the state it read stay the same. */
interface Drawn {
  /** The resolved JSON the element shows: a text patch changes it in place. */
  value: JSONObject;
  readonly element: HTMLElement;
  readonly path: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly reads: Map<string, Read>;
}

/**
 * The elements earlier draws of a screen made, so a redraw after a state
 * change makes only the components whose resolved JSON changed: the
 * resolution keeps an unchanged component's object (`ScreenExpressions`),
 * and its element is reused when it is at the same path (paths name it in
 * diagnostics, ids and actions) and every state key its renderer read still
 * holds what it read (a bound input reads its key). The diagnostics it gave
 * are given again, so the panel is the same as a full draw's. Keyed weakly
 * by the resolved objects, so it holds at most one element per object the
 * document (or its last resolution) holds: a document that is replaced
 * takes its elements with it.
 */
export class RenderMemo {
  private drawn = new WeakMap<JSONObject, Drawn>();
  private byElement = new WeakMap<Element, Drawn>();
  /** The element last drawn at each path, for a changed component to be drawn into (`morph`). */
  private byPath = new Map<string, Drawn>();
  /** The elements this draw has placed: none is drawn into for another place. */
  private claimed = new Set<Element>();
  private readonly frames: Map<string, Read>[] = [];
  /** The texts and attributes under drawn elements, for text patches. */
  private readonly places = new TextPlaces();
  private generation: string | undefined;

  /**
   * Starts a draw: what earlier draws made may be reused by this one (a row
   * a filter hid comes back as it was, when its place is the same), unless
   * `generation` (what renderers depend on beyond JSON and state: the
   * registered types, the colour scheme) changed since.
   */
  begin(generation: string): void {
    this.claimed = new Set();
    this.places.settle();
    if (generation !== this.generation) {
      this.drawn = new WeakMap();
      this.byElement = new WeakMap();
      this.byPath = new Map();
      this.places.clear();
    }
    this.generation = generation;
  }

  /** The element drawn last time for `value` at `path`, if it still shows what it would draw now. */
  reuse(value: JSONObject, path: string, state: StateAccess, diagnostics: Diagnostics): HTMLElement | undefined {
    const drawn = this.drawn.get(value);
    if (!drawn || drawn.path !== path) return undefined;
    for (const [key, read] of drawn.reads) {
      if (!sameValue(state.get(key), read.value)) return undefined;
    }
    if (this.claimed.has(drawn.element)) return undefined;
    for (const item of drawn.diagnostics) diagnostics.add(item.kind, item.path, item.message);
    this.merge(drawn.reads);
    this.claimed.add(drawn.element);
    return drawn.element;
  }

  /** The element drawn last at `path` (for whatever JSON), which a changed component there may be drawn into. */
  lastAt(path: string): HTMLElement | undefined {
    const element = this.byPath.get(path)?.element;
    return element && !this.claimed.has(element) ? element : undefined;
  }

  /**
   * The element drawn last at `path`, with its texts changed in place, when
   * `value` differs from what it showed only in texts the page holds as
   * they are (`changedStrings`, `patchTexts`): typing into a field that
   * every row quotes costs a text per row, not a row. Undefined when that
   * cannot be told safely; the component is then drawn.
   */
  retext(value: JSONObject, path: string, state: StateAccess, diagnostics: Diagnostics): HTMLElement | undefined {
    const before = this.byPath.get(path);
    if (!before || this.claimed.has(before.element) || before.value.type !== value.type) return undefined;
    for (const [key, read] of before.reads) {
      if (!sameValue(state.get(key), read.value)) return undefined;
    }
    const pairs = changedStrings(before.value, value);
    if (!pairs || !patchTexts(this.places.under(before.element), pairs)) return undefined;
    this.places.patched();
    // The same drawing now shows `value`: what it showed before is not reused from it.
    if (this.drawn.get(before.value) === before) this.drawn.delete(before.value);
    before.value = value;
    this.drawn.set(value, before);
    this.claimed.add(before.element);
    for (const item of before.diagnostics) diagnostics.add(item.kind, item.path, item.message);
    this.merge(before.reads);
    return before.element;
  }

  /** `element` now shows another component's drawing: what it showed before is no longer reused from it. */
  takeOver(element: HTMLElement): void {
    const before = this.byElement.get(element);
    if (before && this.drawn.get(before.value) === before) this.drawn.delete(before.value);
  }

  /** Draws `value` with `render`, remembering the element, its diagnostics and the state it read. */
  record(value: JSONObject, path: string, diagnostics: Diagnostics, render: () => HTMLElement | null): HTMLElement | null {
    const reads = new Map<string, Read>();
    const start = diagnostics.items.length;
    this.frames.push(reads);
    let element: HTMLElement | null;
    try {
      element = render();
    } finally {
      this.frames.pop();
      this.merge(reads);
    }
    if (element) {
      this.places.drop(element);
      const drawn = { value, element, path, diagnostics: diagnostics.items.slice(start), reads };
      this.claimed.add(element);
      this.drawn.set(value, drawn);
      this.byElement.set(element, drawn);
      this.byPath.set(path, drawn);
    }
    return element;
  }

  /** `state` as renderers see it: each key read while a component draws is remembered with the value read. */
  tracking(state: StateAccess): StateAccess {
    return {
      get: (key) => {
        const value = state.get(key);
        const frame = this.frames[this.frames.length - 1];
        if (frame && !frame.has(key)) frame.set(key, { value, readers: 1 });
        return value;
      },
      set: (key, value, origin) => {
        if (origin) this.shownBy(origin, key, value);
        state.set(key, value, origin);
      },
    };
  }

  /**
   * `origin` shows `value` for `key` already: the components around it that
   * read the key only through it now count that value as read.
   */
  private shownBy(origin: Element, key: string, value: JSONValue | undefined): void {
    for (let element = origin.closest("[data-sdui-id]"); element; element = element.parentElement?.closest("[data-sdui-id]") ?? null) {
      const read = this.byElement.get(element)?.reads.get(key);
      if (!read || read.readers !== 1) return;
      read.value = value;
    }
  }

  /** An inner component's reads belong to the component drawing around it too. */
  private merge(reads: ReadonlyMap<string, Read>): void {
    const enclosing = this.frames[this.frames.length - 1];
    if (!enclosing) return;
    for (const [key, read] of reads) {
      const outer = enclosing.get(key);
      if (outer) outer.readers += read.readers;
      else enclosing.set(key, { value: read.value, readers: read.readers });
    }
  }
}

function sameValue(a: JSONValue | undefined, b: JSONValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
