const storageKey = "sdui.installID";

/**
 * The browser's install id (`SDUI-Install-ID`): made once and kept, so the
 * server puts this browser in the same experiment variant and rollout share
 * on every visit. Where storage is refused, one for this page's life.
 */
export function installID(): string {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
