"""A tie said in the simple past is the ontology's past counterpart of the tie ("taught at X":
WORKED_AT), unless the predicate starts it ("joined X": it holds now); organisations named by a
common noun are read on the parse. Sentences written for these tests."""

from __future__ import annotations

from hippograph.ingestion.extraction import Extraction
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def ties(result: Extraction) -> set[tuple[str, str, str, str]]:
    return {(e.source_name, e.relation, e.target_name, e.status) for e in result.edges}


def test_a_tie_said_in_the_simple_past_is_its_past_counterpart(extractor: SpacyExtractor) -> None:
    for text, source, past, target in (
        ("Tomasz taught at Brookfield Academy.", "Tomasz", "WORKED_AT", "Brookfield Academy"),
        ("Petra coached at Riverside FC.", "Petra", "WORKED_AT", "Riverside FC"),
    ):
        found = ties(extractor.extract(text))
        assert (source, past, target, "current") in found, (text, found)
        assert not any(r == "WORKS_AT" and s == "current" for _, r, _, s in found), (text, found)
    # a predicate that starts the tie, said in the past, says it holds now
    for text, source, now, target in (
        ("Nadia joined Halcyon Bank last year.", "Nadia", "WORKS_AT", "Halcyon Bank"),
        ("Jonas moved to Oslo in 2019.", "Jonas", "LIVES_IN", "Oslo"),
    ):
        found = ties(extractor.extract(text))
        assert (source, now, target, "current") in found, (text, found)
    # a perfect may hold still
    found = ties(extractor.extract("Greta has taught at Brookfield Academy since 2015."))
    assert not any(r == "WORKED_AT" for _, r, _, _ in found), found


def test_a_workplace_retracted_with_its_preposition_is_no_workplace(extractor: SpacyExtractor) -> None:
    """ "not at the academy": the academy was the mistake, the "not" is of its phrase."""
    for text, wrong in (
        ("Sorry, I meant Ines teaches at the conservatory, not at the academy.", "academy"),
        ("Oh wait, Karl works at the brewery, not at the old distillery.", "old distillery"),
    ):
        result = extractor.extract(text)
        assert not any(e.target_name == wrong for e in result.edges), (text, ties(result))
    # the clause's own "not" is no retraction of its workplace
    result = extractor.extract("Agnes isn't with the orchestra anymore.")
    assert ("Agnes", "MEMBER_OF", "orchestra", "ended") in ties(result)


def test_a_tie_that_ended_is_the_present_tie_ended_never_a_past_one_ended(extractor: SpacyExtractor) -> None:
    # "quit my job at X" ends WORKS_AT; WORKED_AT is always true once it was, so it never ends
    for text, source, target in (
        ("I quit my job at Brannock Media to go freelance.", "@speaker", "Brannock Media"),
        ("My brother resigned from his post at Felgate Council.", "my brother", "Felgate Council"),
    ):
        found = ties(extractor.extract(text))
        assert (source, "WORKS_AT", target, "ended") in found, (text, found)
        past_ended = [
            r for _, r, _, s in found if r in {"WORKED_AT", "STUDIED_AT", "LIVED_IN"} and s == "ended"
        ]
        assert not past_ended, (text, found)
