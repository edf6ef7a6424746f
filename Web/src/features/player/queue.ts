/**
 * The player's queue, as the terminal's `Player` actor keeps it: playback
 * starts with the one track the `play` action carries, the rest of the
 * queue's metadata arrives later and is merged without moving off the
 * track that plays, and an answer for an earlier `play` never replaces a
 * newer queue. No DOM here, so the unit tests run it under node.
 */

/** What the player needs of one track (the contract's `PlayableTrack`). */
export interface PlayableTrack {
  readonly id: string;
  readonly title: string;
  readonly subtitle?: string;
  /** Seconds. */
  readonly duration: number;
  /** Where the audio is; absent when the server has none for the track. */
  readonly audioURL?: string;
}

/** Whether `tracks` is the whole queue yet (the terminal's `PlaybackSnapshot.QueueState`). */
export type QueueState = "complete" | "loading" | "unavailable";

/** Why a track or a track list could not be read: the reason is said to the person, so it names what was wrong. */
export class TrackListError extends Error {}

/** One `play`'s background load of the rest of the queue; handed back with its answer so a late one is dropped. */
export interface QueueLoad {
  readonly generation: number;
}

/** A playable track from JSON, or why it is not one (`where` names it in the message). */
export function readTrack(value: unknown, where: string): PlayableTrack {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new TrackListError(`${where} is not an object`);
  const object = value as Record<string, unknown>;
  const { id, title, subtitle, duration, audioURL } = object;
  if (typeof id !== "string") throw new TrackListError(`${where} has no id`);
  if (typeof title !== "string") throw new TrackListError(`${where} has no title`);
  if (typeof duration !== "number" || !Number.isFinite(duration) || duration < 0) throw new TrackListError(`${where} has no duration in seconds`);
  if (subtitle != null && typeof subtitle !== "string") throw new TrackListError(`${where}.subtitle is not a string`);
  if (audioURL != null && typeof audioURL !== "string") throw new TrackListError(`${where}.audioURL is not a string`);
  return {
    id, title, duration,
    ...(typeof subtitle === "string" ? { subtitle } : {}),
    ...(typeof audioURL === "string" && audioURL !== "" ? { audioURL } : {}),
  };
}

/** The answer of a tracks-metadata URL (`{"tracks": [...]}`), or why it is malformed. */
export function readTrackList(value: unknown): PlayableTrack[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new TrackListError("the track list is not a JSON object");
  const tracks = (value as Record<string, unknown>).tracks;
  if (!Array.isArray(tracks)) throw new TrackListError("the track list has no 'tracks' array");
  return tracks.map((track, index) => readTrack(track, `tracks[${index}]`));
}

/** The queue and where in it playback is. */
export class PlayerQueue {
  private list: PlayableTrack[] = [];
  private current: number | undefined;
  private generation = 0;
  private pendingStartIndex: number | undefined;
  private loadState: QueueState = "complete";

  get tracks(): readonly PlayableTrack[] { return this.list; }
  /** Index of the current track in `tracks`; undefined when nothing is queued. */
  get index(): number | undefined { return this.current; }
  get state(): QueueState { return this.loadState; }
  /** While the queue loads: where the current track will sit in the whole queue (the action's `startIndex`). */
  get expectedIndex(): number | undefined { return this.pendingStartIndex; }

  get track(): PlayableTrack | undefined {
    return this.current === undefined ? undefined : this.list[this.current];
  }

  /** Starts a new queue with `track` alone; `startIndex` is where it sits in the whole queue. */
  play(track: PlayableTrack, startIndex: number): QueueLoad {
    this.generation += 1;
    this.list = [track];
    this.current = 0;
    this.pendingStartIndex = startIndex;
    this.loadState = "loading";
    return { generation: this.generation };
  }

  /**
   * Installs the queue `load` fetched, unless a newer `play` started since,
   * keeping the current track: at the start index when it is there, else
   * wherever its id is, else first before the rest.
   * @returns whether the queue was taken
   */
  loaded(tracks: readonly PlayableTrack[], load: QueueLoad): boolean {
    if (load.generation !== this.generation) return false;
    this.loadState = "complete";
    const expected = this.pendingStartIndex;
    this.pendingStartIndex = undefined;
    if (tracks.length === 0) return true;
    const playing = this.track;
    if (playing === undefined) {
      this.list = [...tracks];
      this.current = 0;
      return true;
    }
    if (expected !== undefined && tracks[expected]?.id === playing.id) {
      this.current = expected;
    } else {
      const found = tracks.findIndex((track) => track.id === playing.id);
      if (found < 0) {
        this.list = [playing, ...tracks];
        this.current = 0;
        return true;
      }
      this.current = found;
    }
    this.list = [...tracks];
    return true;
  }

  /** The metadata of `load` could not be fetched: the start track plays on alone. */
  unavailable(load: QueueLoad): boolean {
    if (load.generation !== this.generation || this.loadState !== "loading") return false;
    this.loadState = "unavailable";
    this.pendingStartIndex = undefined;
    return true;
  }

  /** Moves to the next track; false at the end of the queue (playback then stops). */
  next(): boolean {
    if (this.current === undefined || this.current + 1 >= this.list.length) return false;
    this.current += 1;
    return true;
  }

  /**
   * The previous track, or the start of this one when more than 3 seconds in
   * or at the first track (the terminal's rule).
   * @returns whether the current track changed
   */
  previous(position: number): boolean {
    if (this.current === undefined || position > 3 || this.current === 0) return false;
    this.current -= 1;
    return true;
  }

  /**
   * Makes the track at `position` current if it is still the one with `id`
   * (the queue may have loaded since the person saw it there; then it is found by id).
   * @returns false when the track is no longer in the queue
   */
  jump(position: number, id: string): boolean {
    const target = this.list[position]?.id === id ? position : this.list.findIndex((track) => track.id === id);
    if (target < 0) return false;
    this.current = target;
    return true;
  }

  /** Empties the queue. */
  clear(): void {
    this.generation += 1;
    this.list = [];
    this.current = undefined;
    this.pendingStartIndex = undefined;
    this.loadState = "complete";
  }
}

/** `1:23`, `1:02:03`: whole seconds, as the terminal's `TrackDuration.format` writes them. */
export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600), minutes = Math.floor((total % 3600) / 60), rest = total % 60;
  const two = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
