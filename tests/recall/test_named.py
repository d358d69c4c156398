"""Names in a recall query: exact names and aliases are looked up in the fact channels' round trip;
only the other names are encoded and sent to the entity resolver."""

from __future__ import annotations

from hippograph.recall.memory import Memory
from hippograph.services import Services


def named(memory: Memory) -> dict[str, str]:
    return {e.name: e.uid for e in memory.entities if e.reason == "named in the query"}


async def _uid(services: Services, user_id: str, name: str) -> str:
    rows = await services.db.run_statement(
        "MATCH (e:Entity {user_id: $user_id, name: $name}) RETURN e.uid AS uid", user_id=user_id, name=name
    )
    assert len(rows) == 1
    return str(rows[0]["uid"])


async def test_an_exact_name_costs_no_resolver_round_trip(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My cousin Priya works at Umbrella Labs.")
    await services.rememberer.remember(user_id, "Umbrella Labs has its headquarters in Montreal.")
    await services.recaller.recall(user_id, "warm-up")  # the namespace's refs are cached
    await services.recaller.flush()
    labs = await _uid(services, user_id, "Umbrella Labs")

    with services.db.counted_trips() as counted:  # the service's background polls not counted
        memory = await services.recaller.recall(user_id, "Where is Umbrella Labs based?")
    trips = counted[0]
    await services.recaller.flush()
    assert named(memory) == {"Umbrella Labs": labs}
    # the fact and episode channels (with the names), the walk, the fetch: no resolver query
    assert trips == 3
    assert "Montreal" in [f.value for f in memory.facts]


async def test_a_name_that_is_not_exact_still_goes_to_the_resolver(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "Umbrella Labs has its headquarters in Montreal.")
    await services.recaller.recall(user_id, "warm-up")
    await services.recaller.flush()
    # No entity has this name: the resolver is asked (fuzzy, vector, relations), one more trip.
    with services.db.counted_trips() as counted:
        memory = await services.recaller.recall(user_id, "Where is Gotham Industries based?")
    trips = counted[0]
    await services.recaller.flush()
    assert trips == 4
    assert named(memory) == {}


async def test_a_learned_alias_names_its_entity(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "Umbrella Labs has its headquarters in Montreal.")
    labs = await _uid(services, user_id, "Umbrella Labs")
    await services.db.run_statement(
        "CREATE (:Alias {user_id: $user_id, alias_norm: 'brolly', entity_uid: $uid})",
        user_id=user_id,
        uid=labs,
    )
    memory = await services.recaller.recall(user_id, "Where is Brolly based?")
    assert named(memory) == {"Umbrella Labs": labs}


async def test_names_are_looked_up_in_the_callers_namespace_only(services: Services, user_id: str) -> None:
    other = f"{user_id}_other"
    await services.rememberer.remember(other, "Umbrella Labs has its headquarters in Montreal.")
    await services.rememberer.remember(user_id, "I live in Porto.")
    theirs = await _uid(services, other, "Umbrella Labs")
    memory = await services.recaller.recall(user_id, "Where is Umbrella Labs based?")
    assert theirs not in {e.uid for e in memory.entities}
    assert named(memory) == {}
