"""A pair who did something to each other: one tie between them, not half of it twice."""

from __future__ import annotations

from hippograph.ingestion.extraction import SPEAKER, Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def ties(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(e.source_name, e.relation, e.target_name, e.status) for e in result.edges}


def test_the_speaker_and_a_person_who_married_are_married(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Dmitri and I got married in 2021.")
    assert (SPEAKER, "MARRIED_TO", "Dmitri", "current") in ties(result)
    assert not any(f.value == "2021" for f in result.facts)  # the year is when, not a value


def test_two_named_people_who_got_engaged_are_engaged(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Halima and Joel got engaged in June.")
    assert {r for _, r, _, _ in ties(result)} == {"ENGAGED_TO"}


def test_a_pair_who_split_up_ends_their_tie(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Rafael and I split up last year.")
    assert (SPEAKER, "PARTNER_OF", "Rafael", "ended") in ties(result)


def test_doing_something_together_is_no_tie(extractor: SpacyExtractor) -> None:
    for text in ("My cousin and I went out on Saturday.", "Greta and I were with friends."):
        result = extractor.extract(text)
        assert not {r for _, r, _, _ in ties(result)} & {"PARTNER_OF", "MARRIED_TO", "ENGAGED_TO"}


def test_being_somewhere_is_not_working_there(extractor: SpacyExtractor) -> None:
    for text in ("Yannick is at the bakery.", "We were at the museum all afternoon."):
        assert not [e for e in extractor.extract(text).edges if e.relation == "WORKS_AT"]
    assert [e.relation for e in extractor.extract("Yannick works at the bakery.").edges] == ["WORKS_AT"]


def test_a_relative_the_speaker_divorced_is_no_current_spouse(extractor: SpacyExtractor) -> None:
    for text, spouse in (
        ("My wife and I divorced last year.", "my wife"),
        ("My husband and I got divorced in 2019.", "my husband"),
        ("Tariq and I divorced.", "Tariq"),
    ):
        result = extractor.extract(text)
        assert (SPEAKER, "MARRIED_TO", spouse, "current") not in ties(result), text
        assert (SPEAKER, "MARRIED_TO", spouse, "ended") in ties(result), text
        assert all(f.value for f in result.facts), text  # no "spouse of hers" without a value


def test_a_pair_said_to_be_friends_is_one_tie(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Bashir and I have been friends for twenty years.")
    assert (SPEAKER, "FRIEND_OF", "Bashir", "current") in ties(result)
    assert not any(f.value == "friends" for f in result.facts)  # no "is = friends" for each


def test_two_named_people_said_to_be_colleagues(extractor: SpacyExtractor) -> None:
    result = extractor.extract("Marit and Sanjay are colleagues.")
    assert {r for _, r, _, _ in ties(result)} == {"COLLEAGUE_OF"}


def test_the_speakers_relatives_are_not_each_others(extractor: SpacyExtractor) -> None:
    """ "Noa and Eli are my cousins": cousins of mine, not a pair of cousins."""
    result = extractor.extract("Noa and Eli are my cousins.")
    assert ("Noa", "COUSIN_OF", "Eli", "current") not in ties(result)
