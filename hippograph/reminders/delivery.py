"""Where a fired reminder goes: live GraphQL subscribers (the hub) and an optional webhook.

The hub is in-process: a firing reaches the subscribers connected to the service process that
fired it. A subscriber that connects shortly after a firing still gets it: the hub keeps the
firings of the last ``replay`` (clock time) and a new subscription receives those of its
namespace first. That covers a client reconnecting or subscribing a moment late; anything that
must survive longer (or a restart) should use the webhook.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections import deque
from collections.abc import AsyncGenerator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import httpx

from hippograph.clock import Clock
from hippograph.recall.memory import Memory

if TYPE_CHECKING:
    from hippograph.reminders.store import Reminder

log = logging.getLogger(__name__)
MAX_RECENT = 1000  # firings kept for late subscribers, across namespaces
MAX_QUEUED = 1000  # firings waiting for one slow subscriber before newer ones are dropped


@dataclass(frozen=True)
class Firing:
    """A reminder that fired, with what recall found for its keyword at that moment."""

    reminder: Reminder
    memory: Memory
    fired_at: datetime


@dataclass(eq=False)
class _Subscriber:
    user_id: str
    chat_id: str | None
    queue: asyncio.Queue[Firing] = field(default_factory=lambda: asyncio.Queue(MAX_QUEUED))

    def wants(self, firing: Firing) -> bool:
        reminder = firing.reminder
        return reminder.user_id == self.user_id and self.chat_id in (None, reminder.chat_id)


class FiringHub:
    """Publish firings; subscribe to those of one namespace (and optionally one chat)."""

    def __init__(self, clock: Clock, replay: timedelta) -> None:
        self._clock = clock
        self._replay = replay
        self._subscribers: set[_Subscriber] = set()
        self._recent: deque[Firing] = deque(maxlen=MAX_RECENT)

    def publish(self, firing: Firing) -> None:
        self._recent.append(firing)
        for subscriber in self._subscribers:
            if not subscriber.wants(firing):
                continue
            try:
                subscriber.queue.put_nowait(firing)
            except asyncio.QueueFull:
                log.warning("a reminder subscriber of %r is not reading: firing dropped", subscriber.user_id)

    def forget(self, user_id: str) -> int:
        """Drop ``user_id``'s firings kept for replay or queued for a subscriber (their memory was
        erased: a later subscriber, with any key, must not receive it); returns how many."""
        kept = [firing for firing in self._recent if firing.reminder.user_id != user_id]
        dropped = len(self._recent) - len(kept)
        self._recent = deque(kept, maxlen=MAX_RECENT)
        for subscriber in self._subscribers:
            if subscriber.user_id == user_id:
                while not subscriber.queue.empty():
                    subscriber.queue.get_nowait()
                    dropped += 1
        return dropped

    async def subscribe(self, user_id: str, chat_id: str | None = None) -> AsyncGenerator[Firing, None]:
        """Recent firings first, then each new one, until the consumer stops iterating."""
        subscriber = _Subscriber(user_id, chat_id)
        # Registered and snapshotted with no await in between: no firing is missed or doubled.
        self._subscribers.add(subscriber)
        cutoff = self._clock.now() - self._replay
        backlog = [f for f in self._recent if f.fired_at >= cutoff and subscriber.wants(f)]
        try:
            for firing in backlog:
                yield firing
            while True:
                yield await subscriber.queue.get()
        finally:
            self._subscribers.discard(subscriber)


def webhook_body(firing: Firing) -> bytes:
    """The JSON the webhook receives: ``{"reminder", "memory", "firedAt"}`` (memory as recall's
    core result, snake_case)."""
    body = {
        "reminder": dataclasses.asdict(firing.reminder),
        "memory": dataclasses.asdict(firing.memory),
        "firedAt": firing.fired_at,
    }
    return json.dumps(body, default=_json_value).encode()


def _json_value(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


class Webhook:
    """POSTs each firing as JSON; a failure is logged and never stops the scheduler."""

    def __init__(self, url: str, timeout_s: float) -> None:
        self._url = url
        self._timeout_s = timeout_s

    async def send(self, firing: Firing) -> None:
        headers = {"content-type": "application/json"}
        try:
            async with httpx.AsyncClient(timeout=self._timeout_s) as http:
                response = await http.post(self._url, content=webhook_body(firing), headers=headers)
                response.raise_for_status()
        except httpx.HTTPError as exc:
            log.warning("reminder webhook %s failed for reminder %s: %s", self._url, firing.reminder.uid, exc)
