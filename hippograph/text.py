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


_WORDS = re.compile(r"\w+")
_ARTICLES = frozenset({"the", "a", "an"})


def normalise_value(value: str) -> str:
    """The key two values of one field must share to say the same thing: NFKC, case-folded,
    punctuation and spacing gone, a leading article dropped (only when more words follow, so
    "Vitamin A" and "A" keep theirs).

    >>> normalise_value("The  New-York  Times."), normalise_value("new york times")
    ('newyorktimes', 'newyorktimes')
    """
    words = [w.replace("_", "") for w in _WORDS.findall(unicodedata.normalize("NFKC", value).casefold())]
    words = [w for w in words if w]
    if len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return "".join(words)
