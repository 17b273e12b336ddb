"""A tiny book API for NapkinCombine's data-task tests.

Binds 127.0.0.1 on a port the OS picks, prints the port on the first line of standard output,
and with --exit-on-stdin-eof stops when its standard input closes. GET /volumes.json answers a
JSON list of two volumes; GET /slow.json answers the same after two seconds; anything else is a
404 with a JSON body.
"""

import json
import os
import sys
import time
from http.server import BaseHTTPRequestHandler

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fixtures"))
from loopback_server import serve  # noqa: E402

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


def main():
    serve(Handler)


if __name__ == "__main__":
    main()
