/**
 * The stand-in audio for a track the server gives no `audioURL`: the same
 * quiet tone the terminal's player command gets (`ToneWAV` in the Player
 * module: 8 kHz, 8-bit mono PCM, a triangle wave at 128 ± 16 whose pitch
 * depends on the track id), but as long as the track, so the `<audio>`
 * element has the track's real timeline (duration, position, seeking, the
 * end that moves to the next track). The demo's tracks carry no audio, and
 * this keeps playback real in the browser without sending sound from the
 * server (docs/web.md, "Player").
 */

export const toneSampleRate = 8000;
/** The longest stand-in made (seconds): an hour is 28.8 MB held while the track plays. */
export const toneLimitSeconds = 3600;

/** A WAV file of `seconds` of tone, its pitch from `seed` (FNV-1a of its UTF-8, as in Swift). */
export function toneWAV(seconds: number, seed: string): Uint8Array {
  const clamped = Math.min(Math.max(Number.isFinite(seconds) ? seconds : 0, 0), toneLimitSeconds);
  const count = Math.max(1, Math.floor(clamped * toneSampleRate));
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(seed)) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  const period = 10 + (hash % 30);
  const half = Math.max(1, Math.floor(period / 2));
  const bytes = new Uint8Array(44 + count);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => { for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i); };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + count, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, toneSampleRate, true);
  view.setUint32(28, toneSampleRate, true); // bytes a second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, "data");
  view.setUint32(40, count, true);
  // One period, then copied: the same samples as Swift's loop, without its per-sample arithmetic.
  const wave = new Uint8Array(period);
  for (let phase = 0; phase < period; phase++) {
    const level = phase < Math.floor(period / 2) ? phase : period - phase;
    wave[phase] = 112 + Math.floor((32 * level) / half);
  }
  for (let offset = 0; offset < count; offset += period) bytes.set(offset + period <= count ? wave : wave.subarray(0, count - offset), 44 + offset);
  return bytes;
}
