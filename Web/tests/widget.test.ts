/**
 * The web client's widget (`/app/widget`) reads a widget document as the
 * Swift client's `Widget` decodes it (the contract's own examples, every
 * kind, what is refused and what is only dropped) and draws it with links
 * that go through the deep-link route. Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { FakeElement } from "./fake-dom";
import { api, actions, components } from "./render-harness";
import { Diagnostics, Malformed } from "../src/contract/diagnostics";
import { JSONValue } from "../src/contract/json";
import { ScreenContext } from "../src/app/screen-context";
import { Theme } from "../src/render/theme";
import { ScreenState } from "../src/state/screen-state";
import { readWidget, Widget } from "../src/widget/widget-document";
import { drawWidget, widgetHref } from "../src/widget/widget-view";

const failures: string[] = [];
let checks = 0;
function expect(condition: boolean, message: string): void {
  checks += 1;
  if (!condition) failures.push(message);
}

function read(json: string): { widget?: Widget; refused?: Malformed; diagnostics: Diagnostics } {
  const diagnostics = new Diagnostics();
  try {
    return { widget: readWidget(JSON.parse(json) as JSONValue, diagnostics), diagnostics };
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    return { refused: error, diagnostics };
  }
}

function draw(widget: Widget, offline = false): { element: FakeElement; diagnostics: Diagnostics } {
  const diagnostics = new Diagnostics();
  const context = new ScreenContext(diagnostics, new ScreenState(), components, actions, api, new Theme(undefined, false), () => {});
  return { element: drawWidget(widget, offline, context) as unknown as FakeElement, diagnostics };
}

// The contract's examples (docs/contract.md §7, each marked `<!-- example: Widget -->`) are read, none refused.
const contract = readFileSync("docs/contract.md", "utf8");
const examples = [...contract.matchAll(/<!-- example: Widget -->\s*```json\n([\s\S]*?)```/g)].map((match) => match[1]!);
expect(examples.length >= 3, `the contract's widget examples are found: ${examples.length}`);
for (const example of examples) {
  const outcome = read(example);
  expect(outcome.widget !== undefined && outcome.diagnostics.items.length === 0, `the contract's example is read: ${example.slice(0, 60)} (${outcome.refused?.message ?? JSON.stringify(outcome.diagnostics.items)})`);
}

// A card: its name on the frame, the icon's glyph, the title, each line of the description, the picture, the links.
{
  const card = read(examples[0]!).widget!;
  const { element } = draw(card);
  const textContent = element.textContent;
  expect(textContent.startsWith("Parcels"), `the frame's name: ${textContent}`);
  expect(textContent.includes("⛟ Your Sports Shop") && textContent.includes("Today") && textContent.includes("18:00 – 20:00"), `the card: ${textContent}`);
  const links = element.descendants().filter((node) => node.tagName === "a").map((node) => node.getAttribute("href"));
  expect(links[0] === `/app/link?url=${encodeURIComponent("https://parcels.example/track/3S123")}`, `the card opens its deep link: ${links[0]}`);
  expect(links[1] === `/app/link?url=${encodeURIComponent("https://parcels.example/track?source=widget")}`, `the footer's app link stands for https: ${links[1]}`);
  expect(element.descendants().some((node) => node.tagName === "img"), "the card's picture");
  const offline = draw(card, true).element.textContent;
  expect(offline.startsWith("Parcels · offline"), `offline, the frame says so: ${offline}`);
}

// Nothing, an error, a type this client does not know, and none.
{
  expect(draw(read('{"type": "EMPTY", "message": "No parcels on the way"}').widget!).element.textContent === "No parcels on the way", "empty, its type in any case");
  const error = draw(read('{"type": "error", "message": "Could not load"}').widget!).element;
  expect(error.descendants().some((node) => node.getAttribute("role") === "alert"), "an error is an alert");
  const newer = read('{"type": "weather", "name": "Sky"}');
  expect(newer.diagnostics.items[0]?.kind === "unknownType" && newer.diagnostics.items[0]?.path === "", `an unknown type is a diagnostic at $: ${JSON.stringify(newer.diagnostics.items)}`);
  expect(draw(newer.widget!).element.textContent.includes("This widget (weather) needs a newer client."), "the terminal's words for a newer type");
  const none = read('{"name": "Parcels"}');
  expect(none.widget?.content.kind === "unknown" && none.diagnostics.items[0]?.kind === "invalidElement", "no type: shown as unknown, with a diagnostic");
}

// Refused as a whole, with the path: what Swift's decoding refuses.
for (const [json, path] of [
  ['[]', ""], ['{"type": "shipment", "url": "https://x.example/"}', "title"], ['{"type": "shipment", "title": "T"}', "url"],
  ['{"type": "shipment", "title": "T", "url": "https://x.example/", "icon": "van"}', "icon"],
  ['{"type": "shipment", "title": "T", "url": "https://x.example/", "icon": {}}', "icon.asset"],
  ['{"type": "shipment", "title": "T", "url": "https://x.example/", "footer": {"url": "https://x.example/"}}', "footer.title"],
  ['{"type": "shipment", "title": "T", "url": "https://x.example/", "description": 3}', "description"],
  ['{"type": "empty"}', "message"], ['{"type": "error", "message": 1}', "message"], ['{"type": "empty", "message": "m", "name": 7}', "name"],
] as const) {
  const outcome = read(json);
  expect(outcome.refused?.path === path, `${json} is refused at '${path}': ${outcome.refused?.path ?? "read"}`);
}

// Only dropped: a malformed picture (the card kept), and a link this client does not open.
{
  const picture = read('{"type": "shipment", "title": "T", "url": "https://x.example/", "image": {"alt": "no url"}}');
  expect(picture.widget?.content.kind === "card" && picture.diagnostics.items[0]?.path === "image.url", `a malformed picture is dropped at image.url: ${JSON.stringify(picture.diagnostics.items)}`);
  const hostile = draw(read('{"type": "shipment", "title": "<b>T</b>", "url": "javascript:alert(1)"}').widget!);
  expect(!hostile.element.descendants().some((node) => node.tagName === "a"), "javascript: is no link");
  expect(hostile.element.textContent.includes("<b>T</b>"), "a hostile title shows as written");
  expect(hostile.diagnostics.items.some((item) => item.path === "url"), "and says why at url");
  for (const url of ["data:text/html,x", "file:///etc/passwd", "http://evil.example/"]) expect(widgetHref(url) === undefined, `${url} is not opened`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  console.error(`widget: ${failures.length} of ${checks} checks failed`);
  process.exit(1);
}
console.log(`widget: ${checks} checks hold (${examples.length} contract examples)`);
