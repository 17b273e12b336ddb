"""A tiny book API for NapkinCombine's data-task tests.

Binds 127.0.0.1 on a port the OS picks, prints the port on the first line of standard output,
and with --exit-on-stdin-eof stops when its standard input closes. GET /volumes.json answers a
JSON list of two volumes; GET /slow.json answers the same after two seconds; anything else is a
404 with a JSON body.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fixtures"))
from loopback_server import JSONHandler, serve  # noqa: E402

VOLUMES = {"items": [{"title": "Dune"}, {"title": "Emma"}]}


class Handler(JSONHandler):
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
