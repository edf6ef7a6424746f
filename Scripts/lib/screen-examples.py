"""One example path for every screen the server serves, found as a user finds
them: from `home`, following every navigate destination of every screen
reached (logged in, so per-user screens are reached too), plus any start
given on the command line (a screen only a command leads to).

    python3 Scripts/lib/screen-examples.py BASE TOKEN ROUTES [START...]

ROUTES is `sdui-server --list-routes` output (pattern, owner, detail, tab
separated). Prints `pattern<TAB>path<TAB>auth` per screen, auth being
`login` where the route needs a login or keeps renderings per user, else
`guest`; a route no crawl reached is named on standard error.
"""
import json
import sys
import urllib.request

base, token, routes_file, *starts = sys.argv[1:]
routes = []
for line in open(routes_file, encoding="utf-8"):
    parts = line.rstrip("\n").split("\t")
    if len(parts) == 3:
        routes.append(parts)


def matches(pattern, path):
    want, have = pattern.split("/"), path.split("/")
    return len(want) == len(have) and all(w == h or (w.startswith("{") and w.endswith("}")) for w, h in zip(want, have))


def route_of(path):
    # Content files first: the server looks them up before the apps' routes.
    for pattern, owner, detail in routes:
        if owner == "content" and pattern == path:
            return pattern, owner, detail
    for pattern, owner, detail in routes:
        if owner != "content" and matches(pattern, path):
            return pattern, owner, detail
    return None


def destinations(value):
    if isinstance(value, dict):
        target = value.get("destination")
        if isinstance(target, str) and "://" not in target and target:
            yield target.lstrip("/")
        for item in value.values():
            yield from destinations(item)
    elif isinstance(value, list):
        for item in value:
            yield from destinations(item)


seen, queue, examples = set(), ["home"] + starts, {}
while queue and len(seen) < 500:
    path = queue.pop(0)
    if path in seen:
        continue
    seen.add(path)
    request = urllib.request.Request(f"{base}/v2/screens/{path}", headers={"Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            document = json.load(answer)
    except Exception as error:  # a destination that is not a screen (404) is not an example
        print(f"screen-examples: {path}: {error}", file=sys.stderr)
        continue
    found = route_of(path)
    if found and found[0] not in examples:
        pattern, owner, detail = found
        auth = "login" if ("login" in detail or "per user" in detail) else "guest"
        examples[pattern] = (path, auth)
    queue.extend(destinations(document))

for pattern, owner, detail in routes:
    if pattern in examples:
        path, auth = examples[pattern]
        print(f"{pattern}\t{path}\t{auth}")
    else:
        print(f"screen-examples: no screen reached for {pattern} ({owner})", file=sys.stderr)
