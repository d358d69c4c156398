"""Who statements are about across turns: pronoun references, and "you" as the addressee."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    pronoun_ref,
)
from hippograph.ingestion.importer import locomo_turns
from hippograph.ingestion.subjects import Recent, antecedent, resolve_turn
from hippograph.ingestion.turn import Turn
from hippograph.services import Services
from tests.ingestion.scripted import scripted


def fact(entity: str, field: str = "breed", value: str = "horses", target: str = "user") -> FactCandidate:
    return FactCandidate(target, None, field, value, 0.8, entity)  # type: ignore[arg-type]


def test_salience_beats_recency_and_a_tie_is_no_guess() -> None:
    topic = Recent("Greta", "Person", "female", 1, salient=True)  # what the turn before last was about
    passing = Recent("Ruth", "Person", "female", 0)  # named in passing in the last turn
    assert antecedent("she", [passing, topic], set()) == topic
    both = [Recent("Anna", "Person", "female"), Recent("Maria", "Person", "female")]
    assert antecedent("she", both, set()) is None
    assert antecedent("she", [Recent("Greta", "Person", "female", 3, salient=True)], set()) is None  # too far
    assert antecedent("she", [Recent("Mel", "Person")], {"melanie"}) is None  # the listener's short name
    assert antecedent("she", [Recent("Ada's kids", "Person")], set()) is None  # "they", not "she"
    assert antecedent("it", [Recent("Ada's plans", "Concept")], set()) is None


def test_she_is_the_latest_person_not_known_to_be_male() -> None:
    recent = [Recent("Tomas", "Person", "male"), Recent("Kestrel Labs", "Org"), Recent("Ines", "Person")]
    assert antecedent("she", recent, set()) == recent[2]
    assert antecedent("he", recent, set()) == recent[0]
    assert antecedent("it", recent, set()) == recent[1]
    assert antecedent("she", recent, {"ines"}) is None  # the speaker is never "she" in her own turn


def test_in_the_latest_turn_a_matching_gender_wins_over_an_unknown_one() -> None:
    recent = [
        Recent("Sam", "Person", None, 0),
        Recent("Ana", "Person", "female", 0),
        Recent("Eva", "Person", "female", 1),
    ]
    assert antecedent("she", recent, set()) == recent[1]
    assert antecedent("he", recent, set()) == recent[0]
    assert antecedent("she", [Recent("Rex", "Pet", "male"), Recent("Luna", "Pet")], set()) == Recent(
        "Luna", "Pet"
    )
    assert antecedent("it", [Recent("Ana", "Person"), Recent("Goal", "Goal")], set()) is None


def test_a_reference_is_resolved_or_left_for_the_session() -> None:
    extraction = Extraction(
        facts=[fact(pronoun_ref("she")), fact(pronoun_ref("he"), "live in", "Oslo")],
        edges=[EdgeCandidate(pronoun_ref("he"), "Oslo", "LIVES_IN")],
    )
    turn = Turn("u", "She breeds horses. He lives in Oslo.", session_id="s")
    resolved = resolve_turn(extraction, [Recent("Ines", "Person", "female")], turn)
    assert [(f.entity_name, f.value) for f in resolved.facts] == [
        ("Ines", "horses"),
        (pronoun_ref("he"), "Oslo"),
    ]
    assert resolved.skipped == []
    assert resolved.edges == []
    assert [(e.name, e.type) for e in resolved.entities] == [("Ines", "Person")]


def test_you_is_the_addressee_and_instructions_to_an_assistant_are_dropped() -> None:
    extraction = Extraction(
        facts=[fact(AGENT, "is", "a great painter"), fact(AGENT, "instruction", "keep it short", "agent")],
        entities=[EntityMention("Lagos", "Place")],
    )
    turn = Turn("u", "...", session_id="s", speaker="Ada", addressee="Bola")
    resolved = resolve_turn(extraction, [], turn)
    assert [(f.entity_name, f.value) for f in resolved.facts] == [("Bola", "a great painter")]
    assert "Bola" in {e.name for e in resolved.entities}
    assert [s.reason for s in resolved.skipped] == ["addressed to a person, not the assistant"]


def test_without_an_addressee_you_stays_the_agent() -> None:
    extraction = Extraction(facts=[fact(AGENT, "instruction", "keep it short", "agent")])
    resolved = resolve_turn(extraction, [], Turn("u", "...", session_id="s"))
    assert [(f.entity_name, f.target) for f in resolved.facts] == [(AGENT, "agent")]


def test_locomo_turns_are_addressed_to_the_other_speaker(tmp_path: Path) -> None:
    path = tmp_path / "7.json"
    session = [
        {"speaker": "Ada", "dia_id": "D1:1", "text": "You paint so well!"},
        {"speaker": "Bola", "dia_id": "D1:2", "text": "Thanks, I took a class."},
    ]
    path.write_text(json.dumps({"speaker_a": "Ada", "speaker_b": "Bola", "session_1": session}))
    assert [(t.speaker, t.addressee) for t in locomo_turns(path, "u7")] == [("Ada", "Bola"), ("Bola", "Ada")]


ABOUT = """
MATCH (f:Fact {user_id: $user_id})-[:ABOUT]->(e:Entity)
RETURN e.name AS entity, f.field AS field, f.value AS value ORDER BY f.created_at
"""


async def test_she_in_the_next_turn_is_the_woman_named_before(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "My colleague Ingrid repairs pianos.", session_id="s1")
    await memory.remember(user_id, "She lives in Bergen.", session_id="s1")
    rows = await services.db.run_statement(ABOUT, user_id=user_id)
    assert {"entity": "Ingrid", "field": "city", "value": "Bergen"} in rows


async def test_she_with_nobody_before_is_dropped(services: Services, user_id: str) -> None:
    result = await services.rememberer.remember(user_id, "She lives in Bergen.", session_id="s2")
    assert not [f for f in result.facts if f.value == "Bergen"]
    assert "no antecedent for 'she' in the session" in {s.reason for s in result.skipped}


async def test_a_pronoun_reaches_back_only_within_its_session(services: Services, user_id: str) -> None:
    await services.rememberer.remember(user_id, "My cousin Marit sells boats.", session_id="a")
    result = await services.rememberer.remember(user_id, "She lives in Tromso.", session_id="b")
    assert not [f for f in result.facts if f.value == "Tromso"]
    assert SPEAKER not in {f.value for f in result.facts}


async def test_she_he_and_it_find_their_antecedents_in_the_session(services: Services, user_id: str) -> None:
    she = pronoun_ref("she")
    memory = scripted(
        services,
        {
            "Ana and Rui": Extraction(
                entities=[
                    EntityMention("Ana", "Person", gender="female"),
                    EntityMention("Rui", "Person", gender="male"),
                ]
            ),
            "She is a nurse.": Extraction(
                facts=[FactCandidate("user", 7, "role", "nurse", 0.9, entity_name=she)]
            ),
            "He is a pilot.": Extraction(
                facts=[FactCandidate("user", 7, "role", "pilot", 0.9, entity_name=pronoun_ref("he"))]
            ),
            "It is expensive.": Extraction(
                facts=[FactCandidate("user", 8, "price", "expensive", 0.9, entity_name=pronoun_ref("it"))]
            ),
        },
    )
    await memory.remember(user_id, "Ana and Rui", session_id="s1")
    nurse = await memory.remember(user_id, "She is a nurse.", session_id="s1")
    pilot = await memory.remember(user_id, "He is a pilot.", session_id="s1")
    thing = await memory.remember(user_id, "It is expensive.", session_id="s1")
    elsewhere = await memory.remember(user_id, "She is a nurse.", session_id="s2")
    rows = await services.db.run_statement(
        "MATCH (f:Fact {user_id: $user_id, field: 'role'})-[:ABOUT]->(e:Entity) RETURN e.name AS name, f.value AS v "
        "ORDER BY name",
        user_id=user_id,
    )
    assert [(r["name"], r["v"]) for r in rows] == [("Ana", "nurse"), ("Rui", "pilot")]
    assert [f.action for f in nurse.facts + pilot.facts] == ["created", "created"]
    assert thing.facts == [] and [s.reason for s in thing.skipped] == [
        "no antecedent for 'it' in the session"
    ]
    assert elsewhere.facts == [] and "no antecedent for 'she'" in elsewhere.skipped[0].reason


def test_in_a_conversation_each_speaker_s_relatives_are_theirs() -> None:
    extraction = Extraction(
        facts=[fact("my uncle", "occupation", "baker"), fact("Juno", "pet", "my dog", "user")],
        entities=[EntityMention("my uncle", "Person", relation_to_speaker="RELATIVE_OF")],
        edges=[EdgeCandidate(SPEAKER, "my uncle", "RELATIVE_OF")],
    )
    extraction.facts[1] = replace(extraction.facts[1], value_entity="my dog")
    talk = Turn("u", "...", session_id="s", speaker="Ada", addressee="Bola")
    resolved = resolve_turn(extraction, [], talk)
    assert [f.entity_name for f in resolved.facts] == ["Ada's uncle", "Juno"]
    assert (resolved.facts[1].value, resolved.facts[1].value_entity) == ("Ada's dog", "Ada's dog")
    assert [(e.name, e.relation_to_speaker) for e in resolved.entities] == [("Ada's uncle", "RELATIVE_OF")]
    assert [(e.source_name, e.target_name) for e in resolved.edges] == [(SPEAKER, "Ada's uncle")]
    alone = resolve_turn(extraction, [], Turn("u", "...", session_id="s"))  # the assistant's user
    assert alone.facts[0].entity_name == "my uncle"


NAMES = "MATCH (e:Entity {user_id: $user_id}) WHERE e.role IS NULL RETURN e.name AS name ORDER BY name"


async def test_two_speakers_relatives_stay_apart_and_each_one_finds_their_own(
    services: Services, user_id: str
) -> None:
    memory = services.rememberer
    for speaker, text in [
        ("Ada", "My sister is a chef."),
        ("Bola", "My sister is a pilot."),
        ("Ada", "My sister lives in Accra."),
    ]:
        other = "Bola" if speaker == "Ada" else "Ada"
        turn = Turn.build(
            user_id, text, max_chars=10_000, session_id="talk", speaker=speaker, addressee=other
        )
        await memory.remember_turns([turn])
    rows = await services.db.run_statement(ABOUT, user_id=user_id)
    about = {(r["entity"], r["value"]) for r in rows}
    assert {("Ada's sister", "chef"), ("Bola's sister", "pilot"), ("Ada's sister", "Accra")} <= about
    names = [r["name"] for r in await services.db.run_statement(NAMES, user_id=user_id)]
    assert names.count("Ada's sister") == 1 and "my sister" not in names


async def test_she_after_a_question_that_named_her(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "Have I told you about my neighbour Odile?", session_id="q")
    await memory.remember(user_id, "She's a glassblower.", session_id="q")
    rows = await services.db.run_statement(ABOUT, user_id=user_id)
    assert any(r["entity"] == "Odile" and "glassblower" in r["value"] for r in rows)


def test_they_prefers_a_group_or_someone_s_relatives_to_one_named_person() -> None:
    latest = [Recent("Sam", "Person"), Recent("Harbour Choir", "Org")]
    assert antecedent("they", latest, set()) == Recent("Harbour Choir", "Org")
    kids = Recent("Ada's kids", "Person")
    assert antecedent("they", [Recent("Sam", "Person"), kids], set()) == kids
    sam = Recent("Sam", "Person", salient=True)  # what the last turn was about
    assert antecedent("they", [sam], set()) == sam  # singular they
    assert antecedent("they", [Recent("Sam", "Person")], set()) is None  # named in passing
    # one kid and one friend, neither said to be a group: "they" could be either, no guess
    assert antecedent("they", [Recent("Sam", "Person"), Recent("Ada's kid", "Person")], set()) is None


async def _talk(services: Services, user_id: str, lines: list[tuple[str, str]]) -> list[dict[str, str]]:
    """A conversation between Ada and Bola, one turn remembered at a time (each read back from the
    store by the next), with the real extractor; the facts it wrote."""
    for speaker, text in lines:
        other = "Bola" if speaker == "Ada" else "Ada"
        turn = Turn.build(
            user_id, text, max_chars=10_000, session_id="talk", speaker=speaker, addressee=other
        )
        await services.rememberer.remember_turns([turn])
    rows: list[dict[str, str]] = await services.db.run_statement(ABOUT, user_id=user_id)
    return rows


async def test_she_is_the_woman_the_talk_was_about_not_one_met_in_passing(
    services: Services, user_id: str
) -> None:
    rows = await _talk(
        services,
        user_id,
        [
            ("Ada", "Greta repairs violins in Lyon."),  # what Ada's turn is about
            ("Bola", "I ran into Ruth at the market."),  # Ruth: only mentioned
            ("Ada", "She also teaches cello."),
        ],
    )
    cello = [r["entity"] for r in rows if "cello" in r["value"]]
    assert cello == ["Greta"]


async def test_two_women_met_together_leave_she_unresolved(services: Services, user_id: str) -> None:
    rows = await _talk(
        services,
        user_id,
        [("Ada", "I saw Anna and Maria at the gym yesterday."), ("Bola", "She moved to Oslo.")],
    )
    assert not [r for r in rows if r["value"] == "Oslo"]  # either of them: no guess


async def test_they_after_my_kids_are_the_speaker_s_kids(services: Services, user_id: str) -> None:
    rows = await _talk(
        services,
        user_id,
        [
            ("Ada", "I saw Paul at the gym yesterday. My kids started swimming lessons."),
            ("Ada", "They love the pool."),
        ],
    )
    assert [r["entity"] for r in rows if "pool" in r["value"]] == ["Ada's kids"]


async def test_it_after_a_question_that_named_an_organisation(services: Services, user_id: str) -> None:
    memory = services.rememberer
    await memory.remember(user_id, "Have you heard of Brightwater Labs?", session_id="q")
    await memory.remember(user_id, "It makes water filters for hospitals.", session_id="q")
    rows = await services.db.run_statement(ABOUT, user_id=user_id)
    assert any(r["entity"] == "Brightwater Labs" and "water filters" in r["value"] for r in rows)
