#!/usr/bin/env bash
# Certificates for TLS on this machine, made with Debian's openssl into a
# folder (never committed): a CA and a server certificate it signs for
# localhost and 127.0.0.1, and, for the tests, the three certificates a
# client must refuse. Run it, or source it and call make_tls:
#
#   bash Scripts/lib/tls.sh DIR              # prints DIR's files
#   source Scripts/lib/tls.sh; make_tls DIR
#
# In DIR (keys are EC P-256, mode 0600):
#   ca.pem                        the CA that clients trust (--cacert, SDUI_CA_BUNDLE, sslrootcert)
#   server.pem server.key         localhost, 127.0.0.1 and ::1, signed by the CA, valid 30 days
#   server.bundle.pem             certificate and key in one file, for HAProxy's `bind … ssl crt`
#   wrong-host.*                  signed by the CA, but for wrong-host.invalid only
#   expired.*                     signed by the CA for localhost, valid only in January 2020
#   unknown-ca.pem, unknown.*     another CA, and a localhost certificate it signs
# (each * is .pem, .key and .bundle.pem). Nothing is contacted.

# The certificates a client must refuse, with the names tests and scripts use.
TLS_REFUSED_CERTIFICATES=(wrong-host expired unknown)

make_tls() { # dir
  local dir="$1"
  mkdir -p "$dir" || return 1
  (
    set -euo pipefail
    cd "$dir"
    umask 077
    first_name() { local first="${1%%,*}"; echo "${first#*:}"; }
    key() { openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$1.key" 2>/dev/null; }
    authority() { # name common-name
      key "$1"
      openssl req -x509 -new -key "$1.key" -out "$1.pem" -days 30 -subj "/CN=$2" \
        -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign 2>/dev/null
    }
    # openssl ca signs with any validity dates, so the expired certificate is
    # made as it would have been in 2020; the others from now for 30 days.
    sign() { # name ca subject-alt-names [start end]
      key "$1"
      openssl req -new -key "$1.key" -out "$1.csr" -subj "/CN=$(first_name "$3")" 2>/dev/null
      mkdir -p "ca-$2"
      : >"ca-$2/index.txt"
      cat >"ca-$2/openssl.cnf" <<CNF
[ca]
default_ca = here
[here]
database = ca-$2/index.txt
new_certs_dir = ca-$2
certificate = $2.pem
private_key = $2.key
rand_serial = yes
default_md = sha256
policy = anything
copy_extensions = none
unique_subject = no
[anything]
commonName = supplied
[leaf]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = $3
CNF
      local dates=(-days 30)
      [ $# -ge 5 ] && dates=(-startdate "$4" -enddate "$5")
      openssl ca -batch -notext -config "ca-$2/openssl.cnf" -extensions leaf -in "$1.csr" -out "$1.pem" "${dates[@]}" 2>"ca-$2/sign.log" \
        || { cat "ca-$2/sign.log" >&2; return 1; }
      cat "$1.pem" "$1.key" >"$1.bundle.pem"
      rm -f "$1.csr"
    }
    authority ca "SDUI test CA"
    authority unknown-ca "SDUI unknown CA"
    sign server ca "DNS:localhost,IP:127.0.0.1,IP:::1"
    sign wrong-host ca "DNS:wrong-host.invalid"
    sign expired ca "DNS:localhost,IP:127.0.0.1,IP:::1" 20200101000000Z 20200131000000Z
    sign unknown unknown-ca "DNS:localhost,IP:127.0.0.1,IP:::1"
    rm -rf ca-ca ca-unknown-ca
    chmod 644 ./*.pem
    chmod 600 ./*.key ./*.bundle.pem
  )
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  [ $# -eq 1 ] || { echo "usage: bash Scripts/lib/tls.sh DIR" >&2; exit 2; }
  command -v openssl >/dev/null || { echo "tls: openssl is missing; run Scripts/setup.sh" >&2; exit 1; }
  make_tls "$1"
  ls "$1"
fi
