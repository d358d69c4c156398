"""A real, local OpenAI-compatible chat server for tests: scripted replies over real HTTP.

Each test queues what the "model" answers next, in order: JSON content, any other text (to play a
model that breaks JSON mode), an HTTP error status, or a stall that outlasts the client's timeout.
Every request is recorded, including the ones the client gave up on, so tests can count attempts
and read what was sent.

>>> with FakeOpenAI() as server:
...     server.reply(Reply.json({"facts": []}))
...     server.base_url.startswith("http://127.0.0.1:")
True
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

CHAT_PATH = "/v1/chat/completions"


@dataclass(frozen=True)
class Reply:
    """One scripted answer. ``sleep_s`` stalls before answering (to force client timeouts)."""

    content: str = ""
    status: int = 200
    sleep_s: float = 0.0
    raw_body: str | None = None  # sent as is instead of a chat completion

    @classmethod
    def json(cls, answer: object) -> Reply:
        return cls(content=json.dumps(answer))

    @classmethod
    def text(cls, content: str) -> Reply:
        return cls(content=content)

    @classmethod
    def stall(cls, seconds: float) -> Reply:
        return cls(sleep_s=seconds, content="{}")

    @classmethod
    def http_error(cls, status: int) -> Reply:
        return cls(status=status)

    @classmethod
    def raw(cls, body: str) -> Reply:
        """A 200 whose body is not a chat completion (a server that only looks compatible)."""
        return cls(raw_body=body)


@dataclass(frozen=True)
class RecordedRequest:
    path: str
    headers: dict[str, str]  # names lower-cased
    body: dict[str, Any]

    @property
    def messages(self) -> list[dict[str, str]]:
        messages: list[dict[str, str]] = self.body["messages"]
        return messages

    def content_of(self, role: str) -> str:
        return next(m["content"] for m in self.messages if m["role"] == role)


@dataclass
class _Script:
    replies: list[Reply] = field(default_factory=list)
    requests: list[RecordedRequest] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    # Set on shutdown so that stalled handlers wake up instead of holding the test run.
    stopping: threading.Event = field(default_factory=threading.Event)


class FakeOpenAI:
    """The server; start it with ``with FakeOpenAI() as server:`` (the pytest fixture does)."""

    def __init__(self) -> None:
        self._script = _Script()
        self._server = _Server(("127.0.0.1", 0), _handler_for(self._script))
        self._thread = threading.Thread(
            # A short poll so that shutting down takes milliseconds, not the default half second.
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.02},
            name="fake-openai",
        )
        host, port = self._server.server_address[:2]
        self.base_url = f"http://{host!s}:{port}/v1"

    def reply(self, *replies: Reply) -> None:
        """Queues answers for the next requests, in order."""
        with self._script.lock:
            self._script.replies.extend(replies)

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._script.lock:
            return list(self._script.requests)

    @property
    def pending(self) -> int:
        """Scripted replies not yet used."""
        with self._script.lock:
            return len(self._script.replies)

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._script.stopping.set()
        self._server.shutdown()
        self._server.server_close()  # joins the handler threads: nothing outlives the test
        self._thread.join()


class _Server(ThreadingHTTPServer):
    daemon_threads = False
    block_on_close = True

    def handle_error(self, request: object, client_address: object) -> None:
        # A client that timed out has closed its socket; writing to it then fails, as expected.
        return


def _handler_for(script: _Script) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        # HTTP/1.0: one request per connection, so no handler thread idles on a kept-alive socket.
        protocol_version = "HTTP/1.0"

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            with script.lock:
                script.requests.append(
                    RecordedRequest(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                )
                reply = script.replies.pop(0) if script.replies else None
            if self.path != CHAT_PATH:
                self._send(404, {"error": {"message": f"no route {self.path}"}})
            elif reply is None:
                self._send(500, {"error": {"message": "fake_openai: no scripted reply left"}})
            else:
                script.stopping.wait(reply.sleep_s)
                self._answer(reply, body)

        def _answer(self, reply: Reply, request: dict[str, Any]) -> None:
            if reply.status != 200:
                self._send(reply.status, {"error": {"message": "scripted error"}})
                return
            if reply.raw_body is not None:
                self._send(200, reply.raw_body)
                return
            self._send(200, _completion(request.get("model", "fake"), reply.content))

        def _send(self, status: int, payload: dict[str, Any] | str) -> None:
            data = (payload if isinstance(payload, str) else json.dumps(payload)).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            return  # keep test output clean

    return Handler


def _completion(model: str, content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }
