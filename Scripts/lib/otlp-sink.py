"""An OTLP/HTTP collector that only counts: accepts POST /v1/traces (any
body), answers 200 with an empty protobuf, and writes the number of
requests and bytes it took to the file named by its second argument when
it stops. For scripts that need the exporter to have somewhere to send.

    python3 Scripts/lib/otlp-sink.py PORT COUNTS_FILE
"""
import http.server
import signal
import sys
import threading

port, counts_file = int(sys.argv[1]), sys.argv[2]
received = {"requests": 0, "bytes": 0}
lock = threading.Lock()


class Sink(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        with lock:
            received["requests"] += 1
            received["bytes"] += len(body)
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Sink)


def stop(*_):
    with open(counts_file, "w") as out:
        out.write(f"{received['requests']} {received['bytes']}\n")
    sys.exit(0)


signal.signal(signal.SIGTERM, stop)
server.serve_forever()
