/**
 * The icons every client has built in, by `asset` name in any case: the
 * terminal's glyphs (`NamedIcon+Glyph.swift`), so both clients draw a
 * widget's van the same. A name this client does not have draws nothing.
 */
const glyphs: Readonly<Record<string, string>> = {
  van: "⛟", box: "◫", letter: "✉", home: "⌂", person: "☺", heart: "♥", star: "★", play: "▶", music: "♪",
  search: "⌕", check: "✓", warning: "!", info: "ⓘ", location: "⌖", clock: "◷",
};

export function iconGlyph(asset: string | undefined): string | undefined {
  return asset === undefined ? undefined : glyphs[asset.toLowerCase()];
}
