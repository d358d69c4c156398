"""Nouns for the one who does a verb ("boxer", "sailor", "violinist"): a role of a person.

The occupation lexicon lists the common jobs; English forms the rest regularly, from a verb the
lemmatizer knows with -er or -or ("box": boxer, "mine": miner, "run": runner), or with -ist and
-ian from a noun of the field ("violinist", "librarian"). Said of a person ("Marek was a boxer"),
such a noun is a role whatever the list knows.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import OCCUPATIONS

VERBS_KEY = "hippograph_verbs"  # doc.user_data: the base forms of verbs the lemmatizer knows
_LEARNED = ("ist", "ian")
MIN_STEM = 3


def is_agent_noun(token: Token) -> bool:
    """``token`` is a common noun formed from a verb known to the pipeline (-er, -or) or a noun of
    a field (-ist, -ian): one who does it."""
    if token.pos_ != "NOUN":
        return False
    word = token.lemma_.casefold()
    if not word.isalpha():
        return False
    if word.endswith(_LEARNED) and len(word) > len(_LEARNED[0]) + MIN_STEM:
        return True
    verbs: frozenset[str] = token.doc.user_data.get(VERBS_KEY, frozenset())
    # "bookbinder", "dogwalker": a noun compounded with an agent noun is one
    return any(_agentive(word[i:], verbs) for i in range(0, len(word) - MIN_STEM - 1))


def is_role_noun(token: Token) -> bool:
    """``token`` names a person by what they do: a listed occupation ("paramedic") or an agent
    noun ("wedding planner", "hygienist"). Said of a name ("Imogen is a hygienist", "Marguerite,
    a wedding planner"), it says the name is a person's, whatever NER guessed."""
    if token.pos_ != "NOUN":
        return False
    return token.lemma_.casefold() in OCCUPATIONS or is_agent_noun(token)


def held_at(role: Token, prep: Token) -> bool:
    """A role held at or in a named place ("my cousin, a paramedic in Cork", "a porter at
    Euston"): one works there. Not a place's common noun ("a believer in fate")."""
    if prep.lower_ not in {"in", "at"} or not is_role_noun(role):
        return False
    return any(c.dep_ == "pobj" and c.pos_ == "PROPN" for c in prep.children)


def _agentive(word: str, verbs: frozenset[str]) -> bool:
    stems: list[str] = []
    if word.endswith("er"):
        stems += [word[:-2], word[:-1]]  # "boxer": box, "driver": drive
        if len(word) > 4 and word[-3] == word[-4]:
            stems.append(word[:-3])  # "runner": run
    elif word.endswith("or"):
        stems += [word[:-2], word[:-2] + "e"]  # "sailor": sail, "narrator": narrate
    return any(len(s) >= MIN_STEM and s in verbs for s in stems)


__all__ = ["VERBS_KEY", "held_at", "is_agent_noun", "is_role_noun"]
