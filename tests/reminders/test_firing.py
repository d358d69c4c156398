"""Reminders end to end: the real service on a ManualClock, firings received over a real
graphql-transport-ws subscription."""

from __future__ import annotations

import asyncio
import json
from datetime import datetime, timedelta

import pytest
from websockets.exceptions import ConnectionClosed

from hippograph.clock import ManualClock
from hippograph.graph.driver import Database
from hippograph.settings import Settings
from tests.api.client import Api
from tests.reminders.conftest import WAIT_S, Users, connect_socket, serve, subscribed

CREATE = """mutation($keyword: String!, $schedule: String!, $chatId: String, $expiresAt: DateTime) {
  createReminder(keyword: $keyword, schedule: $schedule, chatId: $chatId, expiresAt: $expiresAt) {
    id keyword schedule chatId nextRun expiresAt lastFiredAt
  }
}"""
LIST = "query($chatId: String) { reminders(chatId: $chatId) { id keyword nextRun } }"


def create(api: Api, keyword: str, schedule: str, **more: object) -> dict[str, str]:
    created: dict[str, str] = api.data(CREATE, {"keyword": keyword, "schedule": schedule, **more})[
        "createReminder"
    ]
    return created


def at(value: str) -> datetime:
    return datetime.fromisoformat(value)


def add_medication(api: Api, value: str) -> str:
    entity = api.data('mutation { addEntity(input: {name: "Grandma Rose", type: "Person"}) { id } }')
    fact = api.data(
        'mutation($e: ID!, $v: String!) { addFact(input: {entityId: $e, field: "medication", value: $v}) { id } }',
        {"e": entity["addEntity"]["id"], "v": value},
    )
    fact_id: str = fact["addFact"]["id"]
    return fact_id


async def test_a_firing_says_what_memory_holds_when_it_fires(users: Users, clock: ManualClock) -> None:
    api = await users.new()
    fact_id = add_medication(api, "aspirin at dinner")
    reminder = create(api, "medication", "0 20 * * *", chatId="kitchen")
    assert (reminder["keyword"], reminder["chatId"], reminder["lastFiredAt"]) == (
        "medication",
        "kitchen",
        None,
    )
    api.data(
        'mutation($id: ID!) { updateFact(input: {id: $id, value: "ibuprofen at breakfast"}) { id } }',
        {"id": fact_id},
    )
    async with subscribed(api, chat_id="kitchen") as subscription:
        clock.set(at(reminder["nextRun"]))
        firing = await subscription.next()
    assert firing["reminder"]["id"] == reminder["id"]
    assert at(firing["firedAt"]) == at(reminder["nextRun"]) == at(firing["reminder"]["lastFiredAt"])
    assert at(firing["reminder"]["nextRun"]) == at(reminder["nextRun"]) + timedelta(days=1)
    active = [fact["value"] for fact in firing["memory"]["facts"] if fact["active"]]
    assert "ibuprofen at breakfast" in active and "aspirin at dinner" not in active


async def test_a_subscriber_never_sees_another_users_firing(users: Users, clock: ManualClock) -> None:
    alice, bob = await users.new(), await users.new()
    hers = create(alice, "medication", "0 * * * *")
    async with subscribed(alice) as alice_sees, subscribed(bob) as bob_sees:
        clock.set(at(hers["nextRun"]))
        assert (await alice_sees.next())["reminder"]["id"] == hers["id"]
        # Bob's first firing must be his own marker, created (and due) after Alice's firing.
        marker = create(bob, "marker", "5 * * * *")
        clock.set(at(marker["nextRun"]))
        assert (await bob_sees.next())["reminder"]["id"] == marker["id"]


async def test_expiry_removes_the_reminder(users: Users, clock: ManualClock) -> None:
    api = await users.new()
    first = at(create(api, "probe", "0 20 * * *")["nextRun"])  # just to learn the next 20:00
    reminder = create(api, "meds", "0 20 * * *", expiresAt=(first + timedelta(hours=6)).isoformat())
    async with subscribed(api) as subscription:
        clock.set(first)
        fired = {(await subscription.next())["reminder"]["keyword"] for _ in range(2)}
    assert fired == {"probe", "meds"}
    clock.set(first + timedelta(hours=7))  # past the expiry, before the next run
    remaining = ["?"]
    for _ in range(WAIT_S * 10):  # the scheduler wakes at the expiry and removes it
        remaining = [r["keyword"] for r in api.data(LIST)["reminders"]]
        if remaining == ["probe"]:
            break
        await asyncio.sleep(0.1)
    assert remaining == ["probe"]
    assert reminder["id"] not in [r["id"] for r in api.data(LIST)["reminders"]]


@pytest.mark.parametrize("schedule", ["0 20 * * * *", "@daily", "0 20 L * *", "every evening"])
async def test_a_bad_schedule_is_bad_input_and_writes_nothing(users: Users, schedule: str) -> None:
    api = await users.new()
    variables = {"keyword": "meds", "schedule": schedule}
    assert api.code(CREATE, variables) == "BAD_INPUT"
    assert api.data(LIST)["reminders"] == []


async def test_subscriptions_are_authenticated(users: Users) -> None:
    api = await users.new()
    anonymous = await connect_socket(api.url)  # keys exist: no key, no subscription
    with pytest.raises(ConnectionClosed) as closed:
        await asyncio.wait_for(anonymous.recv(), WAIT_S)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4403
    wrong = await connect_socket(api.url, {"Authorization": "Bearer hg_not-a-key"})
    with pytest.raises(ConnectionClosed):
        await asyncio.wait_for(wrong.recv(), WAIT_S)
    by_header = await connect_socket(api.url, headers={"Authorization": f"Bearer {api.key}"})
    assert json.loads(await asyncio.wait_for(by_header.recv(), WAIT_S))["type"] == "connection_ack"
    await by_header.close()


async def test_a_restart_delivers_missed_runs_once(settings: Settings, db: Database) -> None:
    clock = ManualClock(datetime.fromisoformat("2100-03-02T12:00:00+00:00"))
    users = Users(db, "")
    try:
        with serve(settings, clock) as first_service:
            users.url = first_service
            api = await users.new()
            reminder = create(api, "meds", "0 */2 * * *")
            assert at(reminder["nextRun"]) == datetime.fromisoformat("2100-03-02T14:00:00+00:00")
        clock.advance(timedelta(hours=7, minutes=30))  # down across 14:00, 16:00 and 18:00
        with serve(settings, clock) as second_service:
            api.url = second_service
            async with subscribed(api) as subscription:
                missed = await subscription.next()  # fired at start-up; replayed to a late subscriber
                assert missed["reminder"]["id"] == reminder["id"]
                assert at(missed["firedAt"]) == clock.now()
                assert at(missed["reminder"]["nextRun"]) == datetime.fromisoformat(
                    "2100-03-02T20:00:00+00:00"
                )
                marker = create(api, "marker", "45 19 * * *")
                clock.set(at(marker["nextRun"]))
                assert (await subscription.next())["reminder"]["id"] == marker["id"]  # nothing in between
                clock.set(datetime.fromisoformat("2100-03-02T20:00:00+00:00"))
                again = await subscription.next()
                assert again["reminder"]["id"] == reminder["id"] and again["firedAt"].startswith(
                    "2100-03-02T20:00"
                )
    finally:
        await users.cleanup()


async def test_forget_me_in_another_process_purges_the_replay_buffer(
    users: Users, clock: ManualClock, settings: Settings, service_url: str
) -> None:
    """A's firing is kept for late subscribers by the service that fired it; after A's forgetMe
    through *another* service process (the session's), a new key for A receives none of it."""
    alice = await users.new()
    add_medication(alice, "zorblax drops at noon")
    hers = create(alice, "medication", "0 * * * *")
    async with subscribed(alice) as sees:
        clock.set(at(hers["nextRun"]))
        firing = await sees.next()
    assert "zorblax drops at noon" in json.dumps(firing)
    user = alice.data("{ me { userId } }")["me"]["userId"]
    Api(service_url, alice.key).data("mutation { forgetMe { facts } }")
    await asyncio.sleep(settings.erasure_poll_s + 2.0)  # the firing service reads the erasure
    again = await users.new(user)  # a fresh key for A, as the attacker made
    async with subscribed(again) as sees_again:
        marker = create(again, "marker", "5 * * * *")
        clock.set(at(marker["nextRun"]))
        first = await sees_again.next()
    assert first["reminder"]["id"] == marker["id"]
    assert "zorblax" not in json.dumps(first)
