#!/usr/bin/env python3
"""The smokehouse: a tiny stand-in for RibHouse's auth API, Python 3 standard library only.

    python3 scripts/smokehouse.py [--status N] [--malformed] [--delay SECONDS]
                                  [--pad BYTES] [--gzip] [--close-delimited]
                                  [--trickle SECONDS] [--name NAME] [--food FOOD ...]

Binds 127.0.0.1 on a port the OS chooses and prints that port, alone, as its first line of
standard output; then serves until it is terminated (or, with --exit-on-stdin-eof, until its
standard input closes, so a test process that dies never leaves it running).

    POST /login    200 {"name": ..., "foods": [...]}  (or the failure it was told to give)
    POST /logout   204
    GET  /stats    {"login": n, "logout": n, "aborted": n}
    POST /control  {"status": 500} | {"malformed": true} | {"delay": 30} | {"reset": true}
                   (every option below has a /control key of the same name, in camelCase)

Failures apply to /login and /logout: --status answers with that status (200-599),
--malformed answers 200 with a body that is not a user, --delay waits before answering.
The hostile ones, for testing a client's limits: --pad adds that many spaces to the user
(still valid JSON, only bigger), --gzip compresses the body as it is sent, in chunked
transfer encoding (a padded, gzipped user is a decompression bomb, and the server never holds
it), --close-delimited sends no Content-Length and ends the body by closing the connection,
--trickle sends the head at once, then the body one byte every SECONDS. Waits are at most
an hour (MAX_SECONDS). Only the paths above are served: any other is 404.

A client that hangs up during a delay or before it has read the whole answer is counted
under "aborted" in /stats, which is how tests prove that a request really was cancelled on
the wire. A request the smokehouse cannot understand (a bad Content-Length, an invalid
/control value) is answered 400 with {"error": reason}.
"""

import argparse
import json
import math
import os
import select
import signal
import socket
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

DEFAULT_NAME = "Pitmaster Pearl"
DEFAULT_FOODS = ["Beef Cheeks", "Hot Links", "Smoked Turkey", "Banana Pudding"]
# Requests to the smokehouse are tiny JSON objects; anything bigger is a mistake.
MAX_REQUEST_BODY = 64 * 1024
CHUNK = 64 * 1024
# The longest --delay or --trickle: an hour is longer than any test waits, and a bound keeps
# time.sleep and deadlines finite (1e308 seconds would overflow them).
MAX_SECONDS = 3600
NO_FAILURE = {"status": None, "malformed": False, "delay": 0.0, "pad": 0, "gzip": False,
              "closeDelimited": False, "trickle": 0.0}


class BadRequest(Exception):
    """A request the smokehouse cannot serve: answered with `status` and `reason`."""

    def __init__(self, reason, status=400):
        super().__init__(reason)
        self.reason = reason
        self.status = status


def final_status(value):
    """`value` as an HTTP status a server may end an exchange with, or BadRequest."""
    if isinstance(value, bool) or not isinstance(value, int) or not 200 <= value <= 599:
        raise BadRequest(f"status {json.dumps(value)} is not an HTTP status from 200 to 599")
    return value


def seconds(value, key):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not 0 <= value <= MAX_SECONDS:
        raise BadRequest(f"{key} {json.dumps(value)} is not a number of seconds from 0 to {MAX_SECONDS}")
    return float(value)


def byte_count(value, key):
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise BadRequest(f"{key} {json.dumps(value)} is not a number of bytes (0 or more)")
    return value


def flag(value, key):
    if not isinstance(value, bool):
        raise BadRequest(f"{key} {json.dumps(value)} is not true or false")
    return value


# How each failure setting is checked; /control refuses any other key.
VALIDATORS = {
    "status": lambda value: None if value is None else final_status(value),
    "malformed": lambda value: flag(value, "malformed"),
    "delay": lambda value: seconds(value, "delay"),
    "pad": lambda value: byte_count(value, "pad"),
    "gzip": lambda value: flag(value, "gzip"),
    "closeDelimited": lambda value: flag(value, "closeDelimited"),
    "trickle": lambda value: seconds(value, "trickle"),
}


def validated_change(change):
    """The /control body `change`, checked whole before anything is applied."""
    if not isinstance(change, dict):
        raise BadRequest("the control body must be a JSON object, e.g. {\"status\": 500}")
    checked = {}
    for key, value in change.items():
        if key == "reset":
            checked[key] = flag(value, "reset")
        elif key in VALIDATORS:
            checked[key] = VALIDATORS[key](value)
        else:
            known = ", ".join(["reset"] + list(VALIDATORS))
            raise BadRequest(f"unknown control key {json.dumps(key)}; the keys are {known}")
    return checked


class Smokehouse:
    """The server's state, shared by the request threads behind one lock."""

    def __init__(self, args):
        self.lock = threading.Lock()
        self.name = args.name
        self.foods = args.food or list(DEFAULT_FOODS)
        self.failure = dict(NO_FAILURE, status=args.status, malformed=args.malformed, delay=args.delay,
                            pad=args.pad, gzip=args.gzip, closeDelimited=args.close_delimited,
                            trickle=args.trickle)
        self.counts = {"login": 0, "logout": 0, "aborted": 0}

    def control(self, change):
        with self.lock:
            if change.get("reset"):
                self.failure = dict(NO_FAILURE)
            self.failure.update((key, value) for key, value in change.items() if key != "reset")
            return dict(self.failure)

    def count(self, key):
        with self.lock:
            self.counts[key] += 1


class Handler(BaseHTTPRequestHandler):
    server_version = "Smokehouse/1"
    protocol_version = "HTTP/1.1"
    # A client that stops sending or reading for this long is dropped, so a wrong
    # Content-Length or a stalled reader never holds a thread forever.
    timeout = 10

    @property
    def house(self):
        return self.server.house

    def log_message(self, format, *args):  # keep stdout for the port line; log to stderr
        sys.stderr.write("smokehouse: " + (format % args) + "\n")

    # MARK: Answers

    def send_json(self, status, payload, failure=None):
        """Answers `status` with `payload` (JSON-encoded unless bytes), shaped by `failure`.

        Returns False when the client hung up before it had the whole answer."""
        failure = failure or NO_FAILURE
        body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        if status in (204, 304):  # these statuses must not carry a body
            return self.send_answer(status, [], 0, failure)
        if failure["pad"]:
            # Spaces before the closing brace keep the JSON valid: only the size is hostile.
            head, tail = body[:-1], body[-1:]
            chunks = padded(head, failure["pad"], tail)
            length = len(body) + failure["pad"]
        else:
            chunks, length = [body], len(body)
        headers = [("Content-Type", "application/json")]
        if failure["gzip"]:
            # Compressed as it is sent: its length is known only at the end, so it goes in
            # chunked transfer encoding (or to the close, when close-delimited).
            chunks = gzipped(chunks)
            length = None
            headers.append(("Content-Encoding", "gzip"))
        return self.send_answer(status, chunks, length, failure, headers)

    def send_answer(self, status, chunks, length, failure, headers=()):
        """Writes the status line, headers and body chunks, the body trickled when asked.
        A length of None sends the body in chunked transfer encoding."""
        self.log_request(status)
        lines = [f"HTTP/1.1 {status} {self.responses.get(status, ('Unknown',))[0]}",
                 f"Server: {self.version_string()}", f"Date: {self.date_time_string()}"]
        lines += [f"{name}: {value}" for name, value in headers]
        if failure["closeDelimited"] and status not in (204, 304):
            self.close_connection = True
        elif length is None:
            lines.append("Transfer-Encoding: chunked")
            chunks = in_chunked_encoding(chunks)
        else:
            lines.append(f"Content-Length: {length}")
        if self.close_connection:
            lines.append("Connection: close")
        head = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
        try:
            # The head goes at once and only the body trickles: a client's idle timeout counts
            # header lines, so a trickled head is caught by it, a trickled body is not.
            self.write(head, 0)
            for chunk in chunks:  # may be a generator: never gathered into a list
                self.write(chunk, failure["trickle"])
            self.wfile.flush()
            return True
        except (BrokenPipeError, ConnectionResetError, socket.timeout):
            self.house.count("aborted")
            self.close_connection = True
            return False

    def write(self, data, trickle):
        if not trickle:
            self.wfile.write(data)
            return
        for index in range(len(data)):
            self.wfile.write(data[index:index + 1])
            self.wfile.flush()
            time.sleep(trickle)

    def refuse(self, problem):
        """Answers a request the smokehouse cannot serve, then closes: after a bad
        Content-Length nobody knows where the next request would start."""
        self.close_connection = True
        self.send_json(problem.status, {"error": problem.reason})

    # MARK: Requests

    def read_body(self):
        """The request body, as its Content-Length announces, or BadRequest."""
        if self.headers.get("Transfer-Encoding"):
            raise BadRequest("Transfer-Encoding is not supported; send the body with a Content-Length")
        values = self.headers.get_all("Content-Length") or []
        if not values:
            return b""
        if len(set(value.strip() for value in values)) > 1:
            raise BadRequest("the request has several different Content-Length headers")
        text = values[0].strip()
        if not (text.isascii() and text.isdigit()):
            raise BadRequest(f"Content-Length {json.dumps(text)} is not a whole number of bytes")
        length = int(text)
        if length > MAX_REQUEST_BODY:
            raise BadRequest(f"the request body of {length} bytes is larger than the "
                             f"{MAX_REQUEST_BODY} bytes the smokehouse accepts", status=413)
        try:
            body = self.rfile.read(length)
        except socket.timeout:
            raise BadRequest(f"the request body did not arrive within {self.timeout} s", status=408)
        if len(body) < length:
            raise BadRequest(f"the request body ended after {len(body)} of the {length} bytes its Content-Length announced")
        return body

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
        try:
            self.read_body()
        except BadRequest as problem:
            return self.refuse(problem)
        if self.path == "/stats":
            with self.house.lock:
                counts = dict(self.house.counts)
            self.send_json(200, counts)
        else:
            self.send_json(404, {"error": "no such page: GET " + self.path})

    def do_POST(self):
        try:
            body = self.read_body()
            # The whole path, query aside: /anything/login is not the login.
            path = {"/control": "control", "/login": "login", "/logout": "logout"}.get(urlsplit(self.path).path)
            if path == "control":
                try:
                    change = json.loads(body or b"{}")
                except ValueError:
                    raise BadRequest("the control body must be JSON, e.g. {\"status\": 500}")
                self.send_json(200, self.house.control(validated_change(change)))
                return
        except BadRequest as problem:
            return self.refuse(problem)
        if path not in ("login", "logout"):
            self.send_json(404, {"error": "no such endpoint: POST " + self.path})
            return
        self.house.count(path)
        with self.house.lock:
            failure = dict(self.house.failure)
        if failure["delay"] and not self.wait_unless_hung_up(failure["delay"]):
            self.house.count("aborted")
            self.close_connection = True
            return
        if failure["status"]:
            self.send_json(failure["status"], {"error": "the smokehouse was told to fail"}, failure)
        elif failure["malformed"] and path == "login":
            self.send_json(200, b'{"name": "Pitmaster Pearl", "foods": ', failure)
        elif path == "login":
            self.send_json(200, {"name": self.house.name, "foods": self.house.foods}, failure)
        else:
            self.send_json(204, b"", failure)


def padded(head, count, tail):
    """`head`, `count` spaces and `tail`, in chunks, never all in memory at once."""
    yield head
    while count > 0:
        size = min(count, CHUNK)
        yield b" " * size
        count -= size
    yield tail


def gzipped(chunks):
    """`chunks` gzip-compressed, piece by piece: never the whole body in memory."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    for chunk in chunks:
        part = compressor.compress(chunk)
        if part:
            yield part
    yield compressor.flush()


def in_chunked_encoding(chunks):
    """`chunks` framed for Transfer-Encoding: chunked, ending with the empty last chunk."""
    for chunk in chunks:
        if chunk:
            yield f"{len(chunk):x}\r\n".encode("latin-1") + chunk + b"\r\n"
    yield b"0\r\n\r\n"


def argument(check):
    """An argparse type from a validator: its reason becomes the usage error."""
    def parse(text):
        try:
            value = json.loads(text)
        except ValueError:
            value = text
        try:
            return check(value)
        except BadRequest as problem:
            raise argparse.ArgumentTypeError(problem.reason)
    return parse


def main():
    parser = argparse.ArgumentParser(description="A tiny smokehouse auth API on 127.0.0.1.")
    parser.add_argument("--status", type=argument(final_status), default=None,
                        help="answer /login and /logout with this HTTP status (200-599)")
    parser.add_argument("--malformed", action="store_true", help="answer /login with a body that is not a user")
    parser.add_argument("--delay", type=argument(lambda v: seconds(v, "delay")), default=0.0,
                        help="seconds to wait before answering")
    parser.add_argument("--pad", type=argument(lambda v: byte_count(v, "pad")), default=0,
                        help="add this many spaces to each JSON answer")
    parser.add_argument("--gzip", action="store_true", help="gzip the answers (Content-Encoding: gzip)")
    parser.add_argument("--close-delimited", action="store_true",
                        help="send no Content-Length; end each answer by closing the connection")
    parser.add_argument("--trickle", type=argument(lambda v: seconds(v, "trickle")), default=0.0,
                        help="send each answer's body one byte every this many seconds")
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
