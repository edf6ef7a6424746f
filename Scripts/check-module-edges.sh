#!/usr/bin/env bash
# Fails when a module depends on (or imports) a module it must not know: the
# layering rules of the package in one table. Reads the real target graph from
# SwiftPM, follows it transitively, and checks every `import` in every source
# file too, so an undeclared import of a forbidden module is caught as well.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-package > .build-edges.json 2>/dev/null || { mkdir -p .build; swift package dump-package > .build-edges.json; }
python3 - <<'PY'
import json, os, re, sys

with open(".build-edges.json") as f:
    package = json.load(f)
os.remove(".build-edges.json")
targets = {t["name"]: t for t in package["targets"]}

CORE = {"SDUIContract", "SDUI", "JSON"}
RUNTIME = {"SDUI"}
CONTRACTS = {"ScanBarcodeContract", "PlayerContract", "LoginContract", "KeepOfflineContract", "AnalyticsContract",
             "AccountsContract", "ParcelsContract", "ParcelsLinks", "MusicContract", "FeatureContracts"}
FEATURES = {"ScanBarcode", "Login", "Player", "Favourites", "Analytics", "KeepOffline"}
FEATURE_LOOKS = {"ScanBarcodeTerminal", "PlayerTerminal"}
TERMINAL = {"TerminalUI", "InteractiveTerminal"}
CLIENT = {"SDUISession", "CurlTransport", "SDUIStore", "SDUIScreenCache", "FlowScript", "SDUISchema", "TerminalImages", "ClientTracing"} | TERMINAL | FEATURES | FEATURE_LOOKS
APPS = {"AccountsApp", "ParcelsApp", "MusicApp"}
# Parts of the server beyond its core (ServerModule), installed by the target that wants them.
SERVER_MODULES = {"SDUIServerPreview", "SDUIServerAdmin"}
SERVER = {"SDUIServer", "SDUIServerSQLite", "SDUIServerPostgres", "DemoServer", "sdui-server"} | APPS | SERVER_MODULES
DATABASES = {"GRDB", "PostgresNIO"}
CLIP = {"sdui-clip"}
FULL_CLIENT = {"sdui"}
# C libraries and small leaves that several parts share.
LEAVES = {"CBrotli", "CClipRuntime", "CCurl", "CHeapStats", "CJSONShims", "CPNG", "CTurboJPEG", "CZBar",
          "ChildProcess", "DynamicLibrary", "PNGReading", "SeededRandom"}
# Benchmarks, probes and test support: they may link anything; nothing ships them.
TOOLS = {"BenchmarkFixtures", "JSONBenchmarkDocuments", "SDUITesting",
         "analytics-benchmark", "json-benchmark", "screen-decode-benchmark", "sdui-store-probe", "terminal-benchmark",
         "transport-benchmark"}
GROUPS = [CORE, CONTRACTS, FEATURES, FEATURE_LOOKS, CLIENT, SERVER, CLIP, FULL_CLIENT, LEAVES, TOOLS]

# (who, must not reach, why). "Reach" is the transitive dependency closure or a direct import.
RULES = [
    (CORE, CLIENT | CONTRACTS | SERVER | DATABASES, "the core knows no feature, client part, server part or database"),
    ({"JSON"}, {"SDUI", "SDUIContract"}, "JSON is below the core"),
    ({"SDUIContract"}, RUNTIME, "the contract knows no client runtime"),
    (CONTRACTS, CLIENT | SERVER | DATABASES | RUNTIME, "a contract module holds wire types only"),
    (FEATURES, SERVER, "a client feature never links the server"),
    (FEATURES, TERMINAL | FEATURE_LOOKS, "a feature's terminal look is its own module, so a non-terminal client links no terminal"),
    ({"TerminalUI"}, {"SDUISession", "InteractiveTerminal", "CurlTransport"} | FEATURES, "the renderer draws screens; it knows no session engine"),
    (FEATURE_LOOKS, {"InteractiveTerminal", "SDUISession"}, "a feature's look plugs into the renderer, not the app"),
    ({"SDUIStore"}, {"SDUISession", "SDUI"}, "the generic store knows no session engine and no contract"),
    (SERVER, CLIENT | CLIP | RUNTIME, "the server speaks contracts, never links client modules or the client runtime"),
    ({"SDUISchema"}, RUNTIME | SERVER, "the schema is made from the contract alone"),
    ({"SDUILint"}, RUNTIME | SERVER | CLIENT, "lint rules read the contract alone, for the client's CLI and the server alike"),
    ({"SeedConversion"}, CORE - {"JSON"} | CLIENT | SERVER, "converting the seeds' documents is JSON to JSON; the client checks the result"),
    ({"SDUIServer"}, APPS | {"DemoServer", "SDUIServerSQLite", "SDUIServerPostgres"} | DATABASES | CONTRACTS - {"AnalyticsContract"},
     "the framework knows no app, no storage engine and no feature contract"),
    ({"SDUIServer"} | APPS, SERVER_MODULES, "a server module is installed by the target (DemoServer), never linked by the core or an app"),
    (SERVER_MODULES, APPS | {"DemoServer", "SDUIServerSQLite", "SDUIServerPostgres"} | DATABASES,
     "a server module knows the core alone: no app, no storage engine"),
    ({"SDUIServerSQLite", "SDUIServerPostgres"}, APPS | {"DemoServer"}, "storage knows no app"),
    ({"SDUIServerSQLite"}, {"SDUIServerPostgres", "PostgresNIO"}, "the engines do not know each other"),
    (APPS, {"SDUIServerSQLite", "SDUIServerPostgres"} | DATABASES, "apps write their stores once in SQL (SQLDatabase), for every engine"),
    ({"SDUIServerPostgres"}, {"SDUIServerSQLite", "GRDB"}, "the engines do not know each other"),
    ({"AccountsApp"}, (APPS - {"AccountsApp"}) | {"DemoServer"}, "apps meet only at the entry point"),
    ({"ParcelsApp"}, (APPS - {"ParcelsApp"}) | {"DemoServer"}, "apps meet only at the entry point"),
    ({"MusicApp"}, (APPS - {"MusicApp"}) | {"DemoServer"}, "apps meet only at the entry point"),
    (CLIP, {"Login", "Player", "PlayerTerminal", "Favourites", "Analytics", "KeepOffline", "KeepOfflineContract", "SDUIStore", "SDUIScreenCache", "FlowScript", "SDUISchema", "SDUILint", "SeedConversion", "LoginContract", "PlayerContract", "TerminalImages", "CTurboJPEG", "ClientTracing", "Tracing", "OTel"} | SERVER | DATABASES,
     "the clip links the core, JSON, transport, terminal and scan only (pictures stay placeholders there)"),
    ({"PNGReading"}, CORE | CLIENT | SERVER, "PNG reading is a leaf both the scanner and the pictures use"),
    ({"DynamicLibrary"}, CORE | CLIENT | SERVER, "opening a C library on first use is a leaf the scanner and PNG reading use"),
    ({"ChildProcess"}, CORE | CLIENT | SERVER, "starting a program is a leaf the player and the desktop hand-off use"),
]
for feature in FEATURES:
    RULES.append(({feature}, FEATURES - {feature}, "features do not know each other"))
for module in SERVER_MODULES:
    RULES.append(({module}, SERVER_MODULES - {module}, "server modules do not know each other"))

def direct(name):
    out = []
    for dep in targets[name].get("dependencies", []):
        if "byName" in dep: out.append(dep["byName"][0])
        elif "target" in dep: out.append(dep["target"][0])
        elif "product" in dep: out.append(dep["product"][0])
    return out

def closure(name):
    seen, stack = set(), direct(name)
    while stack:
        item = stack.pop()
        if item in seen: continue
        seen.add(item)
        if item in targets: stack.extend(direct(item))
    return seen

import_line = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)')
def imports(name):
    target = targets[name]
    if target.get("type") == "system": return {}
    path = target.get("path") or os.path.join("Sources", name)
    found = {}
    for directory, _, files in os.walk(path):
        for file in files:
            if file.endswith(".swift"):
                source = os.path.join(directory, file)
                with open(source, encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        match = import_line.match(line)
                        if match: found.setdefault(match.group(1), f"{source}:{number}")
    return found

failures, checked = [], 0
# A module in no group and no rule's "who" would be checked by nothing: it must be placed first.
classified = set().union(*GROUPS, *(who for who, _, _ in RULES))
for name in sorted(targets):
    if targets[name].get("type") == "test": continue
    if name not in classified:
        failures.append(f"{name} is in no group of Scripts/check-module-edges.sh (CORE, CONTRACTS, FEATURES, FEATURE_LOOKS, "
                        "CLIENT, SERVER, LEAVES, TOOLS, ...): add it to the one it belongs to, so the layering rules apply to it")
for name in sorted(targets):
    if targets[name].get("type") == "test": continue
    reach, imported = closure(name), imports(name)
    for who, forbidden, why in RULES:
        if name not in who: continue
        checked += 1
        for bad in sorted(forbidden & reach):
            failures.append(f"{name} depends on {bad} (through its dependencies): {why}")
        for bad in sorted(forbidden & set(imported)):
            failures.append(f"{imported[bad]}: {name} imports {bad}: {why}")

print(f"module edges: {len(RULES)} rules, {checked} checks over {sum(1 for t in targets.values() if t.get('type') != 'test')} modules")
if failures:
    print("Module edge check FAILED:")
    for failure in sorted(set(failures)): print("  " + failure)
    sys.exit(1)
print("Module edge check passed")
PY
