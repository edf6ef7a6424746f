/**
 * Makes `parent`'s children exactly `children`, in order, touching as few as
 * it can: a child already in its place is left alone, so the browser keeps
 * its style and layout (a redraw of a long screen costs what changed, not
 * the whole list); a child no longer wanted is removed; a new one is put in
 * its place. Moving a kept child costs its style again, so only what must
 * move moves.
 */
export function reconcileChildren(parent: Element, children: readonly Node[]): void {
  const wanted = new Set(children);
  let cursor = parent.firstChild;
  for (const node of children) {
    while (cursor && !wanted.has(cursor)) {
      const next = cursor.nextSibling;
      parent.removeChild(cursor);
      cursor = next;
    }
    if (node === cursor) {
      cursor = cursor.nextSibling;
      continue;
    }
    parent.insertBefore(node, cursor);
  }
  while (cursor) {
    const next = cursor.nextSibling;
    parent.removeChild(cursor);
    cursor = next;
  }
}
