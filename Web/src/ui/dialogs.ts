import { el } from "../render/dom";
import { text } from "./strings";

/** A modal dialog (the platform's `<dialog>`): focus moves into it, Esc closes it, and focus returns where it was. */
function modal(label: string, ...content: HTMLElement[]): HTMLDialogElement {
  const dialog = el("dialog", { class: "prompt", "aria-label": label }, ...content);
  document.body.appendChild(dialog);
  dialog.addEventListener("close", () => dialog.remove());
  dialog.showModal();
  return dialog;
}

/** An alert the person acknowledges. */
export function alertDialog(title: string, message?: string): Promise<void> {
  return new Promise((resolve) => {
    const ok = el("button", { type: "button", class: "button primary" }, text("ok"));
    const dialog = modal(title, el("h2", {}, title), ...(message ? [el("p", {}, message)] : []), el("div", { class: "dialog-buttons" }, ok));
    ok.addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", () => resolve());
    ok.focus();
  });
}

/** Asks for text, or for one of the options; null when cancelled (Esc or Cancel). */
export function askDialog(prompt: string, input: { kind: "text"; placeholder?: string } | { kind: "choice"; options: { title: string; value: string }[] }): Promise<string | null> {
  return new Promise((resolve) => {
    let answer: string | null = null;
    const cancel = el("button", { type: "button", class: "button secondary" }, text("cancel"));
    const parts: HTMLElement[] = [el("h2", { id: "prompt-title" }, prompt)];
    let field: HTMLInputElement | undefined;
    let send: HTMLButtonElement | undefined;
    if (input.kind === "text") {
      field = el("input", { type: "text", placeholder: input.placeholder, "aria-labelledby": "prompt-title" });
      send = el("button", { type: "button", class: "button primary" }, text("send"));
      parts.push(field, el("div", { class: "dialog-buttons" }, cancel, send));
    } else {
      const list = el("div", { class: "choices", role: "group", "aria-labelledby": "prompt-title" });
      for (const option of input.options) {
        const choice = el("button", { type: "button", class: "button secondary choice" }, option.title);
        choice.addEventListener("click", () => { answer = option.value; dialog.close(); });
        list.appendChild(choice);
      }
      parts.push(list, el("div", { class: "dialog-buttons" }, cancel));
    }
    const dialog = modal(prompt, ...parts);
    cancel.addEventListener("click", () => dialog.close());
    if (field && send) {
      const submit = () => { answer = field?.value ?? ""; dialog.close(); };
      send.addEventListener("click", submit);
      field.addEventListener("keydown", (event) => { if (event.key === "Enter") submit(); });
      field.focus();
    }
    dialog.addEventListener("close", () => resolve(answer));
  });
}
