"""A contracted "is" or "has" the small English model read as a possessive.

"Friendship's really important to me", "Yoga's so relaxing", "Music's always been my escape":
the model tags the "'s" as the possessive case marker, so the sentence has no verb and no subject
and nothing is read. A possessive "'s" marks its owner as the possessor (``poss``) of a noun to its
right and is never followed by a determiner, a possessive pronoun, an adverb or a verb form; when
either fails, the "'s" is the verb: "has" before a past participle ("'s been", "'s got"), else
"is". The message is then parsed again with the verb written out.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

APOSTROPHE_S = frozenset({"'s", "\u2019s"})
# What follows a contracted verb but never a possessive "'s": "a", "my", "so", "been", "moving".
NOT_AFTER_POSSESSIVE = frozenset({"DT", "PDT", "PRP$", "RB", "RBR", "RBS", "VBN", "VBG", "IN", "TO"})


def uncontracted(doc: Doc) -> str | None:
    """``doc``'s text with each misread contracted "is"/"has" written out, or None when none is."""
    # "His mum's from Ghana": the "'s" parsed as the sentence's root is its verb too
    said = [
        t
        for t in doc
        if t.lower_ in APOSTROPHE_S and (t.dep_ == "case" or (t.dep_ == "ROOT" and t.tag_ == "POS"))
    ]
    changes = {t.i: _verb(t) for t in said}
    changes = {i: verb for i, verb in changes.items() if verb is not None}
    if not changes:
        return None
    return "".join(f" {changes[t.i]}{t.whitespace_}" if t.i in changes else t.text_with_ws for t in doc)


def _verb(marker: Token) -> str | None:
    doc = marker.doc
    if marker.i + 1 >= len(doc) or marker.i == 0:
        return None
    owner, after = doc[marker.i - 1], doc[marker.i + 1]
    if owner.pos_ not in {"NOUN", "PROPN", "VERB"} or after.is_punct:
        return None
    possessive = owner.dep_ == "poss" and owner.head.i > marker.i and after.tag_ not in NOT_AFTER_POSSESSIVE
    if possessive or _owned_in_apposition(owner, after) or _finite(after):
        return None  # "Sainsbury's is based in Holborn": no "is" before another finite verb
    verb = next((t for t in doc[marker.i + 1 :] if t.tag_ not in {"RB", "RBR", "RBS"}), after)
    return "has" if verb.tag_ == "VBN" or verb.lower_ in {"been", "got"} else "is"


def _finite(token: Token) -> bool:
    return token.pos_ in {"AUX", "VERB"} and "Fin" in token.morph.get("VerbForm", [])


def _owned_in_apposition(owner: Token, after: Token) -> bool:
    """ "My sister Ana's husband Rui is a pilot": the model set the name and the noun after it side
    by side as appositions; a finite verb still to come says the "'s" owns the noun, for "Ana is
    husband Rui is a pilot" would be two verbs to one clause."""
    return (
        owner.dep_ == "appos"
        and after.pos_ == "NOUN"
        and after.dep_ == "appos"
        and after.head == owner.head
        and any(
            t.pos_ in {"AUX", "VERB"} and "Fin" in t.morph.get("VerbForm", [])
            for t in after.doc[after.i + 1 :]
        )
    )


__all__ = ["uncontracted"]
