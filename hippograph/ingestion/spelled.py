"""Whether two names are spelled alike enough for a vector match to merge them.

An embedding of names places translations and namesakes close together: "Museo del Prado" and
"Prado Museum", "Москва" and "Moscow", but also two cafés of one word in two languages. Nearness
alone is no evidence that two names are one thing, so a vector match decides only when the names
also share a written word (accents set aside: "Kraków", "Krakow") or one is the initials of the
other ("NYC", "New York City"); otherwise it is proposed for review
(``hippograph.ingestion.resolver``). Names in different scripts share no word and are never
merged by nearness.

>>> spelled_alike("Krakow Old Town", "Kraków"), spelled_alike("NYC", "New York City")
(True, True)
>>> spelled_alike("Москва", "Moscow"), spelled_alike("Kaffeehaus Luna", "Café Sol")
(False, False)
"""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"\w+")
_MIN_WORD = 3  # "de", "of", "la": words too short to say two names are one


def _words(name: str) -> list[str]:
    folded = unicodedata.normalize("NFKD", name.casefold())
    plain = "".join(c for c in folded if not unicodedata.combining(c))
    return _WORD.findall(plain)


def _initials(words: list[str]) -> str:
    return "".join(word[0] for word in words)


def spelled_alike(name: str, other: str) -> bool:
    """The two names share a word of some length, or one is the other's initials."""
    words, others = _words(name), _words(other)
    shared = {w for w in words if len(w) >= _MIN_WORD} & {w for w in others if len(w) >= _MIN_WORD}
    if shared:
        return True
    for short, long in ((words, others), (others, words)):
        if len(short) == 1 and len(long) >= 2 and short[0] == _initials(long):
            return True
    return False
