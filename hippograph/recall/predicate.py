"""What a question asks about, matched to what each fact states: its field.

Channel scores see a fact's text as a whole, so for "where do I live?" every fact of the asker is
near (the question is about them) and "play: tennis" could outrank "city: Lisbon". The question's
predicate says which field answers it, by meaning, from two general sources:

- the ontology's lexicon: an attribute's name and predicate phrases ("live in", "be into",
  "drive"), those of the relation that states the same thing (LIVES_IN for ``city``), and an open
  field's own words (``meet_at``: "meet at"). A phrase whose content words are all in the question
  states what it asks ("where do I *live*?" → ``city``); one of a single stop word ("have") says
  nothing;
- the field's meaning: its name, description and lexicon encoded once (an open field: its words),
  compared with the question's vector; a field near the question counts in proportion.

A fact whose field matches gets the predicate factor ``1 + boost × strength`` (strength 1 for a
lexicon match, else how far the cosine is between :data:`LOW` and :data:`HIGH`); the others keep
their score. The reason is kept for the explanation.

Two facts of one field ("vehicle: old Land Rover", "vehicle: Vespa") tie on it; the statement
each came from says which the question's verb asks about ("Daniel *drives* an old Land Rover",
"Daniel *rides* a Vespa" for "what does Daniel drive?"): a fact whose statement holds a form of
the question's own verb is multiplied by :data:`SAID`.

A verb with a particle is another verb ("grow *up*" is not "grow", "help *out*" not "help"): a
phrase, an open field or a statement states the question's verb only with the same particle after
it, or none when the question has none ("where did I grow up?" is not asked by the open field
``grow`` of "I grow tomatoes", and "what do I grow?" not by ``origin``'s "grow up in"). Nor is
such a field asked by meaning: its name is near the question only by the word they share.

A field that only says whom someone knows (the ontology's relations between people: ``sibling``,
``friend``, ``acquaintance``) answers a question whose answer may be a person ("who…", "my
sister", a name); any other ("what's my hometown?", "where is my husband from?") is about a place,
a thing, a trait, and such a fact is multiplied by :data:`NOT_ASKED` however near its subject is.

>>> match = PredicateMatch({"city": (1.0, "the question's 'live in' states city")}, 0.5)
>>> match.factor("city"), match.factor("play")
(1.5, 1.0)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise

import numpy as np
from spacy.lang.en.stop_words import STOP_WORDS

from hippograph.ingestion.embedder import AsyncEmbedder, Vector
from hippograph.ontology import Ontology, field_key, normalise_predicate
from hippograph.recall.kind import KindMatch, Said, kind_match
from hippograph.recall.query import PARTICLES

LOW = 0.3  # a field this near the question in meaning (cosine) or less: no match
HIGH = 0.6  # this near or nearer: as sure as a lexicon match
MAX_CACHED = 20_000  # open fields' vectors kept (the ontology's are always kept)
SAID = 1.15  # a fact whose statement says the question's own verb
NOT_ASKED = 0.5  # a fact naming someone the subject knows, when the question asks for no one; or
# a fact of the field a question word's noun names ("which *city* am I from?") when the question's
# verb phrase states another field (``origin``)
_WORD = re.compile(r"[a-z]+")
_ENDINGS = frozenset({"s", "es", "ed", "d", "ing", "e"})  # "e": the stem is the verb less its e
_PEOPLE_TYPES = frozenset({"Person", "User", "Agent"})
# Words that lead a phrase without being required of a question that states it: the copula
# ("be employed by": "who employs me?") and the modals (a question's auxiliaries are left out).
_UNLED = frozenset(
    {
        "be",
        "am",
        "is",
        "are",
        "was",
        "were",
        "can",
        "could",
        "will",
        "would",
        "shall",
        "should",
        "may",
        "might",
        "must",
    }
)


@dataclass(frozen=True)
class PredicateMatch:
    """Fields the question asks about (field → (strength 0..1, why)) and the boost they give."""

    fields: dict[str, tuple[float, str]] = field(default_factory=dict)
    boost: float = 0.0
    # fields the question does not ask about whatever their subject (field → why)
    unasked: dict[str, str] = field(default_factory=dict)
    verbs: tuple[str, ...] = ()  # the question's own verbs, lemmas
    particles: tuple[tuple[str, str], ...] = ()  # the question's verbs' particles (verb, particle)

    def said(self, statement: str) -> tuple[float, str | None]:
        """The factor of a fact stated in ``statement``, and why: a form of one of the question's
        verbs in it ("drives", "driving" for "drive"), with the particle the question gives it
        (or none)."""
        if not self.verbs:
            return 1.0, None
        words = _WORD.findall(statement.lower())
        particles = dict(self.particles)
        for verb in self.verbs:
            forms, particle = _forms(verb), particles.get(verb)
            for i, word in enumerate(words):
                after = words[i + 1] if i + 1 < len(words) else None
                if word in forms and _same_particle(particle, after):
                    return SAID, f"its statement says '{verb if particle is None else verb + ' ' + particle}'"
        return 1.0, None

    def factor(self, name: str) -> float:
        if name in self.unasked:
            return NOT_ASKED
        strength = self.fields.get(name, (0.0, ""))[0]
        return 1.0 + self.boost * strength

    def reason(self, name: str) -> str | None:
        if name in self.unasked:
            return self.unasked[name]
        found = self.fields.get(name)
        return found[1] if found else None


class FieldMeanings:
    """Each fact field's predicate phrases and meaning vector: the ontology's built at start, an
    open field's on first sight (then kept, up to :data:`MAX_CACHED`)."""

    def __init__(self, ontology: Ontology, embedder: AsyncEmbedder, boost: float) -> None:
        self._embedder = embedder
        self._boost = boost
        self._phrases: dict[str, list[_Phrase]] = {}
        texts: dict[str, str] = {}
        for attribute in ontology.attributes:
            phrases = list(attribute.lexicon)
            relation = ontology.relation_for_field(attribute.name)
            if relation is not None:
                phrases += relation.lexicon
            self._phrases[attribute.name] = _lemmas([*phrases, attribute.name])
            texts[attribute.name] = "; ".join(
                [f"{attribute.name.replace('_', ' ')}: {attribute.description}", *dict.fromkeys(phrases)]
            )
        self._texts = texts
        # The fields of relations from people to people: they name whom someone knows.
        self._people = frozenset(
            r.field for r in ontology.relations if r.field and r.range and r.range <= _PEOPLE_TYPES
        )
        self._vectors: dict[str, np.ndarray] = {}
        self._open: dict[str, np.ndarray] = {}

    async def match(
        self,
        words: Iterable[str],
        vector: Vector,
        fields: Iterable[str],
        person: bool = True,
        verbs: Iterable[str] = (),
        of_thing: Iterable[str] = (),
        phrasal: Iterable[str] = (),
        kinds: Iterable[str] = (),
    ) -> PredicateMatch:
        """Which of ``fields`` the question asks about: ``words`` are its lemmas and its words as
        written ("born", whose lemma is "bear"), ``vector`` its encoding; ``person`` whether its
        answer may be someone (else the fields naming whom one knows are not asked about); ``verbs``
        the question's own verbs, which a fact's statement may say; ``of_thing`` the nouns it asks
        of a thing, not of its subject ("name" in "my dog's name"): a field of that very name is
        the subject's own ("name: Sofia"), not the thing's, and is not asked about; ``phrasal`` its
        verbs with their particles ("grow up"), which a phrase must say as they are; ``kinds`` the
        nouns a question word determines ("city" in "which city am I from?"): what kind of thing
        the answer is, which states no field when another phrase of the question does ("be
        from": origin, not the current ``city``)."""
        asked = {word.lower() for word in words}
        kind_words = {kind.lower() for kind in kinds}
        particles = {verb: particle for verb, _, particle in (p.partition(" ") for p in phrasal) if particle}
        names = list(dict.fromkeys(fields))
        vectors = await self._vectors_of(names)
        query = _unit(np.asarray(vector, dtype=np.float32))
        matched: dict[str, tuple[float, str]] = {}
        unasked = {
            name: f"{name} names someone; the question asks for no one"
            for name in names
            if not person and name in self._people
        }
        things = {field_key(word) for word in of_thing}
        unasked |= {
            name: f"the question asks for the {name} of something its subject has, not the subject's own"
            for name in names
            if name in things
        }
        stated = {
            name
            for name in names
            if any(
                set(p.content) <= asked and not set(p.content) <= kind_words for p in self._phrases_of(name)
            )
        }
        for name in names:
            if name in unasked:
                continue
            said = [p for p in self._phrases_of(name) if set(p.content) <= asked]
            if stated and name not in stated and said:
                # "which city am I from?": "city" is the answer's kind, "be from" its relation
                unasked[name] = f"the question's '{said[0].said()}' is the kind it asks for, not its relation"
                continue
            phrase = next((p for p in said if p.agrees(particles)), None)
            if phrase is not None:
                matched[name] = (1.0, f"the question's '{phrase.said()}' states {name}")
                continue
            if said:
                # The question's verb with another particle ("grow up" for the open field "grow"):
                # another verb, near in meaning only by the word they share.
                continue
            similarity = float(vectors[name] @ query)
            strength = min(1.0, (similarity - LOW) / (HIGH - LOW))
            if strength > 0:
                matched[name] = (strength, f"{name} is near the question in meaning ({similarity:.2f})")
        return PredicateMatch(matched, self._boost, unasked, tuple(verbs), tuple(particles.items()))

    async def kinds(self, kinds: Iterable[str], facts: Iterable[Said]) -> KindMatch:
        """Which of ``facts`` ((field, value)) are of the kind the question asks for
        (:mod:`hippograph.recall.kind`), with the predicate's boost."""
        return await kind_match(self._embedder, kinds, facts, self._boost)

    def _phrases_of(self, name: str) -> list[_Phrase]:
        found = self._phrases.get(name)
        return found if found is not None else _lemmas([name], led=False)

    async def _vectors_of(self, names: list[str]) -> dict[str, np.ndarray]:
        if not self._vectors:  # the ontology's, once (not at start: most processes never recall)
            known = list(self._texts)
            encoded = await self._embedder.embed([self._texts[n] for n in known])
            self._vectors = {n: _unit(np.asarray(v)) for n, v in zip(known, encoded, strict=True)}
        missing = [n for n in names if n not in self._vectors and n not in self._open]
        if missing:
            encoded = await self._embedder.embed([n.replace("_", " ") for n in missing], urgent=True)
            if len(self._open) + len(missing) > MAX_CACHED:
                self._open.clear()
            self._open.update({n: _unit(np.asarray(v)) for n, v in zip(missing, encoded, strict=True)})
        return {n: self._vectors.get(n, self._open.get(n)) for n in names}  # type: ignore[misc]


@dataclass(frozen=True)
class _Phrase:
    """A predicate phrase: the words a question must hold to state it, and the particle each of
    its verbs takes in it ("grow up in": grow → up)."""

    content: tuple[str, ...]
    particles: tuple[tuple[str, str], ...] = ()

    def said(self) -> str:
        """Its words as a question says them, each verb with its particle ("grow up")."""
        own = dict(self.particles)
        return " ".join(f"{word} {own[word]}" if word in own else word for word in self.content)

    def agrees(self, asked: dict[str, str]) -> bool:
        """Whether each of the phrase's words that is a verb of the question takes the same
        particle in both (or none in both)."""
        own = dict(self.particles)
        return all(own.get(word) == asked.get(word) for word in self.content)


def _same_particle(particle: str | None, after: str | None) -> bool:
    """Whether the word after a verb's form in a statement is the particle the question gives the
    verb, or no particle when it gives none."""
    return after == particle if particle is not None else after not in PARTICLES


def _lemmas(phrases: Iterable[str], led: bool = True) -> list[_Phrase]:
    """The words of each phrase a question must hold to state it: its content words ("live in":
    "live"; questions drop the preposition, "where do I live?"), or all of them when it has none
    ("be into", "be from"). A light verb that leads the phrase is part of it ("*get* job at",
    "*have* allergy to", "*former* city"): the noun alone is what a question asks for ("what's my
    job?" asks for a role, not an employer); only in the ontology's phrases (``led``), written
    as lemmas: an open field keeps the form it was said in ("has_pet"). A phrase of one stop word
    ("have", "be") is in almost every question and is left out."""
    result = []
    for phrase in dict.fromkeys(phrases):
        words = tuple(normalise_predicate(phrase).split())
        content = tuple(w for w in words if w not in STOP_WORDS)
        if led and content and words[0] not in content and words[0] not in _UNLED:
            content = (words[0], *content)
        particles = tuple((word, after) for word, after in pairwise(words) if after in PARTICLES)
        if content or len(words) > 1:
            result.append(_Phrase(content or words, particles))
    return result


@lru_cache(maxsize=4096)
def _forms(verb: str) -> frozenset[str]:
    """``verb`` and its regular forms: "drives", "driving", "lived" (the stem is the verb less its
    final e, and takes each of :data:`_ENDINGS`)."""
    stem = verb[:-1] if verb.endswith("e") else verb
    return frozenset({verb, *(stem + ending for ending in _ENDINGS)})


def _unit(vector: np.ndarray) -> np.ndarray:
    vector = vector.astype(np.float32)
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm else vector
