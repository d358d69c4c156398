"""Words HippoGraph reads the same way wherever it meets them: kinship.

The extractor turns "my brother Tom" into an edge, and recall reads "where does my brother live?"
as a question about whoever that edge reaches, so both read one table. The relation is the edge
SPEAKER -[relation]-> relative: "my mother" is CHILD_OF (the speaker is her child) and "my boss"
is REPORTS_TO. This module sits below ``ingestion`` and ``recall`` and imports neither.

>>> KINSHIP["sister"]
Kin(relation='SIBLING_OF', field='sibling')
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CALENDAR_WORDS", "KINSHIP", "Kin"]


@dataclass(frozen=True)
class Kin:
    relation: str
    field: str


KINSHIP: dict[str, Kin] = {
    **dict.fromkeys(
        ["brother", "sister", "sibling", "twin", "stepbrother", "stepsister"], Kin("SIBLING_OF", "sibling")
    ),
    **dict.fromkeys(
        ["mother", "mom", "mum", "mama", "father", "dad", "papa", "parent", "stepmom",
         "stepmother", "stepdad", "stepfather"],
        Kin("CHILD_OF", "parent"),
    ),
    **dict.fromkeys(
        ["son", "daughter", "kid", "child", "stepson", "stepdaughter"], Kin("PARENT_OF", "child")
    ),
    **dict.fromkeys(["wife", "husband", "spouse"], Kin("MARRIED_TO", "spouse")),
    **dict.fromkeys(["partner", "boyfriend", "girlfriend"], Kin("PARTNER_OF", "partner")),
    **dict.fromkeys(["fiance", "fiancee", "fiancé", "fiancée"], Kin("ENGAGED_TO", "fiance")),
    "cousin": Kin("COUSIN_OF", "cousin"),
    **dict.fromkeys(
        ["aunt", "uncle", "grandma", "grandmother", "grandpa", "grandfather", "grandparent",
         "niece", "nephew", "grandson", "granddaughter", "grandchild", "in-law"],
        Kin("RELATIVE_OF", "relative"),
    ),
    **dict.fromkeys(["friend", "buddy", "pal", "bestie", "bff"], Kin("FRIEND_OF", "friend")),
    **dict.fromkeys(
        ["colleague", "coworker", "co-worker", "teammate", "business partner", "cofounder",
         "co-founder"],
        Kin("COLLEAGUE_OF", "colleague"),
    ),
    **dict.fromkeys(["boss", "manager", "supervisor"], Kin("REPORTS_TO", "manager")),
    **dict.fromkeys(["employee", "intern", "assistant"], Kin("MANAGES", "report")),
    **dict.fromkeys(["neighbor", "neighbour"], Kin("NEIGHBOUR_OF", "neighbour")),
    **dict.fromkeys(["roommate", "flatmate", "mentor"], Kin("KNOWS", "acquaintance")),
}  # fmt: skip

# Compounds of the words above, read as relatives: "mother-in-law", "great-grandmother",
# "great-aunt". (Hyphenated words reach the readers as one token: see ingestion/hyphenated.py.)
_CORE_KIN = ("mother", "father", "parent", "brother", "sister", "sibling", "son", "daughter",
             "child")  # fmt: skip
_GREAT = ("grandmother", "grandfather", "grandparent", "grandma", "grandpa", "grandson",
          "granddaughter", "grandchild", "aunt", "uncle", "niece", "nephew")  # fmt: skip
KINSHIP.update(
    {f"{word}-in-law": Kin("RELATIVE_OF", "relative") for word in _CORE_KIN}
    | {f"great-{word}": Kin("RELATIVE_OF", "relative") for word in _GREAT}
    | {f"great-great-{word}": Kin("RELATIVE_OF", "relative") for word in _GREAT}
)

# Names of months and weekdays: "in March", "on Friday" say when, never where or who.
CALENDAR_WORDS = frozenset(
    {
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "",
    }
)
