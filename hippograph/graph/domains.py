"""The 14 life domains every fact belongs to (koramem.md, "The 14 Domains").

This table is the single source: migrations seed it into Neo4j, the router embeds its
descriptions, and the decay job reads each domain's rate.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from hippograph.errors import ValidationError


@dataclass(frozen=True)
class Domain:
    id: int
    slug: str
    name: str
    layer: str
    description: str
    rate: str

    def as_params(self) -> dict[str, object]:
        return asdict(self)


DOMAINS: tuple[Domain, ...] = (
    Domain(1, "identity", "Identity & Self", "core",
           "name, nationality, languages, cultural identity, self-perception", "years"),
    Domain(2, "health", "Body & Health", "core",
           "conditions, medications, allergies, biometrics, sleep, fitness, diet", "months"),
    Domain(3, "mind", "Mind & Emotions", "inner",
           "personality traits, emotional patterns, coping, attachment style, cognitive style", "months"),
    Domain(4, "beliefs", "Beliefs & Worldview", "inner",
           "religion, philosophy, politics, ethics, values, meaning", "years"),
    Domain(5, "knowledge", "Knowledge & Skills", "inner",
           "education, certifications, expertise, current learning, tools", "months"),
    Domain(6, "relationships", "Relationships & Social", "world",
           "family, partner, friends, colleagues, communities, obligations", "months"),
    Domain(7, "work", "Work & Career", "world",
           "role, company, visa status, career history, professional goals, income", "months"),
    Domain(8, "finances", "Finances & Assets", "world",
           "income, expenses, investments, debts, budget, subscriptions", "days"),
    Domain(9, "place", "Place & Environment", "world",
           "city, neighborhood, home, workspace, travel plans, possessions", "months"),
    Domain(10, "goals", "Goals & Aspirations", "temporal",
           "life goals, medium/short term, status, progress, blockers, deadlines", "weeks"),
    Domain(11, "preferences", "Preferences & Tastes", "meta",
           "food, music, aesthetics, communication style, tool preferences", "years"),
    Domain(12, "rhythms", "Rhythms & Routines", "temporal",
           "daily schedule, sleep/wake, exercise, rituals, weekly patterns", "weeks"),
    Domain(13, "events", "Life Events & Decisions", "temporal",
           "event log with date, category, impact, rationale", "append-only"),
    Domain(14, "patterns", "Unconscious Patterns", "meta",
           "mannerisms, speech patterns, blind spots, external perception", "years"),
)  # fmt: skip

DOMAIN_IDS = frozenset(domain.id for domain in DOMAINS)
BY_ID = {domain.id: domain for domain in DOMAINS}


def checked_domain_id(value: int | None) -> int | None:
    """A domain id argument (or none), else ``BAD_INPUT``."""
    if value is not None and value not in DOMAIN_IDS:
        raise ValidationError(f"domain must be an id between {min(DOMAIN_IDS)} and {max(DOMAIN_IDS)}")
    return value
