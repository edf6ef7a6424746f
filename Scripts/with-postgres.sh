#!/usr/bin/env bash
# Runs a command next to a throwaway PostgreSQL cluster, then removes it.
#
#   bash Scripts/with-postgres.sh swift test --filter Postgres
#
# The cluster (Scripts/postgres-cluster.sh) lives in a temporary folder,
# listens on a free loopback port only, trusts local connections (user
# `sdui`, database `sdui`), and runs without fsync (it is thrown away); as
# root (CI) it runs as the unprivileged `postgres` user. The command gets the
# standard libpq variables PGHOST, PGPORT, PGUSER and PGDATABASE. The cluster
# is stopped and its folder removed when the command ends, whether it
# succeeds, fails or is interrupted; the command's exit status is the script's.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts=$(pwd)/Scripts
cd - >/dev/null

if [ $# -eq 0 ]; then
  echo "usage: bash Scripts/with-postgres.sh COMMAND [ARGUMENT…]" >&2
  exit 2
fi
workdir=$(mktemp -d "${TMPDIR:-/tmp}/sdui-postgres.XXXXXX")
trap 'bash "$scripts/postgres-cluster.sh" remove "$workdir"' EXIT
trap 'exit 130' INT TERM

port=$(bash "$scripts/postgres-cluster.sh" create "$workdir")
export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=sdui PGDATABASE=sdui
echo "with-postgres: PostgreSQL on 127.0.0.1:$port" >&2
set +e
"$@"
status=$?
set -e
exit $status
