#!/usr/bin/env bash
# Runs a command next to a throwaway PostgreSQL cluster, then removes it.
#
#   bash Scripts/with-postgres.sh swift test --filter Postgres
#
# The cluster lives in a temporary folder, listens on a free loopback port
# only, trusts local connections (user `sdui`, database `sdui`), and runs
# without fsync (it is thrown away). The command gets the standard libpq
# variables: PGHOST, PGPORT, PGUSER, PGDATABASE. PostgreSQL refuses to run as
# root, so as root (CI) the cluster runs as the `postgres` user that Debian's
# package creates. The cluster is stopped and its folder removed when the
# command ends, whether it succeeds, fails or is interrupted; the command's
# exit status is the script's.
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (bash Scripts/setup.sh installs Debian's postgresql)" >&2
  exit 2
fi
if [ $# -eq 0 ]; then
  echo "usage: bash Scripts/with-postgres.sh COMMAND [ARGUMENT…]" >&2
  exit 2
fi

workdir=$(mktemp -d "${TMPDIR:-/tmp}/sdui-postgres.XXXXXX")
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root needs the unprivileged 'postgres' user (Debian's postgresql package creates it)" >&2
    rm -rf "$workdir"
    exit 2
  fi
  chown postgres: "$workdir"
  chmod 700 "$workdir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

if ! "${as_owner[@]}" "$bindir/initdb" -D "$workdir/data" -U sdui -A trust -E UTF8 --no-locale >"$workdir/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "$workdir/initdb.log" >&2
  exit 1
fi
if ! "${as_owner[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 60 \
     -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200" \
     start >/dev/null; then
  echo "with-postgres: the server did not start:" >&2
  cat "$workdir/server.log" >&2
  exit 1
fi
"${as_owner[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U sdui sdui

export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=sdui PGDATABASE=sdui
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
set +e
"$@"
status=$?
set -e
exit $status
