#!/usr/bin/env python3
"""A posts API for the Alamofire stand-in's app test. Python standard library only.

Binds 127.0.0.1 on a port the OS picks, prints the port on the first line of standard
output, and serves:

  GET /posts    -> 200 [{"id", "title"}, ...]
  anything else -> 404 {"error": true}
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fixtures"))
from loopback_server import JSONHandler, serve  # noqa: E402

POSTS = [{"id": 1, "title": "Hello"}, {"id": 2, "title": "World"}, {"id": 3, "title": "From Linux"}]


class Handler(JSONHandler):
    def do_GET(self):
        if self.path == "/posts":
            return self.reply(200, POSTS)
        self.reply(404, {"error": True})


def main():
    serve(Handler)


if __name__ == "__main__":
    main()
