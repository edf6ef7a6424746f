import { ActionFailure, ActionRegistry, ActionRunner } from "../../actions/registry";
import { Fields } from "../../contract/fields";
import { el } from "../../render/dom";
import { ComponentRegistry } from "../../render/registry";
import { MiniPlayerBar } from "./bar";
import { followMediaSession } from "./media-session";
import { miniPlayerRenderer, refreshMiniPlayers } from "./mini-player-component";
import { Playback, reason } from "./playback";
import { PlayableTrack, readTrack } from "./queue";
import { word } from "./words";

/**
 * The player feature's web part (the terminal's `PlayerFeature` with
 * `PlayerTerminalLook`): `play`, `playerControl` and `miniPlayer` over one
 * `Playback` with a real `<audio>` element, and the mini player bar, which
 * lives outside the screens so it stays while the person navigates. The
 * bundle is loaded by the first screen that uses one of these types, once,
 * so the page has one player.
 */

/** The `playerControl` commands (the contract's tolerant enum: an unknown one is `togglePause`). */
const commands = ["togglePause", "next", "previous", "stop", "seek"] as const;

/** `play`: the start track plays at once; the queue's metadata loads from `tracksMetadataURL` with the app's headers. */
export function playRunner(playback: Playback): ActionRunner {
  return {
    type: "play",
    async run(fields, environment) {
      const url = fields.requiredString("tracksMetadataURL");
      const startIndex = fields.number("startIndex") ?? 0;
      let track: PlayableTrack;
      try {
        track = readTrack(fields.raw("startTrack"), fields.at("startTrack"));
      } catch (error) {
        throw new ActionFailure(reason(error));
      }
      playback.say = (message) => environment.status(message);
      try {
        await playback.play(track, Math.max(0, Math.floor(startIndex)), url,
          (address) => environment.send(address, "GET", undefined, {}));
      } catch (error) {
        throw new ActionFailure(reason(error));
      }
      environment.status(word("playing", { title: track.title }));
    },
  };
}

/** `playerControl`: pause, next, previous, stop or seek, as the terminal's `PlayerControlHandler`. */
export function playerControlRunner(playback: Playback): ActionRunner {
  return {
    type: "playerControl",
    async run(fields: Fields, environment) {
      const command = fields.enumValue("command", commands, "togglePause");
      if (command === undefined) throw new ActionFailure(`${fields.at("command")}: required string missing`);
      if (playback.queue.track === undefined) {
        environment.status(word("nothingPlayingHint"));
        return;
      }
      playback.say = (message) => environment.status(message);
      switch (command) {
        case "togglePause": await playback.togglePause(); return;
        case "next": await playback.next(); return;
        case "previous": await playback.previous(); return;
        case "stop": playback.stop(); return;
        case "seek": {
          const seconds = fields.number("seconds");
          if (seconds === undefined) throw new ActionFailure(word("seekNeedsSeconds"));
          playback.seek(seconds);
        }
      }
    },
  };
}

/** Registers the feature, as the terminal's `PlayerFeature` and `PlayerTerminalLook` do, and puts the bar in the page. */
export function install(components: ComponentRegistry, actions: ActionRegistry): void {
  const playback = new Playback(el("audio", { class: "player-audio" }));
  const bar = new MiniPlayerBar(playback);
  document.body.appendChild(bar.element);
  playback.subscribe((change) => refreshMiniPlayers(playback, change));
  followMediaSession(playback);
  components.register(miniPlayerRenderer(playback));
  actions.register(playRunner(playback));
  actions.register(playerControlRunner(playback));
}
