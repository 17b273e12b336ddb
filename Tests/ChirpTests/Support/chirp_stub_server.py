#!/usr/bin/env python3
"""A stand-in for the Chirp API, for end-to-end tests. Python standard library only.

Binds 127.0.0.1 on a port the OS picks, prints the port on the first line of standard
output, and serves until terminated:

  POST /auth/login     {"email", "password"} -> 200 tokens + user | 401 {"error": true, "reason": ...}
  POST /auth/register  {"username", "email", "password"} -> 201 user | 409 / 400 with a reason

One account exists from the start: ada@example.com / correct horse.
"""
import json
import os
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fixtures"))
from loopback_server import JSONHandler, serve  # noqa: E402

USERS = {"ada@example.com": {"id": "u-1815", "username": "ada", "password": "correct horse"}}
LOCK = threading.Lock()


def public(email, user):
    return {"id": user["id"], "username": user["username"], "email": email}


class Handler(JSONHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        try:
            body = json.loads(self.rfile.read(length) or b"{}")
        except ValueError:
            return self.reply(400, {"error": True, "reason": "Body is not JSON."})
        if self.path == "/auth/login":
            with LOCK:
                user = USERS.get(body.get("email", ""))
            if user is None or user["password"] != body.get("password"):
                return self.reply(401, {"error": True, "reason": "Unauthorized"})
            email = body["email"]
            return self.reply(200, {
                "accessToken": "access-" + user["id"],
                "refreshToken": "refresh-" + user["id"],
                "expiresIn": 3600,
                "user": public(email, user),
            })
        if self.path == "/auth/register":
            email, username = body.get("email", ""), body.get("username", "")
            if len(body.get("password", "")) < 8:
                return self.reply(400, {"error": True, "reason": "Password must be at least 8 characters."})
            with LOCK:
                if email in USERS:
                    return self.reply(409, {"error": True, "reason": "An account with this email already exists."})
                USERS[email] = {"id": "u-%d" % (len(USERS) + 1), "username": username, "password": body["password"]}
                user = USERS[email]
            return self.reply(201, public(email, user))
        self.reply(404, {"error": True, "reason": "Not found: " + self.path})


def main():
    serve(Handler)


if __name__ == "__main__":
    main()
