"""An activity taken up: "I started running", "she's begun meditating every morning".

A bare gerund under a verb of beginning (``light_verbs.begun_activity``) has no object for the
deed's own reading to give; what was taken up is the statement, ``start = running``.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.extract.light_verbs import begun_activity
from hippograph.ingestion.extract.naming import Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.views import Clause

START = "start"


def taken_up(clause: Clause, subject: Subject, verb: Token, deed: Token, ended: bool) -> list[Statement]:
    """``start = <activity>`` for "I started <activity>", or nothing."""
    activity = begun_activity(verb, deed)
    if activity is None:
        return []
    over = clause.ended or ended
    return [Statement(subject, START, activity, None, clause.negated, over, clause.confidence, clause.when)]


__all__ = ["taken_up"]
