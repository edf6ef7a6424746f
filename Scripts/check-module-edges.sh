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

def direct(name):
    out = []
    for dep in targets[name].get("dependencies", []):
        if "byName" in dep: out.append(dep["byName"][0])
        elif "target" in dep: out.append(dep["target"][0])
        elif "product" in dep: out.append(dep["product"][0])
    return out

# The groups written here are the fixed parts of the architecture. The rest are
# derived from Package.swift (names, paths and dependencies), so a module that
# follows docs/extending.md is placed without editing this script, and one that
# fits no group fails below.
CORE = {"SDUIContract", "SDUI", "JSON"}
RUNTIME = {"SDUI"}
TERMINAL = {"TerminalUI", "InteractiveTerminal"}
CLIENT_PARTS = {"SDUISession", "CurlTransport", "SDUIStore", "SDUIScreenCache", "FlowScript", "SDUISchema", "TerminalImages",
                "ClientTracing"}
STORAGE = {"SDUIServerSQLite", "SDUIServerPostgres"}
DATABASES = {"GRDB", "PostgresNIO"}
CLIP = {"sdui-clip"}
FULL_CLIENT = {"sdui"}
libraries = {name for name, t in targets.items() if t.get("type") == "regular" and (t.get("path") or "").startswith("Modules/")}
fixed = CORE | TERMINAL | CLIENT_PARTS | STORAGE | {"SDUIServer", "DemoServer", "SDUILint", "SeedConversion"}
# A contract module: wire types only, named <Owner>Contract (or the list of them, or an app's links).
CONTRACTS = {n for n in libraries if re.fullmatch(r"\w+(Contracts?|Links)", n) and n not in fixed}
# A feature: a client module on the runtime (SDUI) that is none of the fixed parts.
FEATURE_LOOKS = {n for n in libraries if n.endswith("Terminal") and "TerminalUI" in direct(n) and n not in fixed}
APPS = {n for n in libraries if n.endswith("App") and "SDUIServer" in direct(n)}
# Parts of the server beyond its core (ServerModule), installed by the target that wants them.
SERVER_MODULES = {n for n in libraries if n.startswith("SDUIServer") and "SDUIServer" in direct(n) and n not in fixed}
# Benchmarks, probes and test support: they may link anything; nothing ships them.
TOOLS = {n for n, t in targets.items() if t.get("type") != "test" and (
    (t.get("path") or "").startswith("Tests/") or re.search(r"-(benchmark|probe)$", n) or "Benchmark" in n)}
FEATURES = {n for n in libraries if "SDUI" in direct(n)} - fixed - CONTRACTS - FEATURE_LOOKS - TOOLS
# C libraries and small leaves several parts share: no module of the project's layers below them.
LAYERED = CORE | CLIENT_PARTS | CONTRACTS | FEATURES | {"SDUIServer"}
LEAVES = {n for n, t in targets.items() if t.get("type") == "system"} | {
    n for n in libraries if not set(direct(n)) & LAYERED and n not in fixed | TOOLS | APPS | SERVER_MODULES}
CLIENT = CLIENT_PARTS | TERMINAL | FEATURES | FEATURE_LOOKS
SERVER = {"SDUIServer", "DemoServer", "sdui-server"} | STORAGE | APPS | SERVER_MODULES
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
    # Every feature, look, contract and client part not named here is kept out of the clip, new ones too.
    (CLIP, (FEATURES | FEATURE_LOOKS | CONTRACTS | CLIENT_PARTS | {"SDUILint", "SeedConversion", "CTurboJPEG", "Tracing", "OTel"})
     - {"ScanBarcode", "ScanBarcodeTerminal", "ScanBarcodeContract", "ParcelsLinks", "SDUISession", "CurlTransport"} | SERVER | DATABASES,
     "the clip links the core, JSON, transport, terminal, scan and the parcels app's links only (pictures stay placeholders there)"),
    ({"PNGReading"}, CORE | CLIENT | SERVER, "PNG reading is a leaf both the scanner and the pictures use"),
    ({"DynamicLibrary"}, CORE | CLIENT | SERVER, "opening a C library on first use is a leaf the scanner and PNG reading use"),
    ({"ChildProcess"}, CORE | CLIENT | SERVER, "starting a program is a leaf the player and the desktop hand-off use"),
]
for feature in FEATURES:
    RULES.append(({feature}, FEATURES - {feature}, "features do not know each other"))
for module in SERVER_MODULES:
    RULES.append(({module}, SERVER_MODULES - {module}, "server modules do not know each other"))
for app in APPS:
    RULES.append(({app}, (APPS - {app}) | {"DemoServer"}, "apps meet only at the entry point"))

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
        failures.append(f"{name} fits no group of Scripts/check-module-edges.sh, so no layering rule would apply to it: "
                        "name it as docs/extending.md says (<Owner>Contract, <Feature> on SDUI, <Feature>Terminal, <Name>App, "
                        "SDUIServer<Part>) or add it to a fixed group there")
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
