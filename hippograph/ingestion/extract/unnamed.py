"""Organisations named by a common noun: "works at the library", "used to work at a call centre",
"quit his job at the brewery", "isn't with the orchestra anymore".

A fact whose field or predicate the ontology maps onto a relation that only ever reaches an
organisation (employer, school, membership, volunteering, a business one runs) and whose value is a
short noun phrase headed by a noun for a kind of organisation gets that organisation as an entity
(named by the phrase, without its determiner or possessive) and the relation as an edge, with the
fact's own status: the workplace is a thing of its own even when it has no name, and a later "the
library" is the same one. Values of any other shape stay facts as they were.
"""

from __future__ import annotations

import re
from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.entity_types import ORG_HEADS, ORG_NOUNS
from hippograph.ingestion.extraction import AGENT, SPEAKER, EdgeCandidate, EntityMention, Extraction
from hippograph.ingestion.rules import lexicon
from hippograph.ontology import Ontology, Relation, default_ontology

# Kinds of organisation a person works, studies, volunteers or plays at, beyond the entity types'
# own organisation nouns.
WORKPLACES = (
    ORG_NOUNS
    | ORG_HEADS
    | lexicon(
        """library brewery winery distillery centre center orchestra choir clinic station factory
        plant lab laboratory office bakery hospital shelter bank warehouse farm newspaper magazine
        pharmacy garage salon supermarket hotel theatre theater museum nursery kindergarten
        daycare firm practice surgery department ministry embassy airline airport dealership
        cafe café restaurant bar pub gym kitchen mill mine refinery shipyard"""
    )
)
# Determiners and possessives a value starts with; prepositions that end the organisation's name
# ("a marine research station in Tromsø": the station).
_LEADING = lexicon("the a an my his her their our your its this that")
_ENDING = lexicon("in at on near for with from by of outside across downtown")
_COMPOUND_HEADS = ("shop", "store", "works", "yard")
_WORD = re.compile(r"^[^\W\d_][\w'’-]*$")
MAX_WORDS = 4
# Relations whose range is only organisations (or communities): a workplace noun as their object
# is an organisation; "likes the library" or "went to the library" are not read this way.
ORG_ONLY = frozenset({"Org"})
ORG_OR_GROUP = frozenset({"Org", "Concept"})


def organisation(value: str) -> str | None:
    """The organisation a value names by a common noun, or None.

    >>> organisation("the marine research station in Tromsø"), organisation("home")
    ('marine research station', None)
    """
    words = value.split()
    while words and words[0].casefold() in _LEADING:
        words = words[1:]
    end = next((i for i, w in enumerate(words) if w.casefold() in _ENDING), len(words))
    words = words[:end]
    if not words or len(words) > MAX_WORDS or not all(_WORD.match(w) for w in words):
        return None
    head = words[-1].casefold()
    compound = head.endswith(_COMPOUND_HEADS)  # "bookshop", "drugstore"
    if head not in WORKPLACES and head.removesuffix("s") not in WORKPLACES and not compound:
        return None
    return " ".join(words)


def _mentions(name: str, doc: Doc | Span) -> list[Token]:
    """The head nouns of ``doc`` that say ``name``: its last word, the rest of it just before."""
    words = name.casefold().split()
    found = []
    for token in doc:
        if token.lower_ != words[-1]:
            continue
        said = " ".join(token.doc.text[: token.idx + len(token)].casefold().split())
        if said.endswith(" ".join(words)):
            found.append(token)
    return found


def _determined(head: Token) -> bool:
    """The noun phrase of ``head`` is definite: a definite article or a demonstrative ("the
    library", "this bakery"), or a possessor ("my uncle's bakery", "his office")."""
    for child in head.children:
        if child.dep_ == "poss":
            return True
        if child.dep_ == "det" and (
            "Def" in child.morph.get("Definite", []) or "Dem" in child.morph.get("PronType", [])
        ):
            return True
    return False


def definite(name: str, doc: Doc | Span) -> bool:
    """Whether the sentence names the organisation as one known to the listener ("the library",
    "his job at the brewery") rather than any one of its kind ("a bakery": which one is not said,
    and two people's "a bakery" are not the same place); a bare noun is the institution's activity,
    not one place ("started university", "in hospital").

    >>> from hippograph.ingestion.spacy_extractor import load_spacy
    >>> nlp = load_spacy()
    >>> definite("library", nlp("Hector works at the library."))
    True
    >>> definite("bakery", nlp("I work at a bakery"))
    False
    >>> definite("university", nlp("Her son just started university."))
    False
    """
    for head in _mentions(name, doc):
        phrase = [head]
        while phrase[-1].dep_ in {"compound", "amod", "nmod"} and phrase[-1].head.i != phrase[-1].i:
            phrase.append(phrase[-1].head)  # "the hospital downtown" parsed with "downtown" its head
        if any(_determined(token) for token in phrase):
            return True
    return False


def _retracted(name: str, doc: Doc | Span) -> bool:
    """ "..., not the museum", "not at the museum": the name is the wrong value a correction
    replaces: a "not" just before its noun phrase (or its preposition), not the clause's own."""
    for head in _mentions(name, doc):
        start = head.left_edge
        if head.dep_ == "pobj" and head.head.i == start.i - 1:
            start = head.head  # "not at the museum"
        before = start.doc[start.i - 1] if start.i > 0 else None
        if before is not None and before.dep_ == "neg" and before.head.pos_ not in {"VERB", "AUX"}:
            return True
    return False


# Being somewhere is not belonging to it: "Mia is at the gym", "we were at the party".
_WHEREABOUTS = lexicon("at in on near")


def _relation(field: str, ontology: Ontology) -> Relation | None:
    found = ontology.relation_for_field(field)
    if found is None:
        words = field.replace("_", " ").split()
        if words[:1] == ["is"]:
            words[0] = "be"
        if words[:1] == ["be"] and words[-1:] and words[-1] in _WHEREABOUTS:
            return None
        found = ontology.relation_for_predicate(" ".join(words), None, "Org")
    if found is None or found.range not in (ORG_ONLY, ORG_OR_GROUP):
        return None
    return found


def _verb_relation(name: str, doc: Doc | Span, ontology: Ontology) -> Relation | None:
    """The relation the verb that governs the organisation's noun states, when the ontology's
    lexicon has it ("volunteer at", "the hospital where my mom volunteers": VOLUNTEERS_AT),
    before the relation the fact's field is the attribute of (a volunteer is no member)."""
    for head in _mentions(name, doc):
        verb, prep = None, ""
        if head.dep_ == "pobj" and head.head.dep_ == "prep" and head.head.head.pos_ == "VERB":
            verb, prep = head.head.head, head.head.lower_
        relative = next((c for c in head.children if c.dep_ == "relcl"), None)
        if relative is not None and any(c.lower_ == "where" for c in relative.children):
            verb, prep = relative, "at"
        if verb is None:
            continue
        found = ontology.relation_for_predicate(f"{verb.lemma_} {prep}", None, "Org")
        if found is not None and found.range in (ORG_ONLY, ORG_OR_GROUP):
            return found
    return None


def _subject_type(name: str, result: Extraction) -> str | None:
    if name == SPEAKER:
        return "User"
    if name == AGENT or name.startswith("@"):
        return None
    if name.casefold().startswith("my "):
        return "Person"  # "my son": a relative of the speaker's, named by the relation
    known = next((e.type for e in result.entities if e.name.casefold() == name.casefold()), None)
    if known is None and name[:1].isupper():
        return "Person"  # a name the tagger missed ("Nils quit ..."), the subject of a human verb
    return known


def _retypable(name: str, result: Extraction) -> bool:
    """A name whose type only NER guessed ("Kenji" taken for a place): the edge's domain decides
    it later (:func:`~hippograph.ingestion.extract.conform.conform`)."""
    entity = next((e for e in result.entities if e.name.casefold() == name.casefold()), None)
    return entity is not None and entity.descriptor is None and entity.relation_to_speaker is None


def link_unnamed(result: Extraction, doc: Doc | Span, ontology: Ontology | None = None) -> None:
    """Give the facts of ``result`` (read from ``doc``) whose value is an organisation named by a
    definite common noun phrase an entity and an edge (in place)."""
    known = ontology or default_ontology()
    have = {(e.source_name, e.target_name.casefold()) for e in result.edges}
    # one edge per workplace: "used to work at the mill" is an ended employer and a former one,
    # the ended edge says both
    order = sorted(range(len(result.facts)), key=lambda i: result.facts[i].status != "ended")
    for index in order:
        fact = result.facts[index]
        if fact.value_entity is not None or fact.target != "user":
            continue
        if any(e.name.casefold() == fact.value.casefold() and not e.name.islower() for e in result.entities):
            continue  # "the University of Plymouth" names an entity already, not "University"
        relation = _relation(fact.field, known)
        name = organisation(fact.value) if relation is not None else None
        if relation is not None and name is not None:  # "volunteers at the hospital": the verb's tie
            relation = _verb_relation(name, doc, known) or relation
        source_type = _subject_type(fact.entity_name, result)
        if relation is None or name is None or source_type is None:
            continue
        if source_type not in relation.domain and not _retypable(fact.entity_name, result):
            continue
        if not definite(name, doc) or (fact.status == "ended" and _retracted(name, doc)):
            continue  # "at the library, not the museum": the museum was a mistake, never a workplace
        result.facts[index] = replace(fact, value_entity=name)
        if not any(e.name.casefold() == name.casefold() for e in result.entities):
            result.entities.append(EntityMention(name, "Org", descriptor=name.split()[-1].casefold()))
        if (fact.entity_name, name.casefold()) in have:
            continue
        have.add((fact.entity_name, name.casefold()))
        source = fact.entity_name
        unnamed = source == SPEAKER or source.casefold().startswith("my ")
        if not unnamed and not any(e.name.casefold() == source.casefold() for e in result.entities):
            result.entities.append(EntityMention(source, "Person"))  # the relation's domain
        result.edges.append(
            EdgeCandidate(
                fact.entity_name,
                name,
                relation.name,
                status=fact.status,
                when=fact.when,
                confidence=fact.confidence,
                predicate=fact.field,
            )
        )
