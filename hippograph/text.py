"""Text normalisation shared by ingestion, resolution and recall."""

from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"\s+")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_LEADING_ARTICLE = re.compile(r"^(the|a|an)\s+", re.IGNORECASE)


def normalise_name(name: str) -> str:
    """The key entity names are compared by: NFKC, case-folded, no leading article, one space.

    >>> normalise_name("  The  Initech   Corp ")
    'initech corp'
    """
    text = unicodedata.normalize("NFKC", name).casefold().strip()
    return _SPACES.sub(" ", _LEADING_ARTICLE.sub("", text))


def has_control_characters(text: str) -> bool:
    """True for characters that have no business in a conversation turn (tab and newlines pass).

    >>> has_control_characters("ok\\x00")
    True
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
