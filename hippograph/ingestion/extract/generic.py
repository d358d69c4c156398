"""Generic and inclusive "we", "you" and "one": clauses that state nothing about a person.

"We all need support", "we should accept change", "you never know", "you can't go wrong with
pasta", "one should rest": a truth said of everybody, or a suggestion to the listener, not a fact
about the speaker or the person spoken to. "We went camping last week", "we have regular
meetings on Mondays", "we should visit Rome next spring" stay the speaker's (she and her family,
her group): something done or planned at a time, or done to something in particular.

A clause is generic, read from its parse, when its subject is "we", "you" or "one" (or "let's"
speaks for both) and its verb is not in the past (nor the present perfect), the clause names no
time (no DATE or TIME entity in it) and either:

- a modal of obligation or suggestion rules it ("should", "must", "ought to", "need to", "have
  to", "got to"; for "you" and "one" also "can", "could" and "will": "you can always ask") and its
  object, if any, is not something in particular (a bare noun, a pronoun, "each other", a
  reflexive, "our" on an abstract noun: "accept growth", "take care of ourselves", "cherish our
  health"; not "a new car", "the tickets", "Rome", "our van", "our parents");
- the subject is quantified over everyone ("we all", "we each") or stands for anyone ("one"), in
  the simple present;
- "you" with "never" or "always" in the simple present ("you never know").

The statements the extractor read from inside such a clause (all the words of the value are in
it) and said of the speaker or the listener are dropped, with a reason; an instruction to the
assistant ("you can book restaurants without asking me") is never generic.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.subjects import HOUSEHOLD, is_person_noun
from hippograph.ingestion.extraction import AGENT, SPEAKER, Extraction, Skipped
from hippograph.ingestion.rules import lexicon

GENERIC_SUBJECTS = lexicon("we you one")
OBLIGATION_MODALS = lexicon("should must ought shall")
OPTION_MODALS = lexicon("can could will would 'll ca")  # "ca" is "can" of "can't"
OBLIGATION_VERBS = lexicon("need have got gotta ought")  # "need to", "have to", "got to" + an infinitive
QUANTIFIERS = lexicon("all each everyone")
ALWAYS = lexicon("never always ever")
PARTICULAR_DETS = lexicon("a an the this that these those my his her its some")
INCLUSIVE = lexicon("our your their one's")  # "accept our flaws": as generic as its subject
REASON = "generic: a truth or a suggestion, not a fact about anyone"


def generic_heads(span: Span) -> list[Token]:
    """The verbs of the clauses of ``span`` that are generic (see the module's docstring)."""
    heads = []
    for token in span:
        subject = _subject(token)
        if subject is not None and _generic(token, subject):
            heads.append(token)
    return heads


def drop_generic(span: Span, result: Extraction, start: tuple[int, int, int]) -> None:
    """Drop, in place, the statements read from ``span`` (those after ``start``: the counts of
    facts, edges and entities before it) that a generic clause of it says of the speaker or the
    listener."""
    heads = generic_heads(span)
    if not heads:
        return
    inside = [{t.lower_ for t in head.subtree if t.is_alpha} for head in heads]
    facts, edges = result.facts[start[0] :], result.edges[start[1] :]
    kept = []
    for fact in facts:
        words = {w.casefold() for w in fact.value.split() if w.isalpha()}
        # a request to the assistant ("you can book without asking me") is an instruction, not a truth
        about_people = fact.entity_name in (SPEAKER, AGENT) and fact.target != "agent"
        if about_people and words and any(words <= clause for clause in inside):
            result.skipped.append(Skipped(f"{fact.field}={fact.value}", REASON))
            continue
        kept.append(fact)
    result.facts[start[0] :] = kept
    values = {f.value for f in facts if f not in kept}
    result.edges[start[1] :] = [
        e for e in edges if not (e.source_name in (SPEAKER, AGENT) and e.target_name in values)
    ]


def _subject(verb: Token) -> Token | None:
    """The generic subject of a clause headed by ``verb``: "we", "you", "one", or the "'s" of
    "let's" (the verb under "let")."""
    for child in verb.children:
        if child.dep_ in {"nsubj", "nsubjpass"} and child.lower_ in GENERIC_SUBJECTS:
            if child.lower_ == "one" and child.pos_ != "PRON":
                continue  # "one of them left": a numeral
            return child
    head = verb.head
    if verb.dep_ in {"ccomp", "xcomp"} and head.lemma_ == "let" and head.i != verb.i:
        us = next((c for c in verb.children if c.dep_ == "nsubj" and c.lower_ in {"'s", "us"}), None)
        if us is not None or any(c.lower_ in {"'s", "us"} for c in head.children):
            return us or head
    return None


def _generic(verb: Token, subject: Token) -> bool:
    if _past(verb) or _timed(verb):
        return False
    if subject.lower_ not in GENERIC_SUBJECTS:  # "let's": a suggestion to both
        return not _particular_object(verb)
    modals = {c.lower_ for c in verb.children if c.dep_ == "aux" and (c.tag_ == "MD" or c.lower_ == "ought")}
    obliged = _obliged(verb)
    wanted = OBLIGATION_MODALS if subject.lower_ == "we" else OBLIGATION_MODALS | OPTION_MODALS
    if (modals & wanted or obliged) and not _particular_object(obliged or verb):
        return True
    simple_present = verb.tag_ in {"VBP", "VBZ"} or (verb.tag_ == "VB" and not modals)
    if not simple_present:
        return False
    if subject.lower_ == "one" or any(c.lower_ in QUANTIFIERS for c in subject.children):
        return True
    if any(c.dep_ in {"advmod", "det", "appos"} and c.lower_ in QUANTIFIERS for c in verb.children):
        return subject.lower_ == "we"  # "we all need support": "all" hangs on the verb
    return subject.lower_ == "you" and any(
        c.lower_ in ALWAYS and c.dep_ in {"advmod", "neg"} for c in verb.children
    )


def _obliged(verb: Token) -> Token | None:
    """ "need to rest", "have to accept it": the infinitive under a verb of obligation."""
    if verb.lemma_ not in OBLIGATION_VERBS and verb.lower_ not in OBLIGATION_VERBS:
        return None
    return next((c for c in verb.children if c.dep_ == "xcomp" and c.pos_ in {"VERB", "AUX"}), None)


def _past(verb: Token) -> bool:
    """Past, or perfect ("we've been camping"): something that happened, not a truth."""
    if verb.tag_ == "VBD":
        return True
    auxes = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    if any(a.tag_ == "VBD" for a in auxes):
        return True
    return verb.tag_ == "VBN" and any(a.lemma_ == "have" for a in auxes)


def _timed(verb: Token) -> bool:
    """The clause names a time: "next spring", "on Friday", "last week" (its own, not one of a
    clause inside it: "you never know what tomorrow brings")."""
    return any(t.ent_type_ in {"DATE", "TIME"} and _clause_of(t) == verb for t in verb.subtree)


def _clause_of(token: Token) -> Token:
    """The verb whose clause ``token`` belongs to: its nearest verbal ancestor."""
    head = token.head
    while head.pos_ not in {"VERB", "AUX"} and head.head.i != head.i:
        head = head.head
    return head


def _particular_object(verb: Token) -> bool:
    """An object that is something in particular: a determiner or a possessive on it, a name, a
    number ("buy a new car", "visit Rome", "book the tickets"); not a bare noun, a pronoun,
    "each other" or a reflexive ("accept change", "support each other")."""
    for child in verb.children:
        nouns = [child] if child.dep_ in {"dobj", "attr", "oprd"} else []
        if child.dep_ == "prep":
            nouns = [c for c in child.children if c.dep_ == "pobj"]
        for noun in nouns:
            if noun.pos_ == "PROPN" or noun.like_num:
                return True
            if noun.pos_ == "PRON":
                continue
            if any(
                c.dep_ in {"det", "poss", "nummod"} and c.lower_ in PARTICULAR_DETS for c in noun.children
            ):
                return True
            poss = [c for c in noun.children if c.dep_ == "poss"]
            if any(c.lower_ not in INCLUSIVE for c in poss):
                return True
            if poss and (noun.lemma_ in HOUSEHOLD or is_person_noun(noun)):
                return True  # "sell our van", "visit our parents": one of theirs, not everyone's
    return False


__all__ = ["REASON", "drop_generic", "generic_heads"]
