/**
 * The player's queue as the terminal's `Player` keeps it (PlayerTests hold
 * the Swift side to the same rules): the start track plays alone until the
 * queue's metadata arrives, the merge keeps the current track, a late answer
 * for an earlier `play` is dropped, previous restarts a track past 3 s; the
 * track-list reader refuses malformed answers with a reason; and the stand-in
 * tone is the bytes Swift's `ToneWAV` writes, as long as the track. Run by
 * Scripts/test-web-units.sh.
 */
import { formatTime, PlayableTrack, PlayerQueue, readTrackList, TrackListError } from "../src/features/player/queue";
import { toneSampleRate, toneWAV } from "../src/features/player/tone-wav";

const failures: string[] = [];
let checks = 0;

function expect(condition: boolean, what: string): void {
  checks += 1;
  if (!condition) failures.push(what);
}

function track(id: string, duration = 100): PlayableTrack {
  return { id, title: `Track ${id}`, duration };
}

function refusal(value: unknown): string | undefined {
  try {
    readTrackList(value);
    return undefined;
  } catch (error) {
    return error instanceof TrackListError ? error.message : `not a TrackListError: ${String(error)}`;
  }
}

const album = ["a", "b", "c", "d"].map((id) => track(id));

// The start track plays alone while the rest loads, at its expected place.
{
  const queue = new PlayerQueue();
  const load = queue.play(album[2], 2);
  expect(queue.tracks.length === 1 && queue.index === 0 && queue.state === "loading", "play queues the start track alone, loading");
  expect(queue.expectedIndex === 2, "while loading, the start track's place in the whole queue is known");
  expect(queue.loaded(album, load), "the queue of the current play is taken");
  expect(queue.index === 2 && queue.track?.id === "c" && queue.state === "complete", `the merge keeps the current track at its index (index ${queue.index})`);
  expect(queue.expectedIndex === undefined, "once loaded, nothing is expected");
}

// A start index that does not match: the track is found by its id.
{
  const queue = new PlayerQueue();
  const load = queue.play(album[1], 3);
  queue.loaded(album, load);
  expect(queue.index === 1 && queue.track?.id === "b", "a wrong start index finds the track by id");
}

// The current track is not in the list: it stays first, the list after it.
{
  const queue = new PlayerQueue();
  const load = queue.play(track("x"), 0);
  queue.loaded(album, load);
  expect(queue.tracks.map((t) => t.id).join() === "x,a,b,c,d" && queue.index === 0, `a track missing from the list stays first (${queue.tracks.map((t) => t.id).join()})`);
}

// An empty list leaves the start track playing alone, complete.
{
  const queue = new PlayerQueue();
  const load = queue.play(album[0], 0);
  queue.loaded([], load);
  expect(queue.tracks.length === 1 && queue.track?.id === "a" && queue.state === "complete", "an empty list keeps the start track");
}

// A late answer for an earlier play never replaces a newer queue; its failure is ignored too.
{
  const queue = new PlayerQueue();
  const first = queue.play(album[0], 0);
  const second = queue.play(track("y"), 5);
  expect(!queue.loaded(album, first), "an earlier play's queue is dropped");
  expect(queue.tracks.length === 1 && queue.track?.id === "y" && queue.state === "loading", "the newer play's start track still plays, loading");
  expect(!queue.unavailable(first), "an earlier play's failure is dropped");
  expect(queue.unavailable(second) && queue.state === "unavailable", "the current play's failure marks the rest unavailable");
  expect(queue.track?.id === "y" && queue.expectedIndex === undefined, "the start track plays on alone");
  expect(!queue.unavailable(second), "a failure is taken once");
}

// Next, previous (the 3-second rule), jump.
{
  const queue = new PlayerQueue();
  queue.loaded(album, queue.play(album[0], 0));
  expect(queue.next() && queue.index === 1, "next moves on");
  expect(!queue.previous(12) && queue.index === 1, "previous past 3 s restarts the track");
  expect(queue.previous(2) && queue.index === 0, "previous within 3 s goes back");
  expect(!queue.previous(0) && queue.index === 0, "previous on the first track restarts it");
  expect(queue.jump(3, "d") && queue.index === 3, "jump to a row");
  expect(!queue.next() && queue.index === 3, "next after the last track is refused (playback stops)");
  expect(queue.jump(0, "c") && queue.index === 2, "a jump to a row whose track moved finds it by id");
  expect(!queue.jump(1, "gone") && queue.index === 2, "a jump to a track no longer queued changes nothing");
  queue.clear();
  expect(queue.track === undefined && !queue.next() && !queue.previous(0), "a cleared queue has nothing to play");
}

// Track lists: well-formed ones read, malformed ones refused with what is wrong.
{
  const read = readTrackList({ tracks: [{ id: "1", title: "One", subtitle: "S", duration: 250, audioURL: "/audio/1" }, { id: "2", title: "Two", duration: 3.5 }] });
  expect(read.length === 2 && read[0].subtitle === "S" && read[0].audioURL === "/audio/1" && read[1].subtitle === undefined, "a track list reads");
  expect(refusal([]) === "the track list is not a JSON object", `an array is refused (${refusal([])})`);
  expect(refusal({ tracks: "no" }) === "the track list has no 'tracks' array", "tracks must be an array");
  expect(refusal({ tracks: [{ id: "1", title: "One" }] }) === "tracks[0] has no duration in seconds", `${refusal({ tracks: [{ id: "1", title: "One" }] })}`);
  expect(refusal({ tracks: [{ id: 1, title: "One", duration: 3 }] }) === "tracks[0] has no id", "an id must be a string");
  expect(refusal({ tracks: [track("a"), { id: "b", duration: 3 }] }) === "tracks[1] has no title", "the bad element is named");
  expect(refusal({ tracks: [{ id: "a", title: "A", duration: -1 }] }) === "tracks[0] has no duration in seconds", "a negative duration is refused");
  expect(refusal({ tracks: [{ id: "a", title: "A", duration: 1, subtitle: 5 }] }) === "tracks[0].subtitle is not a string", "a subtitle must be text");
  expect(refusal(null) !== undefined && refusal("{") !== undefined, "null and text are refused");
}

expect(formatTime(0) === "0:00" && formatTime(59.9) === "0:59" && formatTime(344) === "5:44" && formatTime(3723) === "1:02:03", "times as the terminal writes them");

// The stand-in tone: Swift's ToneWAV header and samples, for the track's whole length.
{
  const seconds = 2.5, seed = "brandenburg-1982-2";
  const wav = toneWAV(seconds, seed);
  const count = seconds * toneSampleRate;
  const text = (offset: number, length: number) => String.fromCharCode(...wav.subarray(offset, offset + length));
  const view = new DataView(wav.buffer);
  expect(wav.length === 44 + count, `the tone is as long as the track (${wav.length} bytes)`);
  expect(text(0, 4) === "RIFF" && text(8, 8) === "WAVEfmt " && text(36, 4) === "data", "a RIFF/WAVE header");
  expect(view.getUint32(4, true) === 36 + count && view.getUint32(40, true) === count, "the sizes in the header");
  expect(view.getUint16(20, true) === 1 && view.getUint16(22, true) === 1 && view.getUint32(24, true) === 8000 && view.getUint16(34, true) === 8, "8 kHz 8-bit mono PCM");
  // Swift's loop, sample by sample.
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(seed)) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  const period = 10 + (hash % 30);
  let same = true;
  for (let sample = 0; sample < count; sample++) {
    const phase = sample % period;
    const level = phase < Math.floor(period / 2) ? phase : period - phase;
    if (wav[44 + sample] !== 112 + Math.floor((32 * level) / Math.max(1, Math.floor(period / 2)))) same = false;
  }
  expect(same, "the samples are Swift's ToneWAV's");
  expect(toneWAV(0, "x").length === 45 && toneWAV(Number.NaN, "x").length === 45, "a track without length still gets one sample");
  expect(toneWAV(7200, "x").length === 44 + 3600 * toneSampleRate, "the tone stops at an hour");
}

for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`player queue: ${checks} of ${checks} checks hold`);
