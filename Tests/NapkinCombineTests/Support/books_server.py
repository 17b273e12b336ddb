"""A tiny book API for NapkinCombine's data-task tests.

Binds 127.0.0.1 on a port the OS picks, prints the port on the first line of standard output,
and with --exit-on-stdin-eof stops when its standard input closes. GET /volumes.json answers a
JSON list of two volumes; GET /slow.json answers the same after two seconds; anything else is a
404 with a JSON body.
"""

import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

VOLUMES = {"items": [{"title": "Dune"}, {"title": "Emma"}]}


class Handler(BaseHTTPRequestHandler):
    def log_message(self, format, *args):
        pass

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path == "/volumes.json":
            return self.reply(200, VOLUMES)
        if self.path == "/slow.json":
            time.sleep(2)
            return self.reply(200, VOLUMES)
        self.reply(404, {"error": "not found: " + self.path})


def stop_when_stdin_closes():
    """The test process closes our standard input to stop us (or dies, which closes it too)."""
    try:
        while os.read(sys.stdin.fileno(), 4096):
            pass
    finally:
        os._exit(0)


def main():
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    if "--exit-on-stdin-eof" in sys.argv[1:]:
        threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
