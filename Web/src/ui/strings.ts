/** The client's own words (the server's strings come translated already), in English and Dutch. */
const english = {
  moreRows: "More rows follow",
  loadingRows: "Loading more rows",
  pageFailed: "This page could not be loaded",
  loading: "Loading…",
  back: "Back",
  close: "Close",
  menu: "More",
  share: "Share",
  ok: "OK",
  cancel: "Cancel",
  send: "Send",
  done: "Done",
  copied: "Link copied",
  offline: "Offline: this is the last copy this browser kept",
  failed: "Could not do that",
  unsupported: "This app cannot do that here",
  refused: "Not opened",
  diagnostics: "Diagnostics",
  noDiagnostics: "Nothing was dropped or changed on this screen.",
  notFound: "There is no such page in this app.",
  retry: "Try again",
  screenFailed: "This screen could not be loaded",
  widget: "Widget",
  widgetOffline: "offline",
  widgetNoType: "This widget came without a type; this client cannot show it.",
  widgetNewer: "This widget ({type}) needs a newer client.",
  widgetUnreadable: "This widget could not be read",
  widgetFailed: "The widget could not be loaded",
} as const;

type Key = keyof typeof english;

const dutch: Record<Key, string> = {
  moreRows: "Er volgen meer rijen",
  loadingRows: "Meer rijen laden",
  pageFailed: "Deze pagina kon niet worden geladen",
  loading: "Laden…",
  back: "Terug",
  close: "Sluiten",
  menu: "Meer",
  share: "Delen",
  ok: "OK",
  cancel: "Annuleren",
  send: "Versturen",
  done: "Klaar",
  copied: "Link gekopieerd",
  offline: "Offline: dit is de laatste kopie die deze browser bewaarde",
  failed: "Dat lukte niet",
  unsupported: "Dat kan deze app hier niet",
  refused: "Niet geopend",
  diagnostics: "Diagnose",
  noDiagnostics: "Er is op dit scherm niets weggelaten of veranderd.",
  notFound: "Deze pagina bestaat niet in deze app.",
  retry: "Opnieuw proberen",
  screenFailed: "Dit scherm kon niet worden geladen",
  widget: "Widget",
  widgetOffline: "offline",
  widgetNoType: "Deze widget kwam zonder type; deze app kan hem niet tonen.",
  widgetNewer: "Deze widget ({type}) vraagt om een nieuwere app.",
  widgetUnreadable: "Deze widget kon niet worden gelezen",
  widgetFailed: "De widget kon niet worden geladen",
};

/** The browser's languages, most wanted first (what `Accept-Language` says too). */
export function languages(): readonly string[] {
  return navigator.languages && navigator.languages.length > 0 ? navigator.languages : [navigator.language || "en"];
}

/** Whether the browser's first English or Dutch language is Dutch: which column of a table of words to use. */
export function speaksDutch(): boolean {
  const first = languages().find((tag) => /^(en|nl)\b/i.test(tag)) ?? "en";
  return /^nl/i.test(first);
}

/** `template` with each `{name}` filled from `values` (as text); a name without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => name in values ? String(values[name]) : whole);
}

export function text(key: Key, values: Record<string, string | number> = {}): string {
  return fill(speaksDutch() ? dutch[key] : english[key], values);
}
