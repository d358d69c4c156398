"""A tie said as over: "my ex-wife Mona", "my former boss Greta", "my ex Paul". The noun names the
tie the person had with the owner ("wife": MARRIED_TO, "boss": REPORTS_TO), and "ex-" or "former"
says it has ended -- not that it still holds, nor that it never was. The reading of the noun gives
the tie as current (or none, for "ex-wife", no kin word); this pass ends it, and gives the kin tie
an "ex-" noun names when no reader did.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.subjects import OWN, name_span, named_appos
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, EntityMention, Extraction
from hippograph.ingestion.rules import lexicon
from hippograph.lexicon import KINSHIP

FORMER = lexicon("former ex previous erstwhile onetime one-time")
# "my ex": the partner one had.
_EX_ALONE = "partner"
KNOWING = "KNOWS"


def end_former_ties(doc: Doc, result: Extraction) -> None:
    """End, in place, each tie of ``result`` a former noun of ``doc`` names, adding the kin tie of an
    "ex-" noun the readers did not read."""
    for noun in doc:
        base = _former(noun)
        if base is None:
            continue
        named = named_appos(noun)
        if named is None and noun.dep_ in {"appos", "compound"} and noun.head.pos_ == "PROPN":
            named = noun.head  # "Bea, my former manager", "my ex-girlfriend Chloe" (parsed on the name)
        if named is None:
            continue
        person = name_span(named) or named.text
        owner = _owner(noun)
        if owner is None:
            continue
        tied = _end(result, owner, person)
        kin = KINSHIP.get(base)
        if not tied and kin is not None and kin.relation != KNOWING:  # "my ex-wife Mona": over
            edge = EdgeCandidate(owner, person, kin.relation, status="ended", predicate=noun.lower_)
            result.edges.append(edge)
            if not any(e.name.casefold() == person.casefold() for e in result.entities):
                result.entities.append(EntityMention(person, "Person", descriptor=base))


def _former(noun: Token) -> str | None:
    """The tie noun a former noun names ("ex-wife": "wife", "former boss": "boss", "ex":
    "partner"), or None."""
    if noun.pos_ != "NOUN":
        return None
    word = noun.lower_
    if word.startswith("ex-") and len(word) > 3:
        return word[3:]
    if word == "ex":
        return _EX_ALONE
    if any(c.dep_ == "amod" and c.lower_ in FORMER for c in noun.children):
        return noun.lemma_.casefold()
    return None


def _owner(noun: Token) -> str | None:
    """Whose the former tie was: the speaker's ("my ex-wife"), a named person's ("Ana's ex")."""
    poss = next((c for c in noun.children if c.dep_ == "poss"), None)
    if poss is None:
        return None
    if poss.lower_ in OWN:
        return SPEAKER
    return (name_span(poss) or poss.text) if poss.pos_ == "PROPN" else None


def _end(result: Extraction, owner: str, person: str) -> bool:
    """End the ties between ``owner`` and ``person`` and the owner's facts naming the person;
    whether a tie other than knowing each other was there. What the sentence goes on to say of
    the person stays, and so does knowing them: one knows one's ex."""
    pair = {owner.casefold(), person.casefold()}
    found = False
    for i, edge in enumerate(result.edges):
        if {edge.source_name.casefold(), edge.target_name.casefold()} != pair or edge.relation == KNOWING:
            continue
        if edge.status == "current":
            result.edges[i] = replace(edge, status="ended")
        found = True
    for i, fact in enumerate(result.facts):
        said = (fact.value_entity or fact.value).casefold() == person.casefold()
        if said and fact.entity_name.casefold() == owner.casefold() and fact.status == "current":
            result.facts[i] = replace(fact, status="ended")
    return found


__all__ = ["end_former_ties"]
