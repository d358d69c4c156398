"""Clause views: each clause of a sentence as its subject, predicate head and modifiers.

A clause is a verb (or a copula) with a subject of its own, a verb coordinated with one (it shares
the subject: "I paint and write poems"), or a relative clause (its subject is the noun it
modifies: "my friend who runs a bakery"). What the parse says about the whole clause is read once
here: negation, "used to" / "no longer" / "quit" (ended), hedges and modals (confidence), a
question or condition (no statement), and its time expression (``when``, as written).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.attitudes import dropped_experiencer
from hippograph.ingestion.extract.dropped_attitudes import unsaid_attitude
from hippograph.ingestion.extract.modality import modality
from hippograph.ingestion.extract.past_states import past_period, past_possession, past_role
from hippograph.ingestion.extract.waiting import unsaid_subject
from hippograph.ingestion.rules import lexicon

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
CLAUSE_DEPS = frozenset({"ROOT", "conj", "ccomp", "advcl", "relcl", "parataxis"})
TIME_LABELS = frozenset({"DATE", "TIME"})
RELATIVE_PRONOUNS = lexicon("who that which whom whose")
# Verbs that report an attitude towards the clause they govern: "I think (that) ..."
HEDGE_VERBS = lexicon("think guess suppose believe reckon assume bet feel figure imagine")
HEDGE_ADVERBS = lexicon("maybe perhaps probably possibly likely apparently kinda sorta")
END_VERBS = lexicon("quit stop")
RELOCATING = lexicon("move relocate emigrate immigrate")
AHEAD = lexicon("next tomorrow upcoming coming soon")
BEHIND = lexicon(
    "last ago yesterday earlier past previous recently lately every each daily weekly this these today"
    " nowadays currently now"
)
CONDITION_MARKS = lexicon("if unless whenever when once until before after because since while as")
FACTUAL_MARKS = lexicon("after before because since while as when once")
GERUND_TIME_PREPS = lexicon("after before since upon")
ENDED_ADVERBS = lexicon("anymore longer")
TIME_WORDS = lexicon(
    """january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday today tonight yesterday tomorrow
    day week month year weekend morning afternoon evening night spring summer autumn fall winter
    ago last next this past recently lately season decade century hour minute moment christmas
    easter holiday holidays noon midnight teens twenties thirties forties fifties sixties seventies
    eighties nineties"""
)
# Verbs that spend a stretch of time on what their gerund says: "I spent a year teaching in Hanoi".
SPENDING_VERBS = lexicon("spend waste pass")
UNREAL_VERBS = lexicon("wish hope imagine pretend dream wonder")
# Words that may stand before a report whose "I" chat dropped: "Just got ...", "Finally finished".
ELIDED_LEAD = lexicon("just finally also recently still even already actually so and but oh well yeah")
# Tags of a dropped-subject report: a past ("got"), a participle after "been", a gerund.
ELIDED_TAGS = frozenset({"VBD", "VBN", "VBG"})
# Verbs whose dropped-subject form is a reaction, not a report ("Sounds great", "Looking good").
REACTIONS = lexicon("look sound seem thank hope mean think guess wonder know miss")


@dataclass(frozen=True)
class Clause:
    head: Token  # the predicate: a verb, or the copula "be"
    subject: Token | None  # the subject word (for a relative clause: the noun it modifies)
    negated: bool
    ended: bool  # "used to", "no longer", "not ... anymore", "quit", "stopped"
    confidence: float
    when: str | None
    time_tokens: frozenset[int]  # token indices of the time expression (kept out of values)
    conditional: bool  # "if ...", "whenever ...": not a statement of fact
    future: bool = False  # "will", "'ll": a plan, not a state
    implied: bool = False  # the speaker's "I" dropped: "Just got a new bike!"

    @property
    def is_copula(self) -> bool:
        return self.head.lemma_ == "be"


def clauses(span: Span) -> Iterator[Clause]:
    """Every clause of the sentence with a subject, in reading order."""
    times = [ent for ent in span.ents if ent.label_ in TIME_LABELS and is_time(ent)]
    adjuncts = adjunct_times(span, times)
    times += adjuncts
    undated = frozenset(t.start for t in adjuncts)  # kept out of values, but no date of a statement
    hedged = _hedged_sentence(span)
    for token in span:
        governor = gerund_governor(token)
        if governor is not None:  # "before moving to Vancouver": the main clause's subject did it
            subject = subject_of(governor)
            if subject is not None:
                view = _view(token, subject, times, hedged, undated)
                if spent_on(governor) == token:  # "she spends her evenings knitting": as true as the spending
                    own = _view(governor, subject, times, hedged, undated)
                    over = view.ended or own.ended or _counted_past(governor)  # "spent ten years nursing"
                    yield replace(
                        view, conditional=own.conditional, future=own.future, negated=own.negated, ended=over
                    )
                    continue
                happened = _past(governor) or token.head.lower_ == "since"  # "since retiring, ..."
                yield replace(view, conditional=not happened, future=False)
            continue
        if token.dep_ not in CLAUSE_DEPS and token.dep_ != "xcomp":
            continue
        if token.pos_ not in {"VERB", "AUX"} and not _copular_root(token):
            continue
        subject = subject_of(token)
        implied = subject is None and token.dep_ != "xcomp" and elided_subject(token)
        implied = implied or (subject is None and dropped_experiencer(token))  # "Love the colors!"
        implied = implied or (subject is None and unsaid_subject(token))  # "Can't wait to move in!"
        implied = implied or (subject is None and unsaid_attitude(token))  # "Hoping to move in May"
        if implied:
            subject = token  # the speaker: open reading resolves an implied subject to them
        if subject is None:
            continue
        if token.dep_ == "xcomp":
            continue  # read inside the clause that governs it ("want to learn")
        if token.lemma_ in HEDGE_VERBS and any(c.dep_ == "ccomp" and c.pos_ != "ADJ" for c in token.children):
            continue  # "I think ...": the attitude is read as a hedge on the inner clause ("felt
            # [proud]" is a state, not a clause)
        if _unreal(token):
            continue  # "I wish I lived in Rome": not a statement of fact
        if spent_on(token) is not None and not _places_after(token):
            continue  # "spent a year teaching in Hanoi": the gerund's clause says what was done
        view = _view(token, subject, times, hedged, undated)
        if implied:
            view = replace(view, implied=True, future=view.future or _gonna(token) is not None)
        yield view


def declared_part(span: Span) -> Span | None:
    """The statement before a question in the same sentence: "I finished another bowl - want to see
    it?", "I love hiking, do you?". The words before the last dash, colon, semicolon or comma, when
    they hold a clause with a subject of its own and the rest holds the question."""
    breaks = [t for t in span if t.text in {"-", "—", "–", ":", ";", ","} and t.i > span.start]
    for cut in reversed(breaks):
        head = span.doc[span.start : cut.i]
        if any(
            t.pos_ in {"VERB", "AUX"}
            and any(c.dep_ in SUBJECT_DEPS and c.i < cut.i for c in t.children)
            and t.dep_ in {"ROOT", "conj", "ccomp", "parataxis"}
            for t in head
        ) and not head.text.rstrip().endswith("?"):
            return head
    return None


# Prepositions that make a time noun an adjunct of when ("knit in the evenings", "at night"); "for
# the summer" and "about the weekend" may be what the clause is about, so they are left out.
ADJUNCT_TIME_PREPS = lexicon("in on at during over through throughout until till since after before")
_TIME_MODIFIERS = frozenset({"det", "amod", "nummod", "predet", "poss"})


def adjunct_times(span: Span, found: list[Span]) -> list[Span]:
    """Time phrases the NER missed: a time noun governed by a time preposition, with nothing but
    determiners and modifiers before it ("in the evenings", "at night", "on sunny afternoons"):
    when the clause holds, never its object."""
    taken = {i for t in found for i in range(t.start, t.end)}
    out: list[Span] = []
    for token in span:
        if token.dep_ != "pobj" or token.pos_ not in {"NOUN", "PROPN"} or token.i in taken:
            continue
        if token.head.dep_ != "prep" or token.head.lower_ not in ADJUNCT_TIME_PREPS:
            continue
        if not (token.lower_ in TIME_WORDS or token.lower_.rstrip("s") in TIME_WORDS):
            continue
        lefts = list(token.lefts)
        if any(c.dep_ not in _TIME_MODIFIERS for c in lefts):
            continue
        start = lefts[0].left_edge.i if lefts else token.i
        out.append(span.doc[start : token.i + 1])
    return out


def is_time(ent: Span) -> bool:
    """NER's DATE and TIME, unless it is a name it mistook ("Winnipeg"): a time has a digit or a
    time word."""
    return any(t.like_num or t.lower_ in TIME_WORDS or t.lower_.rstrip("s") in TIME_WORDS for t in ent)


def subject_of(verb: Token) -> Token | None:
    if verb.dep_ == "relcl":  # "the bakery that my uncle runs" parsed with two subjects: "that" is its object
        own = [c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.lower_ not in RELATIVE_PRONOUNS]
        if own and len(own) < sum(c.dep_ in SUBJECT_DEPS for c in verb.children):
            return own[0]
    for child in verb.children:
        if child.dep_ in SUBJECT_DEPS:
            if child.lower_ in RELATIVE_PRONOUNS and verb.dep_ == "relcl":
                return verb.head
            return child
    for aux in (c for c in verb.children if c.dep_ in {"aux", "auxpass"}):
        # "Chloe got engaged to Marcus" parsed with "Chloe" under the auxiliary "got"
        found = next((c for c in aux.children if c.dep_ in SUBJECT_DEPS), None)
        if found is not None:
            return found
    if verb.dep_ == "relcl" and verb.head.pos_ in {"NOUN", "PROPN"}:
        return verb.head  # "a friend living in ..." parsed as relcl without a pronoun
    clausal = next((c for c in verb.children if c.dep_ == "csubj"), None)
    if clausal is not None:
        return clausal  # "talking about it is crucial": only an evaluation reads it
    if verb.dep_ == "conj" and verb.head.pos_ in {"VERB", "AUX"}:
        return subject_of(verb.head)
    if verb.dep_ == "xcomp":
        return subject_of(verb.head)
    return None


def elided_subject(verb: Token) -> bool:
    """A report whose "I" chat dropped: the sentence's root verb, past or participle or gerund,
    with nothing before it but an auxiliary ("been") or a lead word ("just"); or "gonna V"."""
    node = verb
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    if _gonna(node) is not None:
        return True
    if not (node.dep_ == "ROOT" or _spliced(node)) or node.pos_ != "VERB" or node.tag_ not in ELIDED_TAGS:
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ == "expl" for c in node.children) or node.lemma_ in REACTIONS:
        return False
    before = [t for t in node.sent if t.i < node.i and not t.is_punct]
    if node.tag_ == "VBG" and before and not any(t.lower_ in {"been", "am", "'m"} for t in before):
        return False  # "... and painting": a gerund after other words needs its "been"
    return all(
        t.lower_ in ELIDED_LEAD or (t.dep_ == "aux" and t.lower_ in {"been", "have", "'ve"}) for t in before
    )


def _spliced(verb: Token) -> bool:
    """ "Just adopted a puppy, her name is Luna": a report spliced to the next clause by a comma,
    which the parser hangs on that clause as an adverbial one; no word ("after", "when") makes it
    one, so it is a sentence of its own."""
    head = verb.head
    if verb.dep_ != "advcl" or head.dep_ != "ROOT" or verb.i > head.i:
        return False
    if any(c.dep_ in {"mark", "advmod"} and c.tag_ in {"IN", "WRB"} for c in verb.children):
        return False
    return any(t.is_punct and t.text == "," for t in verb.doc[verb.right_edge.i + 1 : head.i])


def _gonna(verb: Token) -> Token | None:
    """ "Gonna continue my edu": spaCy reads "Gon" as a noun root, the verb as its clause; the
    sentence's first word, "gon(na)", is then the only thing before the verb."""
    root = verb.head
    if verb.pos_ != "VERB" or root.dep_ != "ROOT" or root.lower_ not in {"gon", "gonna"}:
        return None
    first = next((t for t in verb.sent if not t.is_punct), None)
    if first is None or first.i != root.i:
        return None
    if any(t.i > root.i and t.i < verb.i and t.lower_ != "na" for t in verb.sent):
        return None
    return root


def _copular_root(token: Token) -> bool:
    return token.dep_ == "ROOT" and any(c.dep_ in SUBJECT_DEPS for c in token.children)


def _hedged_sentence(span: Span) -> float:
    """The confidence a sentence's attitude leaves its statements: "I think" 0.65, "not sure" 0.5."""
    for t in span:
        if t.lower_ == "sure" and any(c.dep_ == "neg" for c in t.head.children):
            return 0.5
    if any(
        t.lemma_ in HEDGE_VERBS and any(c.dep_ == "ccomp" and c.pos_ != "ADJ" for c in t.children)
        for t in span
    ):
        return 0.65
    return 0.8


def _unreal(token: Token) -> bool:
    """A clause under "wish", "hope", "imagine", "pretend", "dream" (or a question word)."""
    node = token
    while node.dep_ in {"ccomp", "xcomp", "conj"} and node.head.i != node.i:
        node = node.head
        if node.lemma_ in UNREAL_VERBS:
            return True
    return False


def own_tokens(head: Token) -> Iterator[Token]:
    """The head and its children that belong to this clause (not those of nested clauses)."""
    yield head
    for child in head.children:
        if child.dep_ in CLAUSE_DEPS or child.dep_ in SUBJECT_DEPS:
            continue
        yield child


def _present_aux(verb: Token) -> bool:
    """A progressive in the present: "is moving", "'re moving", not "was moving"."""
    return any(c.dep_ == "aux" and c.tag_ in {"VBZ", "VBP"} for c in verb.children)


def _view(
    head: Token,
    subject: Token,
    times: list[Span],
    hedged_sentence: float,
    undated: frozenset[int] = frozenset(),
) -> Clause:
    words = list(own_tokens(head))
    xcomp = next((c for c in head.children if c.dep_ == "xcomp"), None)
    if xcomp is not None:
        words += [c for c in xcomp.children if c.dep_ in {"neg", "advmod", "aux"}]
    lowers = {w.lower_ for w in words}
    negated = any(w.dep_ == "neg" or w.lower_ in {"never", "not", "n't"} for w in words)
    no_longer = "longer" in lowers and "no" in {w.lower_ for w in head.subtree}
    # "not ... anymore", and "isn't working there now": the contrast with before is an end
    anymore = "anymore" in {w.lower_ for w in head.subtree} or any(
        c.lower_ == "now" and c.dep_ == "advmod" for c in head.children
    )
    used_to = head.lemma_ == "use" and xcomp is not None and head.tag_ == "VBD"
    ended = used_to or no_longer or (negated and anymore) or head.lemma_ in END_VERBS
    ended = ended or (not negated and past_possession(head))  # "my grandmother had a bakery"
    ended = ended or (not negated and past_role(head))  # "Kwame was a history teacher"
    ended = ended or (not negated and past_period(head))  # "my dad was in the navy for twenty years"
    if no_longer or (negated and anymore):
        negated = False  # "no longer lives in X": an ended statement, not a negative one
    confidence = hedged_sentence
    if lowers & HEDGE_ADVERBS:
        confidence = min(confidence, 0.65)
    modal = modality(head)
    if modal.confidence is not None:
        confidence = min(confidence, modal.confidence)
    if "would" in lowers or "'d" in lowers:
        confidence = min(confidence, 0.7)
    if head.dep_ == "relcl" or subject.dep_ == "appos":
        confidence -= 0.05
    subtree = {t.i for t in head.subtree}
    inner = [t for t in times if t.start in subtree and _time_belongs(t, head) and not _modifies(t)]
    when = next((t.text for t in inner if t.start not in undated), None)
    time_tokens = frozenset(i for t in inner for i in range(t.start, t.end))
    conditional = head.dep_ == "advcl" and any(
        c.dep_ == "mark" and c.lower_ in CONDITION_MARKS for c in head.children
    )
    conditional = conditional or any(
        c.lower_ in {"if", "whenever", "unless"} or (c.lower_ == "when" and head.dep_ == "advcl")
        for c in head.children
    )
    if conditional and _past_event(head):
        conditional = False  # "after we went camping", "when my son got into an accident": it happened
    future = any(c.dep_ == "aux" and c.lower_ in {"will", "'ll", "wo", "shall"} for c in head.children)
    future = future or modal.future  # "I may move to Berlin", "I should call my mum": a plan
    conditional = conditional or modal.unreal  # "I should have called": it did not happen
    # "Tomas's moving to Oslo next year": a progressive with a time ahead is a plan, not a state
    contracted = any(c.dep_ == "case" and c.lower_ == "'s" for c in subject.children)  # "Tomas's moving"
    progressive = head.tag_ == "VBG" and (contracted or any(c.dep_ == "aux" for c in head.children))
    # ... and so is one with any time that is not behind ("in January", "on Friday", "this summer")
    future = future or (progressive and any(_ahead(t) for t in inner))
    # "Tom is moving to Berlin": a move said in the progressive is arranged, not where he lives yet
    future = future or (progressive and head.lemma_ in RELOCATING and _present_aux(head))
    return Clause(head, subject, negated, ended, confidence, when, time_tokens, conditional, future)


def _ahead(time: Span) -> bool:
    """A time that may lie ahead: not one that says it is past ("last May", "two weeks ago",
    "yesterday", "earlier") nor a frequency or a span of time ("every week", "for a year")."""
    words = {w.lower_ for w in time}
    return bool(words & AHEAD) or not (words & BEHIND or time.root.head.lower_ in {"for", "since", "every"})


def gerund_governor(token: Token) -> Token | None:
    """The verb whose subject a subjectless gerund clause of time shares: "(I used to live in
    Toronto) before moving to Vancouver", "after joining Shopify, (Amira ...)", "(I met my wife)
    while studying in Edinburgh"; None for any other token."""
    if token.tag_ != "VBG" or any(c.dep_ in SUBJECT_DEPS for c in token.children):
        return None
    if token.dep_ == "pcomp" and token.head.lower_ in GERUND_TIME_PREPS:
        governor = token.head.head
    elif (
        token.dep_ == "advcl"
        and any(
            c.dep_ == "mark" and c.lower_ in GERUND_TIME_PREPS | {"while", "when"} for c in token.children
        )
    ) or spent_on(token.head) == token:
        governor = token.head
    elif token.dep_ == "acl" and spent_on(token.head.head) == token:  # "spent his twenties travelling"
        governor = token.head.head
    else:
        return None
    return governor if governor.pos_ in {"VERB", "AUX"} else None


def spent_on(verb: Token) -> Token | None:
    """The gerund a verb of spending time spends its time on: "teaching" in "spent two years
    teaching English", "practising" in "I spend hours practising"; None when the verb is not
    one, its object is not a stretch of time, or no gerund follows."""
    if verb.lemma_ not in SPENDING_VERBS:
        return None
    gerunds = [c for c in verb.children if c.dep_ in {"xcomp", "advcl"} and c.tag_ == "VBG"]
    times = spent_times(verb)
    if times:
        gerunds += [
            c for t in times for c in t.children if c.dep_ == "acl" and c.tag_ == "VBG"
        ]  # "his twenties travelling"
        return gerunds[0] if gerunds else None
    for gerund in gerunds:  # "spent three weeks volunteering": the time parsed as the gerund's compound
        if any(
            c.dep_ in {"compound", "amod", "npadvmod"} and c.i < gerund.i and stretch_of_time(c)
            for c in gerund.children
        ):
            return gerund
    return None


def _counted_past(verb: Token) -> bool:
    """ "she spent two years teaching English", "I spent a decade in sales": a counted stretch spent
    in the simple past went on for that long and is over ("spent the weekend hiking": one outing)."""
    if verb.tag_ != "VBD":
        return False
    return any(
        time.dep_ == "dobj"
        and any(c.dep_ in {"nummod", "det"} for c in time.children)
        and time.lemma_.casefold() in COUNTED_STRETCHES
        for time in spent_times(verb)
    )


COUNTED_STRETCHES = lexicon("month year decade semester term summer winter")


def _places_after(verb: Token) -> bool:
    """ "spent a month volunteering at an orphanage": the gerund's place hung on the spending verb,
    or "spend a lot of time painting": a bare gerund, no clause of its own to read; the spending
    verb is then read with it (``spent_time``)."""
    gerund = spent_on(verb)
    if gerund is None:
        return False
    bare = not any(c.dep_ not in {"advmod", "aux", "punct", "compound", "npadvmod"} for c in gerund.children)
    return bare or any(c.dep_ == "prep" and c.i > gerund.i for c in verb.children)


def subject_tokens(clause: Clause) -> list[Token]:
    """The words the clause's verb has as its subject ("My cousin and I": both)."""
    return [c for c in clause.head.children if c.dep_ in SUBJECT_DEPS]


def spent_times(verb: Token) -> list[Token]:
    """The stretches of time a verb of spending spends ("a week" of "every winter we spend a week
    skiing"), its object or an adverbial noun."""
    if verb.lemma_.casefold() not in SPENDING_VERBS:
        return []
    return [c for c in verb.children if c.dep_ in {"dobj", "npadvmod"} and stretch_of_time(c)]


# Nouns of a stretch of time beside TIME_WORDS, and heads that measure one ("a lot of time").
STRETCHES = lexicon("time while ages break vacation semester term lunchtime fortnight")
TIME_UNITS = lexicon("day week weekend month year morning afternoon evening night summer winter")
MEASURES = lexicon("lot lots hours plenty most much bit part half rest")


def stretch_of_time(noun: Token) -> bool:
    """ "the weekend", "three weeks", "most Sundays", "her evenings", "a lot of time", "most of my
    weekends"; never money. A time word the tagger made an adjective ("a fortnight cycling") counts."""
    if noun.ent_type_ == "MONEY":
        return False
    word = noun.lemma_.casefold()
    measured = [p for p in noun.children if p.dep_ == "prep" and p.lower_ == "of"]
    if (word in MEASURES or noun.lower_ in MEASURES) and measured:
        return any(
            p.dep_ == "prep"
            and p.lower_ == "of"
            and any(o.dep_ == "pobj" and stretch_of_time(o) for o in p.children)
            for p in noun.children
        )
    if noun.pos_ not in {"NOUN", "PROPN", "ADJ"}:
        return False
    said = {word, noun.lower_, noun.lower_.removesuffix("s")}
    if noun.pos_ == "ADJ":
        return bool(said & STRETCHES) or bool(said & TIME_UNITS)
    return noun.ent_type_ in TIME_LABELS or bool(said & (TIME_WORDS | STRETCHES))


def _past(verb: Token) -> bool:
    """The governing clause happened: a past tense, "used to", or a past auxiliary."""
    while verb.dep_ == "xcomp" and verb.head.i != verb.i:  # "used to live": the tense of "used"
        verb = verb.head
    return verb.tag_ == "VBD" or any(c.dep_ == "aux" and c.tag_ == "VBD" for c in verb.children)


def _past_event(head: Token) -> bool:
    """An adverbial clause in the past under a time or cause mark states what happened."""
    marks = {c.lower_ for c in head.children if c.dep_ in {"mark", "advmod"}}
    if not marks or marks & {"if", "whenever", "unless"} or marks - FACTUAL_MARKS:
        return False
    return head.tag_ == "VBD" or any(c.dep_ == "aux" and c.tag_ == "VBD" for c in head.children)


def _modifies(time: Span) -> bool:
    """ "summer break", "the Christmas market", "a weekend trip": a time word that modifies a
    noun names a kind of thing, not when the clause holds."""
    root = time.root
    return root.dep_ in {"compound", "amod", "nmod"} and not time.start <= root.head.i < time.end


def _time_belongs(time: Span, head: Token) -> bool:
    """A time expression belongs to the nearest clause above it."""
    node = time.root
    while node.i != node.head.i:
        node = node.head
        if node.i == head.i:
            return True
        if node.dep_ in CLAUSE_DEPS and node.pos_ in {"VERB", "AUX"}:
            return False
    return node.i == head.i
