"""Who a turn's statements are about, across turns: pronoun references and the person spoken to.

The one place pronouns are resolved across turns. The extractor resolves "he"/"she"/"they" inside
one message; what it cannot resolve there it leaves as a pronoun reference
(:func:`~hippograph.ingestion.extraction.pronoun_ref`). Here, as the turn is planned (before its
write, so its edges are typed and checked like any other), each reference becomes an entity of the
same session's last turns, chosen by :func:`antecedent` (pure, and the offline benches call the
same function):

- agreement: "she" a person (or pet) not known to be male, "he" one not known to be female, "it"
  a thing, "they" a group (an organisation, someone's relatives said in the plural: "my kids",
  a collective: "her family") or one person of unknown gender; a gender or number that matches
  (from a first name, an honorific, a kin word: "my sister") beats one that is only not excluded;
  a relative's first name ("my boss Karl") excludes the other gender's "she" or "he", never "they";
- salience: an entity a statement of its turn was about (its subject, "Ana teaches ...") beats
  one mentioned in passing, and the latest turn that has a fitting entity beats the one before;
- reach: a pronoun takes up what the last few turns talked about (:data:`REACH`), never something
  of an older turn, and never the speaker or the person spoken to (in a conversation between two
  people each one is "I" or "you" to the other);
- no guess: when two different entities fit equally well, the reference stays unresolved.

The session's recent entities are read from the graph (``remember/recent_entities``: what the
latest episodes mention, and whether a fact of the episode is about them; a turn without a session
uses the user's turns without one) each time a turn needs them, with the turns planned in the same
batch but not yet written in front (a bulk import plans a batch of turns before writing any). A
reference with no antecedent stays a reference and the writer skips its statements with a reason,
never guessing. In a turn addressed to a person (``Turn.addressee``: an imported conversation
between two people) "you" is that person, and instructions meant for an assistant are dropped.

>>> batch = SessionSubjects(db).batch()                          # doctest: +SKIP
>>> extraction = await batch.resolve(turn, extraction)          # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from hippograph.graph.driver import Database
from hippograph.ingestion.corrected import Held, complete, has_corrections, held_facts
from hippograph.ingestion.definite import has_definites, take_up
from hippograph.ingestion.extract.contextual_types import first_name_gender
from hippograph.ingestion.extract.entity_types import PERSON_NOUNS, PET_NOUNS
from hippograph.ingestion.extract.listener_reactions import LISTENER_KEY, named_listener
from hippograph.ingestion.extraction import (
    AGENT,
    NAMED_PREFIX,
    PRONOUN_PREFIX,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    Skipped,
)
from hippograph.ingestion.turn import Turn
from hippograph.lexicon import KINSHIP
from hippograph.text import normalise_name

RECENT_EPISODES = 10  # how far back a pronoun may reach in a session
RECENT_PER_SESSION = 32
ASSISTANT_ONLY = frozenset({"TRUSTS", "SERVES"})
_ANIMATE = frozenset({"Person", "Pet"})
_NOT_IT = frozenset({"Person", "User", "Agent", "Goal"})
_GENDER = {"she": "female", "he": "male"}
REACH = 2  # turns back a pronoun may reach past the latest one: 0 the turn just before it
NAMED = NAMED_PREFIX.removeprefix(PRONOUN_PREFIX)  # a common noun in a name's place: "named:Biscuit"
# Nouns that name a group of people in the singular: "her family", "my team" are "they".
COLLECTIVE_NOUNS = frozenset(
    {"family", "fam", "team", "group", "band", "crew", "gang", "club", "class", "staff", "couple",
     "folks", "parents", "grandparents", "kids", "children", "friends", "siblings", "twins"}
)  # fmt: skip

SessionKey = tuple[str, str | None]


@dataclass(frozen=True)
class Recent:
    name: str
    type: str
    gender: str | None = None
    turn: int = 0  # how many turns back it was mentioned: 0 the latest
    salient: bool = False  # a statement of its turn was about it (its subject), not a passing mention
    descriptor: str | None = None  # the noun that introduced it ("bakery" for Crumbs): see definite


class SessionSubjects:
    """Resolves the references of turns against their sessions as stored in the graph."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def batch(self) -> SubjectBatch:
        """A batch of turns planned together, in order, before any of them is written."""
        return SubjectBatch(self._db)

    async def resolve(self, turn: Turn, extraction: Extraction) -> Extraction:
        """One turn alone: :meth:`batch` of one."""
        return await self.batch().resolve(turn, extraction)


class SubjectBatch:
    """The turns planned so far in one batch: what they mention is recent for the next ones,
    though not written yet."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._planned: dict[SessionKey, list[list[Recent]]] = {}  # per session, latest turn first
        self._held: dict[SessionKey, list[Held]] = {}  # per session, the facts planned, in order

    async def resolve(self, turn: Turn, extraction: Extraction) -> Extraction:
        key = (turn.user_id, turn.session_id)
        if has_corrections(extraction):  # "It's Lisbon, not Porto.": what Porto was a value of
            extraction = await complete(self._db, turn, extraction, self._held.get(key, []))
        wanted = _has_pronouns(extraction) or has_definites(extraction)
        recent = await self._recent(turn, key) if wanted else []
        resolved = resolve_turn(extraction, recent, turn)
        self._planned.setdefault(key, []).insert(0, turn_mentions(resolved))
        turns = len(self._planned[key])  # this turn's rank in the batch: the latest the highest
        self._held.setdefault(key, []).extend(held_facts(resolved, turns))
        return resolved

    async def _recent(self, turn: Turn, key: SessionKey) -> list[Recent]:
        planned = self._planned.get(key, [])
        rows = await self._db.read(
            "remember/recent_entities",
            user_id=turn.user_id,
            session_id=turn.session_id,
            episodes=RECENT_EPISODES,
        )
        stored = _stored(rows, first_turn=len(planned))
        recent = [replace(r, turn=n) for n, group in enumerate(planned) for r in group]
        return (recent + stored)[: RECENT_PER_SESSION + sum(len(g) for g in planned)]


def _has_pronouns(extraction: Extraction) -> bool:
    names = [f.entity_name for f in extraction.facts]
    names += [n for e in extraction.edges for n in (e.source_name, e.target_name)]
    return any(name.startswith(PRONOUN_PREFIX) for name in names)


def _stored(rows: list[dict[str, Any]], first_turn: int) -> list[Recent]:
    turns: dict[Any, int] = {}
    out: list[Recent] = []
    for row in rows[:RECENT_PER_SESSION]:
        turn = turns.setdefault(row["turn_key"], first_turn + len(turns))
        gender = row.get("gender") if row.get("gender") in ("female", "male") else None
        salient = bool(row.get("salient", False))
        descriptor = row.get("descriptor")
        descriptor = str(descriptor) if descriptor else None
        out.append(Recent(str(row["name"]), str(row["type"]), gender, turn, salient, descriptor))
    return out


def turn_mentions(resolved: Extraction) -> list[Recent]:
    """What a resolved turn leaves for the next turns' pronouns, its latest mention first: its
    entities, salient when one of its facts or edges is about them (their subject) or when the
    speaker introduces them as a relative."""
    about = {normalise_name(f.entity_name) for f in resolved.facts}
    about |= {normalise_name(e.source_name) for e in resolved.edges}
    # a relative the speaker introduces ("my nephew Sam studies physics") is what the turn is about
    about |= {normalise_name(e.name) for e in resolved.entities if e.relation_to_speaker is not None}
    return [
        Recent(e.name, e.type, e.gender, 0, normalise_name(e.name) in about, e.descriptor)
        for e in reversed(resolved.entities)
    ]


def antecedent(pronoun: str, recent: list[Recent], exclude: set[str]) -> Recent | None:
    """The entity a pronoun stands for among ``recent`` (most recent first, ``turn`` counting back
    from 0), or None: the best fitting one by agreement, salience and recency among the turns
    :data:`REACH` allows, None when two different entities fit equally well (no guess).

    >>> antecedent("she", [Recent("Tom", "Person", "male"), Recent("Ana", "Person")], set())
    Recent(name='Ana', type='Person', gender=None, turn=0, salient=False)
    >>> antecedent("he", [Recent("Sam", "Person"), Recent("Alex", "Person")], set()) is None
    True
    """
    fits = [c for c in recent if c.turn <= REACH and not _excluded(c.name, exclude) and _fits(pronoun, c)]
    if not fits:
        return None
    latest = min(c.turn for c in fits)
    best: dict[str, tuple[int, Recent]] = {}  # per name, its best score and first (latest) mention
    for candidate in fits:
        score = _score(pronoun, candidate, latest)
        key = normalise_name(candidate.name)
        if key not in best or score > best[key][0]:
            best[key] = (score, candidate)
    ranked = sorted(best.values(), key=lambda pair: -pair[0])
    if len(ranked) > 1 and ranked[0][0] == ranked[1][0]:
        return None  # two entities fit as well as each other: no guess
    return ranked[0][1]


def known_name(word: str, recent: list[Recent]) -> Recent | None:
    """The latest entity of the session named ``word`` ("Biscuit", said earlier "a spaniel called
    Biscuit"), for a common noun in a name's place (``extract.noun_names``); None when the
    session named nothing so: then the word was a common noun, and its statements are dropped.

    >>> known_name("Biscuit", [Recent("Biscuit", "Pet", turn=3)]).type
    'Pet'
    """
    key = normalise_name(word)
    return next((c for c in sorted(recent, key=lambda c: c.turn) if normalise_name(c.name) == key), None)


def _excluded(name: str, exclude: set[str]) -> bool:
    """One of ``exclude`` (the speaker and the person spoken to), by name or by a short form of
    it ("Mel" for "Melanie", the way the other speaker calls them)."""
    key = normalise_name(name)
    if key in exclude:
        return True
    return len(key) >= 3 and " " not in key and any(e.split()[0].startswith(key) for e in exclude if e)


def _score(pronoun: str, candidate: Recent, latest: int) -> int:
    """Salience (2) outweighs recency (1: the latest turn with a fitting entity) and agreement (1:
    a gender or number that matches, not only one that is not excluded); older turns weigh less."""
    score = 2 * candidate.salient + (candidate.turn == latest) - (candidate.turn > latest + 1)
    return score + _agrees(pronoun, candidate)


def _agrees(pronoun: str, candidate: Recent) -> bool:
    if pronoun == "they":
        return candidate.type == "Org" or _group(candidate.name)
    wanted = _GENDER.get(pronoun)
    return wanted is not None and _gender(candidate) == wanted


def _gender(candidate: Recent) -> str | None:
    """The gender the text gave, else the one a person's first name is given to ("my boss Karl"
    is no "she" of the next turn): a guess that only "she" and "he" heed, never "they"."""
    if candidate.gender is not None or candidate.type != "Person":
        return candidate.gender
    words = candidate.name.split()
    return first_name_gender(words[0])[1] if len(words) in (1, 2) else None


def _fits(pronoun: str, candidate: Recent) -> bool:
    plural = _group(candidate.name) or _plural(candidate.name)
    if pronoun == "they":  # a group, someone's relatives ("my kids"), or one person who goes by "they"
        if candidate.type == "Org" or (candidate.type == "Person" and plural):
            return True
        # one person: only the one the turn was about, and not when "she" or "he" is known
        return candidate.type == "Person" and candidate.gender is None and candidate.salient
    if plural:
        return False  # "my kids" are "they", never "she"; "her relationships" never "it"
    if pronoun == "it":  # a thing: an organisation, a place, a work, a pet ...
        return candidate.type not in _NOT_IT
    wanted = _GENDER.get(pronoun)
    return candidate.type in _ANIMATE and _gender(candidate) in (None, wanted)


def _group(name: str) -> bool:
    """ "my kids", "Ana's parents", "her family": people named by a plural or collective noun."""
    words = name.split()
    if len(words) < 2 or not words[-1].islower():
        return False
    noun = words[-1]
    if noun in COLLECTIVE_NOUNS:
        return True
    singular = _singular(noun)
    return singular != noun and (singular in KINSHIP or singular in PERSON_NOUNS or singular in PET_NOUNS)


def _plural(name: str) -> bool:
    """A thing named by a plural common noun: "Caroline's relationships", "my plans"."""
    words = name.split()
    noun = words[-1] if words else ""
    if not noun.islower() or len(noun) < 4 or noun.endswith(("ss", "us", "is", "ics")):
        return False
    return _singular(noun) != noun


def _singular(noun: str) -> str:
    for plural, single in (("children", "child"), ("women", "woman"), ("men", "man"), ("people", "person")):
        if noun.endswith(plural):
            return noun[: -len(plural)] + single
    if noun.endswith("ies") and len(noun) > 4:
        return noun[:-3] + "y"
    if noun.endswith("s") and not noun.endswith("ss"):
        return noun[:-1]
    return noun


def speakers_own(name: str, turn: Turn) -> str:
    """ "my sister", "my city" said by Melanie to Caroline is "Melanie's sister", "Melanie's city":
    in a conversation between two people, each one's relatives and things stay theirs. So are a
    named speaker's whoever she speaks to: the user's "my sister" is another person."""
    if not turn.speaker:
        return name
    for owner in ("my ", "our "):
        if name.startswith(owner) and len(name) > len(owner):
            return f"{turn.speaker}'s {name[len(owner) :]}"
    return name


def resolve_turn(extraction: Extraction, recent: list[Recent], turn: Turn) -> Extraction:
    """The extraction with its references mapped: pronouns to the session's recent entities, the
    agent to the turn's addressee when it has one; definite descriptions ("the bakery") to the
    named entity of the session they describe (:mod:`hippograph.ingestion.definite`). Pure: the
    caller supplies ``recent``."""
    exclude = {normalise_name(n) for n in (turn.speaker, turn.addressee) if n}
    here = [Recent(e.name, e.type, e.gender, 0, False, e.descriptor) for e in extraction.entities]
    extraction = take_up(extraction, [*here, *recent], REACH, exclude)
    names: dict[str, str | None] = {}
    added: list[EntityMention] = []

    def name_for(name: str) -> str | None:
        if name == AGENT and turn.addressee:
            return turn.addressee
        if not name.startswith(PRONOUN_PREFIX):
            return speakers_own(name, turn)
        # "@pronoun:he's wife" ("his wife works at ..."): the wife of whoever "he" stands for
        reference, owned, noun = name.partition("'s ")
        if reference not in names:
            word = reference.removeprefix(PRONOUN_PREFIX)
            if word.startswith(NAMED):  # a common noun in a name's place: only a name said so
                found = known_name(word.removeprefix(NAMED), recent)
            else:
                found = antecedent(word, recent, exclude)
            names[reference] = found.name if found else None
            if found is not None:
                added.append(EntityMention(found.name, found.type, gender=found.gender))  # type: ignore[arg-type]
        owner = names[reference]
        if owner is None or not owned:
            return owner
        plural = reference == PRONOUN_PREFIX + "they" and owner.endswith("s")  # "my neighbours' son"
        relative = f"{owner}' {noun}" if plural else f"{owner}'s {noun}"
        added.append(EntityMention(relative, "Person"))
        return relative

    facts: list[FactCandidate] = []
    skipped = list(extraction.skipped)
    for fact in extraction.facts:
        if turn.addressee and fact.target == "agent":
            skipped.append(Skipped(f"{fact.field}={fact.value}", "addressed to a person, not the assistant"))
            continue
        if fact.metadata.get(LISTENER_KEY):  # "proud of you for ...": a tie to the person spoken to
            if not turn.addressee:
                skipped.append(
                    Skipped(f"{fact.field}={fact.value}", "a reaction to the assistant, not a fact")
                )
                continue
            fact = replace(fact, value=named_listener(fact.value, turn.addressee))
        owner = name_for(fact.entity_name)
        # A reference with no antecedent stays a reference: the writer skips it with the reason.
        fact = fact if owner is None else replace(fact, entity_name=owner)
        if fact.value_entity is not None and fact.value_entity.startswith(PRONOUN_PREFIX):
            linked = name_for(fact.value_entity)  # "his wife": the relative of a person resolved
            if linked is None:
                continue
            value = linked if fact.value == fact.value_entity else fact.value
            fact = replace(fact, value_entity=linked, value=value)
        if fact.value_entity is not None:
            own = speakers_own(fact.value_entity, turn)
            value = own if fact.value == fact.value_entity else fact.value
            fact = replace(fact, value_entity=own, value=value)
        facts.append(fact)
    edges: list[EdgeCandidate] = []
    for edge in extraction.edges:
        if turn.addressee and edge.relation in ASSISTANT_ONLY:
            continue
        source, target = name_for(edge.source_name), name_for(edge.target_name)
        if source is None or target is None or source == target:
            continue
        edges.append(replace(edge, source_name=source, target_name=target))
    entities = [replace(e, name=n) for e in extraction.entities if (n := name_for(e.name)) is not None]
    if turn.addressee and (
        any(f.entity_name == turn.addressee for f in facts)
        or any(turn.addressee in (e.source_name, e.target_name) for e in edges)
    ):
        added.append(EntityMention(turn.addressee, "Person"))
    seen = {normalise_name(e.name) for e in entities}
    for mention in added:
        if normalise_name(mention.name) not in seen:
            seen.add(normalise_name(mention.name))
            entities.append(mention)
    return Extraction(facts=facts, entities=entities, edges=edges, skipped=skipped)


__all__ = [
    "SPEAKER",
    "Recent",
    "SessionSubjects",
    "SubjectBatch",
    "antecedent",
    "resolve_turn",
    "speakers_own",
    "turn_mentions",
]
