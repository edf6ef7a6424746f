#!/usr/bin/env bash
# A throwaway PostgreSQL cluster in a folder, step by step (Scripts/with-postgres.sh
# uses it around a whole command; tests use it to take a database away and back):
#
#   bash Scripts/postgres-cluster.sh create DIR   # initdb + start on a free loopback port; prints the port
#   bash Scripts/postgres-cluster.sh stop DIR     # stop (fast: connections are cut)
#   bash Scripts/postgres-cluster.sh start DIR    # start again on the same port
#   bash Scripts/postgres-cluster.sh remove DIR   # stop if running, delete the folder
#
# User and database `sdui`, trust authentication, loopback only, fsync off.
# PostgreSQL refuses to run as root, so as root (CI) the cluster belongs to
# the `postgres` user that Debian's package creates.
set -euo pipefail

usage() { echo "usage: bash Scripts/postgres-cluster.sh create|stop|start|remove DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
action=$1
dir=$2

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "postgres-cluster: PostgreSQL is not installed (bash Scripts/setup.sh installs Debian's postgresql)" >&2
  exit 2
fi
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "postgres-cluster: running as root needs the unprivileged 'postgres' user (Debian's postgresql package creates it)" >&2
    exit 2
  fi
  as_owner=(runuser -u postgres --)
fi

# The server is a daemon: it must not keep the caller's descriptors open (a
# caller that waits for end of file on a pipe, or Foundation's Process, which
# watches a socket its child inherits, would wait for as long as it runs).
close_inherited() {
  local fd
  for fd in $(ls /proc/$BASHPID/fd); do
    if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi
  done
}

start() {
  local port
  port=$(cat "$dir/port")
  if ! (close_inherited; "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
       -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200" \
       start >/dev/null); then
    echo "postgres-cluster: the server did not start:" >&2
    cat "$dir/server.log" >&2
    exit 1
  fi
}

case "$action" in
  create)
    mkdir -p "$dir"
    if [ ${#as_owner[@]} -gt 0 ]; then chown postgres: "$dir"; fi
    chmod 700 "$dir"
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' > "$dir/port"
    if ! "${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U sdui -A trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1; then
      echo "postgres-cluster: initdb failed:" >&2
      cat "$dir/initdb.log" >&2
      exit 1
    fi
    start
    "${as_owner[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$(cat "$dir/port")" -U sdui sdui
    cat "$dir/port"
    ;;
  stop)
    "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  start)
    start
    ;;
  remove)
    if [ -d "$dir/data" ]; then
      "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *) usage ;;
esac
