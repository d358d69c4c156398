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
