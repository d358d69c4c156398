"""The 14 life domains' names by id, for rendering (the service's ``graph/domains.py`` is the source;
a test holds the two equal)."""

from __future__ import annotations

DOMAIN_NAMES: dict[int, str] = {
    1: "Identity & Self",
    2: "Body & Health",
    3: "Mind & Emotions",
    4: "Beliefs & Worldview",
    5: "Knowledge & Skills",
    6: "Relationships & Social",
    7: "Work & Career",
    8: "Finances & Assets",
    9: "Place & Environment",
    10: "Goals & Aspirations",
    11: "Preferences & Tastes",
    12: "Rhythms & Routines",
    13: "Life Events & Decisions",
    14: "Unconscious Patterns",
}


def domain_name(domain_id: int) -> str:
    """The domain's name, or its id as text for an id this client does not know."""
    return DOMAIN_NAMES.get(domain_id, str(domain_id))
