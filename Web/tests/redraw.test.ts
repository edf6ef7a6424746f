/**
 * A redraw in place (the last draw's elements reused where their resolved
 * JSON and the state they read did not change, the rest put in place) must
 * give exactly what a fresh draw gives: the same elements, attributes, text,
 * input values and diagnostics, for every document and state here. And it
 * must really reuse: the rows that did not change are the same objects.
 * Run by Scripts/test-web-units.sh.
 */
import { readFileSync } from "fs";
import { FakeElement } from "./fake-dom";
import { actions, api, components } from "./render-harness";
import { Diagnostics } from "../src/contract/diagnostics";
import { isObject, JSONObject, JSONValue } from "../src/contract/json";
import { ScreenContext } from "../src/app/screen-context";
import { ScreenExpressions } from "../src/expressions/screen-expressions";
import { reconcileChildren } from "../src/render/reconcile";
import { RenderMemo } from "../src/render/render-memo";
import { drawScreen } from "../src/render/screen";
import { Theme } from "../src/render/theme";
import { ScreenState } from "../src/state/screen-state";

const failures: string[] = [];
let checks = 0;

function expect(condition: boolean, message: string): void {
  checks += 1;
  if (!condition) failures.push(message);
}

/** One screen as the app holds it: its document, expressions, state and what it drew last. */
class Screen {
  readonly state: ScreenState;
  readonly expressions: ScreenExpressions;
  readonly memo = new RenderMemo();
  body: FakeElement | undefined;
  diagnostics = new Diagnostics();
  /** The actions run by elements of this screen, as their JSON. */
  readonly ran: JSONValue[] = [];

  constructor(readonly document: JSONObject) {
    this.state = new ScreenState(isObject(document.initialState) ? document.initialState : {});
    this.expressions = new ScreenExpressions(document);
  }

  /** Draws the document in its state: in place into the last draw when `incremental`, else from nothing. */
  draw(incremental: boolean, generation = "core light"): FakeElement {
    this.diagnostics = new Diagnostics();
    const resolved = this.expressions.resolve(this.document, (name) => this.state.get(name) as never, this.diagnostics);
    const memo = incremental ? this.memo : new RenderMemo();
    memo.begin(generation);
    const context = new ScreenContext(this.diagnostics, this.state, components, actions, api, new Theme(undefined, false),
      (action) => this.ran.push(action.json), async () => {}, new Map(), memo);
    const previous = incremental ? this.body : undefined;
    const body = drawScreen(resolved, context, previous as unknown as HTMLElement | undefined).body as unknown as FakeElement;
    if (incremental) this.body = body;
    return body;
  }
}

/** An element tree as text: tags, attributes (generated part ids made alike), text, and input properties. */
function serialize(node: FakeElement, indent = ""): string {
  const attributes = [...node.attributes.entries()].sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${JSON.stringify(value.replace(/sdui-part-\d+/g, "sdui-part-#"))}`).join(" ");
  const properties = `value=${JSON.stringify(node.value)} checked=${node.checked} disabled=${node.disabled} hidden=${node.hidden}`;
  const lines = [`${indent}<${node.tagName} ${attributes} ${properties}>`];
  for (const child of node.childNodes) {
    lines.push(child instanceof FakeElement ? serialize(child, indent + "  ") : `${indent}  ${JSON.stringify(child.textContent)}`);
  }
  return lines.join("\n");
}

function byID(root: FakeElement, id: string): FakeElement | undefined {
  return root.descendants().find((element) => element.dataset.sduiId === id);
}

/** Checks that the in-place draw of `screen` in its current state equals a fresh draw of the same. */
function sameAsFresh(screen: Screen, name: string): FakeElement {
  const incremental = screen.draw(true);
  const incrementalText = serialize(incremental);
  const incrementalDiagnostics = JSON.stringify(screen.diagnostics.items);
  const fresh = screen.draw(false);
  const freshText = serialize(fresh);
  if (incrementalText !== freshText) {
    const a = incrementalText.split("\n"), b = freshText.split("\n");
    const line = a.findIndex((text, index) => text !== b[index]);
    failures.push(`${name}: the redraw in place differs from a fresh draw at line ${line + 1}:\n    in place: ${a[line]}\n    fresh:    ${b[line]}`);
  }
  checks += 1;
  expect(incrementalDiagnostics === JSON.stringify(screen.diagnostics.items),
    `${name}: diagnostics differ: in place ${incrementalDiagnostics}, fresh ${JSON.stringify(screen.diagnostics.items)}`);
  return incremental;
}

const row = (n: number, extra: JSONObject = {}): JSONObject => ({
  type: "detailRow", id: `work-${n}`, title: `Work ${n}`, subtitle: "A piece", primaryAction: { type: "navigate", destination: "home" }, ...extra,
});
function search(rows: JSONValue[], more: JSONObject = {}): JSONObject {
  return {
    id: "search", title: "Search", initialState: { query: "", shown: true, pick: "a" }, ...more,
    sections: [
      { id: "top", heading: { title: "Find @{query}" }, components: [
        { type: "textField", id: "query", stateKey: "query", placeholder: "Search" },
        { type: "text", id: "echo", paragraphs: ["You typed: @{query}"] },
        { type: "toggle", id: "shown", stateKey: "shown", label: "Shown" },
        { type: "picker", id: "pick", stateKey: "pick", label: "Pick", options: [{ value: "a", title: "A" }, { value: "b", title: "B" }] },
        { type: "mystery", id: "unknown-one" },
        { type: "detailRow", id: "broken-row" },
      ] },
      { id: "rows", heading: { title: "Rows" }, components: rows },
      { id: "later", visible: "@{shown}", components: [{ type: "text", id: "late", paragraphs: ["Shown: @{shown ? 'yes' : 'no'}"] }] },
    ],
  };
}

const documents: [string, JSONObject][] = [
  ["one row reads the key", search(Array.from({ length: 200 }, (_, index) => row(index + 1)))],
  ["every row reads the key", search(Array.from({ length: 200 }, (_, index) => row(index + 1, { subtitle: "Matching '@{query}'" })))],
  ["rows filtered by the key", search(Array.from({ length: 200 }, (_, index) => row(index + 1, { visible: `@{contains(lower('Work ${index + 1}'), lower(query))}` })))],
  ["rows in nested containers", search([{ type: "card", id: "card", title: "A card", children: [{ type: "column", id: "column", children: [
    row(1), row(2, { subtitle: "@{query}" }), { type: "list", id: "list", header: "A list", components: [row(3), row(4, { enabled: "@{shown}" })] },
    { type: "button", id: "go", label: "Go to @{query}", enabled: "@{shown}", action: { type: "navigate", destination: "@{query == '' ? 'home' : 'music'}" } },
  ] }] }])],
];
// Texts a redraw may not simply replace on the page: one that another field holds too, one a renderer
// writes inside a longer text, two fields with one text, a picture's alternative text, a button's label.
documents.push(["texts shared between fields", search([
  row(1, { title: "@{query}", accessibilityLabel: "Bach" }),
  row(2, { title: "@{query}", deleteAction: { type: "showAlert", title: "Gone" } }),
  row(3, { title: "@{query}", subtitle: "@{query}" }),
  row(4, { subtitle: "@{query == 'Bach' ? 'Bach' : 'Other'}", addition: "Bach" }),
  { type: "button", id: "label", label: "@{query}", action: { type: "showAlert", title: "@{query}" } },
  { type: "image", id: "picture", url: "/images/parcel-label.png", accessibilityLabel: "@{query}" },
  { type: "badge", id: "badge", text: "@{query}" },
], { initialState: { query: "Bach", shown: true, pick: "a" } })]);
const everyType = JSON.parse(readFileSync("Tests/SDUIServerTests/BrowserPreview/screens/every-type.json", "utf8")) as JSONObject;
documents.push(["the every-type document", everyType]);

const changes: [string, JSONValue][] = [
  ["query", "Bach"], ["query", "work 1"], ["query", "work 12"], ["shown", false], ["pick", "b"], ["query", ""], ["shown", true], ["query", "<b>x</b>"], ["query", "work 1"],
];

for (const [name, document] of documents) {
  const screen = new Screen(document);
  sameAsFresh(screen, `${name}, first draw`);
  for (const [key, value] of changes) {
    screen.state.set(key, value);
    sameAsFresh(screen, `${name}, after ${key} = ${JSON.stringify(value)}`);
  }
}

/** Types `text` into the field bound to `key`, as its input event does: the state set with the input as its origin. */
function type(screen: Screen, key: string, text: string): void {
  const context = new ScreenContext(new Diagnostics(), screen.state, components, actions, api, new Theme(undefined, false), () => {},
    async () => {}, new Map(), screen.memo);
  const input = screen.body?.descendants().find((element) => element.tagName === "input" && element.dataset.stateKey === key);
  if (!input) throw new Error(`no field for ${key}`);
  input.value = text;
  context.state.set(key, text, input as unknown as Element);
}

// Reuse: typing into a screen whose rows do not read the key keeps every row, its section and the field.
{
  const screen = new Screen(documents[0]![1]);
  const first = screen.draw(true);
  const rowsBefore = byID(first, "rows"), fieldBefore = byID(first, "query"), workBefore = byID(first, "work-150"), echoBefore = byID(first, "echo");
  type(screen, "query", "w");
  const second = screen.draw(true);
  expect(second === first, "the screen body is drawn into in place");
  expect(byID(second, "rows") === rowsBefore, "the rows' section, unchanged, is the same element");
  expect(byID(second, "work-150") === workBefore, "a row that did not change is the same element");
  expect(byID(second, "query") === fieldBefore, "the field being typed in is the same element (focus and caret stay)");
  expect(byID(second, "echo") === echoBefore, "the text that reads the key is drawn into the element it had (morph)");
  expect(byID(second, "echo")?.textContent === "You typed: w", `the echo shows what was typed: ${byID(second, "echo")?.textContent}`);
}

// Every row reads the key: each is drawn into the element it had (the browser redoes only the text).
{
  const screen = new Screen(documents[1]![1]);
  const first = screen.draw(true);
  const rows = Array.from({ length: 200 }, (_, index) => byID(first, `work-${index + 1}`));
  type(screen, "query", "bach");
  const second = screen.draw(true);
  expect(rows.every((row, index) => row !== undefined && byID(second, `work-${index + 1}`) === row), "every row is the element it was");
  expect(byID(second, "work-7")?.textContent?.includes("Matching 'bach'") === true, `a row shows the new text: ${byID(second, "work-7")?.textContent}`);
}

// The texts and attributes a patch checks are found once per row and kept while nothing under the row changes;
// a change by anyone else (an attribute, a child) is seen, so the next key gives exactly what a fresh draw gives.
{
  const screen = new Screen(documents[1]![1]);
  const first = screen.draw(true);
  type(screen, "query", "a");
  screen.draw(true);
  const work7 = byID(first, "work-7")!, work8 = byID(first, "work-8")!, work9 = byID(first, "work-9")!;
  const subtitle = (row: FakeElement) => row.descendants().find((element) => element.textContent === "Matching 'a'")!;
  // Someone else writes the next key's text into an attribute of row 7, gives row 8 a new child holding it, and
  // replaces row 9's subtitle text: a patch from what was found before would miss all three.
  subtitle(work7).setAttribute("data-note", "Matching 'ab'");
  const note = document.createElement("span") as unknown as FakeElement;
  note.textContent = "Matching 'ab'";
  work8.appendChild(note);
  subtitle(work9).textContent = "Matching 'a'";
  const work10 = byID(first, "work-10")!;
  const title10 = work10.descendants().find((element) => element.textContent === "Work 10")!.childNodes[0]!;
  title10.data = "Matching 'ab'";
  type(screen, "query", "ab");
  const after = sameAsFresh(screen, "every row reads the key, after rows were changed from outside");
  expect(byID(after, "work-7") === work7, "the row with an attribute from outside is drawn into the element it had");
  expect(byID(after, "work-8")?.textContent?.split("Matching 'ab'").length === 2, `the row with a child from outside is drawn again without it: ${byID(after, "work-8")?.textContent}`);
  expect(!JSON.stringify(serialize(after)).includes("data-note"), "the attribute written from outside is gone, as in a fresh draw");
  expect(byID(after, "work-9")?.textContent?.includes("Matching 'ab'") === true, `the replaced text is patched too: ${byID(after, "work-9")?.textContent}`);
  expect(byID(after, "work-10")?.textContent?.startsWith("Work 10") === true, `a text changed from outside is drawn again: ${byID(after, "work-10")?.textContent}`);
}

/** How many elements `draw` makes: a text patch makes none. */
function elementsMade(draw: () => void): number {
  const page = document as unknown as { createElement: (tag: string) => unknown };
  const make = page.createElement;
  let made = 0;
  page.createElement = (tag) => { made += 1; return make(tag); };
  try {
    draw();
  } finally {
    page.createElement = make;
  }
  return made;
}

// A name (aria-label) that reads the key is patched, not drawn, on key after key, each time as a fresh draw gives it.
{
  const rows = Array.from({ length: 20 }, (_, index) => row(index + 1, { accessibilityLabel: `Work ${index + 1} for @{query}` }));
  const screen = new Screen({ id: "names", title: "Names", initialState: { query: "" }, sections: [{ id: "rows", components: rows }] });
  const first = screen.draw(true);
  const work3 = byID(first, "work-3");
  expect(elementsMade(() => screen.draw(true)) === 0, "a redraw with nothing changed makes no element (the title is kept too)");
  // Backspace too: the old name holds the new one.
  for (const typed of ["a", "ab", "abc", "ab", "x"]) {
    screen.state.set("query", typed);
    const made = elementsMade(() => screen.draw(true));
    expect(made === 0, `typing ${typed} patches the names and makes no element (made ${made})`);
    sameAsFresh(screen, `a name that reads the key, after typing ${typed}`);
  }
  expect(byID(screen.body!, "work-3") === work3 && work3?.getAttribute("aria-label") === "Work 3 for x",
    `the row keeps its element and its name follows: ${work3?.getAttribute("aria-label")}`);
}

// An element drawn into runs the new drawing's action, not the one it was drawn with.
{
  const screen = new Screen(documents[3]![1]);
  const go = byID(screen.draw(true), "go");
  type(screen, "query", "x");
  const again = byID(screen.draw(true), "go");
  expect(again === go, "the button is the element it was");
  (again?.descendants().find((element) => element.tagName === "button") ?? again)?.click();
  const destination = JSON.stringify(screen.ran);
  expect(destination.includes('"destination":"music"') && !destination.includes('"home"'), `the click runs the action as resolved now: ${destination}`);
}

// A filter: a row still at its place keeps its element, also after being hidden; one whose place changed is drawn
// again (its path names it in diagnostics, id-less ids and actions).
{
  const screen = new Screen(documents[2]![1]);
  const first = screen.draw(true);
  const work1 = byID(first, "work-1"), work150 = byID(first, "work-150");
  type(screen, "query", "work 1");
  const filtered = screen.draw(true);
  expect(byID(filtered, "work-1") === work1, "the first row, still first, keeps its element");
  expect(byID(filtered, "work-150") !== undefined && byID(filtered, "work-150") !== work150, "a row that moved up is drawn where it now is (into that place's element), not moved");
  type(screen, "query", "work 2");
  expect(byID(screen.draw(true), "work-1") === undefined, "a filtered row is gone");
  type(screen, "query", "");
  const all = screen.draw(true);
  expect(byID(all, "work-1") === work1, "a row shown again at its place is the element it was");
}

// Two fields bound to one key: typing into one draws the other again with the value.
{
  const twice = search([{ type: "textField", id: "again", stateKey: "query", placeholder: "Again" }]);
  const screen = new Screen(twice);
  const first = screen.draw(true);
  const field = byID(first, "query"), again = byID(first, "again");
  type(screen, "query", "both");
  const second = screen.draw(true);
  const input = byID(second, "again")?.descendants().find((element) => element.tagName === "input");
  expect(byID(second, "query") === field, "the field typed in is kept");
  expect(byID(second, "again") !== again && input?.value === "both", `the other field shows the value: ${input?.value}`);
}

// State a renderer read: a bound field set from outside (a command's state, a reset) is drawn again with the new value.
{
  const screen = new Screen(documents[0]![1]);
  const field = byID(screen.draw(true), "query");
  screen.state.set("pick", "b");
  const pick = byID(screen.draw(true), "pick");
  expect(pick !== undefined && field !== undefined, "the picker and the field are drawn");
  expect(byID(screen.body!, "query") === field, "a field whose key did not change is kept");
  screen.state.set("query", "from the server");
  const redrawn = screen.draw(true);
  const input = byID(redrawn, "query")?.descendants().find((element) => element.tagName === "input");
  expect(byID(redrawn, "query") !== field && input?.value === "from the server", `the field shows the key's new value: ${input?.value}`);
  expect(byID(redrawn, "pick") === pick, "the picker, whose key did not change, is kept");
}

// Another generation (types registered, the colour scheme) reuses nothing.
{
  const screen = new Screen(documents[0]![1]);
  const work = byID(screen.draw(true), "work-1");
  expect(byID(screen.draw(true, "core dark"), "work-1") !== work, "a new generation draws every row again");
}

// reconcileChildren: the children end exactly as asked; kept ones are not moved.
{
  const parent = document.createElement("div") as unknown as FakeElement;
  const nodes = ["a", "b", "c", "d", "e"].map((name) => { const node = document.createElement("p"); node.textContent = name; return node; });
  for (const node of nodes) parent.appendChild(node as unknown as FakeElement);
  let moves = 0;
  const insert = parent.insertBefore.bind(parent);
  parent.insertBefore = ((node: FakeElement, before: FakeElement) => { moves += 1; return insert(node, before); }) as typeof parent.insertBefore;
  const fresh = document.createElement("p");
  fresh.textContent = "new";
  const [a, b, , d, e] = nodes;
  const wanted = [a!, fresh, b!, d!, e!];
  reconcileChildren(parent as unknown as Element, wanted);
  expect(parent.textContent === "anewbde", `children after reconciling: ${parent.textContent}`);
  expect(moves === 1, `only the new child is inserted (${moves} inserts)`);
  reconcileChildren(parent as unknown as Element, [e!, a!]);
  expect(parent.textContent === "ea", `reordered and shortened: ${parent.textContent}`);
  reconcileChildren(parent as unknown as Element, []);
  expect(parent.childNodes.length === 0, "emptied");
}

if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  console.error(`redraw: ${failures.length} of ${checks} checks failed`);
  process.exit(1);
}
console.log(`redraw: ${checks} checks hold (${documents.length} documents × ${changes.length + 1} states in place = fresh)`);
