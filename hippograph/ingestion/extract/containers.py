"""A place named with the region it is in: "Springfield, Illinois", "Portland, Oregon".

The region after the comma is an apposition of the place in the parse, and a reader takes it for a
second value of the same statement ("lives in Springfield" and "lives in Illinois"): a field of
one value then keeps only the region, and the place is lost. Here the region becomes what it is,
the place's container (the ontology's containment relation, LOCATED_IN): the statement keeps the
place alone, and the place is tied to its region. That tie also tells two places of one name apart
when their regions differ (``hippograph.ingestion.holders``).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.subjects import name_span
from hippograph.ingestion.extraction import EdgeCandidate, Extraction
from hippograph.text import normalise_name

CONTAINMENT = "LOCATED_IN"
_PLACE = "Place"


def tie_regions(doc: Doc, result: Extraction) -> None:
    """Make each "Place, Region" pair of ``doc`` a place in its region, in place."""
    places = {normalise_name(e.name): e.name for e in result.entities if e.type == _PLACE}
    for token in doc:
        pair = _region_of(token, places)
        if pair is None:
            continue
        place, region = pair
        _keep_place_only(result, place, region)
        if not any(e.source_name == place and e.relation == CONTAINMENT for e in result.edges):
            result.edges.append(EdgeCandidate(place, region, CONTAINMENT))


def _region_of(token: Token, places: dict[str, str]) -> tuple[str, str] | None:
    """(place, region) when ``token`` ends a region set off by a comma after a place."""
    head = token.head
    if token.dep_ != "appos" or head.i >= token.i or head.pos_ != "PROPN" or token.pos_ != "PROPN":
        return None
    between = token.doc[head.i + 1 : token.i]
    if not any(t.text == "," for t in between):
        return None
    if any(t.dep_ == "neg" or t.lower_ in {"not", "never"} for t in between):
        return None  # "in Braga, not Porto": one place against another, neither in the other
    listed = any(c.dep_ in {"cc", "conj"} for c in (*token.children, *head.children))
    if listed:  # "Rome, Paris and Berlin": a list of places, none in another
        return None
    place = places.get(normalise_name(name_span(head) or head.text))
    region = places.get(normalise_name(name_span(token) or token.text))
    if place is None or region is None or place == region:
        return None
    return place, region


def _keep_place_only(result: Extraction, place: str, region: str) -> None:
    """Drop the region where it repeats the place's statement as a value of its own."""
    same, other = normalise_name(place), normalise_name(region)
    stated = {(f.entity_name, f.field) for f in result.facts if normalise_name(f.value) == same}
    result.facts[:] = [
        f
        for f in result.facts
        if not (normalise_name(f.value) == other and (f.entity_name, f.field) in stated)
    ]
    tied = {(e.source_name, e.relation) for e in result.edges if normalise_name(e.target_name) == same}
    result.edges[:] = [
        e
        for e in result.edges
        if not (normalise_name(e.target_name) == other and (e.source_name, e.relation) in tied)
    ]


__all__ = ["CONTAINMENT", "tie_regions"]
