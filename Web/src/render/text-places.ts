/** An attribute under a drawn element, with its value as last read or written. */
export interface AttributeAt {
  readonly element: Element;
  readonly name: string;
  value: string;
}

/** Where a field's text can stand under an element: its text nodes (their texts read as they are) and its attributes. */
export interface Places {
  readonly texts: readonly Text[];
  readonly attributes: readonly AttributeAt[];
}

/**
 * The text nodes and attributes under drawn elements, found once and kept
 * until something else changes an attribute or a child anywhere under the
 * element: a text patch (`patchTexts`) checks every text and attribute of
 * a row on every key typed, and finding them in the page is most of its
 * cost, while a row's shape and attributes change only by the patch. A
 * `MutationObserver` on each element says when anyone else changed them;
 * the patch's own changes are written into what is kept (`patched`). A
 * text's own data is read each time. Where there is no observer, nothing
 * is kept.
 */
export class TextPlaces {
  private found = new WeakMap<Element, Places>();
  private readonly observer = typeof MutationObserver === "function"
    ? new MutationObserver((records) => this.forget(records))
    : undefined;

  /** The places under `element`, itself included, in document order. */
  under(element: Element): Places {
    if (!this.observer) return find(element);
    let places = this.found.get(element);
    if (!places) {
      places = find(element);
      this.found.set(element, places);
      this.observer.observe(element, { attributes: true, childList: true, subtree: true });
    }
    return places;
  }

  /**
   * Forgets the places under whatever changed since: called as a draw
   * begins. During a draw only the draw changes the page, and an element it
   * draws into is dropped (`drop`).
   */
  settle(): void {
    if (this.observer) this.forget(this.observer.takeRecords());
  }

  /**
   * The changes not yet settled are a patch's, which wrote them into the
   * places it was given (or the draw's own): they do not make anyone read
   * the places again.
   */
  patched(): void {
    this.observer?.takeRecords();
  }

  /** Finds `element`'s places again next time (it was drawn into). */
  drop(element: Element): void {
    this.found.delete(element);
  }

  /** Finds every element's places again (what renderers draw changed). */
  clear(): void {
    this.observer?.takeRecords();
    this.found = new WeakMap();
  }

  /** A change under a node is a change under each of its ancestors. */
  private forget(records: readonly MutationRecord[]): void {
    for (const record of records) {
      for (let node: Node | null = record.target; node; node = node.parentNode) this.found.delete(node as Element);
    }
  }
}

function find(element: Element): Places {
  const texts: Text[] = [], attributes: AttributeAt[] = [];
  const visit = (node: Node): void => {
    if (node.nodeType === 3) {
      texts.push(node as Text);
      return;
    }
    if (node.nodeType !== 1) return;
    const holder = node as Element;
    for (const name of holder.getAttributeNames()) attributes.push({ element: holder, name, value: holder.getAttribute(name) ?? "" });
    for (let child = holder.firstChild; child; child = child.nextSibling) visit(child);
  };
  visit(element);
  return { texts, attributes };
}
