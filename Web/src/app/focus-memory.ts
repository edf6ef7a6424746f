/**
 * Where the focus was before a redraw: the element by its component id (or
 * an input by its state key) and a text field's caret, put back afterwards,
 * so a screen redrawn while the person types keeps their place.
 */
export class FocusMemory {
  private constructor(private readonly id: string | undefined, private readonly stateKey: string | undefined,
                      private readonly selection: [number, number] | undefined) {}

  static take(): FocusMemory {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return new FocusMemory(undefined, undefined, undefined);
    const input = active instanceof HTMLInputElement ? active : undefined;
    const selection = input && input.selectionStart !== null && input.selectionEnd !== null ? [input.selectionStart, input.selectionEnd] as [number, number] : undefined;
    return new FocusMemory(active.closest<HTMLElement>("[data-sdui-id]")?.dataset.sduiId, input?.dataset.stateKey, selection);
  }

  restore(root: HTMLElement): void {
    let target: HTMLElement | null = null;
    if (this.stateKey !== undefined) {
      target = [...root.querySelectorAll<HTMLInputElement>("input[data-state-key]")].find((input) => input.dataset.stateKey === this.stateKey) ?? null;
    }
    if (!target && this.id !== undefined) {
      const holder = root.querySelector<HTMLElement>(`[data-sdui-id="${CSS.escape(this.id)}"]`);
      target = holder?.matches("a, button, input") ? holder : holder?.querySelector<HTMLElement>("a, button, input") ?? null;
    }
    if (!target) return;
    target.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement && this.selection) {
      try {
        target.setSelectionRange(this.selection[0], this.selection[1]);
      } catch {
        // Inputs without a caret (checkboxes, radios) have no selection to put back.
      }
    }
  }
}
