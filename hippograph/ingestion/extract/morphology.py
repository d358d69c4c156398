"""Lemmas the small English model gets wrong, repaired from the spelling rules of English.

The model's lemmatizer strips "-ing" or "-ed" and keeps the stem when the stem is itself a word:
"hoping" becomes "hop", "coping" "cop", "riding" "rid", so a statement reads "hop to visit
Japan". English doubles the last consonant of a stressed closed syllable before a suffix ("hop",
"hopping"; "rid", "ridding"), so a one-syllable stem ending in a single vowel and a single
consonant that was *not* doubled had a silent "e" the suffix took: "hoping" is "hope" + "-ing".
The third person's "-es" is read the same way: "hates" is "hate" + "-s".
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

VOWELS = frozenset("aeiou")
SUFFIXES = {"VBG": "ing", "VBD": "ed", "VBN": "ed"}
# Consonants English never doubles ("fixing", "showing", "playing").
UNDOUBLED = frozenset("wxy")
# Endings after which the third person takes "-es" rather than "-s".
SIBILANT_ENDINGS = ("s", "x", "z", "ch", "sh", "o")


def repair_lemmas(doc: Doc, words: frozenset[str] = frozenset()) -> None:
    """Give each verb of ``doc`` whose lemma lost its silent "e" the lemma with it, and each whose
    lemma lost a double letter of its stem ("installed": "instal") the stem, when ``words`` (the
    base forms English knows) has it."""
    for token in doc:
        lemma = silent_e_lemma(token) or undoubled_lemma(token, words)
        if lemma is not None:
            token.lemma_ = lemma


def undoubled_lemma(token: Token, words: frozenset[str]) -> str | None:
    """ "installed" lemmatised "instal" as if its "l" were doubled for the suffix: a stem written
    with "ll" is the lemma when it is a word itself ("install"); "travelled" keeps "travel"
    ("travell" is no word). Only "ll": a stem that doubled another consonant is the model's lemma
    whatever else it spells ("putting" is "put", not the golfer's "putt").
    """
    suffix = SUFFIXES.get(token.tag_)
    word = token.lower_
    if suffix is None or not word.endswith(suffix) or not token.is_alpha:
        return None
    stem = word[: -len(suffix)]
    if len(stem) < 3 or not stem.endswith("ll") or token.lemma_.lower() != stem[:-1]:
        return None
    return stem if stem in words else None


def silent_e_lemma(token: Token) -> str | None:
    """The lemma of ``token`` with the "e" its suffix took, when the model's lemma lacks it."""
    word = token.lower_
    if token.tag_ == "VBZ" and token.is_alpha and word.endswith("es") and token.lemma_.lower() == word[:-2]:
        # "-es" follows only a hissing sound or "o" ("fixes", "goes"): "hates" is "hate" + "-s"
        return None if word[:-2].endswith(SIBILANT_ENDINGS) else word[:-1]
    suffix = SUFFIXES.get(token.tag_)
    if suffix is None or not word.endswith(suffix) or not token.is_alpha:
        return None
    stem = word[: -len(suffix)]
    if token.lemma_.lower() != stem or not _single_closed_syllable(stem):
        return None
    return f"{stem}e"


def _single_closed_syllable(stem: str) -> bool:
    """ "hop", "rid", "cop": one vowel, then one consonant (that English would have doubled)."""
    if len(stem) < 3 or stem[-1] in VOWELS or stem[-1] in UNDOUBLED:
        return False
    if stem[-2] not in VOWELS or stem[-3] in VOWELS:
        return False
    return not any(c in VOWELS for c in stem[:-2])


__all__ = ["repair_lemmas", "silent_e_lemma", "undoubled_lemma"]


def simple_past(verb: Token) -> bool:
    """A finite verb in the simple past ("taught", "was"), not a perfect ("has taught": it may hold
    still) nor a past auxiliary over another form ("did" is read with its verb).

    >>> from hippograph.ingestion.spacy_extractor import load_spacy
    >>> doc = load_spacy()("Ana taught at Brookfield and has lived in Oslo.")
    >>> simple_past(doc[1]), simple_past(doc[7])
    (True, False)
    """
    if (verb.tag_ != "VBD" and "Past" not in verb.morph.get("Tense", [])) or verb.tag_ == "VBN":
        return False
    return not any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children)
