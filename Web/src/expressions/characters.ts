/**
 * Text measured the way Swift measures it, so both clients agree on every
 * count, column and comparison:
 * - columns and the 2,000-character limit count Unicode scalars (code points),
 *   not UTF-16 units (an emoji is one column, as in `String.unicodeScalars`);
 * - `len`, `contains`, `trim` and message shortening work on characters,
 *   Swift's extended grapheme clusters (`Intl.Segmenter`; without it, code
 *   points joined with following combining marks, a close approximation);
 * - budgets count UTF-8 bytes (`String.utf8.count`);
 * - equality is canonical equivalence and order is by the scalars of the NFC
 *   form, as Swift's `String` `==` and `<` are (not UTF-16 order).
 */

/** The code points of `text`: what Swift's `unicodeScalars` gives. */
export function scalars(text: string): string[] {
  return Array.from(text);
}

/** `String.utf8.count` without building the bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index++;
    } else bytes += 3; // a lone surrogate is written as U+FFFD, 3 bytes, as UTF-8 encoders write it
  }
  return bytes;
}

/** The part of `Intl.Segmenter` used here; TypeScript's ES2020 library does not declare it. */
interface GraphemeSegmenter {
  segment(text: string): Iterable<{ segment: string }>;
}
type SegmenterConstructor = new (locale?: string, options?: { granularity: "grapheme" }) => GraphemeSegmenter;

const segmenter: GraphemeSegmenter | undefined = (() => {
  const constructor = (Intl as unknown as { Segmenter?: SegmenterConstructor }).Segmenter;
  return constructor ? new constructor(undefined, { granularity: "grapheme" }) : undefined;
})();

/** Combining marks and joiners that extend the character before them (the fallback's rule). */
const extending = /^[\p{M}\u200c\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]$/u;

/** Swift's `Array(string)`: the characters (extended grapheme clusters) of `text`. */
export function characters(text: string): string[] {
  if (/^[\x00-\x7f]*$/.test(text)) {
    // ASCII: one character per byte, except CR LF, which is one character.
    const result: string[] = [];
    for (let index = 0; index < text.length; index++) {
      if (text[index] === "\r" && text[index + 1] === "\n") {
        result.push("\r\n");
        index++;
      } else result.push(text[index]!);
    }
    return result;
  }
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  const result: string[] = [];
  for (const scalar of text) {
    const last = result.length - 1;
    if (last >= 0 && (extending.test(scalar) || (result[last]!.endsWith("\u200d")))) result[last] += scalar;
    else if (last >= 0 && scalar === "\n" && result[last] === "\r") result[last] = "\r\n";
    else result.push(scalar);
  }
  return result;
}

/** Swift's `Character ==`: canonical equivalence. */
export function sameCharacters(a: string, b: string): boolean {
  return a === b || a.normalize("NFC") === b.normalize("NFC");
}

/** Swift's `String <`: -1, 0 or 1 by the scalars of the NFC forms. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const left = scalars(a.normalize("NFC"));
  const right = scalars(b.normalize("NFC"));
  const count = Math.min(left.length, right.length);
  for (let index = 0; index < count; index++) {
    const x = left[index]!.codePointAt(0)!;
    const y = right[index]!.codePointAt(0)!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length === right.length ? 0 : left.length < right.length ? -1 : 1;
}

/** Swift's `Character.isWhitespace`: the character's first scalar has White_Space. */
export function isWhitespaceCharacter(character: string): boolean {
  return /^\p{White_Space}/u.test(character);
}

/** The first `count` characters of `text` (Swift's `prefix(count)`). */
export function prefixCharacters(text: string, count: number): string {
  return characters(text).slice(0, count).join("");
}
