"""What not to keep of a sentence: moods of the moment, the listener's things read as the speaker's,
the shorter of two readings of one clause.

The readers say what a clause states; this gate, run on a sentence's statements once they are all
read, refuses the ones a careful reader would not record as something lasting the speaker told:

- **a passing mood**: a linking verb ("be", "feel", "get", "stay", "become", "make ... feel") with
  one adjective of feeling and nothing else: not what it is about, nor when or where it comes ("I
  got so tired", "the colours make me feel calm", "I'm feeling content tonight"). A feeling with
  its occasion is what a careful reader records of it and stays ("I felt so accepted at the
  conference", "I get nervous before exams", "I always feel calmer"), as does an adjective that is
  not a feeling ("I'm vegetarian", "Oscar got sick");
- **the listener's thing read as the speaker's own attitude**: "sounds like your trip was amazing"
  is not the speaker's liking of a trip, "your advice means a lot to me" not the speaker's caring
  about advice (a reaction kept as a tie to the listener, "I'm so happy for you", "I admire your
  patience", is :mod:`~hippograph.ingestion.extract.listener_reactions`' and stays: the
  annotators of a conversation between two people record it too); a deed on the listener's thing
  stays ("I borrowed your ladder");
- **the shorter of two readings of one clause**: "I stayed positive through the surgery" read both
  as "stay: positive" and "stay positive through: the surgery" keeps the whole one.

Decided from the parse of the sentence (part of speech, dependencies, lemmas) and word classes;
every statement dropped is recorded as skipped, with its reason.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.exclamations import FEELINGS
from hippograph.ingestion.extract.listener_reactions import LISTENER_KEY
from hippograph.ingestion.extract.reactions import ADDRESSEES, REACTING
from hippograph.ingestion.extraction import Extraction, FactCandidate, Skipped
from hippograph.ingestion.rules import EMOTIONS, lexicon

# Adjectives (and participles used as adjectives) of how someone feels at a moment, beside the
# feelings toward something (``FEELINGS``) and the emotions the rule table keeps with their cause.
MOODS = (
    FEELINGS
    | EMOTIONS
    | lexicon(
        """tired exhausted drained sleepy calm relaxed peaceful content contented cheerful hopeful
        connected alive free liberated empowered powerful energized energised refreshed rested
        motivated accepted supported loved welcome welcomed fine okay ok good great better worse
        awesome amazing wonderful down low blue uplifted overjoyed ecstatic delighted pleased
        satisfied fulfilled positive optimistic confused frustrated annoyed disappointed
        heartbroken homesick exhilarated invigorated"""
    )
) - lexicon("ready passionate fond addicted hooked obsessed sick")
# The verbs a mood is read under: what the fact's field starts with ("is", "get", "stay" ...).
LINKING = lexicon("is be am are was were get got stay stayed feel felt become became seem remain")
FEELING_WORD = lexicon("feeling")  # "is feeling calm": the reader's own wording of "feel"
DEGREE = lexicon("so really very super totally pretty quite extremely incredibly truly too a bit little")
# What makes a mood a disposition: it comes at a time or on an occasion, always or usually.
HABITUAL = lexicon("always usually often never ever sometimes whenever generally normally")
# Fields of an attitude or a judgement (not a deed: "I borrowed your ladder" stays).
ATTITUDES = REACTING | lexicon("cares_about value hear is be feel sorry")
ABOUT = frozenset({"prep", "xcomp", "ccomp", "advcl", "acl"})  # what a mood is about
LINKED = frozenset({"acomp", "oprd", "xcomp"})  # "feeling content": the parser's noun, completing
OCCASION = frozenset({"prep", "xcomp", "advcl"})  # when it comes: "felt calm sitting there"
PASSING = "a passing mood, not a lasting fact"
REACTION = "a reaction to the person spoken to, not a fact"
SHORTER = "the shorter reading of a clause read in full too"


def drop_passing(span: Span, result: Extraction, start: tuple[int, int, int]) -> None:
    """Drop, in place, the facts read from ``span`` (those after ``start``: the counts of facts,
    edges and entities before it) that say a mood of the moment, take the listener's thing for the
    speaker's, or repeat a longer reading of the same clause."""
    facts = result.facts[start[0] :]
    kept: list[FactCandidate] = []
    for fact in facts:
        reason = _passing(fact, span) or _reaction(fact, span) or _shorter(fact, facts)
        if reason is not None:
            result.skipped.append(Skipped(f"{fact.field}={fact.value}", reason))
            continue
        kept.append(fact)
    result.facts[start[0] :] = kept


def _passing(fact: FactCandidate, span: Span) -> str | None:
    words = f"{fact.field} {fact.value}".casefold().split()
    words = words[1:] if words[:1] == ["will"] else words  # "I'm feeling content tonight"
    if not words or words[0] not in LINKING or fact.value_entity is not None:
        return None
    rest = [w for w in words[1:] if w not in FEELING_WORD and w not in DEGREE]
    if len(rest) != 1:
        return None
    mood = _complement(rest[0], span)
    if mood is None or (mood.lemma_.casefold() not in MOODS and mood.lower_ not in MOODS):
        return None
    return None if _disposition(mood.head, mood) else PASSING


def _disposition(verb: Token, mood: Token) -> bool:
    """A mood with what it is about, when or where it comes, or that comes always: "I get nervous
    before exams", "I felt so accepted at the conference", "I always feel calmer". What a careful
    reader records of a feeling is its occasion; a mood alone ("I got so tired", "the colours make
    me feel calm", "I'm feeling content tonight") is of a moment."""
    if any(t.lower_ in HABITUAL for t in verb.subtree):
        return True
    if any(c.dep_ in ABOUT for c in mood.children):
        return True
    # "felt liberated and empowered doing it": the occasion may hang on the coordinated adjective
    holders = {verb.i, mood.i} | {c.i for t in (verb, mood) for c in t.children if c.dep_ == "conj"}
    return any(t.dep_ in OCCASION and t.head.i in holders for t in verb.subtree if t.i > mood.i)


def _reaction(fact: FactCandidate, span: Span) -> str | None:
    if fact.metadata.get(LISTENER_KEY):
        return None  # "happy for you": a tie between two people (listener_reactions)
    head = _value_head(fact.value, span)
    if head is None or fact.field.casefold().split()[0] not in ATTITUDES:
        return None
    owners = [c for c in head.children if c.dep_ == "poss"]
    if any(o.lower_ in ADDRESSEES for o in owners):
        return REACTION  # "your trip was amazing" read as liking a trip
    return None


def _shorter(fact: FactCandidate, facts: list[FactCandidate]) -> str | None:
    said = f"{fact.field} {fact.value}".casefold().split()
    for other in facts:
        if other is fact or other.entity_name != fact.entity_name or other.status != fact.status:
            continue
        longer = f"{other.field} {other.value}".casefold().split()
        if len(longer) > len(said) and longer[: len(said)] == said:
            return SHORTER
    return None


def _complement(word: str, span: Span) -> Token | None:
    """The adjective (or participle) ``word`` of ``span`` that completes a linking verb."""
    return next(
        (t for t in span if t.lower_ == word and (t.pos_ == "ADJ" or t.tag_ == "VBN" or t.dep_ in LINKED)),
        None,
    )


def _value_head(value: str, span: Span) -> Token | None:
    """The token of ``span`` that heads the words of ``value`` (its last noun, as written)."""
    words = value.casefold().split()
    nouns = [t for t in span if t.lower_ in words and t.pos_ in {"NOUN", "PROPN"}]
    return nouns[-1] if nouns else None


__all__ = ["MOODS", "PASSING", "REACTION", "SHORTER", "drop_passing"]
