"""Measures the web client in headless Chromium against baselines in the
same run (Scripts/measure-web.sh starts the servers and explains the
columns). Prints two tables:

1. Time to the first screen, for every screen reachable by links from the
   home screen: the server-rendered preview of the screen against the web
   client before and after (median of ROUNDS fresh page loads each).
2. A redraw after typing on 1,000-row screens, before and after: the
   script's time from the input event to the redrawn page laid out
   (median, p90 and max of ROUNDS key strokes; the paint after it is not
   counted: Chromium's Event Timing, which would, rounds to 8 ms and waits
   for the next frame, so it says more about the frame clock than the
   redraw).

usage: measure-web.py AFTER_BASE BEFORE_BASE ROUNDS
"""

import statistics
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0] + "/lib")
from webdriver import Browser, WebDriverError  # noqa: E402

# Installed before any page script: the moment the first component of a screen is in the page.
SHOWN_OBSERVER = """
(() => {
  const seen = () => document.querySelector('.screen .screen-body [data-sdui-id]');
  new MutationObserver((_, observer) => {
    if (window.__sduiShown === undefined && seen()) { window.__sduiShown = performance.now(); observer.disconnect(); }
  }).observe(document, { subtree: true, childList: true });
})();
"""

# The page's paint timings once the largest contentful paint is known (after two frames).
PAINT_TIMINGS = """
const done = arguments[arguments.length - 1];
let lcp;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) lcp = entry.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  done({ shown: window.__sduiShown ?? null, interactive: navigation ? navigation.domInteractive : null,
         fcp: fcp ? fcp.startTime : null, lcp: lcp ?? null });
}, 50)));
"""

# ROUNDS strokes into the field bound to `query`: from the input event to the page redrawn and laid out.
TYPING = """
const [rounds, done] = [arguments[0], arguments[arguments.length - 1]];
const input = document.querySelector('input[data-state-key="query"]');
const echo = () => document.querySelector('[data-sdui-id="echo"]')?.textContent ?? '';
const times = [];
(async () => {
  for (let i = 0; i < rounds; i++) {
    const typed = i % 2 === 0 ? 'work 1' : 'work 12';
    const start = performance.now();
    input.value = typed;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
    void document.body.offsetHeight;
    times.push(performance.now() - start);
    if (!echo().includes(typed)) { done({ error: `the screen did not show '${typed}' after the stroke: '${echo()}'` }); return; }
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  done({ times, rows: document.querySelectorAll('.screen [data-sdui-type="detailRow"]').length });
})();
"""

def median(values):
    return statistics.median(values) if values else float("nan")


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def crawl(browser, base, limit=60):
    """Every screen reachable by links from the home screen, and every one the preview's index lists (at most
    `limit`), as paths under /app/screens/."""
    seen, queue = [], ["/app/"]
    visited = set()
    while queue and len(seen) < limit:
        address = queue.pop(0)
        if address in visited:
            continue
        visited.add(address)
        browser.open(base + address)
        browser.wait_until("return document.querySelector('.screen .screen-body') !== null", f"{address} to draw")
        links = browser.execute("return [...document.querySelectorAll('a[href^=\"/app/screens/\"]')].map(a => a.getAttribute('href'))")
        if address != "/app/":
            seen.append(address[len("/app/screens/"):])
        for link in links:
            path = link.split("?")[0].split("#")[0]
            if path not in visited and path not in queue:
                queue.append(path)
    browser.open(f"{base}/preview/?version=2&client=all")
    listed = browser.execute("return [...document.querySelectorAll('a[href^=\"/preview/screens/\"]')].map(a => a.getAttribute('href'))")
    for link in listed:
        path = link[len("/preview/screens/"):].split("?")[0]
        if path not in seen and len(seen) < limit:
            seen.append(path)
    return seen


def first_screen(browser, url, web):
    browser.open(url)
    if web:
        browser.wait_until("return window.__sduiShown !== undefined", f"{url} to show a screen")
    timings = browser.execute_async(PAINT_TIMINGS)
    return timings["shown"] if web else timings["interactive"], timings["lcp"]


def typing(browser, base, screen, rounds):
    browser.open(f"{base}/app/screens/bench/{screen}")
    browser.wait_until("return document.querySelector('input[data-state-key=\"query\"]') !== null", f"bench/{screen} to draw")
    result = browser.execute_async(TYPING, rounds)
    if "error" in result:
        raise WebDriverError(f"bench/{screen}: {result['error']}")
    return result["times"], result["rows"]


def main():
    after, before, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    parts = sys.argv[4].split(",") if len(sys.argv) > 4 else ["first", "redraw"]
    browser = Browser()
    try:
        browser.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": SHOWN_OBSERVER})
        if "first" in parts:
            first_screens(browser, after, before, rounds)
        if "redraw" in parts:
            redraws(browser, after, before, rounds)
    finally:
        browser.quit()


def first_screens(browser, after, before, rounds):
        screens = crawl(browser, after)
        print(f"== Time to the first screen, ms (median of {rounds} fresh loads; {len(screens)} screens reachable from home)")
        print("   preview: the server-rendered HTML of the same screen, its DOM ready; web: the first component in the page")
        print("   LCP: Chromium's largest contentful paint")
        header = f"{'screen':34} {'preview':>8} {'web before':>11} {'web after':>10} {'after/preview':>14}   {'LCP prev':>9} {'LCP after':>10}"
        print(header)
        ratios, lcp_ratios = [], []
        for path in screens:
            columns = {}
            for name, url, web in (("preview", f"{after}/preview/screens/{path}?version=2&client=all&theme=light", False),
                                   ("before", f"{before}/app/screens/{path}", True),
                                   ("after", f"{after}/app/screens/{path}", True)):
                shown, lcp = zip(*(first_screen(browser, url, web) for _ in range(rounds)))
                columns[name] = (median(list(shown)), median([v for v in lcp if v is not None]))
            ratio = columns["after"][0] / columns["preview"][0] if columns["preview"][0] else float("nan")
            lcp_ratio = columns["after"][1] / columns["preview"][1] if columns["preview"][1] else float("nan")
            if not path.startswith("bench/"):  # the generated 1,000-row screens are not the demo's
                ratios.append(ratio)
                lcp_ratios.append(lcp_ratio)
            print(f"{path[:34]:34} {columns['preview'][0]:8.1f} {columns['before'][0]:11.1f} {columns['after'][0]:10.1f} {ratio:14.2f}"
                  f"   {columns['preview'][1]:9.1f} {columns['after'][1]:10.1f}")
        print(f"   median ratio web after/preview over the {len(ratios)} demo screens: {median(ratios):.2f} (first component in the page),"
              f" {median(lcp_ratios):.2f} (LCP)")
        print()


def redraws(browser, after, before, rounds):
        print(f"== A redraw after typing on 1,000-row screens, ms from the input event to the page laid out ({rounds} strokes each)")
        print(f"{'screen':22} {'client':7} {'rows':>5} {'median':>7} {'p90':>7} {'max':>7} {'after/before':>13}")
        for screen in ("one-row-changes", "every-row-changes", "filter"):
            medians = {}
            for name, base in (("before", before), ("after", after)):
                times, rows = typing(browser, base, screen, rounds)
                medians[name] = median(times)
                ratio = f"{medians['after'] / medians['before']:13.2f}" if name == "after" else ""
                print(f"{screen:22} {name:7} {rows:5} {median(times):7.2f} {percentile(times, 0.9):7.2f} {max(times):7.2f} {ratio}")


if __name__ == "__main__":
    try:
        main()
    except WebDriverError as error:
        print(f"measure-web: {error}", file=sys.stderr)
        sys.exit(1)
