"""Entity resolution: which known entity, if any, a mention names.

The order is fixed and each decision records its method: exact normalised name → known alias →
fuzzy name (rapidfuzz) → embedding similarity through the Entity vector index → a relation the
speaker already has ("my brother" → the known sibling) → new. One Neo4j round trip fetches the
candidates of every mention of a turn.

Resolution never merges two differently named things, because an unmerge cannot repair what
was never recorded as a merge:

- a mention with a name of its own resolves only to an entity of that name or a learned alias of
  it; a relation alone ("my brother") resolves to the entity the speaker already has in that
  relation, and only when the mention has no name of its own (or the names agree) and exactly one
  such entity fits;
- a known name keeps its type unless the mention gives strong evidence of another (a kin word, a
  descriptor such as "my cat", a gender): "Umbrella Labs is based in Berlin" is the known Org even
  when NER guessed Person;
- fuzzy and vector matches stay within the mention's type and need a margin (the runner-up clearly
  worse); for people and pets they never decide alone ("Michael" and "Michaela" are two people):
  such a near match, or a tie, creates a new entity and proposes the pair for review
  (:attr:`Resolution.same_as`, ``sameAsCandidates`` in the API).

Two people may share a first name, and taking the second for the first would end what the speaker
said of the first ("my other friend Olu lives in Abuja" must not move the Olu who lives in Lagos).
A named relative is someone else than the known entity of that name when the text sets them apart
with a word of otherness (:attr:`Mention.distinct`), or when the relation the speaker states
cannot be the one they have with the known entity (a brother is nobody's colleague by another
name: family relations exclude every other relation). Such a mention becomes a new entity stored
under its name and what sets it apart, "Olu (other friend)", "Sam (colleague)", with its own name
as an alias; the same description later resolves to it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz

from hippograph.graph.driver import Database, Tx
from hippograph.ingestion.embedder import Vector
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.holders import Holder, conflicts, held_by, held_name
from hippograph.ingestion.result import ResolutionMethod
from hippograph.ingestion.spelled import spelled_alike
from hippograph.lexicon import KINSHIP
from hippograph.lucene import match_query, terms
from hippograph.ontology import default_ontology
from hippograph.text import normalise_name

# Types NER confuses with each other; an exact or alias match may cross between them.
_LOOSE_TYPES = frozenset({"Org", "Place", "Concept", "Event"})
# Types whose near-identical names are still different individuals: a fuzzy or vector match only
# proposes them for review.
_INDIVIDUAL_TYPES = frozenset({"Person", "Pet"})
# How much worse (0-100 scale) the runner-up must be for a fuzzy or vector match to decide.
MARGIN = 5.0
# The speaker's relations to people, and among them the family ones: a family relation excludes
# every other (one's brother is not also one's colleague by the same name), while a friend may be
# a colleague, a neighbour or later a partner.
_PERSONAL = frozenset(kin.relation for kin in KINSHIP.values())
_FAMILY = frozenset({"SIBLING_OF", "CHILD_OF", "PARENT_OF", "COUSIN_OF", "RELATIVE_OF"})
# The noun a relation is said with when the mention kept none: "sibling" for SIBLING_OF.
_RELATION_NOUNS = {kin.relation: kin.field for kin in reversed(KINSHIP.values())}
# Words that name a relation rather than a person: "my brother" has no name of its own.


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_OWNERS = ("my ", "our ", "his ", "her ", "their ", "the ", "a ")
RELATION_WORDS = _words(
    "brother sister sibling mother father mom mum dad mommy daddy parent son daughter child "
    "kid baby wife husband spouse partner boyfriend girlfriend fiance fiancee fiancé fiancée "
    "boss manager friend cousin aunt uncle grandmother grandfather grandma grandpa granny "
    "grandson granddaughter grandchild niece nephew colleague coworker co-worker neighbour "
    "neighbor roommate flatmate mentor teacher doctor therapist stepmother stepfather "
    "stepson stepdaughter stepbrother stepsister in-law mother-in-law father-in-law "
    "brother-in-law sister-in-law"
)

_GENDERED = {
    **dict.fromkeys(
        _words(
            "sister mother mom mum mommy daughter wife girlfriend fiancee fiancée aunt grandmother "
            "grandma granny granddaughter niece stepmother stepdaughter stepsister"
        ),
        "female",
    ),
    **dict.fromkeys(
        _words(
            "brother father dad daddy son husband boyfriend fiance fiancé uncle grandfather grandpa "
            "grandson nephew stepfather stepson stepbrother"
        ),
        "male",
    ),
}


@dataclass(frozen=True)
class Mention:
    key: str  # normalised name: the identity of a mention within a turn
    name: str
    type: str
    vector: Vector
    relation: str | None = None  # relation from the speaker, e.g. SIBLING_OF
    domain_id: int | None = None
    descriptor: str | None = None  # "cat" in "my cat Miso": evidence of the type
    gender: str | None = None
    distinct: str | None = None  # "other" in "my other friend Olu": not the Olu already known
    introduced: bool = False  # "a cat named Luna": new to the hearer
    holders: tuple[Holder, ...] = ()  # whose it is: "my neighbour" for "my neighbour's cat Luna"
    renames: str | None = None  # the key of the name this one corrects ("maya" for Mia)

    @property
    def stated_relation(self) -> str | None:
        """The relation to the speaker, or the one its kin word states ("Karim" said with
        "my cousin" when the reader kept only the noun)."""
        kin = KINSHIP.get((self.descriptor or "").casefold())
        return self.relation or (kin.relation if kin else None)

    @property
    def qualified_name(self) -> str | None:
        """The name of this relative set apart from a namesake: "Olu (other friend)"."""
        noun = self.descriptor or _RELATION_NOUNS.get(self.relation or "")
        if not self.named or not noun or noun.casefold() == self.bare:
            return None
        words = f"{self.distinct} {noun}" if self.distinct else noun
        return f"{self.name} ({words})"

    @property
    def noun(self) -> str | None:
        """The noun that says what it is to whom: "cat", "husband", else its relation's."""
        return self.descriptor or _RELATION_NOUNS.get(self.relation or "")

    @property
    def held_names(self) -> tuple[str, ...]:
        """The names it is stored under when set apart by whose it is: "Luna (neighbour's cat)"."""
        if not self.named:
            return ()
        return tuple(held_name(self.name, self.noun, holder) for holder in self.holders)

    @property
    def bare(self) -> str:
        """The name without a possessive: "my sister" → "sister"."""
        words = self.name.strip().casefold()
        for owner in _OWNERS:
            words = words.removeprefix(owner)
        owner, _, rest = words.partition("'s ")
        if rest in RELATION_WORDS and owner and " " not in owner:
            return rest  # "melanie's sister": a relation of that speaker, not a name
        return words

    @property
    def known_gender(self) -> str | None:
        """The gender the text gives, or a kin word implies ("my sister", descriptor "son")."""
        return self.gender or _GENDERED.get((self.descriptor or "").casefold()) or _GENDERED.get(self.bare)

    @property
    def named(self) -> bool:
        """False for a mention that is only a relation word ("my brother", "sister")."""
        words = self.bare
        if words in RELATION_WORDS or (self.descriptor and words == self.descriptor.casefold()):
            return False
        return self.relation is None or any(char.isupper() for char in self.name)

    @property
    def strong_type(self) -> bool:
        """The sentence itself says what kind of thing this is, beyond NER's guess."""
        return self.relation is not None or self.descriptor is not None or self.known_gender is not None


@dataclass(frozen=True)
class SameAs:
    """A known entity the new one may be: for review, never merged by itself."""

    uid: str
    name: str
    method: str  # fuzzy | vector | related
    score: float


@dataclass(frozen=True)
class Resolution:
    mention: Mention
    uid: str | None  # the known entity, or None for a new one
    method: ResolutionMethod
    matched_name: str | None = None
    score: float = 1.0
    same_as: tuple[SameAs, ...] = ()
    name: str | None = None  # a new entity's name when not the mention's: "Olu (other friend)"

    renames: bool = False  # the known entity was a relative without a name: it takes this one
    # "my sister" with two sisters known: the names she could be; no entity, known or new
    ambiguous: tuple[str, ...] = ()

    @property
    def learned_alias(self) -> str | None:
        """A fuzzy or vector match teaches the entity a new name; a relative set apart keeps the
        name they were mentioned by as an alias."""
        return self.mention.name if self.method in ("fuzzy", "vector") or self.name else None


@dataclass(frozen=True)
class Thresholds:
    fuzzy: float = 90.0  # rapidfuzz score, 0-100
    vector: float = 0.9  # cosine similarity of name embeddings
    margin: float = MARGIN  # runner-up at least this much worse (0-100 scale)


class EntityResolver:
    def __init__(
        self,
        db: Database,
        thresholds: Thresholds,
        vector_k: int = 50,
        *,
        single: frozenset[str] = frozenset(),
        ties: frozenset[str] | None = None,
        held_once: frozenset[str] | None = None,
    ) -> None:
        """``single``: the relations a person has one of at a time (MARRIED_TO), as the ontology
        declares them: a name said with one names the relative known so far only by it. ``ties``
        and ``held_once``: the relations that say whose someone is, and those of them whose target
        has one source (see ``hippograph.ingestion.holders``)."""
        self._db = db
        self._thresholds = thresholds
        self._vector_k = vector_k
        self._single = single
        shipped = default_ontology()  # without the deployment's: the shipped ontology's
        self._ties = shipped.ties() | shipped.containers() if ties is None else ties
        self._held_once = shipped.held_once() if held_once is None else held_once

    async def resolve(
        self,
        user_id: str,
        speaker_uid: str,
        mentions: list[Mention],
        *,
        any_type: bool = False,
        tx: Tx | None = None,
    ) -> dict[str, Resolution]:
        """Resolve every mention; ``any_type`` lets a mention match a known entity of any type
        (for names in a question, whose type spaCy guesses poorly). Inside ``tx`` the candidates
        include what that transaction has written so far."""
        if not mentions:
            return {}
        read = self._db.read if tx is None else tx.run
        rows = await read(
            "remember/resolve_candidates",
            user_id=user_id,
            speaker_uid=speaker_uid,
            vector_k=self._vector_k,
            ties=sorted(self._ties),
            mentions=[_params(user_id, mention) for mention in mentions],
        )
        by_key = {mention.key: mention for mention in mentions}
        decided = {row["key"]: self._decide(by_key[row["key"]], row, any_type) for row in rows}
        by_row = {row["key"]: row for row in rows}
        for key, resolution in list(decided.items()):
            decided[key] = self._held(resolution, by_row[key], decided, speaker_uid)
        types = {c["uid"]: c["type"] for row in rows for c in [*row["exact"], *row["alias"]]}
        for key, resolution in list(decided.items()):
            decided[key] = _renaming(resolution, decided, types)
        return decided

    def _held(
        self, resolution: Resolution, row: dict[str, Any], decided: dict[str, Resolution], speaker_uid: str
    ) -> Resolution:
        """The resolution again in the light of whose the mention is (``hippograph.ingestion.holders``):
        the namesake this holder already holds, a new entity when the known one conflicts, else the
        first decision."""
        mention = resolution.mention
        if not mention.named or resolution.name is not None:
            return resolution
        if resolution.method not in ("exact", "alias", "new"):
            return resolution
        if any(c["uid"] == resolution.uid for c in row.get("qualified") or []):
            return resolution  # found by the description it was set apart with
        named = [*row["exact"], *row["alias"]]
        # The kind the first decision settled on: a known name keeps its type against NER's guess.
        kind = next((c["type"] for c in named if c["uid"] == resolution.uid), mention.type)
        known = {c["uid"]: c for c in named if c["type"] == kind}
        if not mention.holders:
            return _salient(resolution, list(known.values()), speaker_uid)

        def uid_of(holder: Holder) -> str | None:
            if holder.key == SPEAKER:
                return speaker_uid
            found = decided.get(holder.key)
            return found.uid if found is not None else None

        for holder in mention.holders:
            uid = uid_of(holder)
            held = [c for c in known.values() if uid is not None and uid in held_by(c, holder)]
            held.sort(key=lambda c: c["uid"] != resolution.uid)  # the first decision, when it fits
            if held:
                method: ResolutionMethod = "exact" if held[0]["name_norm"] == mention.key else "alias"
                return Resolution(mention, held[0]["uid"], method, held[0]["name"])
        chosen = known.get(resolution.uid or "")
        if chosen is None:
            return resolution
        for holder in mention.holders:
            apart = conflicts(
                holder,
                uid_of(holder),
                chosen,
                introduced=mention.introduced,
                speaker_uid=speaker_uid,
                held_once=self._held_once,
            )
            if apart:
                return Resolution(mention, None, "new", name=held_name(mention.name, mention.noun, holder))
        return resolution

    def _decide(self, mention: Mention, row: dict[str, Any], any_type: bool) -> Resolution:
        described = [c for c in row.get("qualified") or [] if c["type"] == mention.type]
        if described:  # stored under the description the mention gives: "Olu (other friend)"
            return Resolution(mention, described[0]["uid"], "exact", described[0]["name"])
        apart = _set_apart(mention, row)
        if apart is not None:
            return apart
        for method in ("exact", "alias"):
            found = row[method] if any_type else _known_name(mention, row[method])
            if found:
                return Resolution(mention, found[0]["uid"], method, found[0]["name"])
        proposals: list[SameAs] = []
        if mention.named:
            for near in (
                self._fuzzy(mention, row["text"], any_type),
                self._vector(mention, row["vector"], any_type),
            ):
                if isinstance(near, Resolution):
                    return near
                proposals += near
        related = _related(mention, row["related"], mention.relation in self._single)
        if isinstance(related, Resolution):
            return related
        proposals += related
        unique = {p.uid: p for p in sorted(proposals, key=lambda p: p.score)}
        return Resolution(mention, None, "new", same_as=tuple(unique.values()))

    def _fuzzy(
        self, mention: Mention, candidates: list[dict[str, Any]], reading: bool
    ) -> Resolution | list[SameAs]:
        scored: list[tuple[float, dict[str, Any]]] = []
        for candidate in _compatible(mention, candidates, strict=True):
            names = [candidate["name_norm"], *(alias.casefold() for alias in candidate["aliases"] or [])]
            scored.append((max(_similarity(mention, name) for name in names), candidate))
        return self._near(mention, scored, self._thresholds.fuzzy, "fuzzy", reading)

    def _vector(
        self, mention: Mention, candidates: list[dict[str, Any]], reading: bool
    ) -> Resolution | list[SameAs]:
        scored = [(c["score"] * 100, c) for c in candidates if c["type"] == mention.type]
        near = self._near(mention, scored, self._thresholds.vector * 100, "vector", reading)
        if (
            isinstance(near, Resolution)
            and not reading
            and not spelled_alike(mention.name, near.matched_name or "")
        ):
            # Near in meaning, written apart ("Museo del Prado", "Prado Museum" share a word; a
            # translation or another script shares none): proposed for review, never merged.
            return [SameAs(near.uid or "", near.matched_name or "", "vector", near.score)]
        return near

    def _near(
        self,
        mention: Mention,
        scored: list[tuple[float, dict[str, Any]]],
        threshold: float,
        method: ResolutionMethod,
        reading: bool = False,
    ) -> Resolution | list[SameAs]:
        """The best candidate decides only when it passes the threshold, its runner-up (another
        entity) is clearly worse and the type allows a near match (any type when ``reading``: a
        question's "Michel" may find Michael, since nothing is written); otherwise every
        candidate over the threshold is a proposal."""
        best: dict[str, tuple[float, dict[str, Any]]] = {}
        for score, candidate in scored:
            if score > best.get(candidate["uid"], (-1.0, candidate))[0]:
                best[candidate["uid"]] = (score, candidate)
        ranked = sorted(best.values(), key=lambda item: -item[0])
        over = [(score, c) for score, c in ranked if score >= threshold]
        if not over:
            return []
        top_score, top = over[0]
        clear = len(ranked) == 1 or ranked[1][0] <= top_score - self._thresholds.margin
        if clear and (reading or mention.type not in _INDIVIDUAL_TYPES or _misspelt(mention.key, top)):
            return Resolution(mention, top["uid"], method, top["name"], top_score / 100)
        return [SameAs(c["uid"], c["name"], method, score / 100) for score, c in over]


def _renaming(resolution: Resolution, decided: dict[str, Resolution], types: dict[str, str]) -> Resolution:
    """The known entity a corrected name renames ("Mia, not Maya": the known Maya), when the new
    name is nobody's yet and the known one is of its type (``hippograph.ingestion.renamed``)."""
    mention = resolution.mention
    old = decided.get(mention.renames or "")
    if old is None or old.uid is None or resolution.uid is not None or resolution.name is not None:
        return resolution
    known = types.get(old.uid)
    if known not in _INDIVIDUAL_TYPES or (known != mention.type and (mention.relation or mention.descriptor)):
        return resolution  # NER's guess of the new name's type yields; a stated kind does not
    return Resolution(mention, old.uid, "related", old.matched_name, renames=True)


def _salient(resolution: Resolution, known: list[dict[str, Any]], speaker_uid: str) -> Resolution:
    """A bare name two namesakes answer to ("Luna", once the neighbour's Luna was set apart): the
    one tied to the speaker, else the one mentioned last."""
    mention = resolution.mention
    namesakes = [
        c for c in known if c["name_norm"] == mention.key or c["name_norm"].startswith(f"{mention.key} (")
    ]
    if resolution.uid is None or len(namesakes) < 2:
        return resolution

    def rank(candidate: dict[str, Any]) -> tuple[bool, bool, Any]:
        tied = bool(candidate.get("relations")) or any(
            t["uid"] == speaker_uid for t in candidate.get("ties") or []
        )
        when = candidate.get("updated_at") or candidate.get("created_at")
        return tied, when is not None, when if when is not None else ""

    best = max(namesakes, key=rank)
    method: ResolutionMethod = "exact" if best["name_norm"] == mention.key else "alias"
    return Resolution(mention, best["uid"], method, best["name"])


def _misspelt(key: str, candidate: dict[str, Any]) -> bool:
    """ "Jonathon Smith" for "Jonathan Smith": a full name with the same surname whose other
    words differ by one inner letter of a long word — a misspelling, not another person
    ("Michaela" is not "Michael", "Andrea Rossi" not "Andrew Rossi", "Mark Lee" not "Mary Lee")."""
    names = [candidate["name_norm"], *(alias.casefold() for alias in candidate.get("aliases") or [])]
    return any(_one_letter_apart(key.split(), name.split()) for name in names)


def _one_letter_apart(words: list[str], other: list[str]) -> bool:
    if len(words) < 2 or len(words) != len(other) or words[-1] != other[-1]:
        return False
    changed = [(a, b) for a, b in zip(words, other, strict=True) if a != b]
    if len(changed) != 1 or len(changed[0][0]) != len(changed[0][1]) or len(changed[0][0]) < 6:
        return False
    word, variant = changed[0]
    apart = [i for i, (x, y) in enumerate(zip(word, variant, strict=True)) if x != y]
    # A changed last letter is how names change gender (Andrea / Andrew, Mario / Maria).
    return len(apart) == 1 and apart[0] != len(word) - 1


def _known_name(mention: Mention, candidates: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Entities of exactly this name (or alias) the mention may be: the same type first; a known
    name of another type keeps that type unless the mention gives strong evidence of its own."""
    same = [c for c in candidates if c["type"] == mention.type]
    if same:
        return same
    loose = [c for c in candidates if c["type"] in _LOOSE_TYPES and mention.type in _LOOSE_TYPES]
    if loose:
        return loose
    if mention.strong_type and _animate_by_gender_only(mention, candidates):
        candidates = [c for c in candidates if c["type"] in _ANIMATE]
    elif mention.strong_type:
        return []
    # Without evidence, NER's guess loses to what is known; of several known types, the earliest.
    return sorted(candidates, key=lambda c: (c.get("created_at") is None, c.get("created_at") or 0))[:1]


_ANIMATE = frozenset({"Person", "Pet"})


def _animate_by_gender_only(mention: Mention, candidates: list[dict[str, Any]]) -> bool:
    """A gender is all that says the mention is a person ("Clementine" is a girl's name), and the
    known name is a pet: animals have genders too, so it is no evidence against the pet."""
    return (
        mention.relation is None
        and mention.descriptor is None
        and mention.type in _ANIMATE
        and any(c["type"] in _ANIMATE for c in candidates)
    )


def _set_apart(mention: Mention, row: dict[str, Any]) -> Resolution | None:
    """The resolution of a relative the text or their relation sets apart from a known namesake:
    the entity stored under the same description, else a new one; None when nothing sets the
    mention apart."""
    qualified = mention.qualified_name
    if qualified is None:
        return None
    namesakes = [c for c in row["exact"] if c["type"] == mention.type]
    if mention.distinct is None and not (namesakes and all(_excluded(mention, c) for c in namesakes)):
        return None
    return Resolution(mention, None, "new", name=qualified)


def _excluded(mention: Mention, candidate: dict[str, Any]) -> bool:
    """The relation the mention states cannot be one the speaker has with the known entity: "my
    colleague Sam" is not the Sam who is the speaker's brother."""
    known = frozenset(candidate.get("relations") or ()) & _PERSONAL
    relation = mention.stated_relation
    if relation is None or not known or relation in known:
        return False
    return relation in _FAMILY or bool(known & _FAMILY)


def _related(
    mention: Mention, candidates: list[dict[str, Any]], single: bool = False
) -> Resolution | list[SameAs]:
    """ "my brother" is the known brother, when exactly one fits and the mention names nobody else.

    ``single``: the mention's relation is one a person has one of at a time ("my wife Carla"): a
    name said with it names the relative known so far only as "my wife", when that is the only
    one (the entity takes the name; a second spouse would have ended the first). Of a relation one
    may have several of, the only one known, by the same kin word ("I have a sister." then "my
    sister Ana"), is named the same way: a second, unnamed sister beside Ana would be made up."""
    if mention.relation is None or not candidates:
        return []
    compatible = [
        c
        for c in candidates
        if not (mention.known_gender and c.get("gender") and c["gender"] != mention.known_gender)
    ]
    if mention.named and len(candidates) == 1 and len(compatible) == 1:
        known = compatible[0]
        # "I have a sister." then "my sister Ana": the one sister known, by the same kin word
        same_word = known["name"].casefold().split()[-1] == (mention.noun or "").casefold()
        if _unnamed(known["name"]) and (single or same_word):
            return Resolution(mention, known["uid"], "related", known["name"], renames=True)
    if mention.named and mention.descriptor and mention.type == "Pet":
        # "my cat", named later ("Her name is Mochi"): the one pet of that kind without a name
        kind = {f"my {mention.descriptor}".casefold(), f"our {mention.descriptor}".casefold()}
        unnamed = [c for c in compatible if c["name"].casefold() in kind]
        if len(unnamed) == 1:
            return Resolution(mention, unnamed[0]["uid"], "related", unnamed[0]["name"], renames=True)
    fitting = [c for c in compatible if not mention.named or normalise_name(c["name"]) == mention.key]
    if len(fitting) == 1 and not mention.named:
        return Resolution(mention, fitting[0]["uid"], "related", fitting[0]["name"])
    if len(fitting) > 1 and not mention.named:
        # "my sister" with Ana and Bea known: neither guessed, and no third sister made up
        names = tuple(sorted({c["name"] for c in fitting}))
        return Resolution(mention, None, "new", ambiguous=names)
    if mention.named:
        return []  # "my brother Tiago" is Tiago: a sibling of another name is someone else
    return [SameAs(c["uid"], c["name"], "related", 0.5) for c in fitting]


def _unnamed(name: str) -> bool:
    """ "my wife", "our nephew", "Nate's wife" (a named speaker's, ``speaker_owned``): a known
    entity named only by its relation to the speaker."""
    words = name.strip().casefold()
    owned = words.startswith(("my ", "our ")) or _SPEAKERS_OWN.match(words) is not None
    return owned and words.split()[-1] in RELATION_WORDS


_SPEAKERS_OWN = re.compile(r"^[^\s']+(?:'s|’s)\s+\S+$")


def _similarity(mention: Mention, name: str) -> float:
    # "Initech" vs "Initech Corp" is one org, but "Tom" vs "Tom Hanks" may be two people:
    # subset matching only for loose types.
    if mention.type in _LOOSE_TYPES:
        return float(fuzz.token_set_ratio(mention.key, name))
    return float(fuzz.ratio(mention.key, name))


def _compatible(
    mention: Mention, candidates: list[dict[str, Any]], *, strict: bool = False
) -> list[dict[str, Any]]:
    same = [c for c in candidates if c["type"] == mention.type]
    if same or strict:
        return same
    return [c for c in candidates if c["type"] in _LOOSE_TYPES and mention.type in _LOOSE_TYPES]


def _params(user_id: str, mention: Mention) -> dict[str, Any]:
    return {
        "key": mention.key,
        "norm": mention.key,
        "qualified": [
            normalise_name(name) for name in (mention.qualified_name, *mention.held_names) if name is not None
        ],
        "lucene": match_query(user_id, ("name", "aliases"), terms(mention.name) or [mention.key], fuzzy=True),
        "vector": mention.vector,
        "relation": mention.relation,
    }
