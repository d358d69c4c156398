"""What not to keep of a sentence as it was read: moods of the moment, the listener's things read
as the speaker's own, the shorter of two readings of one clause.

The readers say what a clause states; this gate, run on a sentence's statements once they are all
read, refuses (or re-owns) the ones a careful reader would not record so:

- **a passing mood**: a linking verb ("be", "feel", "get", "stay", "become", "make ... feel") with
  one adjective of feeling and nothing else, caused ("it made me feel connected"), a change ("I
  got so tired", "I stayed calm") or of now ("I'm feeling content tonight"; the speaker's
  progressive "feel" says so with any adjective: "I'm feeling tiny", "I'm feeling nostalgic"). A
  feeling with its occasion stays ("I felt so accepted at the conference", "I get nervous before
  exams", "I always feel calmer"), as does how an episode the speaker tells felt ("I felt
  liberated") -- what a careful reader records of a feeling -- and an adjective that is not a
  feeling ("I'm vegetarian", "Oscar got sick");
- **the listener's thing read as the speaker's own attitude**: "your advice means a lot to me" is
  not caring about advice, "sounds like your trip was amazing" not a liking of trips: it becomes
  the speaker's tie to the listener's thing ("@agent's advice"), as
  :mod:`~hippograph.ingestion.extract.listener_reactions` says "I admire your patience" (named
  after the listener in a conversation between two people, nothing when said to the assistant);
  a deed on the listener's thing stays as read ("I borrowed your ladder");
- **the shorter of two readings of one clause**: "I stay busy by volunteering" read both as "stay:
  busy" and "stay busy by: volunteering" keeps the whole one.

Decided from the parse of the sentence (part of speech, dependencies, lemmas) and word classes;
every statement dropped is recorded as skipped, with its reason.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.exclamations import FEELINGS
from hippograph.ingestion.extract.listener_reactions import LISTENER_KEY
from hippograph.ingestion.extract.reactions import ADDRESSEES, REACTING
from hippograph.ingestion.extraction import AGENT, SPEAKER, Extraction, FactCandidate, Skipped
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
TELLING = lexicon("feel be")  # "I felt", "I was": how it was
CAUSING = lexicon("make let leave keep")  # "it made me feel": the feeling without its cause
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
REACTION = "the listener's thing, said as a tie to the listener already"
SHORTER = "the shorter reading of a clause read in full too"


def drop_passing(span: Span, result: Extraction, start: tuple[int, int, int]) -> None:
    """Drop, in place, the facts read from ``span`` (those after ``start``: the counts of facts,
    edges and entities before it) that say a mood of the moment, take the listener's thing for the
    speaker's, or repeat a longer reading of the same clause."""
    facts = result.facts[start[0] :]
    kept: list[FactCandidate] = []
    for fact in facts:
        if _listeners(fact, span):
            tie = _as_tie(fact, facts)
            if tie is None:
                result.skipped.append(Skipped(f"{fact.field}={fact.value}", REACTION))
                continue
            fact = tie
        reason = _passing(fact, span) or _shorter(fact, facts)
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
    if mood is None or not (_moody(mood) or _feeling_now(fact, mood)):
        return None
    verb = mood.head
    if _disposition(verb, mood) or _told(verb):
        return None
    return PASSING


def _moody(word: Token) -> bool:
    return word.lemma_.casefold() in MOODS or word.lower_ in MOODS


def _feeling_now(fact: FactCandidate, word: Token) -> bool:
    """ "I'm feeling tiny", "I'm feeling nostalgic today": the speaker's feeling of now, said so by
    the progressive "feel" whatever the adjective (a thing's "the walls are feeling damp" is
    none)."""
    verb = word.head
    return fact.entity_name == SPEAKER and word.pos_ == "ADJ" and verb.lemma_ == "feel" and verb.tag_ == "VBG"


def _told(verb: Token) -> bool:
    """ "I felt so proud", "I was so relieved": how an episode the speaker tells felt, which a
    careful reader records with it; not caused by something ("it made me feel connected") nor a
    change ("I got so tired")."""
    caused = verb.dep_ in {"ccomp", "xcomp"} and verb.head.lemma_ in CAUSING
    return verb.tag_ == "VBD" and verb.lemma_ in TELLING and not caused


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


def _listeners(fact: FactCandidate, span: Span) -> bool:
    """Whether ``fact`` is the speaker's attitude to a thing of the listener's read as their own:
    "your advice means a lot to me" read as caring about advice."""
    if fact.metadata.get(LISTENER_KEY) or fact.entity_name != SPEAKER:
        return False  # "happy for you": already a tie between two people (listener_reactions)
    head = _value_head(fact.value, span)
    if head is None or fact.field.casefold().split()[0] not in ATTITUDES:
        return False
    return any(c.dep_ == "poss" and c.lower_ in ADDRESSEES for c in head.children)


def _as_tie(fact: FactCandidate, facts: list[FactCandidate]) -> FactCandidate | None:
    """The attitude as the speaker's tie to the listener's thing ("@agent's advice"), as
    :mod:`~hippograph.ingestion.extract.listener_reactions` says it; None when that tie is read
    already ("I love your haircut" gives both)."""
    words = fact.value.split()
    thing = " ".join(words[1:] if words[:1] and words[0].casefold() in ADDRESSEES else words)
    value = f"{AGENT}'s {thing}"
    if any(f.metadata.get(LISTENER_KEY) and f.value == value for f in facts):
        return None
    return replace(fact, value=value, value_entity=None, metadata={**fact.metadata, LISTENER_KEY: "value"})


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
