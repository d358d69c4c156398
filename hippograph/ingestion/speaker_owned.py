"""Relatives named only by whose they are, said by a named speaker: "my sister" in Nate's turn is
Nate's sister.

The extractor names someone the text gives no name as the speaker says it: "my sister", "our
son", "my sister's husband". For the user that name is the user's own, and the resolver finds the
same sister again by it. In a conversation of several named speakers (an imported chat: Joanna
and Nate both say "my sister"), the words are the same but the people are not: kept as said, the
two sisters would be one entity, each's facts overwriting the other's. Named for their owner
("Nate's sister", "Nate's sister's husband") before anything is resolved, each stays apart, and
the same speaker's later "my sister" finds hers again.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hippograph.ingestion.extraction import Extraction

# "my sister", "our son", "My dad's partner": an owner word at the start of a name.
_OWNED = re.compile(r"^(?:my|our)\s+(?=\S)", re.IGNORECASE)


def owned_by_speaker(extraction: Extraction, speaker: str) -> None:
    """Name, in place, every entity of ``extraction`` said as the speaker's ("my sister") for the
    named ``speaker`` ("Nate's sister"), in its entities, facts and edges alike."""
    owner = speaker.strip()
    if not owner:
        return

    def named(name: str | None) -> str | None:
        if name is None or not _OWNED.match(name):
            return name
        return _OWNED.sub(f"{owner}'s ", name, count=1)

    def must(name: str) -> str:
        return named(name) or name

    extraction.entities = [replace(e, name=must(e.name)) for e in extraction.entities]
    extraction.facts = [
        replace(
            f,
            entity_name=must(f.entity_name),
            value=must(f.value) if f.value == f.value_entity else f.value,
            value_entity=named(f.value_entity),
        )
        for f in extraction.facts
    ]
    extraction.edges = [
        replace(e, source_name=must(e.source_name), target_name=must(e.target_name)) for e in extraction.edges
    ]


__all__ = ["owned_by_speaker"]
