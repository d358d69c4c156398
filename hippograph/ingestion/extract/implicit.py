"""Constructions whose participant is not where the clause readers look for it.

- an **object relative clause**: the object is the noun the clause modifies ("the figurines I
  bought" -> bought figurines; "the gym that I go to" -> go to gym; "the clinic where Darius
  works" -> Darius works at the clinic);
- an **evaluation by the speaker** of a thing that is the grammatical subject ("gardening matters
  to me", "chess is a big part of my life", "knitting is my favourite"): the speaker values it;
  or the subject of a small clause the speaker judges ("I find hiking so relaxing", "I consider
  kindness essential"): the speaker likes or values it.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Token

from hippograph.ingestion.extract.extraposed_gerunds import extraposed_gerund, fused_verdict, gerund_value
from hippograph.ingestion.extract.gate import EMPTY, acceptable, phrase, text_of
from hippograph.ingestion.extract.kind_verdicts import experienced_kind, pastime_kind
from hippograph.ingestion.extract.subjects import OWN, SELF, Subject, is_name, ner_type
from hippograph.ingestion.extract.views import RELATIVE_PRONOUNS, SUBJECT_DEPS, TIME_WORDS, Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.ingestion.rules import lexicon

# Nouns a relative clause modifies without being its object: "the day I left", "the way I feel".
NOT_OBJECTS = TIME_WORDS | lexicon(
    """time times way reason place point part moment moments thing things stuff lot kind sort
    fact idea feeling sense first last rest"""
)
# Pronouns that point at something said before: "that's a memory I'll never forget".
POINTERS = lexicon("it this that these those")
# Places one is in rather than at: "the town where I grew up".
AREAS = lexicon("city town village country state region area neighborhood neighbourhood street island")
# Verbs that take no direct object: a gap after them is a place or a time, not an object.
INTRANSITIVE = lexicon(
    """go come live grow work stay sit stand be feel happen arrive walk run travel move belong
    wait sleep look seem talk speak laugh cry die fall rise lie"""
)
# "X is a huge part of my life", "X means the world to me", "X is special to me".
VALUE_ADJECTIVES = lexicon("important special precious dear vital essential meaningful crucial key necessary")
VALUE_NOUNS = lexicon("part")
FAVOURITE = lexicon("favorite favourite fave")
# Nouns of fondness a thing is called by its fan: "X is my passion".
FONDNESS = lexicon("passion love obsession thing outlet escape")
# Nouns of what one does for pleasure: "knitting is my hobby".
PASTIMES = lexicon("hobby pastime")
# Verbs that link a thing to what the speaker holds it to be: "is", "has become".
LINKING = lexicon("be become")
# Verbs of what a thing does for the speaker in "X is what keeps me sane".
SUSTAINING = lexicon("keep get help calm relax ground save")
VALUE_VERBS = lexicon("matter")
# Verbs of judgement that take a small clause: "I find X relaxing", "I consider X essential".
JUDGING = lexicon("find consider")
ENJOYABLE = lexicon(
    """great fun awesome amazing wonderful lovely nice empowering freeing relaxing peaceful calming
    refreshing rewarding fulfilling satisfying therapeutic cathartic healing inspiring soothing"""
)
PERCEPTION = lexicon("see hear know say tell watch notice read think feel")
ACTING_VERBS = lexicon(
    "keep help remind inspire motivate calm relax comfort refresh energize bring give make"
)
GOOD_STATES = lexicon(
    """happy calm sane grounded peace accepted loved supported strong busy present motivated inspired
    alive balanced focused creative relaxed centered centred whole"""
)
GOOD_THINGS = lexicon("joy peace comfort happiness strength hope courage calm energy purpose")
# "X is a fun way to unwind", "an outlet for stress": a thing valued for what it does.
WAY_NOUNS = lexicon("way outlet means escape release")
PLEASANT = ENJOYABLE | lexicon("good healthy perfect cool easy")
# "the best part", "my favourite part": what was liked most of something.
BEST = FAVOURITE | lexicon("best")
# "X means a lot to me", "means the world to me".
MEANS_MUCH = lexicon("lot world everything")
# Words a thing of a kind is named with when the clause is about one instance of it, not the kind.
_SPECIFIC_DEPS = frozenset({"det", "poss", "nummod"})


def gap_object(verb: Token, clause: Clause) -> tuple[str, Token] | None:
    """The relative clause's gap: ``(preposition or "", noun)`` when ``verb`` heads a relative
    clause with a subject of its own and the noun it modifies is its object ("the figurines I
    bought"), the object of a stranded preposition ("the gym that I go to") or its place ("the
    clinic where Darius works")."""
    if verb.dep_ != "relcl" or clause.subject is None or clause.subject.i == verb.head.i:
        return None
    noun = verb.head
    if noun.pos_ not in {"NOUN", "PROPN"} or noun.lower_ in NOT_OBJECTS or classifies_a_pointer(noun):
        return None
    subjects = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    # "the bakery that my uncle runs" parsed with two subjects: "that" is the object
    own_subject = next((c for c in subjects if c.lower_ not in RELATIVE_PRONOUNS), None) or next(
        iter(subjects), None
    )
    if own_subject is None or own_subject.lower_ in RELATIVE_PRONOUNS:
        return None  # "the friend who paints": the noun is the subject
    if any(c.lower_ in {"when", "why", "how"} for c in verb.children):
        return None  # "a pic from when we met up": a time, not an object
    if any(t.tag_ == "WP$" for t in verb.subtree):
        return None  # "Kofi, whose daughter studies at Yale": Kofi is the daughter's, not her object
    for child in verb.children:
        if child.dep_ == "advmod" and child.lower_ == "where":
            return ("in" if noun.lemma_ in AREAS or noun.ent_type_ in {"GPE", "LOC"} else "at"), noun
        if child.dep_ == "prep" and child.i > verb.i:
            objects = [c for c in child.children if c.dep_ in {"pobj", "pcomp"}]
            if not objects or all(o.lower_ in RELATIVE_PRONOUNS for o in objects):
                return child.lower_, noun  # "the gym (that) I go to"
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"}]
    objects += [c for c in subjects if c is not own_subject and c.lower_ in RELATIVE_PRONOUNS]
    if any(o.lower_ in RELATIVE_PRONOUNS for o in objects):
        return "", noun  # "the car that my father left me"
    if objects:
        return None  # "the day my son took his first steps": the clause has its own object
    if verb.lemma_ in INTRANSITIVE or any(c.dep_ in {"xcomp", "ccomp", "acomp"} for c in verb.children):
        return None
    return "", noun


def classifies_a_pointer(noun: Token) -> bool:
    """ "That's a memory I'll never forget", "it's a book I love": the noun, indefinite, only says
    what kind of thing the pronoun points at (said before); "forget a memory", "love a book"
    remember nothing."""
    if noun.dep_ != "attr" or noun.head.lemma_ != "be" or noun.pos_ != "NOUN":
        return False
    if any(c.dep_ in {"det", "poss"} and c.lower_ not in {"a", "an"} for c in noun.children):
        return False  # "that's the car my dad gave me": one car, given
    subject = next((c for c in noun.head.children if c.dep_ in {"nsubj", "expl"}), None)
    return subject is not None and subject.lower_ in POINTERS


def gap_value(noun: Token, clause: Clause) -> tuple[str, Token] | None:
    """The noun phrase of the gap, without its relative clause."""
    skip = clause.time_tokens | {t.i for c in noun.children if c.dep_ == "relcl" for t in c.subtree}
    tokens = phrase(noun, skip)
    if not acceptable(tokens, noun) or noun.lower_ in EMPTY:
        return None
    return text_of(tokens), noun


def evaluation(clause: Clause) -> Iterator[tuple[str, str, Token]]:
    """ "gardening matters to me", "chess is a big part of my life", "knitting is my favourite",
    "talking about it is crucial", "it's great to unplug", "creativity keeps me at peace":
    ``(field, value, value head)`` of the speaker's, the value being what is evaluated."""
    subject = clause.subject
    head = clause.head
    if subject is None or clause.negated or clause.implied:
        return
    if subject.pos_ == "PRON" and subject.lower_ == "it" and (head.lemma_ == "be" or _pleasant_verb(head)):
        yield from _extraposed(clause)
        return
    if subject.pos_ == "PRON" and subject.lower_ == "it" and head.lemma_ == "mean":
        yield from _means_much(clause)
        return
    if subject.lower_ in SELF and head.lemma_ in JUDGING:
        yield from _judged(clause)
        return
    if subject.pos_ not in {"NOUN", "PROPN", "VERB"}:
        return
    named = subject.pos_ == "PROPN" and is_name(subject) and ner_type(subject) in {"Person", "Org", "Place"}
    gerund = subject.pos_ == "VERB" or subject.dep_ == "csubj"
    gerund = gerund or any(c.dep_ in {"compound", "amod"} and c.tag_ == "VBG" for c in subject.children)
    gerund = gerund or (subject.lower_.endswith("ing") and not any(c.dep_ == "det" for c in subject.children))
    field = _evaluated(
        head, gerund=gerund, bare=_bare(subject), kind=_bare(subject) and pastime_kind(subject)
    )
    if field is None or (named and field != "favorite"):
        return  # "Le Guin is my favourite author": a name is only ever someone's favourite
    if subject.lower_ in EMPTY:  # "stuff like this mural": the example is the value
        like = next((c for c in subject.children if c.dep_ == "prep" and c.lower_ == "like"), None)
        example = next((c for c in like.children if c.dep_ == "pobj"), None) if like is not None else None
        subject = example if example is not None else subject
    for item in [subject, *(c for c in subject.children if c.dep_ == "conj" and c.pos_ == subject.pos_)]:
        tokens = phrase(item, clause.time_tokens)
        if acceptable(tokens, item if len(tokens) == 1 else None):  # "family time" says something
            yield field, text_of(tokens), item


def _means_much(clause: Clause) -> Iterator[tuple[str, str, Token]]:
    """ "It means a lot to spend time with my grandparents", "it meant so much having my brother
    there": what the extraposed "it" stands for is the infinitive or gerund after "means a lot",
    wherever the parser attached it (to the verb, or as a clause of "lot")."""
    head = clause.head
    amount = [c for c in head.children if c.lemma_ in MEANS_MUCH or c.lower_ == "much"]
    if not amount:
        return
    verbs = [c for c in head.children if c.dep_ in {"xcomp", "ccomp", "advcl"}]
    verbs += [c for a in amount for c in a.children if c.dep_ in {"relcl", "acl"}]
    for verb in sorted(verbs, key=lambda t: t.i):
        infinitive = any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
        # "to" makes a verb of what the tagger took for a noun ("to volunteer")
        if not infinitive and (verb.pos_ not in {"VERB", "AUX"} or verb.tag_ != "VBG"):
            continue
        if verb.lemma_ in PERCEPTION or any(c.dep_ in SUBJECT_DEPS for c in verb.children):
            return
        tokens = [t for t in verb.subtree if t.i not in clause.time_tokens and not t.is_punct]
        while tokens and tokens[0].dep_ == "aux":
            tokens = tokens[1:]
        if 1 < len(tokens) <= 8 and acceptable(tokens):
            yield "cares_about", text_of(tokens), verb
        return


def _judged(clause: Clause) -> Iterator[tuple[str, str, Token]]:
    """ "I find hiking so relaxing", "I consider kindness essential", "I find gardening to be
    therapeutic": the judged thing is the small clause's subject, the judgement its predicate (an
    adjective, or the complement of "to be"). The parser gives the small clause either with a
    subject of its own or as the thing with the judgement below it; both are read. A pronoun ("I
    find it freeing") is left alone: what it stands for is said elsewhere."""
    for small in (c for c in clause.head.children if c.dep_ in {"ccomp", "xcomp", "oprd", "dobj"}):
        thing = next((c for c in small.children if c.dep_ in SUBJECT_DEPS), None)
        if thing is not None:
            judgement: Token | None = small
        else:  # "find [baking] [very calming]": the thing heads the small clause
            thing = small
            judgement = next(
                (c for c in small.children if c.dep_ in {"acomp", "xcomp", "oprd", "amod"}), None
            )
        if judgement is not None and judgement.lemma_ == "be":
            judgement = next((c for c in judgement.children if c.dep_ == "acomp"), None)
        if judgement is None or judgement.i < thing.i:
            continue
        if thing.pos_ not in {"NOUN", "PROPN", "VERB", "ADJ"} or thing.lower_ in EMPTY:
            continue
        if thing.pos_ == "PROPN" and is_name(thing) and ner_type(thing) in {"Person", "Org", "Place"}:
            continue  # "I find Maya inspiring": about Maya, not a thing the speaker holds
        if judgement.lemma_ in VALUE_ADJECTIVES or judgement.lower_ in VALUE_ADJECTIVES:
            field = "cares_about"
        elif judgement.lemma_ in ENJOYABLE or judgement.lower_ in ENJOYABLE:
            field = "like"
        else:
            continue
        skip = set(clause.time_tokens)
        if thing is small:  # the judgement and "to be" are below the thing: not part of it
            skip |= {t.i for t in judgement.subtree}
            skip |= {t.i for c in thing.children if c.dep_ in {"aux", "xcomp"} for t in c.subtree}
        for item in [thing, *(c for c in thing.children if c.dep_ == "conj" and c.pos_ == thing.pos_)]:
            tokens = phrase(item, skip)
            if acceptable(tokens, item if len(tokens) == 1 else None):
                yield field, text_of(tokens), item
        return


def _extraposed(clause: Clause) -> Iterator[tuple[str, str, Token]]:
    """ "It's great to unplug with the kids", "it's so important to me to keep learning", "it's
    empowering to make a difference" (the participle parsed as the clause's verb)."""
    if _pleasant_verb(clause.head):
        adjective: Token | None = clause.head
        complements = {"xcomp", "advcl"}
    else:
        adjective = next((c for c in clause.head.children if c.dep_ == "acomp"), None)
        adjective = adjective or next((c for c in clause.head.children if c.dep_ == "attr"), None)
        complements = {"xcomp"}
    fused = fused_verdict(clause.head)  # "it's really fun cooking with my grandkids"
    if fused is not None:
        yield from _gerund_verdict(clause, *fused)
        return
    if adjective is None:
        return
    gerund = extraposed_gerund(clause.head, adjective)  # "it's so relaxing sitting by the lake"
    if gerund is not None:
        yield from _gerund_verdict(clause, adjective, gerund)
        return
    if adjective.dep_ == "attr":
        return
    verb = next(
        (
            c
            for c in [*clause.head.children, *adjective.children]
            if c.dep_ in complements and c.pos_ == "VERB" and any(a.lower_ == "to" for a in c.children)
        ),
        None,
    )
    if verb is None or verb.lemma_ in PERCEPTION or any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return
    if adjective.lemma_ in VALUE_ADJECTIVES:
        field = "cares_about"
    elif adjective.lemma_ in ENJOYABLE or adjective.lower_ in ENJOYABLE:
        field = "like"
    else:
        return
    tokens = [t for t in verb.subtree if t.i not in clause.time_tokens and not t.is_punct]
    if len(tokens) > 8:  # "to express myself and have people back me up": the first of the two
        later = {t.i for c in verb.children if c.dep_ in {"conj", "cc"} for t in c.subtree}
        tokens = [t for t in tokens if t.i not in later]
    while tokens and tokens[0].dep_ == "aux":
        tokens = tokens[1:]
    if 1 < len(tokens) <= 8 and acceptable(tokens):
        yield field, text_of(tokens), verb


def _gerund_verdict(clause: Clause, adjective: Token, gerund: Token) -> Iterator[tuple[str, str, Token]]:
    """ "It's really fun cooking with my grandkids": the speaker enjoys (or values) the deed."""
    if gerund.lemma_ in PERCEPTION:
        return  # "it's great seeing how far you've come": a reaction to what is seen
    if adjective.lemma_ in VALUE_ADJECTIVES or adjective.lower_ in VALUE_ADJECTIVES:
        field = "cares_about"
    elif adjective.lemma_ in ENJOYABLE or adjective.lower_ in ENJOYABLE:
        field = "like"
    else:
        return
    value = gerund_value(gerund, clause.time_tokens)
    if value is not None:
        yield field, value, gerund


def _evaluated(head: Token, *, gerund: bool, bare: bool = False, kind: bool = False) -> str | None:
    """The field of the speaker's evaluation of the clause's subject, if the clause is one.
    ``gerund``: the subject is an activity ("knitting"); ``bare``: a kind of thing named without
    a determiner or possessive ("unconditional love", "pets"), so the clause says what the
    speaker holds about the kind, not about one thing of it."""
    children = list(head.children)
    if gerund and _pleasant_verb(head):
        return "like"  # "growing tomatoes is relaxing", the participle parsed as the verb
    if kind and _pleasant_verb(head) and experienced_kind(head, ENJOYABLE):
        return "like"  # "yoga is really calming", the participle parsed as the verb
    if head.lemma_ in VALUE_VERBS and any(_to_me(c) for c in children):
        return "cares_about"
    if head.lemma_ == "mean" and any(c.dep_ == "dobj" and c.lemma_ in MEANS_MUCH for c in children):
        return "cares_about" if any(_to_me(c) for c in children) else None  # "means a lot to me"
    if head.lemma_ in ACTING_VERBS and _acts_on_me(head):
        return "cares_about"
    if head.lemma_ in {"bring", "give"} and (gerund or bare) and _good_thing(head):
        return "like"  # "pets bring so much joy", "gardening gives peace"
    if head.lemma_ not in LINKING:
        return None
    for child in children:
        if child.dep_ == "ccomp" and (gerund or bare) and _my_way(child):
            return "like"  # "gaming is how I unwind", "running is what keeps me sane"
        valued = child.dep_ == "acomp" and child.lemma_ in VALUE_ADJECTIVES
        if valued and (gerund or bare or any(_to_me(c) for c in child.children)):
            return "cares_about"  # "talking about it is crucial", "X is special to me"
        if child.dep_ == "acomp" and gerund and (child.lemma_ in ENJOYABLE or child.lower_ in ENJOYABLE):
            return "like"  # "painting animals is so peaceful"
        if child.dep_ == "acomp" and kind and experienced_kind(child, ENJOYABLE):
            return "like"  # "pottery is so relaxing", "chess is awesome for thinking ahead"
        if child.dep_ != "attr":
            continue
        if (gerund or bare) and _pleasant_way(child):
            return "like"  # "painting's a fun way to express my feelings"
        if gerund and child.lemma_ == "part" and any(c.lower_ in BEST for c in child.children):
            return "favorite"  # "marrying my partner was the best part"
        owned = any(c.dep_ == "poss" and c.lower_ in OWN for c in child.children) or _of_mine(child)
        if child.lemma_ in FAVOURITE and owned:
            return "favorite"
        if child.lemma_ in FONDNESS and owned and (gerund or bare):
            return "like"  # "dancing has always been my passion", "Photography is my passion"
        if child.lemma_ in PASTIMES and owned and (gerund or bare):
            return "hobby"  # "knitting is my hobby", "cooking has become my new hobby"
        if child.lemma_ in VALUE_NOUNS and _of_my_life(child):
            return "cares_about"
        if owned and any(c.dep_ == "amod" and c.lemma_ in FAVOURITE for c in child.children):
            return "favorite"  # "pottery is my favourite hobby"
    return None


def _of_mine(noun: Token) -> bool:
    """ "a real passion of mine": the speaker's, said after the noun."""
    return any(
        p.dep_ == "prep" and p.lower_ == "of" and any(o.lower_ in {"mine", "ours"} for o in p.children)
        for p in noun.children
    )


def _my_way(clause: Token) -> bool:
    """ "(gaming is) how I unwind", "(running is) what keeps me sane": a clause saying the thing is
    the speaker's way of doing something, or what keeps them going."""
    children = list(clause.children)
    mine = any(c.dep_ == "nsubj" and c.lower_ == "i" for c in children)
    if mine and any(c.dep_ == "advmod" and c.lower_ == "how" for c in children):
        return True
    what = any(c.dep_ == "nsubj" and c.lower_ == "what" for c in children)
    on_me = any(c.dep_ == "dobj" and c.lower_ == "me" for c in children)
    return what and on_me and clause.lemma_ in SUSTAINING


def _pleasant_verb(head: Token) -> bool:
    """ "it's empowering", "it's so relaxing": a participle of pleasure the parser made the verb."""
    return (
        head.tag_ == "VBG"
        and (head.lower_ in ENJOYABLE or head.lemma_ in ENJOYABLE)
        and any(c.dep_ == "aux" and c.lemma_ == "be" for c in head.children)
    )


def _bare(subject: Token) -> bool:
    """A common noun without determiner, possessive or number: a kind ("unconditional love",
    "pets"), not one thing ("the meeting", "my car")."""
    return subject.pos_ == "NOUN" and not any(c.dep_ in _SPECIFIC_DEPS for c in subject.children)


def _good_thing(verb: Token) -> bool:
    return any(c.dep_ == "dobj" and c.lemma_ in GOOD_THINGS for c in verb.children)


def _pleasant_way(noun: Token) -> bool:
    """ "a fun way to unwind", "a great outlet for stress"."""
    if noun.lemma_ not in WAY_NOUNS:
        return False
    pleasant = any(c.dep_ == "amod" and (c.lemma_ in PLEASANT or c.lower_ in PLEASANT) for c in noun.children)
    purpose = any(c.dep_ in {"relcl", "acl", "prep"} for c in noun.children)
    return pleasant and purpose


def _acts_on_me(verb: Token) -> bool:
    """ "keeps me at peace", "helps me relax", "brings me joy", "reminds me of home": a thing that
    does the speaker good (for "make" and "keep", a state that is good)."""
    me = [c for c in verb.children if c.lower_ in SELF and c.dep_ in {"dobj", "dative", "nsubj", "iobj"}]
    inner = [g for c in verb.children if c.dep_ == "ccomp" for g in c.children]  # "helps me relax"
    me += [g for g in inner if g.dep_ == "nsubj" and g.lower_ in SELF]
    if not me:
        return False
    if verb.lemma_ in {"make", "keep"}:
        return any(t.lemma_ in GOOD_STATES or t.lower_ in GOOD_STATES for t in verb.subtree if t.i > me[0].i)
    if verb.lemma_ in {"bring", "give"}:
        return any(c.dep_ == "dobj" and c.lemma_ in GOOD_THINGS for c in verb.children)
    return True


def does_me_good(verb: Token) -> bool:
    """ "it keeps me calm", "it helps me unwind": the subject does the speaker good."""
    return verb.lemma_ in ACTING_VERBS and _acts_on_me(verb)


def _to_me(prep: Token) -> bool:
    return (
        prep.dep_ == "prep"
        and prep.lower_ == "to"
        and any(c.dep_ == "pobj" and c.lower_ in SELF for c in prep.children)
    )


def _of_my_life(noun: Token) -> bool:
    for prep in noun.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in prep.children:
                if obj.lemma_ in {"life", "day", "routine", "identity"} and any(
                    c.dep_ == "poss" and c.lower_ in OWN for c in obj.children
                ):
                    return True
    return False


def speaker() -> Subject:
    return Subject(SPEAKER, "User")


def age(clause: Clause) -> str | None:
    """ "our daughter is seven years old", "my nephew is twelve": a person's age, as said (not in
    a subordinate clause: "since I was 17" dates something else, see :func:`since_age`)."""
    head = clause.head
    if head.lemma_ != "be" or clause.negated or any(c.dep_ == "mark" for c in head.children):
        return None
    for child in head.children:
        if child.dep_ == "acomp" and child.lower_ == "old":
            years = next((c for c in child.children if c.dep_ == "npadvmod" and c.lemma_ == "year"), None)
            number = next((c for c in years.children if c.dep_ == "nummod"), None) if years else None
            return f"{number.text} years old" if number is not None else None
        if child.dep_ in {"acomp", "attr"} and child.like_num and not any(True for _ in child.children):
            return child.text
    return None


SINCE = lexicon("since")


def since_age(clause: Clause) -> tuple[str, str] | None:
    """ "I've been painting since I was 17", "she's sung since she was five": the age the main
    clause's activity began at, as ``(field, age)`` ("paint since", "age 17"); None for any other
    clause."""
    head = clause.head
    if head.lemma_ != "be" or head.dep_ != "advcl" or clause.negated:
        return None
    if not any(c.dep_ == "mark" and c.lower_ in SINCE for c in head.children):
        return None
    number = next(
        (c for c in head.children if c.dep_ in {"attr", "acomp"} and (c.like_num or c.lower_ == "kid")), None
    )
    main = head.head
    if number is None or not number.like_num or main.pos_ not in {"VERB", "AUX"} or main.lemma_ == "be":
        return None
    particle = [c.lower_ for c in main.children if c.dep_ == "prt"]
    return " ".join([main.lemma_.casefold(), *particle, "since"]), f"age {number.text}"
