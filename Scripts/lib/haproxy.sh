# Shared by the scripts that put instances behind Debian's HAProxy
# (benchmark-scale-out.sh, rolling-restart.sh): a free loopback port, a wait
# for a URL to answer, and the one HAProxy configuration they use. Source it
# after release-server.sh (which sets NAME).
#
#   port="$(free_port)"
#   wait_for "$url"                         # until it answers 2xx (30 s at most), else exits
#   haproxy_config "$lb_port" "$backends" "$check_lines" "$bundle" >"$file"
#
# With a certificate bundle (Scripts/lib/tls.sh's server.bundle.pem), HAProxy
# terminates TLS: the frontend speaks https only and tells the instances so
# (X-Forwarded-Proto: https); the instances behind it speak plain HTTP on
# loopback, as in production (docs/server.md, "Behind a load balancer").

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
