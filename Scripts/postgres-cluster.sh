#!/usr/bin/env bash
# A throwaway PostgreSQL cluster in a folder, step by step (Scripts/with-postgres.sh
# uses it around a whole command; tests use it to take a database away and back):
#
#   bash Scripts/postgres-cluster.sh create DIR   # initdb + start on a free loopback port; prints the port
#   bash Scripts/postgres-cluster.sh create DIR CERT KEY   # the same, also speaking TLS with that certificate
#   bash Scripts/postgres-cluster.sh stop DIR     # stop (fast: connections are cut)
#   bash Scripts/postgres-cluster.sh start DIR    # start again on the same port
#   bash Scripts/postgres-cluster.sh remove DIR   # stop if running, delete the folder
#
# User and database `sdui`, trust authentication, loopback only, fsync off.
# With CERT and KEY (PEM, such as Scripts/lib/tls.sh's server.pem and
# server.key) the server has ssl=on with copies of them in DIR: it offers TLS
# and takes plain connections too, so the client decides (sdui-server's
# sslmode=verify-full refuses plain).
# PostgreSQL refuses to run as root, so as root (CI) the cluster belongs to
# the `postgres` user that Debian's package creates.
set -euo pipefail

usage() { echo "usage: bash Scripts/postgres-cluster.sh create|stop|start|remove DIR, or create DIR CERT KEY" >&2; exit 2; }
[ $# -eq 2 ] || { [ $# -eq 4 ] && [ "$1" = create ]; } || usage
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

# One attempt to start the server on the port in $dir/port: 0 when it runs,
# 2 when that port was taken meanwhile (another program may bind it between
# free_port and the server's start), 1 for any other failure. The log of a
# failed attempt is in $dir/attempt.log.
start_once() {
  local port before
  port=$(cat "$dir/port")
  before=$(stat -c %s "$dir/server.log" 2>/dev/null || echo 0)
  local tls=""
  if [ -f "$dir/tls/server.crt" ]; then
    tls=" -c ssl=on -c ssl_cert_file=$dir/tls/server.crt -c ssl_key_file=$dir/tls/server.key"
  fi
  if (close_inherited; "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
       -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200$tls" \
       start >/dev/null 2>"$dir/pg_ctl.err"); then
    rm -f "$dir/pg_ctl.err" "$dir/attempt.log"
    return 0
  fi
  { cat "$dir/pg_ctl.err"; tail -c +$((before + 1)) "$dir/server.log"; } > "$dir/attempt.log" 2>/dev/null || true
  if grep -q "Address already in use" "$dir/attempt.log"; then return 2; fi
  return 1
}

# A free port below the kernel's ephemeral range, where no client connection's
# local port can take it while the server is stopped (`stop`, then `start` on
# the same port); any free port if none there is.
free_port() {
  python3 - <<'PY'
import random, socket
low = int(open("/proc/sys/net/ipv4/ip_local_port_range").read().split()[0])
candidates = list(range(20000, low))
random.shuffle(candidates)
for port in candidates[:200] + [0]:
    s = socket.socket()
    try:
        s.bind(("127.0.0.1", port))
        print(s.getsockname()[1])
        break
    except OSError:
        pass
    finally:
        s.close()
PY
}

# Starts the server: on a newly picked port when `create` finds its port taken
# (five tries), on the same port when `start` does (it is in the callers'
# connection strings: retried for five seconds while whatever holds it lets go).
start() {
  local mode=$1 tries=0 status
  while true; do
    status=0
    start_once || status=$?
    [ "$status" -eq 0 ] && return 0
    tries=$((tries + 1))
    if [ "$status" -eq 2 ] && [ "$mode" = new-port ] && [ "$tries" -lt 5 ]; then
      free_port > "$dir/port"
      continue
    fi
    if [ "$status" -eq 2 ] && [ "$mode" = same-port ] && [ "$tries" -lt 20 ]; then
      sleep 0.25
      continue
    fi
    echo "postgres-cluster: the server did not start on port $(cat "$dir/port") (attempt $tries):" >&2
    cat "$dir/attempt.log" >&2
    exit 1
  done
}

case "$action" in
  create)
    mkdir -p "$dir"
    if [ $# -eq 4 ]; then
      # PostgreSQL reads the key only when its owner alone can (0600, owned by the server's user).
      mkdir -p "$dir/tls"
      cp "$3" "$dir/tls/server.crt"
      cp "$4" "$dir/tls/server.key"
      chmod 600 "$dir/tls/server.key"
      if [ ${#as_owner[@]} -gt 0 ]; then chown -R postgres: "$dir/tls"; fi
    fi
    if [ ${#as_owner[@]} -gt 0 ]; then chown postgres: "$dir"; fi
    chmod 700 "$dir"
    free_port > "$dir/port"
    if ! "${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U sdui -A trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1; then
      echo "postgres-cluster: initdb failed:" >&2
      cat "$dir/initdb.log" >&2
      exit 1
    fi
    start new-port
    "${as_owner[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$(cat "$dir/port")" -U sdui sdui
    cat "$dir/port"
    ;;
  stop)
    "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  start)
    start same-port
    ;;
  remove)
    if [ -d "$dir/data" ]; then
      "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *) usage ;;
esac
