/**
 * The Service Worker's rules (Web/worker/release.ts): which requests it
 * answers and how, which caches it deletes, what it keeps. The worker must
 * never answer (or keep) an API request, a command, another origin or any
 * method but GET. Run by Scripts/test-web-units.sh.
 */
import { cacheName, isKeepable, isShellOf, isStaleCache, Release, route, Route } from "../worker/release";

const origin = "https://app.example";
const release: Release = {
  version: "0123456789abcdef",
  shell: "/app/",
  assets: ["/app/assets/app.1111111111111111.js", "/app/assets/features/login.2222222222222222.js"],
};
const failures: string[] = [];
let checks = 0;

function expect(what: string, actual: unknown, expected: unknown): void {
  checks += 1;
  if (JSON.stringify(actual) !== JSON.stringify(expected)) failures.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

const routes: [string, string, string, Route][] = [
  ["GET", "navigate", `${origin}/app/`, "shell"],
  ["GET", "navigate", `${origin}/app`, "shell"],
  ["GET", "navigate", `${origin}/app/screens/music/composers/bach`, "shell"],
  ["GET", "navigate", `${origin}/app/link?url=https%3A%2F%2Fmusic.example`, "shell"],
  ["GET", "cors", `${origin}/app/assets/app.1111111111111111.js`, "asset"],
  ["GET", "no-cors", `${origin}/app/assets/app.3333333333333333.css`, "asset"],
  // The API: screens, commands, the login, analytics, live streams are never the worker's.
  ["GET", "cors", `${origin}/v2/screens/music`, "network"],
  ["GET", "navigate", `${origin}/v2/screens/music`, "network"],
  ["POST", "cors", `${origin}/v2/commands/favourites/toggle`, "network"],
  ["POST", "cors", `${origin}/v2/auth/login`, "network"],
  ["POST", "navigate", `${origin}/app/screens/music`, "network"],
  ["HEAD", "cors", `${origin}/app/assets/app.1111111111111111.js`, "network"],
  ["GET", "cors", `${origin}/v2/live/parcels/3SABC1234567`, "network"],
  // The worker itself, pictures, other pages and other origins.
  ["GET", "navigate", `${origin}/app/sw.js`, "network"],
  ["GET", "no-cors", `${origin}/images/hall.png`, "network"],
  ["GET", "navigate", `${origin}/preview/`, "network"],
  ["GET", "navigate", `${origin}/application`, "network"],
  ["GET", "cors", `https://other.example/app/assets/app.1111111111111111.js`, "network"],
  ["GET", "navigate", `https://other.example/app/`, "network"],
  ["GET", "cors", "not a URL", "network"],
];
for (const [method, mode, url, expected] of routes) expect(`${method} ${mode} ${url}`, route({ method, mode, url }, origin), expected);

expect("the cache's name", cacheName(release), "sdui-app-0123456789abcdef");
expect("another release's cache is stale", isStaleCache("sdui-app-fedcba9876543210", release), true);
expect("this release's cache is not", isStaleCache("sdui-app-0123456789abcdef", release), false);
expect("a cache that is not the worker's is left alone", isStaleCache("someone-else", release), false);

const page = `<meta name="sdui-assets" content="{&quot;app.js&quot;:&quot;${release.assets[0]}&quot;,&quot;features/login.js&quot;:&quot;${release.assets[1]}&quot;}">`;
expect("the release's shell", isShellOf(release, page), true);
expect("another release's shell", isShellOf(release, page.replace("2222222222222222", "4444444444444444")), false);

expect("a 200 of this origin is kept", isKeepable({ status: 200, type: "basic", redirected: false }), true);
expect("a 404 is not", isKeepable({ status: 404, type: "basic", redirected: false }), false);
expect("a 206 (part of a file) is not", isKeepable({ status: 206, type: "basic", redirected: false }), false);
expect("an opaque answer is not", isKeepable({ status: 0, type: "opaque", redirected: false }), false);
expect("a redirected answer is not", isKeepable({ status: 200, type: "basic", redirected: true }), false);

for (const failure of failures) console.log(failure);
if (failures.length > 0) process.exit(1);
console.log(`worker: ${checks} of ${checks} rules hold`);
