"""The forms a name is given in besides "named X" and "is called X": a relative clause that names
the noun it is about ("a parrot whose name is Mango", "my grandmother, who everyone calls Nana",
"the boat that we call Osprey", "a friend who goes by Danny") and a predicate that says what its
subject goes by ("my nephew goes by Sam").

Read from the parse only: the relative clause's shape (a naming verb whose object is the clause's
gap, a name noun owned by "whose", "go by"), never from the words of an example.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.subjects import is_name
from hippograph.ingestion.extract.views import RELATIVE_PRONOUNS
from hippograph.ingestion.rules import lexicon

# Nouns that are a name of their owner: "whose name is Mango", "whose nickname is Tiny".
NAME_NOUNS = lexicon("name nickname")
# Verbs that give their object a name: "everyone calls her Nana", "we named it Osprey".
GIVING_VERBS = lexicon("name call dub nickname")
_NAME_DEPS = frozenset({"oprd", "xcomp", "attr", "acomp", "dobj"})
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})


def _a_name(token: Token) -> bool:
    """A name: a proper noun or a capitalised word inside the sentence ("Tiny", tagged an
    adjective)."""
    if is_name(token):
        return True
    return token.is_title and token.is_alpha and token.i > token.sent.start and not token.is_stop


def _gone_by(verb: Token) -> Token | None:
    """ "goes by Danny": the name after "go by"."""
    if verb.lemma_ != "go" or any(c.dep_ == "neg" for c in verb.children):
        return None
    for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "by"):
        name = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if name is not None and _a_name(name):
            return name
    return None


def _clause_name(relative: Token) -> Token | None:
    """The name a relative clause gives the noun it modifies, or None."""
    if any(c.dep_ == "neg" for c in relative.children):
        return None
    subjects = [c for c in relative.children if c.dep_ in _SUBJECT_DEPS]
    if relative.lemma_ == "be":  # "whose name is Mango"
        owned = any(
            s.lemma_ in NAME_NOUNS and any(c.dep_ == "poss" and c.tag_ == "WP$" for c in s.children)
            for s in subjects
        )
        if not owned:
            return None
        said = (c for c in relative.children if c.dep_ in {"attr", "acomp", "oprd"})
        return next((c for c in said if _a_name(c)), None)
    if relative.lemma_ in GIVING_VERBS:  # "who everyone calls Nana", "the dog we call Biscuit"
        if not any(s.lower_ not in RELATIVE_PRONOUNS for s in subjects):
            return None  # the noun gives the name ("a friend who called me Bubbles")
        names = [c for c in relative.children if c.dep_ in _NAME_DEPS and c.lower_ not in RELATIVE_PRONOUNS]
        objects = [c for c in names if c.dep_ == "dobj" and not _a_name(c)]
        name = next((c for c in names if _a_name(c)), None)
        return name if not objects else None  # "the cousin who named her dog Rex": the dog's name
    if all(s.lower_ in RELATIVE_PRONOUNS for s in subjects):  # "a friend who goes by Danny"
        return _gone_by(relative)
    return None


def _kind_named(noun: Token) -> Token | None:
    """ "a tabby named Miso": the name a noun of a kind is given by a naming participle on it."""
    for acl in (c for c in noun.children if c.dep_ == "acl" and c.lemma_ in GIVING_VERBS):
        name = next((c for c in acl.children if c.dep_ in {"oprd", "xcomp", "attr", "dobj"}), None)
        if name is not None and _a_name(name):
            return name
    return None


def given_name(noun: Token) -> Token | None:
    """The name ``noun`` is given by a relative clause on it or by "goes by", or None.

    >>> from hippograph.ingestion.spacy_extractor import load_spacy
    >>> doc = load_spacy()("I have a parrot whose name is Mango.")
    >>> given_name(doc[3]).text
    'Mango'
    """
    if noun.pos_ not in {"NOUN", "PROPN"}:
        return None
    for relative in (c for c in noun.children if c.dep_ == "relcl" and c.i > noun.i):
        name = _clause_name(relative)
        if name is not None:
            return name
    for kind in (c for c in noun.children if c.dep_ == "appos" and c.pos_ == "NOUN"):
        name = _kind_named(kind)  # "our cat, a tabby named Miso, ..."
        if name is not None:
            return name
    if noun.dep_ == "nsubj" and noun.pos_ == "NOUN" and noun.head.lemma_ == "be":
        kinds = (c for c in noun.head.children if c.dep_ == "attr" and c.pos_ == "NOUN")
        return next((n for n in map(_kind_named, kinds) if n is not None), None)  # "is a pug called Otis"
    if noun.dep_ == "nsubj" and noun.pos_ == "NOUN":  # "my nephew goes by Sam"
        return _gone_by(noun.head)
    return None


# Object pronouns of a person a naming verb may name: "we call him Teddy".
PERSONAL_OBJECTS = frozenset({"him", "her", "them"})


def pronoun_named(span: Span) -> Iterator[tuple[Token, Token]]:
    """ "My son is Theodore, but we call him Teddy", "everyone calls her Birdie": ``(pronoun,
    name)`` for a naming verb whose object is a personal pronoun (parsed as the object, or as the
    possessive of the name) and whose subject is someone else."""
    for verb in span:
        if verb.lemma_ not in GIVING_VERBS or verb.pos_ != "VERB" or verb.dep_ in {"acl", "relcl"}:
            continue
        if any(c.dep_ in {"neg", "auxpass"} for c in verb.children):
            continue
        names = [c for c in verb.children if c.dep_ in {"oprd", "dobj", "xcomp"} and _a_name(c)]
        name = names[0] if names else None
        if name is None:
            continue
        candidates = [*verb.children, *name.children]
        pronoun = next((c for c in candidates if c.lower_ in PERSONAL_OBJECTS and c.i < name.i), None)
        if pronoun is not None and pronoun.i == name.i - 1:
            yield pronoun, name
