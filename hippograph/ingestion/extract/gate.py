"""The quality gate: a value is a whole constituent of its predicate, never a fragment.

:func:`phrase` cuts a value from the parse: the object's subtree without nested clauses,
coordinated siblings (each is its own value), the time expression, leading determiners and
possessive pronouns, and trailing function words. :func:`acceptable` then refuses what is not
worth storing: pronouns alone, dangling prepositions or determiners, words that say nothing
("great", "stuff"), values longer than a phrase.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Token

from hippograph.ingestion.extract.restrictive import restricts
from hippograph.ingestion.rules import lexicon

MAX_VALUE_TOKENS = 9
MAX_RESTRICTED_TOKENS = 12  # a phrase with the relative clause that says who its pronoun is
CUT_DEPS = frozenset(
    {"relcl", "advcl", "ccomp", "conj", "cc", "punct", "appos", "parataxis", "mark", "dep", "intj"}
)
MODIFIER_DEPS = frozenset({"compound", "amod", "nmod"})
LEADING = lexicon(
    """a an the my your our their his her its this that these those some any to such so very
    really just also even all both each"""
)
TRAILING_POS = frozenset({"ADP", "DET", "CCONJ", "SCONJ", "PART", "AUX", "PUNCT", "PRON"})
CONTENT_POS = frozenset({"NOUN", "PROPN", "NUM", "ADJ", "VERB"})
EMPTY = lexicon(
    """it this that these those them something anything everything nothing one ones thing things
    stuff lot lots bit way time times kind sort fun good great awesome amazing nice cool fine
    okay ok sure glad sorry right true wrong bad best better more much many same other others
    lot here there what which who happy thankful grateful proud excited ready able bed"""
)
# Verbs whose deed is all in their object: "to have them" says nothing without what "them" is.
LIGHT_DEEDS = lexicon("have get do make take give keep")
HOLDING = lexicon("have keep")  # "have you in my life": held somewhere, not done
FILLER = lexicon("so really very just too also even quite pretty super totally definitely actually")


def phrase(head: Token, skip: Iterable[int] = ()) -> list[Token]:
    """The tokens of the constituent headed by ``head``, cleaned for use as a value."""
    skipped = set(skip)
    if head.pos_ == "PROPN" and head.dep_ in {"dobj", "obj", "pobj", "attr"}:
        skipped.discard(head.i)  # "celebrate Christmas": a holiday's name is the object, not a time
    kept: list[Token] = []
    _collect(head, head, skipped, kept, restricting=True)
    if len(_trim(sorted(kept, key=lambda t: t.i))) > MAX_RESTRICTED_TOKENS:  # too long: without the clause
        kept = []
        _collect(head, head, skipped, kept)
    kept.sort(key=lambda t: t.i)
    article = next(
        (t for t in kept if t.dep_ == "det" and t.head.i == head.i and t.lower_ in {"a", "an", "the"}), None
    )
    kept = _trim(kept)
    if article is not None and len(kept) == 1 and kept[0].pos_ == "NOUN" and not kept[0].is_title:
        kept = [article, *kept]  # "the support": a noun alone may read as a verb
    restricted = any(restricts(t) for t in kept)
    if len(kept) > (MAX_RESTRICTED_TOKENS if restricted else MAX_VALUE_TOKENS):  # without its prepositions
        skipped |= {t.i for c in head.children if c.dep_ == "prep" for t in c.subtree}
        kept = []
        _collect(head, head, skipped, kept)
        kept = _trim(sorted(kept, key=lambda t: t.i))
    return kept


def _hedging_of(token: Token) -> bool:
    """ "kind of", "sort of" parsed as two adverbs before a noun: the hedge, not the value."""
    doc = token.doc
    if token.lower_ in {"kind", "sort"}:
        return token.i + 1 < len(doc) and doc[token.i + 1].lower_ == "of"
    return token.lower_ == "of" and token.i > 0 and doc[token.i - 1].lower_ in {"kind", "sort"}


def _collect(
    token: Token, head: Token, skipped: set[int], kept: list[Token], restricting: bool = False
) -> None:
    if token.i in skipped and not (token.dep_ in MODIFIER_DEPS and token.head.i not in skipped):
        return  # a time said on its own goes; one that modifies a noun stays ("summer break")
    if token.i != head.i and restricting and restricts(token):  # "those who accept me" (restrictive.py)
        kept.extend(t for t in token.subtree if t.pos_ != "PUNCT" and t.i not in skipped)
        return
    if token.i != head.i and token.dep_ in CUT_DEPS:
        return
    if token.dep_ == "advmod" and token.lower_ in FILLER:
        return
    if token.i != head.i and token.dep_ == "advmod" and _hedging_of(token):
        return  # "kind of a night owl": a night owl, hedged
    if token.i != head.i and is_vocative(token):
        return
    if token.dep_ == "acl" and token.lemma_ in {"name", "call"}:
        return  # "a cat named Miso": the name is read by the naming reader
    kept.append(token)
    for child in token.children:
        _collect(child, head, skipped, kept, restricting)


def _trim(tokens: list[Token]) -> list[Token]:
    start, end = 0, len(tokens)
    while start < end and (
        tokens[start].lower_ in LEADING or tokens[start].pos_ in {"ADP", "CCONJ", "PUNCT", "PART"}
    ):
        if any(restricts(c) for c in tokens[start].children) and tokens[-1].i > tokens[start].i:
            break  # "those who accept me": the pronoun is the value's head
        if tokens[start].pos_ == "ADJ" and start + 1 < end and tokens[start + 1].pos_ == "NOUN":
            break
        start += 1
    while end > start and (tokens[end - 1].pos_ in TRAILING_POS or tokens[end - 1].lower_ in FILLER):
        if tokens[end - 1].pos_ == "PRON" and tokens[end - 1].dep_ in {"dobj", "pobj"} and end - start > 1:
            break  # "spend time with them" keeps its object
        end -= 1
    return tokens[start:end]


def text_of(tokens: list[Token]) -> str:
    out = ""
    for i, token in enumerate(tokens):
        if i and (token.i != tokens[i - 1].i + 1 or tokens[i - 1].whitespace_):
            out += " "
        out += token.text
    return out.strip(" ,;:-–—")


# Nouns that say only "some things", and modifiers that do not say which ("new stuff", "other things").
VAGUE_HEADS = lexicon("stuff thing things")
PLAIN_MODIFIERS = lexicon(
    """new old little big small different random various similar interesting exciting crazy weird cute
    important hard easy simple real whole usual basic favourite favorite silly boring fancy neat lovely
    wonderful fantastic incredible beautiful cool fun good great awesome amazing nice"""
)


def kind_of_stuff(head: Token) -> bool:
    """ "abstract stuff", "camping things", "baby stuff": a vague noun whose modifier names the kind
    ("new stuff", "cool things" name none)."""
    if head.lower_ not in VAGUE_HEADS:
        return False
    return any(
        c.dep_ in {"amod", "compound"}
        and c.pos_ in {"ADJ", "NOUN", "PROPN"}
        and c.lower_ not in EMPTY | PLAIN_MODIFIERS
        and not c.is_stop
        for c in head.children
    )


def acceptable(tokens: list[Token], head: Token | None = None) -> bool:
    """A value worth a statement: a content word, no dangling function word, not too long, and a
    head that says something ("a great time" says nothing)."""
    restricted = any(restricts(t) for t in tokens)  # "those who accept and love me" is one phrase
    if not tokens or len(tokens) > (MAX_RESTRICTED_TOKENS if restricted else MAX_VALUE_TOKENS):
        return False
    said_who = head is not None and any(restricts(c) for c in head.children)  # "anyone who needs it"
    kind_said = head is not None and kind_of_stuff(head)  # "abstract stuff": the modifier says what
    if (
        head is not None
        and (head.lower_ in EMPTY or head.pos_ in {"PRON", "DET"})
        and not (said_who or kind_said)
    ):
        return False
    content = [t for t in tokens if t.pos_ in CONTENT_POS and t.lower_ not in EMPTY]
    if not content:
        return False
    if all(t.pos_ in {"PRON", "DET"} or t.lower_ in EMPTY for t in tokens):
        return False
    if tokens[-1].pos_ in {"ADP", "DET", "CCONJ", "SCONJ", "AUX"}:
        return False
    if any(
        t.text in {"?", "!"} or (t.tag_ in {"WRB", "WP", "WDT", "WP$"} and not restricts(t.head))
        for t in tokens
    ):
        return False  # "how lucky", "when I have kids": a clause, not a value
    short = len(tokens) == 1 and len(tokens[0].text) < 3 and not tokens[0].like_num
    if short and not (tokens[0].pos_ == "PROPN" and tokens[0].is_title):  # "Jo", "Ed": names
        return False
    if len(tokens) == 1 and (tokens[0].pos_ == "ADV" or tokens[0].tag_ in {"VBN", "VBD"}):
        return False  # "alone", "scared": a state without what it is about
    if cut_verb(tokens):
        return False  # "looking forward to seeing (how much fun ...)": its object was cut away
    if _deed_on_a_pronoun(tokens) or _about_a_pronoun(tokens) or any(held_pronoun(t) for t in tokens):
        return False  # "lucky to have them (as friends)", "hear more about it": who is said elsewhere
    return not (len(tokens) == 1 and tokens[0].pos_ == "VERB" and tokens[0].tag_ != "VBG")


ARGUMENT_DEPS = frozenset({"dobj", "obj", "ccomp", "xcomp", "attr", "acomp", "oprd"})
CLAUSE_ARGUMENTS = frozenset({"ccomp", "xcomp"})


def cut_verb(tokens: list[Token]) -> bool:
    """A value that ends on a verb whose object or complement it left out ("help make" of "help
    make that happen", "seeing" of "seeing how much fun they have"), or a lone verb of a relative
    clause whose object is the noun it modifies ("bought" of "the figurines I bought")."""
    if not tokens or tokens[-1].pos_ not in {"VERB", "AUX"}:
        return False
    last, inside = tokens[-1], {t.i for t in tokens}
    needed = CLAUSE_ARGUMENTS if last.tag_ == "VBG" else ARGUMENT_DEPS  # "painting" is an activity
    if any(c.dep_ in needed and c.i not in inside for c in last.children):
        return True
    return len(tokens) == 1 and last.dep_ == "relcl"


def _deed_on_a_pronoun(tokens: list[Token]) -> bool:
    """A value that ends on a light verb whose only object is a pronoun ("to have them"): it names
    no thing of its own, and the pronoun's antecedent is outside the value ("had to photograph
    it" keeps the deed its verb names)."""
    last = tokens[-1]
    if len(tokens) < 2 or last.pos_ != "PRON" or last.dep_ not in {"dobj", "obj"}:
        return False
    verb = last.head
    return verb.lemma_ in LIGHT_DEEDS and not any(
        c.dep_ in ARGUMENT_DEPS | {"dative", "prep"} and c.i != last.i for c in verb.children
    )


def held_pronoun(verb: Token) -> bool:
    """ "I'm grateful to have you in my life", "I keep them in my thoughts": a verb of holding whose
    object is a pronoun; where or as what it is held ("in my life", "as a friend") says nothing
    without who it is, and who it is is said elsewhere (or is the person spoken to)."""
    return verb.lemma_ in HOLDING and any(
        c.dep_ in {"dobj", "obj"} and c.pos_ == "PRON" and c.tag_ == "PRP" for c in verb.children
    )


def _about_a_pronoun(tokens: list[Token]) -> bool:
    """A verb phrase whose only thing is a pronoun after a preposition ("hear more about it",
    "talk to them"): no noun of its own names what it is about ("photograph it" names a deed)."""
    things = [t for t in tokens if t.pos_ in {"NOUN", "PROPN", "NUM"} and t.lower_ not in EMPTY]
    pronouns = [t for t in tokens if t.pos_ in {"PRON", "DET"} and t.dep_ == "pobj"]
    return not things and bool(pronouns) and any(t.pos_ == "VERB" for t in tokens)


def is_vocative(token: Token) -> bool:
    """ "Yeah Mel, let's ...", "That's great, Caroline!": a name set off by commas is someone
    spoken to, not a participant of the clause."""
    if token.pos_ != "PROPN" or any(
        c.dep_ in {"appos", "relcl", "acl"} and not _that_after_comma(token, c) for c in token.children
    ):
        return False  # "Elsa, my piano teacher, lives ...", "Kofi, who teaches, ...": a subject
    doc = token.doc
    before = doc[token.i - 1].text if token.i > 0 else ""
    after = doc[token.i + 1].text if token.i + 1 < len(doc) else ""
    greeted = before.casefold() in GREETINGS and after in {"", "!", ".", "?", ",", ":", "-"}  # "Hey Mel!"
    return (
        greeted
        or (after == "," and token.i == token.sent.start + (1 if before else 0))
        or (before == "," and (after in {"", "!", ".", "?", ","}))
    )


def _that_after_comma(name: Token, clause: Token) -> bool:
    """ "Wow, Caroline, that sounds great": a clause set off from the name by a comma and opened by
    "that" is no relative clause of the name (a relative after a comma never takes "that"; "Kofi,
    who teaches"), but a sentence of its own about whatever "that" points at."""
    doc = name.doc
    comma = name.i + 1 < len(doc) and doc[name.i + 1].text == ","
    return (
        comma
        and clause.dep_ == "relcl"
        and any(c.lower_ == "that" and c.dep_ in {"nsubj", "nsubjpass"} for c in clause.children)
    )


GREETINGS = lexicon(
    "hey hi hello heya hiya thanks thank thx congrats congratulations bye morning dear yo aw aww wow oh"
)


NUMBER_WORDS = lexicon(
    """two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty
    sixty hundred"""
)


FUNCTION_WORDS = lexicon(
    """the a an to of in on at for with from by and or but my your our their his her its up down
    out off over about as so that this"""
)


def fragment(value: str) -> bool:
    """A value that starts or ends with a function word ("went to", "pottery-the", "up answers"),
    has a dangling hyphen, or is only stop words ("keep it")."""
    stripped = value.strip()
    if re.search(r"(^-|-$|\s-\S|\S-\s)", stripped):
        return True
    plain = stripped.casefold().split()
    if plain and all(_stop(w) or _empty(w) for w in stripped.split()):
        return True  # "keep it", "that stuff" (but "Nice", "Sunny Side": names)
    if not plain:
        return True
    joined = plain[-1].split("-")[-1] if "-" in plain[-1] else None  # "pottery-the"
    if joined is not None and joined in DETERMINERS | {"to", "of", "in", "for", "with", "and", "or"}:
        return True
    return plain[-1] in FUNCTION_WORDS or plain[0] in FUNCTION_WORDS - DETERMINERS


def _empty(word: str) -> bool:
    return word.casefold().strip(",.!") in EMPTY and not word[:1].isupper()


def _stop(word: str) -> bool:
    """A word that says nothing alone; "nine" (an age, a time) and "May" (a month, a name) are stop
    words to spaCy but say something."""
    lower = word.casefold()
    if lower not in STOP_WORDS or lower in NUMBER_WORDS:
        return False
    return not (word[:1].isupper() and word != "I" and lower not in FUNCTION_WORDS | DETERMINERS)


DETERMINERS = frozenset({"a", "an", "the", "my", "your", "our", "their", "his", "her", "its", "this", "that"})
