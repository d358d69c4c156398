"""Text normalisation shared by ingestion, resolution and recall."""

from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"\s+")
# Control characters, and surrogate code points: a lone "\ud800" is UTF-16 debris, not text, and
# could be neither stored nor sent back.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")
_LEADING_ARTICLE = re.compile(r"^(the|a|an)\s+", re.IGNORECASE)


def normalise_name(name: str) -> str:
    """The key entity names are compared by: NFKC, case-folded, no leading article, one space.

    >>> normalise_name("  The  Initech   Corp ")
    'initech corp'
    """
    text = unicodedata.normalize("NFKC", name).casefold().strip()
    return _SPACES.sub(" ", _LEADING_ARTICLE.sub("", text))


def has_control_characters(text: str) -> bool:
    """True for characters that have no business in a conversation turn (tab and newlines pass),
    lone surrogates included.

    >>> has_control_characters("ok\\x00"), has_control_characters("\\ud800"), has_control_characters("a\\tb")
    (True, True, False)
    """
    return _CONTROL.search(text) is not None
