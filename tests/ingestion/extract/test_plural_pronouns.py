"""A later "they" right after the speaker names one group of their people is that group."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def _facts(extractor: SpacyExtractor, text: str) -> set[tuple[str, str, str]]:
    return {(f.entity_name, f.field, f.value) for f in extractor.extract(text).facts}


def test_they_after_the_speakers_group_is_that_group(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I drove my nieces to the lake. They caught three trout.")
    assert any(f[0] == "my nieces" and "trout" in f[2] for f in facts), facts
    facts = _facts(extractor, "Our tenants moved out in June. They run a bakery in Leeds now.")
    assert any(f[0] == "my tenants" and "bakery" in f[2] for f in facts), facts


def test_they_after_someone_elses_people_or_two_groups_is_left_alone(extractor: SpacyExtractor) -> None:
    facts = _facts(extractor, "I met your cousins at the fair. They sell honey.")
    assert not [f for f in facts if "honey" in f[2]], facts
    facts = _facts(extractor, "My sons met the new coaches. They train on Tuesdays.")
    assert not [f for f in facts if "train" in f[1]], facts
