"""A person's place of work said through the premises they keep: "Dr Marsh has a surgery on Church
Lane", "my uncle runs a garage in Leith", "she opened a salon near Haymarket".

The fact keeps its own field and value ("have = surgery on Church Lane"); what the value says
beyond it is where the person works: the premises is a workplace noun (``_PREMISES``) that the
verb keeps, owns, runs or opens, and its preposition names a place of the message. The tie is the
ontology's WORKS_IN (a person works in a place), so a walk from the person reaches the street and
the town it is in (WORKS_AT when the place is an organisation). A home ("has a flat in Lisbon")
is no workplace, and a thing owned there
("owns three buildings on Canal Street") says nothing of where its owner works.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.unnamed import WORKPLACES
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, Extraction
from hippograph.ingestion.rules import lexicon
from hippograph.ontology import Ontology, default_ontology

# Premises: the workplaces an organisation works at, and the small ones a person keeps alone.
_PREMISES = WORKPLACES | lexicon(
    "stall workshop studio shop store stand booth kiosk boutique parlour parlor atelier chambers"
)
# Verbs of keeping premises: whoever has, owns, runs or opens a surgery works there.
_KEEPING = lexicon("have own run open manage operate keep rent lease start")
# Prepositions that place the premises.
_PLACING = lexicon("on in at near")
# Where the premises is: a person works in a place, at an organisation ("a stall at Borough Market").
_RELATIONS = {"Place": "WORKS_IN", "Org": "WORKS_AT"}


def tie_premises(doc: Doc, result: Extraction, ontology: Ontology | None = None) -> None:
    """Add ``subject WORKS_IN place`` (``WORKS_AT`` an organisation) for each fact that reads
    premises its verb keeps at a place of ``result``, unless the two are tied already or the
    types refuse it."""
    known = ontology or default_ontology()
    kept = _kept_premises(doc)
    if not kept:
        return
    _place_the_misread(result, kept)
    types = {e.name.casefold(): e.type for e in result.entities}
    linked = {(e.source_name.casefold(), e.target_name.casefold()) for e in result.edges}
    for fact in result.facts:
        if fact.entity_name.startswith("@") and fact.entity_name != SPEAKER:
            continue  # a pronoun not resolved yet: the pipeline ties what it resolves to
        place = next((p for v, n, p in kept if _reads(fact.field, fact.value, v, n, p)), None)
        target_type = types.get(place.casefold()) if place else None
        source_type = "User" if fact.entity_name == SPEAKER else types.get(fact.entity_name.casefold())
        if place is None or target_type is None or source_type is None:
            continue
        pair = (fact.entity_name.casefold(), place.casefold())
        name = _RELATIONS.get(target_type)
        if pair in linked or (pair[1], pair[0]) in linked or name is None or not known.has_relation(name):
            continue
        if not known.relation(name).allows(source_type, target_type):
            continue
        result.edges.append(EdgeCandidate.of_fact(fact, fact.entity_name, place, name))
        linked.add(pair)


def _place_the_misread(result: Extraction, kept: list[tuple[Token, Token, str]]) -> None:
    """A name NER took for a person where premises are ("a practice on Rua Augusta"): a place. No
    one keeps a surgery on or in a person."""
    placed = {place.casefold() for _, _, place in kept}
    result.entities = [
        replace(e, type="Place") if e.type == "Person" and e.name.casefold() in placed else e
        for e in result.entities
    ]


def _reads(field: str, value: str, verb: Token, premises: Token, place: str) -> bool:
    """Whether a fact reads the premises and its place: "have = surgery on Church Lane", or the
    place alone under the verb's own field ("open near = Haymarket")."""
    if premises.text in value and place in value:
        return True
    return value == place and field.split()[0] == verb.lemma_.casefold()


def _kept_premises(doc: Doc) -> list[tuple[Token, Token, str]]:
    """(verb, premises, place) for each workplace noun a keeping verb of ``doc`` takes as its
    object with a placing preposition on either ("a surgery on Church Lane", "opened a salon near
    Haymarket")."""
    found: list[tuple[Token, Token, str]] = []
    for token in doc:
        if token.dep_ not in ("dobj", "obj") or token.lemma_.casefold() not in _PREMISES:
            continue
        verb = token.head
        if verb.lemma_.casefold() not in _KEEPING:
            continue
        for prep in (*token.children, *verb.children):
            if prep.dep_ == "prep" and prep.lower_ in _PLACING:
                named = _named_object(prep)
                if named is not None:
                    found.append((verb, token, named))
    return found


def _named_object(prep: Token) -> str | None:
    """The proper name a preposition governs ("on Church Lane": "Church Lane")."""
    for obj in prep.children:
        if obj.dep_ == "pobj" and obj.pos_ == "PROPN":
            words = [t for t in obj.lefts if t.dep_ == "compound" and t.pos_ == "PROPN"]
            return " ".join(t.text for t in [*words, obj])
    return None


__all__ = ["tie_premises"]
