"""Building Lucene queries for Neo4j's full-text indexes from untrusted text.

Sanitising follows keyword-memory.md ("FTS5 Query Handling"): URLs dropped, hyphens split,
punctuation and operator characters stripped, one-character tokens dropped, every word quoted (so
``AND``, ``field:``, ``*`` or ``~`` in user text are only words), words joined with OR. The
namespace is required inside Lucene so the top hits are the caller's own.

>>> terms("What's the C++ plan for e-mail? see https://x.io/a")
['What', 'the', 'plan', 'for', 'mail', 'see']
>>> match_query("alice", "name", ["Initech", "Corp"])
'+user_id:"alice" +(name:"initech" name:"corp")'
"""

from __future__ import annotations

import re

_URL = re.compile(r"\bhttps?://\S+|\bwww\.\S+", re.IGNORECASE)
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
MAX_TERMS = 32


def terms(text: str) -> list[str]:
    """The words of ``text`` that are safe to search for, in order (at most ``MAX_TERMS``)."""
    without_urls = _URL.sub(" ", text).replace("-", " ")
    return [word for word in _WORD.findall(without_urls) if len(word) > 1][:MAX_TERMS]


def _clean(word: str) -> str:
    """Only letters and digits survive, whatever the caller passed."""
    return "".join(_WORD.findall(word)).lower()


def match_query(user_id: str, fields: str | tuple[str, ...], words: list[str], *, fuzzy: bool = False) -> str:
    """``+user_id:"…" +(field:"w1" field:"w2" …)``: any word in any field, inside the namespace.

    With ``fuzzy``, each word also matches at edit distance ≤ 1 (for resolving misspelt names).
    """
    names = (fields,) if isinstance(fields, str) else fields
    cleaned = [_clean(word) for word in words if _clean(word)]
    clauses = [f'{field}:"{word}"' for field in names for word in cleaned]
    if fuzzy:
        clauses += [f"{field}:{word}~1" for field in names for word in cleaned if len(word) > 3]
    namespace = f"user_id:{_quoted_id(user_id)}"
    if not clauses:  # nothing searchable: a query that matches nothing, rather than a syntax error
        return f"+{namespace} -{namespace}"
    return f"+{namespace} +({' '.join(clauses)})"


def _quoted_id(user_id: str) -> str:
    # User ids are validated to [A-Za-z0-9_.@-]; a phrase keeps their pieces together.
    return '"' + user_id.replace('"', "") + '"'
