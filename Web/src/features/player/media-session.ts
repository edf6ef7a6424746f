import { Playback } from "./playback";

/**
 * The system's media controls (a keyboard's media keys, a phone's lock
 * screen) drive the same player as the bar, through the Media Session API
 * where the browser has it: what plays, and play, pause, previous, next,
 * seek and stop.
 */
export function followMediaSession(playback: Playback): void {
  if (!("mediaSession" in navigator) || typeof MediaMetadata === "undefined") return;
  const session = navigator.mediaSession;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ["play", () => { if (playback.status !== "playing") void playback.togglePause(); }],
    ["pause", () => { if (playback.status === "playing") void playback.togglePause(); }],
    ["previoustrack", () => void playback.previous()],
    ["nexttrack", () => void playback.next()],
    ["seekbackward", (details) => playback.seekBy(-(details.seekOffset ?? 10))],
    ["seekforward", (details) => playback.seekBy(details.seekOffset ?? 10)],
    ["seekto", (details) => { if (typeof details.seekTime === "number") playback.seek(details.seekTime); }],
    ["stop", () => playback.stop()],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // A browser that does not know this action keeps the others.
    }
  }
  let shown: string | undefined;
  playback.subscribe((change) => {
    if (change !== "state") return;
    const track = playback.queue.track;
    const status = playback.status === "stopped" || track === undefined ? "none" : playback.status;
    session.playbackState = status;
    const key = status === "none" || track === undefined ? undefined : `${track.id}\n${track.title}`;
    if (key === shown) return;
    shown = key;
    session.metadata = track === undefined || key === undefined ? null : new MediaMetadata({ title: track.title, artist: track.subtitle ?? "" });
  });
}
