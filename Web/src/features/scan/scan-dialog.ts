import { el } from "../../render/dom";
import { text } from "../../ui/strings";

/** The browser's barcode reader where it has one (Chromium on Android and macOS); Linux desktops have none. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorFormats: Record<string, string> = { ean13: "ean_13", upcA: "upc_a", ean8: "ean_8", code128: "code_128", code39: "code_39", qr: "qr_code" };

/**
 * Asks for a code: typed (by hand, or by a hand-held scanner in keyboard
 * mode) everywhere, and read by the camera where the browser has
 * `BarcodeDetector`. Each answer is checked by `check`; a refused one shows
 * why and asks again. Resolves with the accepted code, or null when cancelled.
 */
export function scanDialog(prompt: string, symbologies: readonly string[], check: (code: string) => string | undefined): Promise<string | null> {
  return new Promise((resolve) => {
    let answer: string | null = null;
    const field = el("input", { type: "text", autocomplete: "off", "aria-labelledby": "scan-title", "aria-describedby": "scan-problem", inputmode: "text" });
    const problem = el("p", { class: "field-message", id: "scan-problem", "aria-live": "assertive" });
    const send = el("button", { type: "button", class: "button primary" }, text("send"));
    const cancel = el("button", { type: "button", class: "button secondary" }, text("cancel"));
    const parts: HTMLElement[] = [el("h2", { id: "scan-title" }, prompt), field, problem];
    const Detector = (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
    let stream: MediaStream | undefined;
    if (Detector && navigator.mediaDevices) {
      const camera = el("button", { type: "button", class: "button secondary" }, "Camera");
      camera.addEventListener("click", () => void useCamera(Detector));
      parts.push(camera);
    }
    parts.push(el("div", { class: "dialog-buttons" }, cancel, send));
    const dialog = el("dialog", { class: "prompt scan", "aria-labelledby": "scan-title" }, ...parts);
    document.body.appendChild(dialog);
    const submit = (code: string) => {
      const refused = check(code.trim());
      if (refused === undefined) {
        answer = code.trim();
        dialog.close();
        return;
      }
      problem.textContent = refused;
      field.setAttribute("aria-invalid", "true");
      field.focus();
    };
    send.addEventListener("click", () => submit(field.value));
    field.addEventListener("keydown", (event) => { if (event.key === "Enter") submit(field.value); });
    field.addEventListener("input", () => { problem.textContent = ""; field.removeAttribute("aria-invalid"); });
    cancel.addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", () => {
      stream?.getTracks().forEach((track) => track.stop());
      dialog.remove();
      resolve(answer);
    });
    dialog.showModal();
    field.focus();

    async function useCamera(Constructor: DetectorConstructor): Promise<void> {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        const video = el("video", { muted: "", playsinline: "", "aria-label": prompt });
        video.srcObject = stream;
        dialog.insertBefore(video, problem);
        await video.play();
        const detector = new Constructor({ formats: symbologies.map((kind) => detectorFormats[kind]).filter((format): format is string => !!format) });
        while (dialog.open) {
          const found = await detector.detect(video);
          if (found[0]) {
            field.value = found[0].rawValue;
            submit(found[0].rawValue);
            if (!dialog.open) return;
          }
          await new Promise((next) => setTimeout(next, 250));
        }
      } catch (error) {
        problem.textContent = `The camera cannot be used: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  });
}
