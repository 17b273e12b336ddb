"""What this package's Python test servers share: serving one handler on 127.0.0.1.

`JSONHandler` is a request handler with a JSON `reply(status, body)`; `serve(Handler)` binds a port the OS picks, prints it on the first line of standard output (which
`PythonServer.start` in Tests/PackageTestSupport reads), and with --exit-on-stdin-eof stops when
its standard input closes: the test process closes it to stop the server, or dies, which closes
it too.
"""

import json
import os
import signal
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class JSONHandler(BaseHTTPRequestHandler):
    """A handler that answers in JSON and logs nothing (test output stays clean)."""

    def log_message(self, *args):
        pass

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def _stop_when_stdin_closes():
    try:
        while os.read(sys.stdin.fileno(), 4096):
            pass
    finally:
        os._exit(0)


def serve(handler):
    # Children of Foundation's Process can inherit a blocked SIGTERM; let it stop us.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    if "--exit-on-stdin-eof" in sys.argv[1:]:
        threading.Thread(target=_stop_when_stdin_closes, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()
