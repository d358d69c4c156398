"""The LLM seen by extraction: one JSON-returning call, and a client for OpenAI-compatible servers.

:class:`LLMClient` is deliberately tiny so that any chat backend fits behind it. The real one,
:class:`OpenAIChatClient`, speaks ``POST {base_url}/chat/completions`` (OpenAI, Azure-style
proxies, vLLM, llama.cpp, Ollama's ``/v1``...). It is the one place where httpx errors exist: every
transport, HTTP or protocol failure leaves it as :class:`~hippograph.errors.LLMError`.

>>> client = OpenAIChatClient("http://127.0.0.1:8080/v1", model="local", timeout_s=5)
>>> client.endpoint
'http://127.0.0.1:8080/v1/chat/completions'
>>> client.close()
"""

from __future__ import annotations

from types import TracebackType
from typing import Protocol

import httpx
import pydantic

from hippograph.errors import ConfigurationError, LLMError
from hippograph.settings import Settings


class LLMClient(Protocol):
    """Sends one system + user message pair and returns the model's answer: a JSON object as text.

    Implementations raise :class:`~hippograph.errors.LLMError` for every failure they know of, and
    nothing else, so that callers can fall back without catching foreign exceptions.
    """

    def complete_json(self, system: str, user: str) -> str: ...


# The slice of the chat-completions response we rely on; anything else in it is ignored.
class _Message(pydantic.BaseModel):
    content: str | None = None


class _Choice(pydantic.BaseModel):
    message: _Message


class _ChatResponse(pydantic.BaseModel):
    choices: list[_Choice] = pydantic.Field(min_length=1)


class OpenAIChatClient:
    """A synchronous client for any OpenAI-compatible chat-completions endpoint.

    Synchronous on purpose: extractors are CPU-bound and already run off the event loop, so a
    blocking call there costs nothing and keeps :class:`LLMClient` a plain function call.
    ``timeout_s`` bounds each phase of the request (connect, write, each read), not the total.
    Call :meth:`close` (or use it as a context manager) to release its connection pool.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout_s: float = 30.0,
        *,
        temperature: float | None = 0.0,
    ) -> None:
        self.endpoint = _endpoint(base_url)
        self.model = model
        self.timeout_s = timeout_s
        # None leaves the server's default: some reasoning models reject any explicit temperature.
        self._temperature = temperature
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._http = httpx.Client(headers=headers, timeout=httpx.Timeout(timeout_s))

    def __repr__(self) -> str:
        # Never shows the API key: reprs end up in logs.
        return f"OpenAIChatClient(endpoint={self.endpoint!r}, model={self.model!r})"

    def complete_json(self, system: str, user: str) -> str:
        """The model's reply, asked for in JSON mode; :class:`LLMError` on any failure."""
        response = self._post(self._payload(system, user))
        try:
            parsed = _ChatResponse.model_validate_json(response.content)
        except pydantic.ValidationError as exc:
            raise LLMError(f"unexpected chat-completions response from {self.endpoint}") from exc
        content = parsed.choices[0].message.content
        if content is None:
            # A refusal or a tool call: no text to parse.
            raise LLMError(f"the model at {self.endpoint} returned no message content")
        return content

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> OpenAIChatClient:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _payload(self, system: str, user: str) -> dict[str, object]:
        payload: dict[str, object] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
            "response_format": {"type": "json_object"},
        }
        if self._temperature is not None:
            payload["temperature"] = self._temperature
        return payload

    def _post(self, payload: dict[str, object]) -> httpx.Response:
        """The one boundary where httpx errors become :class:`LLMError`."""
        try:
            response = self._http.post(self.endpoint, json=payload)
            response.raise_for_status()
        except httpx.TimeoutException as exc:
            raise LLMError(f"the LLM at {self.endpoint} timed out after {self.timeout_s:g}s") from exc
        except httpx.HTTPStatusError as exc:
            # The body is not quoted: servers echo prompts (user text) into error bodies.
            status = exc.response.status_code
            raise LLMError(f"the LLM at {self.endpoint} answered HTTP {status}") from exc
        except httpx.HTTPError as exc:
            raise LLMError(f"the LLM at {self.endpoint} is unreachable: {type(exc).__name__}") from exc
        return response


def from_settings(settings: Settings) -> OpenAIChatClient | None:
    """The configured client, or None when no ``HIPPOGRAPH_LLM_BASE_URL`` is set (LLM off)."""
    if not settings.llm_base_url:
        return None
    api_key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    return OpenAIChatClient(
        settings.llm_base_url,
        model=settings.llm_model,
        api_key=api_key,
        timeout_s=settings.llm_timeout_s,
    )


def _endpoint(base_url: str) -> str:
    """``{base_url}/chat/completions``; :class:`ConfigurationError` for a URL that cannot work."""
    try:
        url = httpx.URL(base_url.strip().rstrip("/"))
    except httpx.InvalidURL as exc:
        raise ConfigurationError(f"invalid LLM base URL {base_url!r}: {exc}") from exc
    if url.scheme not in ("http", "https") or not url.host:
        raise ConfigurationError(f"invalid LLM base URL {base_url!r}: expected http(s)://host[:port]/path")
    return f"{url}/chat/completions"
