"""Who retired is retired: "my dad retired last year" ends whatever job he had (an ended employer
with no value, which closes the current one) and says what he is now, ``employment_status =
retired``, a fact of its own that stays true."""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.rules import FIELDS

_FIELD = "employment_status"


def add_retired(doc: Doc, result: Extraction) -> None:
    """Add ``employment_status = retired`` beside each ended employer a "retire" of ``doc`` gave."""
    if not any(
        t.lemma_.casefold() == "retire" and t.pos_ == "VERB" and t.tag_ in {"VBD", "VBN"} for t in doc
    ):
        return
    have = {(f.entity_name, f.field) for f in result.facts}
    spec = FIELDS.get(_FIELD)
    for fact in list(result.facts):
        if fact.field != "employer" or fact.value or fact.status != "ended":
            continue
        if (fact.entity_name, _FIELD) in have:
            continue
        have.add((fact.entity_name, _FIELD))
        domain = spec.domain_id if spec is not None else fact.domain_id
        result.facts.append(
            replace(
                fact, field=_FIELD, value="retired", status="current", domain_id=domain, value_entity=None
            )
        )


__all__ = ["add_retired"]
