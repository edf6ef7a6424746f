# Shared by the scripts that put instances behind Debian's HAProxy
# (benchmark-scale-out.sh, rolling-restart.sh): a free loopback port, a wait
# for a URL to answer, and the one HAProxy configuration they use. Source it
# after release-server.sh (which sets NAME).
#
#   port="$(free_port)"
#   wait_for "$url"                         # until it answers 2xx (30 s at most), else exits
#   fleet_tls                               # TLS (default) or not; sets LB_SCHEME, LB_BUNDLE, PG_TLS, PG_QUERY
#   CLUSTER="$(mktemp -d)"; fleet_database  # fleet_tls, then PostgreSQL in $CLUSTER; sets DATABASE
#   remove_fleet_database                   # at exit
#   haproxy_config "$lb_port" "$backends" "$check_lines" "$LB_BUNDLE" >"$file"
#
# With a certificate bundle (Scripts/lib/tls.sh's server.bundle.pem), HAProxy
# terminates TLS: the frontend speaks https only and tells the instances so
# (X-Forwarded-Proto: https); the instances behind it speak plain HTTP on
# loopback, as in production (docs/server.md, "Behind a load balancer").

# TLS wherever production has it, unless SDUI_TLS=off: a CA and a certificate
# for 127.0.0.1 from Scripts/lib/tls.sh in $WORK/tls; HAProxy terminates TLS
# with it (LB_BUNDLE, LB_SCHEME https) and curl trusts its CA
# (CURL_CA_BUNDLE, which curl reads); PostgreSQL speaks TLS with it
# (PG_TLS: postgres-cluster.sh's CERT KEY) and the instances connect with
# sslmode=verify-full (PG_QUERY, to append to the database URL). wrk speaks
# TLS to HAProxy too; it verifies no certificate (it is the load, not a client).
fleet_tls() {
  LB_SCHEME=http
  LB_BUNDLE=""
  PG_TLS=()
  PG_QUERY=""
  [ "${SDUI_TLS:-on}" = off ] && return 0
  command -v openssl >/dev/null || { echo "$NAME: openssl is missing; run Scripts/setup.sh (or SDUI_TLS=off)" >&2; exit 1; }
  source Scripts/lib/tls.sh
  make_tls "$WORK/tls" >/dev/null || { echo "$NAME: Scripts/lib/tls.sh could not make the certificates" >&2; exit 1; }
  export CURL_CA_BUNDLE="$WORK/tls/ca.pem"
  LB_SCHEME=https
  LB_BUNDLE="$WORK/tls/server.bundle.pem"
  PG_TLS=("$WORK/tls/server.pem" "$WORK/tls/server.key")
  PG_QUERY="?sslmode=verify-full&sslrootcert=$WORK/tls/ca.pem"
}

# The fleet's throwaway PostgreSQL cluster in $CLUSTER (a new folder the
# script made), speaking TLS as fleet_tls decides: sets DATABASE, the URL the
# instances take. remove_fleet_database stops it and deletes the folder.
fleet_database() {
  fleet_tls
  local port
  port="$(bash Scripts/postgres-cluster.sh create "$CLUSTER" "${PG_TLS[@]}")"
  DATABASE="postgres://sdui@127.0.0.1:$port/sdui$PG_QUERY"
}
remove_fleet_database() { bash Scripts/postgres-cluster.sh remove "$CLUSTER" >/dev/null 2>&1 || true; }

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }

wait_for() { # url
  for _ in $(seq 300); do curl -sf -o /dev/null "$1" && return 0; sleep 0.1; done
  echo "$NAME: $1 did not answer" >&2; exit 1
}

# Round robin over the `server` lines in $2, listening on 127.0.0.1:$1, with
# the backend's check lines in $3 (none: no health checks), TLS with the
# certificate and key in $4 (none: plain HTTP).
haproxy_config() { # lb-port backends [check-lines] [certificate-bundle]
  local bind="    bind 127.0.0.1:$1"
  if [ -n "${4:-}" ]; then
    bind="    bind 127.0.0.1:$1 ssl crt $4 alpn http/1.1
    http-request set-header X-Forwarded-Proto https"
  fi
  cat <<CFG
global
    maxconn 4096
    ssl-default-bind-options ssl-min-ver TLSv1.2
defaults
    mode http
    option http-keep-alive
    option forwardfor
    timeout connect 5s
    timeout client 60s
    timeout server 60s
frontend sdui
$bind
    default_backend instances
backend instances
    balance roundrobin
${3:-}
$2
CFG
}
