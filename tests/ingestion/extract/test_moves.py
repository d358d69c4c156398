"""A move said with where from and where to: the old home ends, the new one begins; ending the
first never drops the second, which the same clause says."""

from __future__ import annotations

from hippograph.ingestion.spacy_extractor import SpacyExtractor


def test_a_move_from_one_city_to_another_keeps_the_new_city(extractor: SpacyExtractor) -> None:
    for text, who, old, new in (
        ("I moved from Nairobi to Accra in 2021.", "@speaker", "Nairobi", "Accra"),
        ("My aunt moved from Glasgow to Dundee.", "my aunt", "Glasgow", "Dundee"),
    ):
        result = extractor.extract(text)
        edges = {(e.source_name, e.relation, e.target_name, e.status) for e in result.edges}
        assert (who, "LIVES_IN", new, "current") in edges, (text, edges)
        assert (who, "LIVES_IN", old, "ended") in edges, (text, edges)
        cities = {(f.value, f.status) for f in result.facts if f.entity_name == who and f.field == "city"}
        assert (new, "current") in cities and (old, "ended") in cities, (text, cities)
