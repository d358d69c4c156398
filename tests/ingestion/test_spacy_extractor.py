"""The rule-based extractor against a table of realistic sentences: exact facts, entities, edges.

Each case lists every fact the extractor must produce for the sentence (no more, no fewer), and the
entities and edges it must produce. Sentences that must give nothing list why they were skipped.
No Neo4j here: the extractor is pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from hippograph.graph.vocabulary import ENTITY_TYPES, RELATIONS
from hippograph.ingestion.extraction import AGENT, SPEAKER, Extraction, FactCandidate
from hippograph.ingestion.spacy_extractor import FIELDS, MIN_CONFIDENCE, SpacyExtractor, load_spacy

FactKey = tuple[str, int | None, str, str, str, tuple[tuple[str, str], ...], str]


def F(
    target: str,
    domain: int | None,
    field_name: str,
    value: str,
    entity: str | dict[str, str] | None = None,
    metadata: dict[str, str] | None = None,
    status: str = "current",
) -> FactKey:
    """A fact as the table writes it: ``entity`` defaults to the speaker (or the agent). An open
    field (the predicate itself: "go to") has no domain of its own (None)."""
    if isinstance(entity, dict):
        entity, metadata = None, entity
    owner = entity or (AGENT if target == "agent" else SPEAKER)
    return (target, domain, field_name, value, owner, tuple(sorted((metadata or {}).items())), status)


@dataclass(frozen=True)
class Case:
    text: str
    facts: list[FactKey]
    entities: list[tuple[str, ...]] = field(default_factory=list)
    edges: list[tuple[str, str, str]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


CASES: list[Case] = [
    Case(
        "I'm allergic to shellfish",
        facts=[F("user", 2, "allergy", "shellfish")],
    ),
    Case(
        "I work at Initech as a QA lead",
        facts=[F("user", 7, "employer", "Initech"), F("user", 7, "role", "QA lead")],
        entities=[("Initech", "Org")],
        edges=[(SPEAKER, "Initech", "WORKS_AT")],
    ),
    Case(
        "my brother Tom lives in Porto",
        facts=[F("user", 6, "sibling", "Tom"), F("user", 9, "city", "Porto", "Tom")],
        entities=[("Tom", "Person", "SIBLING_OF"), ("Porto", "Place")],
        edges=[(SPEAKER, "Tom", "SIBLING_OF"), ("Tom", "Porto", "LIVES_IN")],
    ),
    Case(
        "I can't stand jazz",
        facts=[F("user", 11, "dislike", "jazz")],
    ),
    Case(
        "I usually wake up at 6",
        facts=[F("user", 12, "wake_time", "6")],
    ),
    Case(
        "I want to learn Japanese by next summer",
        facts=[F("user", 10, "goal", "learn Japanese", {"deadline": "next summer"})],
        entities=[("learn Japanese", "Goal")],
        edges=[(SPEAKER, "learn Japanese", "PURSUES")],
    ),
    Case(
        "From now on I'll call you Max",
        facts=[F("agent", 1, "nickname", "Max")],
    ),
    Case(
        "keep your answers short",
        facts=[F("agent", 11, "tone_preference", "short answers")],
    ),
    Case(
        "you don't need to ask before booking restaurants",
        facts=[F("agent", 6, "trust_level", "autonomous: booking restaurants")],
        edges=[(SPEAKER, AGENT, "TRUSTS")],
    ),
    Case(
        "I live in Dublin",
        facts=[F("user", 9, "city", "Dublin")],
        entities=[("Dublin", "Place")],
        edges=[(SPEAKER, "Dublin", "LIVES_IN")],
    ),
    Case(
        "I've moved to Oslo",
        facts=[F("user", 9, "city", "Oslo")],
        entities=[("Oslo", "Place")],
        edges=[(SPEAKER, "Oslo", "LIVES_IN")],
    ),
    Case(
        "My cousin Priya works at Umbrella Labs.",
        facts=[F("user", 6, "cousin", "Priya"), F("user", 7, "employer", "Umbrella Labs", "Priya")],
        entities=[("Priya", "Person", "COUSIN_OF"), ("Umbrella Labs", "Org")],
        edges=[(SPEAKER, "Priya", "COUSIN_OF"), ("Priya", "Umbrella Labs", "WORKS_AT")],
    ),
    Case(
        "Umbrella Labs has its headquarters in Montreal.",
        facts=[F("user", 9, "headquarters", "Montreal", "Umbrella Labs")],
        entities=[("Umbrella Labs", "Org"), ("Montreal", "Place")],
        edges=[("Umbrella Labs", "Montreal", "HEADQUARTERED_IN")],
    ),
    Case(
        "I'm from Brazil",
        facts=[F("user", 1, "origin", "Brazil")],
        entities=[("Brazil", "Place")],
        edges=[(SPEAKER, "Brazil", "FROM")],
    ),
    Case(
        "My name is Sofia",
        facts=[F("user", 1, "name", "Sofia")],
    ),
    Case(
        "I speak Portuguese and English",
        facts=[F("user", 1, "language", "Portuguese"), F("user", 1, "language", "English")],
        entities=[("Portuguese", "Concept"), ("English", "Concept")],
        edges=[(SPEAKER, "Portuguese", "SPEAKS"), (SPEAKER, "English", "SPEAKS")],
    ),
    Case(
        "I'm Brazilian",
        facts=[F("user", 1, "nationality", "Brazilian")],
    ),
    Case(
        "I'm transgender",
        facts=[F("user", 1, "identity", "transgender")],
    ),
    Case(
        "I was born in Lagos",
        facts=[F("user", 1, "birthplace", "Lagos")],
        entities=[("Lagos", "Place")],
        edges=[(SPEAKER, "Lagos", "BORN_IN")],
    ),
    Case(
        "I'm 34 years old",
        facts=[F("user", 1, "age", "34")],
    ),
    Case(
        "I'm allergic to peanuts and shellfish.",
        facts=[F("user", 2, "allergy", "peanuts"), F("user", 2, "allergy", "shellfish")],
    ),
    Case(
        "I think I'm allergic to cats",
        facts=[F("user", 2, "allergy", "cats")],
    ),
    Case(
        "I take metformin for my diabetes",
        facts=[F("user", 2, "medication", "metformin"), F("user", 2, "condition", "diabetes")],
    ),
    Case(
        "I'm vegan",
        facts=[F("user", 2, "diet", "vegan")],
    ),
    Case(
        "I have asthma",
        facts=[F("user", 2, "condition", "asthma")],
    ),
    Case(
        "I never eat pork",
        facts=[F("user", 2, "diet", "no pork")],
    ),
    Case(
        "I have a peanut allergy",
        facts=[F("user", 2, "allergy", "peanut")],
    ),
    Case(
        "My dad is allergic to penicillin",
        facts=[F("user", 2, "allergy", "penicillin", "my dad")],
        entities=[("my dad", "Person", "CHILD_OF")],
        edges=[(SPEAKER, "my dad", "CHILD_OF")],
    ),
    Case(
        "I get anxious before presentations",
        facts=[F("user", 3, "emotion", "anxious before presentations")],
    ),
    Case(
        "I'm an introvert",
        facts=[F("user", 3, "trait", "introvert")],
    ),
    Case(
        "Honestly, I'm terrified of flying.",
        facts=[F("user", 3, "emotion", "terrified of flying")],
    ),
    Case(
        "My boss Carla is a perfectionist",
        facts=[F("user", 6, "manager", "Carla"), F("user", 3, "trait", "perfectionist", "Carla")],
        entities=[("Carla", "Person", "REPORTS_TO")],
        edges=[(SPEAKER, "Carla", "REPORTS_TO")],
    ),
    Case(
        "I'm vegetarian for ethical reasons",
        facts=[
            F("user", 2, "diet", "vegetarian"),
            F("user", 4, "cares_about", "vegetarian for ethical reasons"),
        ],
    ),
    Case(
        "I believe in karma",
        facts=[F("user", 4, "belief", "karma")],
    ),
    Case(
        "I'm Catholic",
        facts=[F("user", 4, "religion", "Catholic")],
    ),
    Case(
        "My mom is Catholic and my dad is Jewish.",
        facts=[F("user", 4, "religion", "Catholic", "my mom"), F("user", 4, "religion", "Jewish", "my dad")],
        entities=[("my mom", "Person", "CHILD_OF"), ("my dad", "Person", "CHILD_OF")],
        edges=[(SPEAKER, "my mom", "CHILD_OF"), (SPEAKER, "my dad", "CHILD_OF")],
    ),
    Case(
        "Family is really important to me",
        facts=[F("user", 4, "cares_about", "family")],
    ),
    Case(
        "I value honesty",
        facts=[F("user", 4, "cares_about", "honesty")],
    ),
    Case(
        "I studied physics at MIT",
        facts=[F("user", 5, "education", "physics"), F("user", 5, "school", "MIT")],
        entities=[("MIT", "Org")],
        edges=[(SPEAKER, "MIT", "STUDIED_AT")],
    ),
    Case(
        "I know Python",
        facts=[F("user", 5, "skill", "Python")],
    ),
    Case(
        "I'm learning guitar",
        facts=[F("user", 5, "learning", "guitar")],
    ),
    Case(
        "I'm studying law at Harvard",
        facts=[F("user", 5, "learning", "law"), F("user", 5, "school", "Harvard")],
        entities=[("Harvard", "Org")],
        edges=[(SPEAKER, "Harvard", "STUDIES_AT")],
    ),
    Case(
        "I have a master's degree in biology",
        facts=[F("user", 5, "education", "master's degree in biology")],
    ),
    Case(
        "I'm fluent in German",
        facts=[F("user", 1, "language", "German")],
        entities=[("German", "Concept")],
        edges=[(SPEAKER, "German", "SPEAKS")],
    ),
    Case(
        "I'm married to Jane",
        facts=[F("user", 6, "spouse", "Jane")],
        entities=[("Jane", "Person", "MARRIED_TO")],
        edges=[(SPEAKER, "Jane", "MARRIED_TO")],
    ),
    Case(
        "Bob is my best friend",
        facts=[F("user", 6, "friend", "Bob")],
        entities=[("Bob", "Person", "FRIEND_OF")],
        edges=[(SPEAKER, "Bob", "FRIEND_OF")],
    ),
    Case(
        "I have a sister named Ana",
        facts=[F("user", 6, "sibling", "Ana")],
        entities=[("Ana", "Person", "SIBLING_OF")],
        edges=[(SPEAKER, "Ana", "SIBLING_OF")],
    ),
    Case(
        "My girlfriend Mia is from Canada",
        facts=[F("user", 6, "partner", "Mia"), F("user", 1, "origin", "Canada", "Mia")],
        entities=[("Mia", "Person", "PARTNER_OF"), ("Canada", "Place")],
        edges=[(SPEAKER, "Mia", "PARTNER_OF"), ("Mia", "Canada", "FROM")],
    ),
    Case(
        "I live with my roommate Jake",
        facts=[F("user", 6, "acquaintance", "Jake")],
        entities=[("Jake", "Person", "KNOWS")],
        edges=[(SPEAKER, "Jake", "KNOWS")],
    ),
    Case(
        "I'm a software engineer at Spotify",
        facts=[F("user", 7, "role", "software engineer"), F("user", 7, "employer", "Spotify")],
        entities=[("Spotify", "Org")],
        edges=[(SPEAKER, "Spotify", "WORKS_AT")],
    ),
    Case(
        "I used to work at Google",
        # a current fact about the past, and the end of the present tie (history keeps it)
        facts=[F("user", 7, "former_employer", "Google"), F("user", 7, "employer", "Google", status="ended")],
        entities=[("Google", "Org")],
        edges=[(SPEAKER, "Google", "WORKED_AT"), (SPEAKER, "Google", "WORKS_AT")],
    ),
    Case(
        "My husband works as a chef",
        facts=[F("user", 7, "role", "chef", "my husband")],
        entities=[("my husband", "Person", "MARRIED_TO")],
        edges=[(SPEAKER, "my husband", "MARRIED_TO")],
    ),
    Case(
        "I'm retired",
        facts=[F("user", 7, "employment_status", "retired")],
    ),
    Case(
        "I work at a bakery",
        facts=[F("user", 7, "employer", "bakery")],
    ),
    Case(
        "I pay 1200 euros rent",
        facts=[F("user", 8, "rent", "1200 euros")],
    ),
    Case(
        "I have a Netflix subscription",
        facts=[F("user", 8, "subscription", "Netflix")],
    ),
    Case(
        "I'm saving for a house",
        facts=[F("user", 8, "saving_goal", "house")],
    ),
    Case(
        "My rent is 900 dollars a month",
        facts=[F("user", 8, "rent", "900 dollars a month")],
    ),
    Case(
        "I earn 80k a year",
        facts=[F("user", 8, "income", "80k a year")],
    ),
    Case(
        "I spend about 300 dollars a month on groceries",
        facts=[F("user", 8, "groceries", "300 dollars a month")],
    ),
    Case(
        "I'm going to Japan in April",
        facts=[F("user", 9, "travel_plan", "Japan", {"when": "April"})],
        entities=[("Japan", "Place")],
        edges=[(SPEAKER, "Japan", "PLANS_TO_VISIT")],
    ),
    Case(
        "I'm flying to Lisbon next week",
        facts=[F("user", 9, "travel_plan", "Lisbon", {"when": "next week"})],
        entities=[("Lisbon", "Place")],
        edges=[(SPEAKER, "Lisbon", "PLANS_TO_VISIT")],
    ),
    Case(
        "I live in a small apartment",
        facts=[F("user", 9, "home", "small apartment")],
    ),
    Case(
        "I lived in Paris for five years",
        facts=[F("user", 9, "former_city", "Paris", {"duration": "five years"})],
        entities=[("Paris", "Place")],
        edges=[(SPEAKER, "Paris", "LIVED_IN")],
    ),
    Case(
        "My boss Carla lives in Berlin",
        facts=[F("user", 6, "manager", "Carla"), F("user", 9, "city", "Berlin", "Carla")],
        entities=[("Carla", "Person", "REPORTS_TO"), ("Berlin", "Place")],
        edges=[(SPEAKER, "Carla", "REPORTS_TO"), ("Carla", "Berlin", "LIVES_IN")],
    ),
    Case(
        "I'd love to visit Peru someday",
        facts=[F("user", 10, "goal", "visit Peru")],
        entities=[("visit Peru", "Goal")],
        edges=[(SPEAKER, "visit Peru", "PURSUES")],
    ),
    Case(
        "My goal is to run a marathon",
        facts=[F("user", 10, "goal", "run a marathon")],
        entities=[("run a marathon", "Goal")],
        edges=[(SPEAKER, "run a marathon", "PURSUES")],
    ),
    Case(
        "My sister Ana wants to become a doctor",
        facts=[F("user", 6, "sibling", "Ana"), F("user", 10, "goal", "become a doctor", "Ana")],
        entities=[("Ana", "Person", "SIBLING_OF"), ("become a doctor", "Goal")],
        edges=[(SPEAKER, "Ana", "SIBLING_OF"), ("Ana", "become a doctor", "PURSUES")],
    ),
    Case(
        "I love sushi",
        facts=[F("user", 11, "like", "sushi")],
    ),
    Case(
        "my favorite band is Radiohead",
        facts=[F("user", 11, "favorite", "Radiohead", {"category": "band"})],
    ),
    Case(
        "I don't like horror movies",
        facts=[F("user", 11, "dislike", "horror movies")],
    ),
    Case(
        "I like jazz but I hate country music",
        facts=[F("user", 11, "like", "jazz"), F("user", 11, "dislike", "country music")],
    ),
    Case(
        "I prefer tea over coffee",
        facts=[F("user", 11, "preference", "tea over coffee")],
    ),
    Case(
        "I go to the gym every Monday",
        facts=[F("user", 12, "routine", "go to the gym every Monday")],
    ),
    Case(
        "I go to bed around 11",
        facts=[F("user", 12, "bed_time", "11")],
    ),
    Case(
        "My son Leo plays football every Saturday",
        facts=[
            F("user", 6, "child", "Leo"),
            F("user", 12, "routine", "play football every Saturday", "Leo"),
            F("user", None, "play", "football", "Leo"),  # the activity the routine repeats
        ],
        entities=[("Leo", "Person", "PARENT_OF")],
        edges=[(SPEAKER, "Leo", "PARENT_OF")],
    ),
    Case(
        "I got married last year",
        facts=[F("user", 13, "event", "got married", {"date": "last year"})],
    ),
    Case(
        "I graduated in 2019",
        facts=[F("user", 13, "event", "graduated", {"date": "2019"})],
    ),
    Case(
        "we adopted a dog yesterday",
        facts=[F("user", None, "adopt", "a dog")],  # the predicate and its object; when: yesterday
        entities=[("my dog", "Pet")],  # the speaker's pet without a name yet
        edges=[(SPEAKER, "my dog", "HAS_PET")],
    ),
    Case(
        "my daughter Mia graduated last year",
        facts=[
            F("user", 6, "child", "Mia"),
            F("user", 13, "event", "graduated", "Mia", {"date": "last year"}),
        ],
        entities=[("Mia", "Person", "PARENT_OF")],
        edges=[(SPEAKER, "Mia", "PARENT_OF")],
    ),
    Case(
        "Caroline: I went to a LGBTQ support group yesterday",
        facts=[F("user", None, "go to", "LGBTQ support group")],
    ),
    Case(
        "I always procrastinate",
        facts=[F("user", 14, "pattern", "procrastinate")],
    ),
    Case(
        "people say I talk too fast",
        facts=[F("user", 14, "pattern", "talk too fast", {"perceived_by": "people"})],
    ),
    Case(
        "I tend to interrupt people",
        facts=[F("user", 14, "pattern", "interrupt people")],
    ),
    Case(
        "My friends tell me I'm too blunt",
        facts=[F("user", 14, "pattern", "too blunt", {"perceived_by": "My friends"})],
    ),
    Case(
        "you tend to over-explain",
        facts=[F("agent", 14, "self_correction", "over-explain")],
    ),
    Case(
        "please answer in Spanish",
        facts=[F("agent", 11, "communication_lang", "Spanish")],
    ),
    Case(
        "let's speak French",
        facts=[F("agent", 11, "communication_lang", "French")],
    ),
    Case(
        "be more concise",
        facts=[F("agent", 11, "tone_preference", "more concise")],
    ),
    Case(
        "be more sarcastic",
        facts=[F("agent", 11, "humor_style", "more sarcastic")],
    ),
    Case(
        "I like your dry humor",
        facts=[F("agent", 11, "humor_style", "dry humor")],
    ),
    Case(
        "stop using emojis",
        facts=[F("agent", 11, "tone_preference", "no emojis")],
    ),
    Case(
        "always ask me before spending money",
        facts=[F("agent", 6, "trust_level", "confirm: spending money")],
    ),
    Case(
        "you can book restaurants without asking me",
        facts=[F("agent", 6, "trust_level", "autonomous: book restaurants")],
        edges=[(SPEAKER, AGENT, "TRUSTS")],
    ),
    Case(
        "call me Sam",
        facts=[F("user", 1, "name", "Sam")],
    ),
    Case(
        "My sister Ana is a teacher. She lives in Lisbon.",
        facts=[
            F("user", 6, "sibling", "Ana"),
            F("user", 7, "role", "teacher", "Ana"),
            F("user", 9, "city", "Lisbon", "Ana"),
        ],
        entities=[("Ana", "Person", "SIBLING_OF"), ("Lisbon", "Place")],
        edges=[(SPEAKER, "Ana", "SIBLING_OF"), ("Ana", "Lisbon", "LIVES_IN")],
    ),
    Case(
        "I live in Dublin and work at Google",
        facts=[F("user", 9, "city", "Dublin"), F("user", 7, "employer", "Google")],
        entities=[("Dublin", "Place"), ("Google", "Org")],
        edges=[(SPEAKER, "Dublin", "LIVES_IN"), (SPEAKER, "Google", "WORKS_AT")],
    ),
    Case(
        "hi!",
        facts=[],
        skipped=["greeting"],
    ),
    Case(
        "thanks, that's great",
        facts=[],
        skipped=["small talk"],
    ),
    Case(
        "lol ok",
        facts=[],
        skipped=["small talk"],
    ),
    Case(
        "good morning!",
        facts=[],
        skipped=["greeting"],
    ),
    Case(
        "I could play the cello as a child",
        facts=[],
        skipped=["low confidence"],
    ),
    Case(
        "maybe I'll move",
        facts=[],
        skipped=["no fact found"],
    ),
    Case(
        "I don't live in Paris anymore",
        facts=[F("user", 9, "city", "Paris", status="ended")],
        entities=[("Paris", "Place")],
        edges=[(SPEAKER, "Paris", "LIVES_IN")],
    ),
    Case(
        "I'm not allergic to nuts",
        facts=[F("user", None, "is not allergic to", "nuts")],
    ),
    Case(
        "I don't work at Google anymore",
        facts=[F("user", 7, "employer", "Google", status="ended")],
        entities=[("Google", "Org")],
        edges=[(SPEAKER, "Google", "WORKS_AT")],
    ),
    Case(
        "I'm not sure I like jazz",
        facts=[],
        skipped=["low confidence"],
    ),
    Case(
        "I wish I lived in Rome",
        facts=[],
        skipped=["no fact found"],
    ),
    Case(
        "I work at home",
        facts=[F("user", None, "work at", "home")],
    ),
    Case(
        "Do you know any good sushi places?",
        facts=[],
        skipped=["question"],
    ),
    Case(
        "Tom's wife is a doctor",
        facts=[F("user", 7, "role", "doctor", "Tom's wife"), F("user", 6, "spouse", "Tom's wife", "Tom")],
        entities=[("Tom", "Person"), ("Tom's wife", "Person")],
        edges=[("Tom", "Tom's wife", "MARRIED_TO")],
    ),
    Case(
        "The weather is nice today",
        facts=[],
        skipped=["no fact found"],
    ),
]


def _fact_key(fact: FactCandidate) -> FactKey:
    return (
        fact.target,
        fact.domain_id,
        fact.field,
        fact.value,
        fact.entity_name,
        tuple(sorted(fact.metadata.items())),
        fact.status,
    )


@pytest.fixture(scope="session")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(load_spacy())


@pytest.mark.parametrize("case", CASES, ids=[case.text for case in CASES])
def test_extracts_exactly(extractor: SpacyExtractor, case: Case) -> None:
    result = extractor.extract(case.text)

    assert sorted((_fact_key(f) for f in result.facts), key=str) == sorted(case.facts, key=str)
    # every named thing is an entity: those the case lists, and no name the text does not hold
    entities = [(e.name, e.type, e.relation_to_speaker) for e in result.entities]
    expected = [(*e, None) if len(e) == 2 else e for e in case.entities]
    assert set(expected) <= set(entities)
    # ... or a pet said without a name ("adopted a dog"), known as "my dog" until it is named
    assert all(e[0].casefold().removeprefix("my ") in case.text.casefold() for e in entities)
    edges = [(e.source_name, e.target_name, e.relation) for e in result.edges]
    assert sorted(edges) == sorted(case.edges)
    if case.skipped:
        assert sorted({s.reason for s in result.skipped}) == case.skipped


@pytest.mark.parametrize("case", CASES, ids=[case.text for case in CASES])
def test_output_is_well_formed(extractor: SpacyExtractor, case: Case) -> None:
    result: Extraction = extractor.extract(case.text)

    for fact in result.facts:
        spec = FIELDS.get(fact.field)
        if spec is not None:
            assert (fact.domain_id, fact.target) == (spec.domain_id, spec.target)
        else:  # an open field names its predicate in words
            assert re.fullmatch(r"[a-z][a-z' ]*[a-z]", fact.field), fact.field
            assert fact.domain_id is None or 1 <= fact.domain_id <= 14
        assert MIN_CONFIDENCE <= fact.confidence <= 1.0
        assert fact.status in ("current", "ended")
    assert all(entity.type in ENTITY_TYPES for entity in result.entities)
    assert all(edge.relation in RELATIONS for edge in result.edges)
    assert all(e.relation_to_speaker in RELATIONS for e in result.entities if e.relation_to_speaker)


def test_a_batch_extracts_exactly_what_each_message_alone_does(extractor: SpacyExtractor) -> None:
    texts = [case.text for case in CASES]
    assert extractor.extract_many(texts) == [extractor.extract(text) for text in texts]


def test_every_domain_is_covered() -> None:
    domains = {fact[1] for case in CASES for fact in case.facts} - {None}
    assert domains == set(range(1, 15))


def test_table_is_large_and_covers_all_subjects() -> None:
    assert len(CASES) >= 60
    owners = {fact[4] for case in CASES for fact in case.facts}
    assert {SPEAKER, AGENT} < owners  # and people the user names


def test_every_field_has_a_domain_and_a_snake_case_name() -> None:
    for name, spec in FIELDS.items():
        assert re.fullmatch(r"[a-z]+(_[a-z]+)*", name)
        assert 1 <= spec.domain_id <= 14


def test_low_confidence_is_reported_not_kept(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I could play the cello as a child")  # an ability, not a guess

    assert result.is_empty
    assert [s.reason for s in result.skipped] == ["low confidence"]


def test_a_possible_state_is_kept_less_sure_than_a_hedge(extractor: SpacyExtractor) -> None:
    hedged = extractor.extract("I think I'm allergic to cats").facts[0]
    possible = [f for f in extractor.extract("I might be allergic to cats").facts if f.value == "cats"]

    assert [(f.field, f.value) for f in possible] == [(hedged.field, hedged.value)]
    assert possible[0].confidence < hedged.confidence


def test_hedged_fact_has_lower_confidence(extractor: SpacyExtractor) -> None:
    plain = extractor.extract("I'm allergic to cats").facts[0]
    hedged = extractor.extract("I think I'm allergic to cats").facts[0]

    assert (hedged.field, hedged.value) == (plain.field, plain.value)
    assert hedged.confidence < plain.confidence


def test_several_sentences_in_one_message(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Hello. I live in Dublin. My sister Ana lives in Cork. Thanks!")

    assert [(f.field, f.value, f.entity_name) for f in result.facts] == [
        ("city", "Dublin", SPEAKER),
        ("sibling", "Ana", SPEAKER),
        ("city", "Cork", "Ana"),
    ]
    assert sorted(s.reason for s in result.skipped) == ["greeting", "small talk"]


def test_tense_varies_but_the_fact_is_the_same(extractor: SpacyExtractor) -> None:
    for text in ("I live in Dublin", "I'm living in Dublin", "I've been living in Dublin"):
        assert [(f.field, f.value) for f in extractor.extract(text).facts] == [("city", "Dublin")]
