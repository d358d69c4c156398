"""One name for a shop or a school said with an elliptic possessive: NER names it "King's" or "St
Anne's", the readers, which stop before the possessive, "King" and "St Anne". Kept apart, the fact
"works at King" would name no entity and tie nothing. The name without its "'s" is the one every
reader uses, so the entity takes it; so does a person NER named with the possessive of "Ifeoma's
dentist".
"""

from __future__ import annotations

from dataclasses import replace

from hippograph.ingestion.extraction import Extraction

_POSSESSIVE = ("'s", "’s")


def plain_names(result: Extraction) -> None:
    """Rename in place every entity named with a trailing possessive to its name without it, in
    facts and edges too, and link facts whose value is that name."""
    renamed: dict[str, str] = {}
    for i, entity in enumerate(result.entities):
        bare = _bare(entity.name)
        if bare is not None:
            renamed[entity.name] = bare
            result.entities[i] = replace(entity, name=bare)
    if not renamed:
        return
    seen: set[str] = set()
    kept = []
    for entity in result.entities:  # "King" and "King's" were both there: one entity now
        if entity.name.casefold() not in seen:
            seen.add(entity.name.casefold())
            kept.append(entity)
    result.entities = kept
    bare_names = {b.casefold(): b for b in renamed.values()}
    result.facts = [
        replace(
            f,
            entity_name=renamed.get(f.entity_name, f.entity_name),
            value=renamed.get(f.value, f.value),
            value_entity=renamed.get(f.value_entity or "", f.value_entity)
            or bare_names.get(renamed.get(f.value, f.value).casefold()),
        )
        for f in result.facts
    ]
    result.edges = [
        replace(
            e,
            source_name=renamed.get(e.source_name, e.source_name),
            target_name=renamed.get(e.target_name, e.target_name),
        )
        for e in result.edges
    ]


def _bare(name: str) -> str | None:
    for ending in _POSSESSIVE:
        if name.endswith(ending) and len(name) > len(ending) + 1:
            return name[: -len(ending)].rstrip()
    return None


__all__ = ["plain_names"]
