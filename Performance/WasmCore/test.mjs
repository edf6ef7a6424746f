// [wasm-measure] Smoke test: runs each module once so the numbers are for code that works.
import { readFileSync, existsSync } from 'node:fs';
const dir = new URL('./out/', import.meta.url);
const wasi = new Proxy({}, { get: () => () => 0 });   // fd_write/fd_seek/fd_close pulled in by libc stdio; never called
async function load(name) {
  const { instance } = await WebAssembly.instantiate(readFileSync(new URL(name + '.opt.wasm', dir)), { wasi_snapshot_preview1: wasi });
  return instance.exports;
}
function call(ex, fn, text) {
  const bytes = new TextEncoder().encode(text);
  const p = ex.wm_alloc(bytes.length);
  new Uint8Array(ex.memory.buffer, p, bytes.length).set(bytes);
  const r = ex[fn](p, bytes.length);
  const n = new DataView(ex.memory.buffer).getUint32(r, true);
  const out = new TextDecoder().decode(new Uint8Array(ex.memory.buffer, r + 4, n));
  ex.wm_free(p); ex.wm_free(r);
  return out;
}
const cases = {
  full: ['evaluate', [
    '{"expression": "count * 2 + 1", "state": {"count": 20}}',
    '{"expression": "upper(name) + \' owes \' + decimals(price * 1.1, 2)", "state": {"name": "Zoë", "price": 12.5}}',
    '{"expression": "matches(code, \'^3S[A-Z0-9]{8,13}$\') && insured", "state": {"code": "3SABCD1234567", "insured": true}}',
    '{"expression": "toNumber(\'1e-3\') + 0.25", "state": {}}',
    '{"expression": "count / 0", "state": {"count": 1}}',
    '{"expression": "x +", "state": {}}',
    '{"expression": "matches(code, \'\\\\q\') || matches(code, \'\\\\.\')", "state": {"code": "a.b"}}',
    '{"expression": "matches(code, \'\\\\k\')", "state": {"code": "a.b"}}',
    '{"expression": 1}',
    '{bad json',
  ]],
  'json-parse': ['json_parse', ['{"a": [1, 2.5, -3e2, "x\\u00e9y"], "b": {"c": null, "d": true}}', '[1, 2,]']],
  'json-roundtrip': ['json_roundtrip', ['{"a": [1, 2.5, -3e2, 0.1, 1e300, "x\\u00e9/y"], "b": {"c": null, "d": true}, "ids": 9007199254740993}', '[1, 2,]']],
  expr: ['expr_evaluate', ['count * price', 'trim(\'  hi  \') + lower(name)', 'len(\'héllo\')', 'missing + 1']],
};
cases['full-bump'] = cases.full; cases.lean = cases.full; cases['lean-bump'] = cases.full;
for (const [name, [fn, inputs]] of Object.entries(cases)) {
  if (!existsSync(new URL(name + '.opt.wasm', dir))) continue;
  const ex = await load(name);
  for (const input of inputs) console.log(`${name}: ${input}\n    -> ${call(ex, fn, input)}`);
}
for (const [name, fn, input] of [['floor', 'floor_echo', 'abc'], ['floor-bump', 'floor_echo', 'abc'], ['floor-string', 'floor_string', 'title']]) {
  if (!existsSync(new URL(name + '.opt.wasm', dir))) continue;
  console.log(`${name}: ${input} -> ${call(await load(name), fn, input)}`);
}
