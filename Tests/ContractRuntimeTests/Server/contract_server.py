#!/usr/bin/env python3
"""Loopback HTTP server for the ContractRuntime client tests (Python standard library only).

It serves the endpoints of the seed documents with deterministic data:

  sessions  GET    /groups/{group_id}/sessions?limit=20&cursor=...   cursor paging, `next_cursor` null at the end
            GET    /rounds/{round_id}
            GET    /rounds/{round_id}/ratings
  history   GET    /api/v1/history?limit=50&offset=...&status=...    offset paging, `hasMore`, `totalCount`
            DELETE /api/v1/history/{jobId}
            POST   /api/v1/jobs                                      honours `Idempotency-Key` (replays the first answer)
  episodes  GET    /3/tv/{series_id}/season/{season_number}?language=en   needs `Authorization: Bearer <token>`

Faults chosen by path: group `forbidden` -> 403, group `missing` -> 404, round `missing` -> 404,
job `job_missing` -> 404, series `0` -> TMDb 404, a wrong bearer token -> TMDb 401. A group named
`n<count>` has that many sessions (default 45); the history has 120 jobs.

Faults chosen by the `X-Fault` request header, `;`-separated:

  status=<code>          answer with that status and a JSON error body
  retry-after=<value>    add a Retry-After header (with status=)
  delay=<seconds>        wait before answering
  reset                  read the request, then close the connection with a TCP reset, no answer
  truncate               announce the full Content-Length, send half the body, close
  cut                    no Content-Length, send half the body, close (the body just ends)
  malformed              send a fixed body with a JSON syntax error on line 3, column 3
  patch=<pointer>=<json> replace the value at a JSON pointer of the normal answer (may repeat)
  remove=<pointer>       remove the member at a JSON pointer of the normal answer (may repeat)
  times=<n>              apply the fault only to the first n requests for this method and path
  redirect=<code>@<url>  answer with that 3xx status and `Location: <url>`
  headless               send only `HTTP/1.1 200 OK\r\n`, then close (the head never ends)
  huge=<bytes>           a 200 whose JSON body (whitespace) runs that long, ended by closing
  huge-length=<bytes>    the same with that Content-Length announced
  gzip-bomb=<bytes>      a gzip body, ended by closing, that inflates to that many bytes

Every request (except /__ paths) is counted by "METHOD /path" and logged; GET /__requests returns
{"counts": {...}, "log": [{"method", "path", "query", "headers"}...], "streams": [{"kind", "sent",
"complete"}...]}, where a stream is a huge/huge-length/gzip-bomb body that has ended: how many (inflated)
bytes went to the socket before the client hung up, and whether all of them did.

Binds 127.0.0.1 port 0 and prints, as its first stdout line, the chosen port and a second port that is
bound but never listens (connections to it are refused). Exits on SIGTERM, by itself after --lifetime
seconds (default 60), or when its parent process goes away.
"""

import argparse
import json
import zlib
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

from child_lifetime import end_with_parent

BEARER_TOKEN = "contract-test-token"
DEFAULT_SESSION_COUNT = 45
HISTORY_COUNT = 120
MALFORMED_BODY = b'{\n  "a": 1\n  "b": 2\n}\n'  # missing comma: line 3, column 3

_lock = threading.Lock()
_counts = {}
_log = []
_streams = []  # one {"kind", "sent", "complete"} per large body streamed, once it has ended
_idempotent_answers = {}
_next_job = [1]


class Answer(Exception):
    """Raised by a route to answer with a status and JSON body."""

    def __init__(self, status, body, headers=None):
        super().__init__(status)
        self.status = status
        self.body = body
        self.headers = headers or {}


# ---------------------------------------------------------------------------------------------
# Data


SESSION_STATUSES = ["rated", "watched", "selected", "voting", "expired", "draft", "discarded"]
MEMBERS = [("member-1", "Tim"), ("member-2", "Sarah"), ("member-3", "Max")]
TITLES = ["Fight Club", "Parasite", "Se7en", "Amélie", "Heat"]


def session_summary(group_id, index):
    status = SESSION_STATUSES[index % len(SESSION_STATUSES)]
    day = 28 - (index % 28)
    month = 12 - (index // 28) % 12
    summary = {
        "round_id": "%s-round-%03d" % (group_id, index + 1),
        "status": status,
        "created_at": "2025-%02d-%02dT20:00:00Z" % (month, day),
        "attendees": [member for member, _ in MEMBERS],
    }
    if status in ("selected", "watched", "rated"):
        summary["pick"] = {
            "tmdb_movie_id": 550 + index,
            "title": TITLES[index % len(TITLES)],
            "poster_path": "/poster%d.jpg" % index,
        }
    else:
        summary["pick"] = None
    if status in ("watched", "rated"):
        summary["ratings_summary"] = {"loved": 2, "liked": 1, "did_not_like": 0}
    else:
        summary["ratings_summary"] = None
    return summary


def sessions_page(group_id, query):
    if group_id == "forbidden":
        raise Answer(403, {"error": "forbidden", "message": "not a member of this household"})
    if group_id == "missing":
        raise Answer(404, {"error": "not_found", "message": "no such household"})
    count = DEFAULT_SESSION_COUNT
    if group_id.startswith("n") and group_id[1:].isdigit():
        count = int(group_id[1:])
    limit = int_param(query, "limit", 20, 1, 100)
    offset = 0
    cursor = first(query, "cursor")
    if cursor is not None:
        if not cursor.startswith("cur_") or not cursor[4:].isdigit():
            raise Answer(400, {"error": "bad_cursor", "message": "unknown cursor"})
        offset = int(cursor[4:])
    end = min(offset + limit, count)
    sessions = [session_summary(group_id, index) for index in range(offset, end)]
    return 200, {"sessions": sessions, "next_cursor": ("cur_%d" % end) if end < count else None}


def round_detail(round_id):
    if round_id == "missing":
        raise Answer(404, {"error": "not_found", "message": "no such round"})
    voters = [
        {"member_id": member, "display_name": name, "avatar_key": None, "vote": "up" if i != 2 else "down"}
        for i, (member, name) in enumerate(MEMBERS)
    ]
    return 200, {
        "round_id": round_id,
        "group_id": "family",
        "status": "watched",
        "started_by": "member-1",
        "attendees": [{"member_id": m, "display_name": n, "avatar_key": None} for m, n in MEMBERS],
        "created_at": "2026-02-14T20:00:00Z",
        "suggestions": [
            {
                "tmdb_movie_id": 550,
                "title": "Fight Club",
                "year": 1999,
                "poster_path": "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
                "content_rating": "R",
                "votes_up": 2,
                "votes_down": 1,
                "voters": voters,
            },
            {
                "tmdb_movie_id": 496243,
                "title": "Parasite",
                "year": 2019,
                "poster_path": None,
                "content_rating": None,
                "votes_up": 0,
                "votes_down": 0,
                "voters": [],
            },
        ],
        "picked_movie_id": 550,
    }


def round_ratings(round_id):
    if round_id == "missing":
        raise Answer(404, {"error": "not_found", "message": "no such round"})
    return 200, {
        "round_id": round_id,
        "ratings": [
            {"member_id": "member-1", "display_name": "Tim", "rating": "loved", "rated_at": "2026-02-15T09:00:00Z"},
            {"member_id": "member-2", "display_name": "Sarah", "rating": "liked", "rated_at": "2026-02-15T10:00:00Z"},
            {"member_id": "member-3", "display_name": "Max", "rating": None, "rated_at": None},
        ],
        "closed": False,
    }


JOB_STATUSES = ["completed", "completed", "processing", "failed", "cancelled"]


def history_item(index):
    status = JOB_STATUSES[index % len(JOB_STATUSES)]
    item = {
        "id": "job_%03d" % (index + 1),
        "thumbnailUrl": "https://cdn.example.com/thumbs/%03d.jpg" % (index + 1),
        "effectTitle": "Face Enhancement" if index % 2 == 0 else "Background Removal",
        "effectId": "effect_face_001" if index % 2 == 0 else "effect_bg_002",
        "status": status,
        "createdAt": "2025-10-%02dT10:30:00Z" % (1 + index % 28),
        "resultUrl": ("https://cdn.example.com/results/%03d.jpg" % (index + 1)) if status == "completed" else None,
        "originalImageKey": "original-%03d" % (index + 1),
    }
    if index % 3 == 0:
        item["parameters"] = {"fidelity": 0.8, "upscale": 2}
    return item


def history_page(query):
    limit = int_param(query, "limit", 50, 1, 100)
    offset = int_param(query, "offset", 0, 0, 1_000_000)
    status = first(query, "status")
    if status is not None and status not in ("completed", "processing", "failed"):
        raise Answer(400, {"error": "bad_status", "message": "status must be completed, processing or failed"})
    items = [history_item(index) for index in range(HISTORY_COUNT)]
    if status is not None:
        items = [item for item in items if item["status"] == status]
    page = items[offset : offset + limit]
    return 200, {"items": page, "totalCount": len(items), "hasMore": offset + len(page) < len(items)}


def delete_history_item(job_id):
    if job_id == "job_missing":
        raise Answer(404, {"error": "not_found", "message": "no such job"})
    return 200, {"success": True, "deletedItemId": job_id}


def create_job(body_bytes, idempotency_key):
    try:
        body = json.loads(body_bytes.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise Answer(400, {"error": "bad_json", "message": "body is not JSON"})
    if (
        not isinstance(body, dict)
        or not isinstance(body.get("imageKey"), str)
        or not isinstance(body.get("effectId"), str)
        or not isinstance(body.get("parameters", {}), dict)
        or set(body) - {"imageKey", "effectId", "parameters"}
    ):
        raise Answer(400, {"error": "bad_request", "message": "imageKey and effectId are required"})
    with _lock:
        if idempotency_key is not None and idempotency_key in _idempotent_answers:
            return 202, _idempotent_answers[idempotency_key]
        answer = {"jobId": "job_new_%d" % _next_job[0], "status": "queued"}
        _next_job[0] += 1
        if idempotency_key is not None:
            _idempotent_answers[idempotency_key] = answer
    return 202, answer


def tmdb_error(status, code, message):
    return Answer(status, {"success": False, "status_code": code, "status_message": message})


def season_details(series_id, season_number, headers):
    if headers.get("Authorization") != "Bearer " + BEARER_TOKEN:
        raise tmdb_error(401, 7, "Invalid API key: You must be granted a valid key.")
    if series_id == "0" or not series_id.isdigit() or not season_number.isdigit():
        raise tmdb_error(404, 34, "The resource you requested could not be found.")
    season = int(season_number)
    episodes = []
    for number in range(1, 9):
        episodes.append(
            {
                "air_date": "2017-07-%02d" % (number + 10),
                "episode_number": number,
                "episode_type": "finale" if number == 8 else "standard",
                "id": 1_000_000 + season * 100 + number,
                "name": "Episode %d" % number if number != 1 else "Pilot",
                "overview": "" if number == 3 else "Marty's plan hits a snag in episode %d." % number,
                "production_code": "",
                "runtime": 60,
                "season_number": season,
                "show_id": int(series_id),
                "still_path": None if number == 4 else "/still%d.jpg" % number,
                "vote_average": 7.5,
                "vote_count": 12,
                "crew": [],
                "guest_stars": [],
            }
        )
    return 200, {
        "_id": "5256c89f19c2956ff6046d47",
        "air_date": "2017-07-21",
        "episodes": episodes,
        "name": "Season %d" % season,
        "overview": "The Byrdes move to the Ozarks.",
        "id": 90000 + season,
        "poster_path": "/season%d.jpg" % season,
        "season_number": season,
        "vote_average": 8.1,
    }


# ---------------------------------------------------------------------------------------------
# Helpers


def first(query, name):
    values = query.get(name)
    return values[0] if values else None


def int_param(query, name, default, minimum, maximum):
    text = first(query, name)
    if text is None:
        return default
    if not text.lstrip("-").isdigit() or not minimum <= int(text) <= maximum:
        raise Answer(400, {"error": "bad_parameter", "message": "%s must be an integer in %d...%d" % (name, minimum, maximum)})
    return int(text)


def parse_fault(text):
    fault = {"patch": [], "remove": []}
    if not text:
        return fault
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        key, _, value = part.partition("=")
        if key == "patch":
            pointer, _, raw = value.partition("=")
            fault["patch"].append((pointer, json.loads(raw)))
        elif key == "remove":
            fault["remove"].append(value)
        else:
            fault[key] = value if value else True
    return fault


def pointer_tokens(pointer):
    return [token.replace("~1", "/").replace("~0", "~") for token in pointer.split("/")[1:]]


def apply_pointer(document, pointer, value=None, remove=False):
    tokens = pointer_tokens(pointer)
    target = document
    for token in tokens[:-1]:
        target = target[int(token)] if isinstance(target, list) else target[token]
    last = tokens[-1]
    if isinstance(target, list):
        if remove:
            del target[int(last)]
        else:
            target[int(last)] = value
    elif remove:
        target.pop(last, None)
    else:
        target[last] = value


def route(method, path, query, headers, body):
    parts = [unquote(part) for part in path.strip("/").split("/")]
    if method == "GET" and len(parts) == 3 and parts[0] == "groups" and parts[2] == "sessions":
        return sessions_page(parts[1], query)
    if method == "GET" and len(parts) == 2 and parts[0] == "rounds":
        return round_detail(parts[1])
    if method == "GET" and len(parts) == 3 and parts[0] == "rounds" and parts[2] == "ratings":
        return round_ratings(parts[1])
    if parts[:2] == ["api", "v1"]:
        if method == "GET" and parts[2:] == ["history"]:
            return history_page(query)
        if method == "DELETE" and len(parts) == 4 and parts[2] == "history":
            return delete_history_item(parts[3])
        if method == "POST" and parts[2:] == ["jobs"]:
            return create_job(body, headers.get("Idempotency-Key"))
    if method == "GET" and len(parts) == 5 and parts[:2] == ["3", "tv"] and parts[3] == "season":
        return season_details(parts[2], parts[4], headers)
    raise Answer(404, {"error": "no_route", "message": "%s %s" % (method, path)})


# ---------------------------------------------------------------------------------------------
# HTTP


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "ContractServer/1"

    def log_message(self, format, *args):  # keep test output quiet
        pass

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_DELETE(self):
        self.handle_any("DELETE")

    def do_PUT(self):
        self.handle_any("PUT")

    def do_PATCH(self):
        self.handle_any("PATCH")

    def handle_any(self, method):
        self.close_connection = True  # one request per connection keeps counts exact
        split = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if split.path == "/__requests":
            with _lock:
                snapshot = {"counts": dict(_counts), "log": list(_log), "streams": list(_streams)}
            return self.send_json(200, snapshot, {})
        key = "%s %s" % (method, split.path)
        with _lock:
            _counts[key] = _counts.get(key, 0) + 1
            seen = _counts[key]
            _log.append(
                {
                    "method": method,
                    "path": split.path,
                    "query": split.query,
                    "headers": {
                        name: self.headers[name]
                        for name in ("Authorization", "Idempotency-Key", "X-Fault", "Content-Type", "Accept", "X-Client",
                                     "Cookie", "X-Api-Key", "X-Request-Id", "Proxy-Authorization", "Accept-Encoding")
                        if self.headers.get(name) is not None
                    },
                    "body": body.decode("utf-8", "replace"),
                }
            )
        try:
            fault = parse_fault(self.headers.get("X-Fault"))
        except ValueError as error:
            return self.send_json(400, {"error": "bad_fault", "message": str(error)}, {})
        if "times" in fault and seen > int(fault["times"]):
            fault = {"patch": [], "remove": []}
        if "delay" in fault:
            time.sleep(float(fault["delay"]))
        if "reset" in fault:
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            return
        if "redirect" in fault:
            code, _, location = fault["redirect"].partition("@")
            return self.send_bytes(int(code), b"", {"Location": location})
        if "headless" in fault:
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        for kind in ("huge", "huge-length", "gzip-bomb"):
            if kind in fault:
                return self.send_stream(kind, int(fault[kind]))
        if "status" in fault:
            extra = {"Retry-After": fault["retry-after"]} if "retry-after" in fault else {}
            return self.send_json(int(fault["status"]), {"error": "scripted", "status": int(fault["status"])}, extra)
        try:
            status, document = route(method, split.path, parse_qs(split.query), self.headers, body)
        except Answer as answer:
            return self.send_json(answer.status, answer.body, answer.headers)
        for pointer, value in fault["patch"]:
            apply_pointer(document, pointer, value)
        for pointer in fault["remove"]:
            apply_pointer(document, pointer, remove=True)
        payload = json.dumps(document, indent=2, ensure_ascii=False).encode("utf-8")
        if "malformed" in fault:
            payload = MALFORMED_BODY
        if "truncate" in fault:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(payload[: len(payload) // 2])
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if "cut" in fault:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(payload[: len(payload) // 2])
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        self.send_bytes(status, payload, {})

    def send_stream(self, kind, size):
        """Streams a large body until `size` bytes (inflated) are out or the client hangs up."""
        chunk = b" " * (1 << 20)
        sent = 0
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            if kind == "huge-length":
                self.send_header("Content-Length", str(size))
            if kind == "gzip-bomb":
                self.send_header("Content-Encoding", "gzip")
            self.end_headers()
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31) if kind == "gzip-bomb" else None
            while sent < size:
                piece = chunk[: min(len(chunk), size - sent)]
                sent += len(piece)
                self.wfile.write(compressor.compress(piece) if compressor else piece)
            if compressor:
                self.wfile.write(compressor.flush())
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client stopped reading, as it should
        finally:
            with _lock:
                _streams.append({"kind": kind, "sent": sent, "complete": sent >= size})

    def send_json(self, status, document, headers):
        self.send_bytes(status, json.dumps(document).encode("utf-8"), headers)

    def send_bytes(self, status, payload, headers):
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.send_header("Connection", "close")
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout or cancellation)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        pass  # broken connections are part of the scripted faults


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lifetime", type=float, default=60.0, help="seconds before the server exits by itself")
    arguments = parser.parse_args()

    end_with_parent(arguments.lifetime)

    server = Server(("127.0.0.1", 0), Handler)
    # A port that is bound but never listens: connecting to it is refused, and no other process
    # can take it while the server runs.
    refusing = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    refusing.bind(("127.0.0.1", 0))
    print(server.server_address[1], refusing.getsockname()[1], flush=True)

    try:
        server.serve_forever(poll_interval=0.1)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
