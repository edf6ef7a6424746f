/**
 * Just enough of the DOM for the renderers to run under node with no npm
 * packages: elements with attributes, children, text, dataset, classes and
 * style. No layout, no events; the browser tests (Tests/WebClientTests)
 * cover those in Chromium.
 */
/** The observers watching any node: each is told of every change, and keeps those under what it observes. */
const observers = new Set<FakeMutationObserver>();

/** A change to an element's attributes or children, or to a text, told to the observers. */
function changed(type: "attributes" | "characterData" | "childList", target: FakeNode): void {
  for (const observer of observers) observer.notice(type, target);
}

/** What an observer watches under a node, as `MutationObserver.observe` takes it. */
interface ObserveOptions {
  attributes?: boolean;
  characterData?: boolean;
  childList?: boolean;
  subtree?: boolean;
}

/** `MutationObserver` for attributes, children and texts: records delivered in a microtask, or taken. */
class FakeMutationObserver {
  private readonly targets = new Map<FakeNode, ObserveOptions>();
  private records: { type: string; target: FakeNode }[] = [];
  private scheduled = false;
  constructor(private readonly callback: (records: { type: string; target: FakeNode }[]) => void) {}
  observe(target: FakeNode, options: ObserveOptions): void {
    this.targets.set(target, options);
    observers.add(this);
  }
  takeRecords(): { type: string; target: FakeNode }[] { return this.records.splice(0); }
  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }
  notice(type: "attributes" | "characterData" | "childList", target: FakeNode): void {
    let watched = false;
    for (let node: FakeNode | undefined = target; node && !watched; node = node.parent) {
      const options = this.targets.get(node);
      watched = options !== undefined && options[type] === true && (node === target || options.subtree === true);
    }
    if (!watched) return;
    this.records.push({ type, target });
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      const records = this.takeRecords();
      if (records.length > 0) this.callback(records);
    });
  }
}

class FakeNode {
  parent: FakeElement | undefined;
  get parentNode(): FakeElement | null { return this.parent ?? null; }
  constructor(public text = "") {}
  get nodeType(): number { return 3; }
  get data(): string { return this.text; }
  set data(value: string) {
    this.text = value;
    changed("characterData", this);
  }
  get textContent(): string { return this.text; }
  set textContent(value: string) { this.text = value; }
  remove(): void { this.parent?.removeChild(this); }
  get nextSibling(): FakeNode | null {
    const siblings = this.parent?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
}

class FakeElement extends FakeNode {
  readonly attributes = new Map<string, string>();
  readonly childNodes: FakeNode[] = [];
  readonly style: Record<string, string> & { setProperty(name: string, value: string): void } =
    Object.assign(Object.create(null) as Record<string, string>, { setProperty(this: Record<string, string>, name: string, value: string) { this[name] = value; } });
  value = "";
  checked = false;
  src = "";
  readonly dataset: Record<string, string>;
  readonly classList = {
    add: (...names: string[]) => this.setAttribute("class", [...new Set([...this.classes(), ...names])].join(" ")),
    remove: (...names: string[]) => this.setAttribute("class", this.classes().filter((name) => !names.includes(name)).join(" ")),
    toggle: (name: string, on?: boolean) => ((on ?? !this.classes().includes(name)) ? this.classList.add(name) : this.classList.remove(name)),
    contains: (name: string) => this.classes().includes(name),
  };

  constructor(readonly tagName: string) {
    super();
    const element = this;
    this.dataset = new Proxy({} as Record<string, string>, {
      get: (_target, key) => typeof key === "string" ? element.attributes.get(`data-${kebab(key)}`) : undefined,
      set: (_target, key, value) => { if (typeof key === "string") element.setAttribute(`data-${kebab(key)}`, String(value)); return true; },
    });
  }

  override get nodeType(): number { return 1; }
  // Reflected, as in a browser: the attribute is the state.
  get hidden(): boolean { return this.attributes.has("hidden"); }
  set hidden(on: boolean) { if (on) this.setAttribute("hidden", ""); else this.removeAttribute("hidden"); }
  get disabled(): boolean { return this.attributes.has("disabled"); }
  set disabled(on: boolean) { if (on) this.setAttribute("disabled", ""); else this.removeAttribute("disabled"); }
  getAttributeNames(): string[] { return [...this.attributes.keys()]; }
  hasAttribute(name: string): boolean { return this.attributes.has(name); }
  private classes(): string[] { return (this.attributes.get("class") ?? "").split(" ").filter((name) => name !== ""); }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
    changed("attributes", this);
  }
  getAttribute(name: string): string | null { return this.attributes.get(name) ?? null; }
  removeAttribute(name: string): void {
    if (this.attributes.delete(name)) changed("attributes", this);
  }
  appendChild<T extends FakeNode>(node: T): T {
    node.parent?.removeChild(node);
    node.parent = this;
    this.childNodes.push(node);
    changed("childList", this);
    return node;
  }
  insertBefore<T extends FakeNode>(node: T, before: FakeNode): T {
    this.appendChild(node);
    this.childNodes.pop();
    const index = this.childNodes.indexOf(before);
    this.childNodes.splice(index < 0 ? this.childNodes.length : index, 0, node);
    return node;
  }
  removeChild(node: FakeNode): void {
    const index = this.childNodes.indexOf(node);
    if (index >= 0) this.childNodes.splice(index, 1);
    node.parent = undefined;
    changed("childList", this);
  }
  replaceWith(node: FakeNode): void {
    const parent = this.parent;
    if (!parent) return;
    const index = parent.childNodes.indexOf(this);
    parent.childNodes[index] = node;
    node.parent = parent;
    this.parent = undefined;
    changed("childList", parent);
  }
  get firstChild(): FakeNode | null { return this.childNodes[0] ?? null; }
  get firstElementChild(): FakeElement | null { return this.children[0] ?? null; }
  get nextElementSibling(): FakeElement | null {
    const siblings = this.parent?.children ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get id(): string { return this.attributes.get("id") ?? ""; }
  set id(value: string) { this.setAttribute("id", value); }
  get children(): FakeElement[] { return this.childNodes.filter((node): node is FakeElement => node instanceof FakeElement); }
  override get textContent(): string { return this.childNodes.map((node) => node.textContent).join(""); }
  override set textContent(value: string) {
    for (const node of this.childNodes.splice(0)) node.parent = undefined;
    this.appendChild(new FakeNode(value));
  }
  /** Selectors as lists of simple ones: `tag`, `.class`, `[name]` or `[name='value']`, one each (enough for the renderers). */
  matches(selectors: string): boolean {
    return selectors.split(",").map((selector) => selector.trim()).some((selector) => {
      const attribute = /^\[([\w-]+)(?:=['"]?([^'"\]]*)['"]?)?\]$/.exec(selector);
      if (attribute) return attribute[2] === undefined ? this.attributes.has(attribute[1]!) : this.attributes.get(attribute[1]!) === attribute[2];
      if (selector.startsWith(".")) return this.classList.contains(selector.slice(1));
      return this.tagName === selector;
    });
  }
  querySelectorAll(selectors: string): FakeElement[] { return this.descendants().filter((element) => element.matches(selectors)); }
  querySelector(selectors: string): FakeElement | null { return this.querySelectorAll(selectors)[0] ?? null; }
  closest(selectors: string): FakeElement | null {
    for (let element: FakeElement | undefined = this; element; element = element.parent) if (element.matches(selectors)) return element;
    return null;
  }
  private readonly listeners: { type: string; listener: (event: unknown) => void }[] = [];
  addEventListener(type: string, listener: (event: unknown) => void): void { this.listeners.push({ type, listener }); }
  /** Runs the element's listeners for a click, as a person's click would (no bubbling). */
  click(): void { for (const { type, listener } of this.listeners) if (type === "click") listener({ preventDefault() {} }); }
  focus(): void {}
  /** Every element under this one, in document order. */
  descendants(): FakeElement[] {
    return this.childNodes.flatMap((node) => node instanceof FakeElement ? [node, ...node.descendants()] : []);
  }
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Installs the fake as `document` and the few other globals the renderers touch. */
export function installFakeDOM(): { body: FakeElement } {
  const body = new FakeElement("body");
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.document = {
    body,
    createElement: (tag: string) => new FakeElement(tag),
    createTextNode: (text: string) => new FakeNode(text),
    getElementById: () => null,
    querySelector: () => null,
    querySelectorAll: () => [],
  };
  globals.Image = class { addEventListener(): void {} src = ""; };
  globals.MouseEvent = class {};
  globals.MutationObserver = FakeMutationObserver;
  globals.IntersectionObserver = class { observe(): void {} unobserve(): void {} disconnect(): void {} };
  globals.navigator = { languages: ["en"], language: "en" };
  return { body };
}

export { FakeElement };
