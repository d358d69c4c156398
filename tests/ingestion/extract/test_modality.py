"""Modal verbs: a possible state is a fact with lowered confidence, a possible action a tentative
plan (never the state it would bring), an ability or a regret nothing, an obligation an intention.
Pure: the extractor on sentences."""

from __future__ import annotations

from hippograph.ingestion.extract.modality import POSSIBLE
from hippograph.ingestion.extraction import SPEAKER, Extraction, FactCandidate
from hippograph.ingestion.pipeline import MIN_CONFIDENCE
from hippograph.ingestion.spacy_extractor import SpacyExtractor


def about(result: Extraction, value: str) -> list[FactCandidate]:
    return [f for f in result.facts if value in f.value]


def test_a_possible_state_is_stored_with_lowered_confidence(extractor: SpacyExtractor) -> None:
    for text, value in [
        ("I may have a gluten intolerance.", "gluten intolerance"),
        ("My sister may be vegan.", "vegan"),
        ("Tom might work for Google now.", "Google"),
    ]:
        facts = about(extractor.extract(text), value)
        assert facts, text
        assert all(MIN_CONFIDENCE <= f.confidence <= POSSIBLE for f in facts), text


def test_a_possible_state_is_less_sure_than_the_plain_one(extractor: SpacyExtractor) -> None:
    plain = about(extractor.extract("My sister is vegan."), "vegan")
    guessed = about(extractor.extract("My sister might be vegan."), "vegan")
    assert plain and guessed
    assert max(f.confidence for f in guessed) < min(f.confidence for f in plain)


def test_a_possible_move_is_a_plan_not_where_one_lives(extractor: SpacyExtractor) -> None:
    result = extractor.extract("I could be moving to Oslo.")
    assert any(
        f.value == "Oslo" and (f.field.startswith("will") or f.field == "planned_move") for f in result.facts
    )
    assert not any(f.field == "city" for f in result.facts)
    assert not any(e.relation == "LIVES_IN" for e in result.edges)


def test_an_ability_or_a_regret_states_nothing(extractor: SpacyExtractor) -> None:
    assert not extractor.extract("I could ride a unicycle when I was ten.").facts
    assert not extractor.extract("I should have visited my grandmother.").facts


def test_an_obligation_is_an_intention(extractor: SpacyExtractor) -> None:
    facts = [f for f in extractor.extract("I should renew my passport.").facts if f.entity_name == SPEAKER]
    assert facts
    assert all(f.field.startswith("will") for f in facts)


def test_a_possible_state_is_kept_at_the_floor(extractor: SpacyExtractor) -> None:
    facts = extractor.extract("Priya might be pregnant.").facts
    assert [(f.entity_name, f.field, f.value) for f in facts] == [("Priya", "condition", "pregnant")]
    assert facts[0].confidence < extractor.extract("I think Priya is pregnant.").facts[0].confidence
