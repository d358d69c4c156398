"""A relative said without a name who could be any of several known ones: "my sister", when the
user has told us of two sisters, Ana and Bea.

The resolver never guesses between them (:func:`hippograph.ingestion.resolver._related`), and never
invents a third sister either: the mention resolves to no entity (``Resolution.ambiguous`` names
the candidates). What the turn says of that relative is kept, said of the speaker under a field
that names the relative ("my sister loves tennis": ``sister_like = tennis``, with ``about`` and
``could_be`` in its metadata), so nothing true is lost and nothing is pinned on the wrong sister;
the episode keeps the words, and a later turn that names her ("Bea loves tennis") is stated of Bea
as usual. The speaker's tie to "my sister" is already known through each candidate and is dropped;
any other edge of the mention is skipped with the reason.
"""

from __future__ import annotations

from dataclasses import replace

from hippograph.ingestion.embedder import Vector
from hippograph.ingestion.extraction import SPEAKER, EdgeCandidate, FactCandidate, Skipped
from hippograph.ingestion.resolver import Resolution
from hippograph.text import normalise_name

PlannedFacts = list[tuple[FactCandidate, int, Vector]]


def held_apart(
    ambiguous: list[Resolution], facts: PlannedFacts, edges: list[EdgeCandidate]
) -> tuple[PlannedFacts, list[EdgeCandidate], list[Skipped]]:
    """The turn's facts and edges with those of each ambiguous relative restated of the speaker
    (facts) or left out (edges), and the reasons for the edges left out."""
    by_key = {r.mention.key: r for r in ambiguous}
    kept_facts: PlannedFacts = []
    for fact, domain, vector in facts:
        held = by_key.get(normalise_name(fact.entity_name))
        if held is None:
            kept_facts.append((fact, domain, vector))
            continue
        bare = held.mention.bare  # the word said ("brother"), before the relation's ("sibling")
        noun = bare if bare.isalpha() else held.mention.noun or "relative"
        metadata = {**fact.metadata, "about": held.mention.name, "could_be": ", ".join(held.ambiguous)}
        field = f"{noun}_{fact.field}".replace(" ", "_")
        restated = replace(fact, entity_name=SPEAKER, field=field, metadata=metadata)
        kept_facts.append((restated, domain, vector))
    kept_edges: list[EdgeCandidate] = []
    skipped: list[Skipped] = []
    for edge in edges:
        held = by_key.get(normalise_name(edge.source_name)) or by_key.get(normalise_name(edge.target_name))
        if held is None:
            kept_edges.append(edge)
            continue
        if edge.source_name == SPEAKER and edge.relation == held.mention.stated_relation:
            continue  # "my sister": the speaker's tie to each of them is known already
        could_be = " or ".join(held.ambiguous)
        reason = f"{held.mention.name} could be {could_be}: not guessed"
        skipped.append(Skipped(f"{edge.source_name} {edge.relation} {edge.target_name}", reason))
    return kept_facts, kept_edges, skipped


__all__ = ["held_apart"]
