"""Text normalisation shared by ingestion, resolution and recall."""

from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"\s+")
# Control characters, and surrogate code points: a lone "\ud800" is UTF-16 debris, not text, and
# could be neither stored nor sent back.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")
_LEADING_ARTICLE = re.compile(r"^(the|a|an)\s+", re.IGNORECASE)
# Periods and commas carry no identity in a name ("Initech Corp." is "Initech Corp", "U.S." is
# "US"), except between digits ("3.5"); quotes and brackets around a name are not part of it.
_PUNCTUATION = re.compile(r"(?<!\d)[.,]|[.,](?!\d)")
_EDGES = "\"'`()[]{}<>!?;:*_~-\u2018\u2019\u201c\u201d "
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'"})


def normalise_name(name: str) -> str:
    """The key entity names are compared by, everywhere (resolution, the uniqueness key that
    concurrent remembers merge on, lookups): NFKC, case-folded, typographic apostrophes made
    plain, periods and commas dropped (not between digits), no surrounding quotes or brackets,
    no leading article, one space.

    >>> normalise_name("  The  Initech   Corp. ")
    'initech corp'
    >>> normalise_name("Initech, Inc."), normalise_name("“Python 3.5”"), normalise_name("O’Brien")
    ('initech inc', 'python 3.5', "o'brien")
    """
    text = unicodedata.normalize("NFKC", name).casefold().translate(_APOSTROPHES)
    text = _PUNCTUATION.sub("", text).strip(_EDGES)
    text = _SPACES.sub(" ", _LEADING_ARTICLE.sub("", text)).strip(_EDGES)
    return text or _SPACES.sub(" ", unicodedata.normalize("NFKC", name).casefold().strip())


def has_control_characters(text: str) -> bool:
    """True for characters that have no business in a conversation turn (tab and newlines pass),
    lone surrogates included.

    >>> has_control_characters("ok\\x00"), has_control_characters("\\ud800"), has_control_characters("a\\tb")
    (True, True, False)
    """
    return _CONTROL.search(text) is not None


# Numbers keep their inner separators ("3.5" is not "35"), words their letters and digits, and any
# other sign counts ("C++", "C#", "100%", "24/7"); spacing, dashes, quotes, brackets and sentence
# punctuation only separate.
_TOKENS = re.compile(
    r"\d+(?:[.,]\d+)*|[^\W_]+|[^\w\s.,;:!?'\"()\[\]{}\-\u2010-\u2015_\u2026«»\u201c\u201d\u2018\u2019]"
)
_ARTICLES = frozenset({"the", "a", "an"})


def normalise_value(value: str) -> str:
    """The key two values of one field must share to say the same thing: NFKC, case-folded,
    spacing and punctuation gone, a leading article dropped (only when more words follow, so
    "Vitamin A" and "A" keep theirs); signs that carry meaning stay ("C++" is not "C").

    >>> normalise_value("The  New-York  Times."), normalise_value("new york times")
    ('newyorktimes', 'newyorktimes')
    """
    tokens = _TOKENS.findall(unicodedata.normalize("NFKC", value).casefold())
    if len(tokens) > 1 and tokens[0] in _ARTICLES:
        tokens = tokens[1:]
    return "".join(tokens)


def fact_embedding_text(subject: str | None, field: str, value: str) -> str:
    """What a fact's vector encodes, as remember does: its subject (none for the user or the
    agent), field and value.

    >>> fact_embedding_text("Ana", "works_at", "Google")
    'Ana works at: Google'
    """
    prefix = f"{subject} " if subject else ""
    return f"{prefix}{field.replace('_', ' ')}: {value}"
