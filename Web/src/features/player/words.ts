import { fill, speaksDutch } from "../../ui/strings";

/**
 * The player's own words, in English and Dutch like the rest of the client
 * (the terminal's `PlayerAccessory` and `QueueView` say the English ones).
 * Kept in the player's bundle, so the first screen does not carry them.
 */
const english = {
  player: "Player",
  nothingPlaying: "♪ Nothing is playing",
  nothingPlayingHint: "Nothing is playing: open a track and choose it to play it.",
  play: "Play",
  pause: "Pause",
  playPause: "Play or pause",
  previous: "Previous track",
  next: "Next track",
  back10: "Back 10 seconds",
  forward10: "Forward 10 seconds",
  stop: "Stop",
  stopped: "Stopped.",
  queue: "Queue",
  showQueue: "Show the queue",
  queueOf: "Queue · {current} of {count}",
  nowPlaying: "now playing",
  loadingQueue: "loading the rest of the queue…",
  queueUnavailable: "the rest of the queue could not load",
  onlyThisTrack: "Only this track is playing: the rest of the queue could not load ({reason}).",
  endOfQueue: "That was the last track in the queue.",
  trackGone: "That track is no longer in the queue.",
  playing: "Playing {title}",
  playbackStopped: "Playback stopped: {reason}",
  seekNeedsSeconds: "seek needs 'seconds'",
  position: "{played} / {duration}",
} as const;

type Key = keyof typeof english;

const dutch: Record<Key, string> = {
  player: "Speler",
  nothingPlaying: "♪ Er speelt niets",
  nothingPlayingHint: "Er speelt niets: open een nummer en kies het om het af te spelen.",
  play: "Afspelen",
  pause: "Pauzeren",
  playPause: "Afspelen of pauzeren",
  previous: "Vorig nummer",
  next: "Volgend nummer",
  back10: "10 seconden terug",
  forward10: "10 seconden vooruit",
  stop: "Stoppen",
  stopped: "Gestopt.",
  queue: "Wachtrij",
  showQueue: "De wachtrij tonen",
  queueOf: "Wachtrij · {current} van {count}",
  nowPlaying: "speelt nu",
  loadingQueue: "de rest van de wachtrij wordt geladen…",
  queueUnavailable: "de rest van de wachtrij kon niet worden geladen",
  onlyThisTrack: "Alleen dit nummer speelt: de rest van de wachtrij kon niet worden geladen ({reason}).",
  endOfQueue: "Dat was het laatste nummer in de wachtrij.",
  trackGone: "Dat nummer staat niet meer in de wachtrij.",
  playing: "{title} speelt",
  playbackStopped: "Afspelen gestopt: {reason}",
  seekNeedsSeconds: "seek heeft 'seconds' nodig",
  position: "{played} / {duration}",
};

/** The word for `key` in the browser's first English or Dutch language, with `{name}` filled in from `values` (as text). */
export function word(key: Key, values: Record<string, string | number> = {}): string {
  return fill(speaksDutch() ? dutch[key] : english[key], values);
}
