#!/usr/bin/env bash
# Fails when a module the clip links imports a Foundation module, directly or
# through a dependency. Reads the real target graph from SwiftPM, not a list
# kept by hand, and then every source file of every target in the closure.
set -euo pipefail
cd "$(dirname "$0")/.."

# The clip's closure is whatever Package.swift says sdui-clip depends on,
# followed transitively: nothing to keep in step by hand. The core is named
# too, so it stays Foundation-free even if the clip stopped linking a part of it.
ROOTS=(sdui-clip JSON SDUIContract SDUI)

swift package dump-package > .build-dump.json 2>/dev/null || { mkdir -p .build; swift package dump-package > .build-dump.json; }
python3 - "${ROOTS[@]}" <<'PY'
import json, os, re, sys

with open(".build-dump.json") as f:
    package = json.load(f)
os.remove(".build-dump.json")

targets = {t["name"]: t for t in package["targets"]}
roots = sys.argv[1:]
forbidden_import = re.compile(
    r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?'
    r'import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?'
    r'(Foundation|FoundationEssentials|FoundationNetworking|FoundationXML|FoundationInternationalization)\b')

failures = []
closure, stack = [], list(roots)
while stack:
    name = stack.pop()
    if name in closure:
        continue
    if name not in targets:
        failures.append(f"{name}: not a target of this package")
        continue
    closure.append(name)
    for dep in targets[name].get("dependencies", []):
        if "byName" in dep:
            stack.append(dep["byName"][0])
        elif "target" in dep:
            stack.append(dep["target"][0])
        elif "product" in dep:
            product, pkg = dep["product"][0], dep["product"][1]
            failures.append(f"{name}: depends on product {product} of package {pkg}; "
                            "packages are not allowed in the clip's closure")

checked = 0
for name in sorted(closure):
    target = targets[name]
    path = target.get("path") or os.path.join("Sources", name)
    if target.get("type") == "system":
        continue
    for directory, _, files in os.walk(path):
        for file in files:
            if not file.endswith(".swift"):
                continue
            source = os.path.join(directory, file)
            checked += 1
            with open(source, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if forbidden_import.search(line):
                        failures.append(f"{source}:{number}: {line.strip()}")

print(f"closure of {', '.join(roots)}: {', '.join(sorted(closure))} ({checked} Swift files)")
if failures:
    print("Foundation-free check FAILED:")
    for failure in failures:
        print("  " + failure)
    sys.exit(1)
print("Foundation-free check passed")
PY
