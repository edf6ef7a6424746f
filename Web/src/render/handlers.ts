/**
 * Event handlers an element holds rather than closes over: `on` listens
 * once per element and type and calls whatever handler the element holds
 * now, so a redraw that keeps an element (`morph`) can give it the new
 * draw's handlers, with the new draw's action and state, in one step.
 */
const held = new WeakMap<EventTarget, Map<string, (event: Event) => void>>();

/** Listens for `type` on `element` through the handler the element holds (replacing any it held). */
export function on(element: EventTarget, type: string, handler: (event: Event) => void): void {
  let handlers = held.get(element);
  if (!handlers) {
    handlers = new Map();
    held.set(element, handlers);
  }
  if (!handlers.has(type)) element.addEventListener(type, (event) => held.get(element)?.get(type)?.(event));
  handlers.set(type, handler);
}

/** `to` takes the handlers `from` holds, and holds no others. */
export function takeHandlers(to: EventTarget, from: EventTarget): void {
  const handlers = held.get(from) ?? new Map<string, (event: Event) => void>();
  const before = held.get(to);
  for (const type of handlers.keys()) {
    if (!before?.has(type)) to.addEventListener(type, (event) => held.get(to)?.get(type)?.(event));
  }
  held.set(to, new Map(handlers));
}
