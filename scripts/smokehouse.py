#!/usr/bin/env python3
"""The smokehouse: a tiny stand-in for RibHouse's auth API, Python 3 standard library only.

    python3 scripts/smokehouse.py [--status N] [--malformed] [--delay SECONDS]
                                  [--name NAME] [--food FOOD ...]

Binds 127.0.0.1 on a port the OS chooses and prints that port, alone, as its first line of
standard output; then serves until it is terminated (or, with --exit-on-stdin-eof, until its
standard input closes, so a test process that dies never leaves it running).

    POST /login    200 {"name": ..., "foods": [...]}  (or the failure it was told to give)
    POST /logout   204
    GET  /stats    {"login": n, "logout": n, "aborted": n}
    POST /control  {"status": 500} | {"malformed": true} | {"delay": 30} | {"reset": true}

Failures apply to /login and /logout: --status answers with that status, --malformed answers
200 with a body that is not a user, --delay waits before answering. A client that hangs up
during a delay is counted under "aborted" in /stats, which is how tests prove that a
cancelled request really was cancelled on the wire.
"""

import argparse
import json
import os
import select
import signal
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DEFAULT_NAME = "Pitmaster Pearl"
DEFAULT_FOODS = ["Beef Cheeks", "Hot Links", "Smoked Turkey", "Banana Pudding"]


class Smokehouse:
    """The server's state, shared by the request threads behind one lock."""

    def __init__(self, args):
        self.lock = threading.Lock()
        self.name = args.name
        self.foods = args.food or list(DEFAULT_FOODS)
        self.initial = {"status": args.status, "malformed": args.malformed, "delay": args.delay}
        self.failure = dict(self.initial)
        self.counts = {"login": 0, "logout": 0, "aborted": 0}

    def control(self, change):
        with self.lock:
            if change.get("reset"):
                self.failure = {"status": None, "malformed": False, "delay": 0.0}
            for key in ("status", "malformed", "delay"):
                if key in change:
                    self.failure[key] = change[key]
            return dict(self.failure)


class Handler(BaseHTTPRequestHandler):
    server_version = "Smokehouse/1"
    protocol_version = "HTTP/1.1"

    @property
    def house(self):
        return self.server.house

    def log_message(self, format, *args):  # keep stdout for the port line; log to stderr
        sys.stderr.write("smokehouse: " + (format % args) + "\n")

    def send_json(self, status, payload):
        body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def wait_unless_hung_up(self, seconds):
        """Waits `seconds`; returns False as soon as the client closes the connection."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return True
            readable, _, _ = select.select([self.connection], [], [], min(left, 0.05))
            if readable:
                try:
                    if not self.connection.recv(1, socket.MSG_PEEK):
                        return False
                except OSError:
                    return False

    def do_GET(self):
        if self.path == "/stats":
            with self.house.lock:
                counts = dict(self.house.counts)
            self.send_json(200, counts)
        else:
            self.send_json(404, {"error": "no such page: GET " + self.path})

    def do_POST(self):
        body = self.read_body()
        path = self.path.rstrip("/").rsplit("/", 1)[-1] if self.path != "/control" else "control"
        if path == "control":
            try:
                change = json.loads(body or b"{}")
            except ValueError:
                self.send_json(400, {"error": "control body must be JSON"})
                return
            self.send_json(200, self.house.control(change))
            return
        if path not in ("login", "logout"):
            self.send_json(404, {"error": "no such endpoint: POST " + self.path})
            return
        with self.house.lock:
            self.house.counts[path] += 1
            failure = dict(self.house.failure)
        if failure["delay"] and not self.wait_unless_hung_up(float(failure["delay"])):
            with self.house.lock:
                self.house.counts["aborted"] += 1
            self.close_connection = True
            return
        if failure["status"]:
            self.send_json(int(failure["status"]), {"error": "the smokehouse was told to fail"})
        elif failure["malformed"] and path == "login":
            self.send_json(200, b'{"name": "Pitmaster Pearl", "foods": ')
        elif path == "login":
            self.send_json(200, {"name": self.house.name, "foods": self.house.foods})
        else:
            self.send_response(204)
            self.send_header("Content-Length", "0")
            self.end_headers()


def main():
    parser = argparse.ArgumentParser(description="A tiny smokehouse auth API on 127.0.0.1.")
    parser.add_argument("--status", type=int, default=None, help="answer /login and /logout with this HTTP status")
    parser.add_argument("--malformed", action="store_true", help="answer /login with a body that is not a user")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds to wait before answering")
    parser.add_argument("--name", default=DEFAULT_NAME, help="the user's name")
    parser.add_argument("--food", action="append", help="a food of the user's (repeat for several)")
    parser.add_argument("--exit-on-stdin-eof", action="store_true", help="stop when standard input closes")
    args = parser.parse_args()
    # A parent may have blocked SIGTERM in the mask we inherited; make terminate() work.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    signal.signal(signal.SIGTERM, signal.default_int_handler)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.house = Smokehouse(args)
    print(server.server_address[1], flush=True)

    def stop_when_stdin_closes():
        try:
            while os.read(sys.stdin.fileno(), 4096):
                pass
        except OSError:
            pass
        server.shutdown()

    if args.exit_on_stdin_eof:
        threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.1)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
