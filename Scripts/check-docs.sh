#!/usr/bin/env bash
# Builds the DocC catalogs of the modules an adopter links (SDUIContract, SDUI,
# SDUISession, TerminalUI, SDUIServer; each `<Module>.docc` beside its code)
# with swift-docc-plugin, warnings as errors: a symbol link or a Topics entry
# naming nothing, or a documented parameter list missing a parameter, fails.
# It reuses the debug build in .build (CI runs it after Scripts/test.sh), so
# it costs the symbol graphs and DocC alone. The archives are left in
# .build/plugins/Swift-DocC/outputs/ (`swift package preview-documentation
# --target SDUIServer` serves one while you write).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(SDUIContract SDUI SDUISession TerminalUI SDUIServer)
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
# The same compiler flags as Scripts/test.sh, so the plugin builds nothing that build did not.
swift package -Xswiftc -warnings-as-errors generate-documentation "${arguments[@]}" --disable-indexing --warnings-as-errors
echo "check-docs: ${targets[*]} documented without warnings"
