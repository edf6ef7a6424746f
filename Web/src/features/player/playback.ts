import { apiVersion } from "../../net/api";
import { PlayableTrack, PlayerQueue, QueueLoad, readTrackList, TrackListError } from "./queue";
import { toneWAV } from "./tone-wav";
import { word } from "./words";

/** What plays: the terminal's `PlaybackSnapshot.Status`. */
export type Status = "stopped" | "playing" | "paused";

/** Why a track cannot be played, said to the person (the terminal's `PlaybackError`). */
export class PlaybackError extends Error {}

/** How a change is told to the views: `state` redraws them, `time` moves only the position. */
export type Change = "state" | "time";

/** Fetches a tracks-metadata URL through the app's API (its headers, its base): the action environment's `send`. */
export type TrackListFetch = (url: string) => Promise<unknown>;

/**
 * The one player of the page, shared by the `play` and `playerControl`
 * runners, the `miniPlayer` component and the bar (the terminal's `Player`
 * actor): a queue, and a real `<audio>` element that plays the current
 * track. It lives as long as the page, so navigation never stops it.
 */
export class Playback {
  readonly queue = new PlayerQueue();
  /** Not drawn (no `controls`): the bar is its face. Kept in the page so it can be found and inspected. */
  readonly audio: HTMLAudioElement;
  private currentStatus: Status = "stopped";
  private objectURL: string | undefined;
  private readonly listeners = new Set<(change: Change) => void>();
  /** Where a message goes when the bar is not there to show it (the app's status line, from the last action's environment). */
  say: (message: string) => void = () => undefined;

  constructor(audio: HTMLAudioElement) {
    this.audio = audio;
    audio.preload = "auto";
    audio.addEventListener("timeupdate", () => this.emit("time"));
    audio.addEventListener("durationchange", () => this.emit("time"));
    audio.addEventListener("ended", () => void this.finished());
    audio.addEventListener("error", () => {
      // A failed load of a source already replaced (or removed by stop) is no failure of what plays now.
      if (this.currentStatus === "stopped" || !audio.getAttribute("src")) return;
      const track = this.queue.track;
      this.fail(`${track ? `no audio for track ${track.id}` : "no audio"}: ${mediaError(audio.error)}`);
    });
    // A pause or play from outside the bar (the browser's media keys, the system's controls) is the player's too.
    audio.addEventListener("pause", () => { if (this.currentStatus === "playing" && !audio.ended) this.set("paused"); });
    audio.addEventListener("play", () => { if (this.currentStatus === "paused") this.set("playing"); });
  }

  get status(): Status { return this.currentStatus; }
  /** Seconds into the current track. */
  get position(): number { return this.currentStatus === "stopped" ? 0 : this.audio.currentTime; }
  /** The message of the last failure, shown until playback starts again. */
  message: string | undefined;

  subscribe(listener: (change: Change) => void): void {
    this.listeners.add(listener);
  }

  /**
   * `play`: `track` plays at once as the only known track, and the queue's
   * metadata loads in the background and is merged when it arrives. When
   * the output cannot start, the action fails with the reason and nothing
   * loads; when the metadata cannot be had, the track plays on alone and the
   * person is told why.
   * @throws PlaybackError when the track cannot be played
   */
  async play(track: PlayableTrack, startIndex: number, tracksURL: string, fetchTracks: TrackListFetch): Promise<void> {
    const load = this.queue.play(track, startIndex);
    await this.startCurrent();
    if (this.currentStatus === "stopped") {
      this.queue.unavailable(load);
      throw new PlaybackError(this.message ?? `${track.title} could not be played`);
    }
    void this.loadQueue(tracksURL, load, fetchTracks);
  }

  private async loadQueue(url: string, load: QueueLoad, fetchTracks: TrackListFetch): Promise<void> {
    let tracks: PlayableTrack[];
    try {
      tracks = readTrackList(await fetchTracks(url));
    } catch (error) {
      if (this.queue.unavailable(load)) {
        this.emit("state");
        this.tell(word("onlyThisTrack", { reason: reason(error) }));
      }
      return;
    }
    if (this.queue.loaded(tracks, load)) this.emit("state");
  }

  /** Plays or pauses; with playback stopped, the current track again from its start. */
  async togglePause(): Promise<void> {
    switch (this.currentStatus) {
      case "playing":
        this.audio.pause();
        this.set("paused");
        return;
      case "paused":
        await this.resume();
        return;
      case "stopped":
        if (this.queue.track) await this.startCurrent();
    }
  }

  /** The next track; after the last one playback stops, and the person is told when they asked. */
  async next(asked = true): Promise<void> {
    if (this.queue.track === undefined) return;
    if (this.queue.next()) {
      await this.startCurrent();
      return;
    }
    this.stop();
    if (asked) this.tell(word("endOfQueue"));
  }

  /** The previous track, or the start of this one when more than 3 s in (or at the first). */
  async previous(): Promise<void> {
    if (this.queue.track === undefined) return;
    if (this.queue.previous(this.audio.currentTime)) {
      await this.startCurrent();
    } else if (this.currentStatus === "stopped") {
      await this.startCurrent();
    } else {
      this.audio.currentTime = 0;
      this.emit("time");
    }
  }

  /** Plays the queue's track at `position` if it is still the one with `id` (else finds it by id). */
  async jump(position: number, id: string): Promise<void> {
    if (!this.queue.jump(position, id)) {
      this.tell(word("trackGone"));
      return;
    }
    await this.startCurrent();
  }

  /** Moves within the current track, clamped to its length; a paused track stays paused. */
  seek(seconds: number): void {
    const track = this.queue.track;
    if (track === undefined || this.currentStatus === "stopped") return;
    const length = Number.isFinite(this.audio.duration) ? this.audio.duration : track.duration;
    this.audio.currentTime = Math.min(Math.max(0, seconds), length);
    this.emit("time");
  }

  seekBy(seconds: number): void {
    this.seek(this.audio.currentTime + seconds);
  }

  /** Stops and lets go of the audio; the queue stays, so play starts its track again. */
  stop(): void {
    this.audio.pause();
    this.audio.removeAttribute("src");
    this.audio.load();
    this.releaseObjectURL();
    this.set("stopped");
  }

  /** Says `message` in the bar while it shows, else in the app's status line. */
  tell(message: string): void {
    this.message = message;
    this.emit("state");
    if (this.currentStatus === "stopped") this.say(message);
  }

  private async resume(): Promise<void> {
    try {
      await this.audio.play();
      this.set("playing");
    } catch (error) {
      this.playRefused(error);
    }
  }

  /** Loads the current track's audio and plays it from its start. */
  private async startCurrent(): Promise<void> {
    const track = this.queue.track;
    if (track === undefined) return;
    this.message = undefined;
    let source: string;
    try {
      source = this.source(track);
    } catch (error) {
      this.fail(reason(error));
      return;
    }
    this.audio.dataset.trackId = track.id;
    this.audio.src = source;
    this.set("playing");
    try {
      await this.audio.play();
      // A pause seen while the new source loaded was the load's, not the person's.
      if (this.audio.dataset.trackId === track.id && this.currentStatus !== "stopped" && !this.audio.paused) this.set("playing");
    } catch (error) {
      // The track changed again before this one began: the newer start decides.
      if (this.audio.dataset.trackId !== track.id || this.audio.getAttribute("src") !== source) return;
      this.playRefused(error);
    }
  }

  /** `play()` refused: without a gesture the browser's autoplay policy leaves it paused for the play button; anything else is a failure. */
  private playRefused(error: unknown): void {
    if (error instanceof DOMException && error.name === "NotAllowedError") {
      this.set("paused");
    } else if (!(error instanceof DOMException && error.name === "AbortError")) {
      const track = this.queue.track;
      this.fail(this.audio.error && track ? `no audio for track ${track.id}: ${mediaError(this.audio.error)}` : reason(error));
    }
  }

  /**
   * The address the audio element plays for `track`: its `audioURL` when it
   * has one this client may fetch media from (this server, or https, as the
   * page's policy allows), else the stand-in tone made here (a `blob:` URL).
   * @throws PlaybackError for an `audioURL` that is neither
   */
  private source(track: PlayableTrack): string {
    this.releaseObjectURL();
    if (track.audioURL !== undefined) {
      const reference = /^[a-z][a-z0-9+.-]*:/i.test(track.audioURL) || track.audioURL.startsWith("/")
        ? track.audioURL : `/v${apiVersion}/${track.audioURL}`;
      let url: URL;
      try {
        url = new URL(reference, window.location.href);
      } catch {
        throw new PlaybackError(`no audio for track ${track.id}: '${track.audioURL}' is not a URL`);
      }
      if (url.protocol !== "https:" && url.origin !== window.location.origin) {
        throw new PlaybackError(`no audio for track ${track.id}: '${track.audioURL}' is neither this server's nor https`);
      }
      return url.href;
    }
    this.objectURL = URL.createObjectURL(new Blob([toneWAV(track.duration, track.id)], { type: "audio/wav" }));
    return this.objectURL;
  }

  private releaseObjectURL(): void {
    if (this.objectURL !== undefined) URL.revokeObjectURL(this.objectURL);
    this.objectURL = undefined;
  }

  /** The track came to its end: the next one, or the end of playback after the last. */
  private async finished(): Promise<void> {
    if (this.currentStatus !== "playing") return;
    await this.next(false);
  }

  /** Playback stops with the reason, as the terminal's `Player.fail` does; the page goes on. */
  private fail(why: string): void {
    this.stop();
    this.tell(word("playbackStopped", { reason: why }));
  }

  private set(status: Status): void {
    this.currentStatus = status;
    this.emit("state");
  }

  private emit(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }
}

/** An error's words for the person. */
export function reason(error: unknown): string {
  if (error instanceof TrackListError || error instanceof PlaybackError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

function mediaError(error: MediaError | null): string {
  switch (error?.code) {
    case 1: return "loading was aborted";
    case 2: return "the network failed while loading it";
    case 3: return "it could not be decoded";
    case 4: return "the browser cannot play it";
    default: return "it could not be played";
  }
}
