/**
 * Builds elements from server strings as text only: nothing the server sends
 * is ever parsed as HTML (no innerHTML anywhere in the client), so a hostile
 * string shows as the characters it is.
 */
export type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: Child[]): void {
  for (const item of children) {
    if (item === null || item === undefined || item === false) continue;
    parent.appendChild(typeof item === "string" ? document.createTextNode(item) : item);
  }
}

/** Replaces a node's children. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, children);
}
