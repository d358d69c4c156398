"""The rule engine's sentences and clauses: small talk, kinship phrases, subjects, the clause view
with tense and hedges, rule matching and the fallback readers."""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.kin_titles import kin_titles
from hippograph.ingestion.extract.of_possessives import of_possessor
from hippograph.ingestion.extract.rule_model import (
    _clean,
    _Finding,
    _forms,
    _KinMention,
    _Sentence,
    _simple,
    _Subject,
    _View,
    _words,
)
from hippograph.ingestion.extract.subjects import name_chain, proper_part, titled_name
from hippograph.ingestion.extract.unknown_words import unknown_name
from hippograph.ingestion.extract.views import spent_times
from hippograph.ingestion.extraction import (
    SPEAKER,
    EntityMention,
)
from hippograph.ingestion.rules import (
    FILLER_ADVERBS,
    FREQUENCY_ADVERBS,
    GREETINGS,
    KIN_MODIFIERS,
    PATTERN_VERBS,
    SMALL_TALK,
    STOP_WORDS,
    STRONG_HEDGES,
    WEAK_HEDGES,
    Rule,
    lexicon,
)
from hippograph.lexicon import KINSHIP

# ----------------------------------------------------------------------------------------------
# Sentences and clauses
# ----------------------------------------------------------------------------------------------


POSSIBLE = 0.67  # the confidence factor of "might", "may", "could"
# Verbs of how one feels or seems: "I always feel calmer after a walk" is a disposition, never a
# routine (something done at its times)
FEELING_STATES = lexicon("feel seem look sound")


def _small_talk(span: Span) -> str | None:
    # a number says something ("I'm 34."): it counts as a word, never as small talk
    words = [t.lower_ for t in span if t.is_alpha or t.like_num or t.lower_ in {"'s", "n't"}]
    if not words:
        return "no statement"
    if not all(w in GREETINGS or w in SMALL_TALK for w in words):
        return None
    greeting = words[0] in GREETINGS - {"good"} or words[:2] in (["good", "morning"], ["good", "evening"])
    return "greeting" if greeting and not {"thanks", "thank", "thx"} & set(words) else "small talk"


def _skip_reason(sentence: _Sentence, question: bool) -> str:
    if question:
        return "question"
    if sentence.blocked_by_negation:
        return "negated"
    if not any(t.dep_ in {"nsubj", "nsubjpass"} for t in sentence.span):
        return "no statement"
    return "no fact found"


def _kin_mentions(span: Span) -> list[_KinMention]:
    """ "my brother Tom", "my best friend, Bob", "Bob, my best friend", "my wife"."""
    doc, found = span.doc, []
    for token in span:
        if token.lower_ not in {"my", "our"}:
            continue
        i = token.i + 1
        while i < span.end and (doc[i].lower_ in KIN_MODIFIERS or doc[i].text == "-"):
            i += 1
        kin, end = None, i
        for width in (3, 2, 1):  # "co - worker", "step - mom"
            pieces = doc[i : min(i + width, span.end)]
            word = "".join(t.lower_ for t in pieces)
            if word not in KINSHIP:  # "co - worker" → "coworker"; "sisters" → "sister"
                word = word.replace("-", "")
                word = word[:-1] if word.endswith("s") and word[:-1] in KINSHIP else word
            if word not in KINSHIP and width == 1 and pieces:  # "brothers-in-law"
                word = pieces[0].lemma_.lower()
            if i + width <= span.end and word in KINSHIP:
                kin, end = KINSHIP[word], i + width
                break
        if kin is None or (end < span.end and doc[end].tag_ == "POS"):
            continue  # "Tariq is my wife's cousin": "my wife" owns the relation, it is not Tariq's
        name = _name_after(doc, end, span.end)
        possessor = end < span.end and doc[end].tag_ == "POS"  # "Rocco, my brother's dog": not him
        if name is None and not possessor and token.i - 2 >= span.start and doc[token.i - 1].text == ",":
            name = _name_before(doc, token.i - 1, span.start)
        text = _words(doc[token.i : end]).lower()
        found.append(_KinMention(token.i, end, kin, name or text, name is not None))
    return found + kin_titles(span)  # "Uncle Raj lives in Delhi": the speaker's uncle


def _name_after(doc: Doc, i: int, limit: int) -> str | None:
    if i + 1 < limit and (doc[i].text == "," or doc[i].lower_ in {"named", "called"}):
        i += 1
    end = i
    while end < limit and end - i < 3 and _is_name(doc[end]):
        end += 1
    return _words(doc[i:end]) if end > i else None


def _name_before(doc: Doc, comma: int, limit: int) -> str | None:
    start = comma
    while start - 1 >= limit and comma - start < 3 and _is_name(doc[start - 1]):
        start -= 1
    return _words(doc[start:comma]) if start < comma else None


def _mid_sentence(token: Token) -> bool:
    """A capitalised word inside a sentence, whatever its tag ("call you Juniper", tagged an adverb)."""
    return token.i != token.sent.start and token.is_alpha and not token.is_stop


def _is_name(token: Token) -> bool:
    return (
        token.is_title
        and (
            token.pos_ in {"PROPN", "NOUN", "ADJ"}
            or (token.pos_ in {"ADV", "INTJ", "X"} and _mid_sentence(token))
        )
        and token.lower_ not in {"i", "my"}
        and token.lemma_.lower() not in KINSHIP
        and token.ent_type_ not in {"DATE", "TIME", "GPE"}
    )


def _read_subject(token: Token, sentence: _Sentence, people: list[str]) -> _Subject | None:
    lower = token.lower_
    start, end = token.left_edge.i, token.right_edge.i + 1
    if lower in {"i", "we"}:
        return _Subject(SPEAKER, "self", token.i, token.i + 1, penalty=0.05 if lower == "we" else 0.0)
    if lower in {"he", "she"}:  # only when exactly one person could be meant
        named = list(dict.fromkeys(people + [k.name for k in sentence.kin if k.named]))
        return _Subject(named[0], "kin", token.i, token.i + 1, penalty=0.1) if len(named) == 1 else None
    if token.pos_ == "PRON" or token.tag_ in {"WP", "WDT"}:
        return None
    owners = {t.i for c in token.children if c.dep_ == "poss" for t in c.subtree}
    owned_of = of_possessor(token)  # "the mother of my best friend": the mother, not the friend
    owners |= {t.i for t in owned_of.subtree} if owned_of is not None else set()
    for mention in sentence.kin:
        if mention.start in owners and not mention.start <= token.i < mention.end:
            return None  # "my coworker's son": the son, whom the rule table cannot name
        inside = mention.start <= token.i < mention.end
        if not inside and sentence.doc[mention.end - 1].dep_ == "poss":
            continue  # "Rocco, my brother's dog, ...": the brother owns, he is not the subject
        if start <= mention.start < end or inside:
            entity = EntityMention(mention.name, "Person", 6, mention.kin.relation)
            return _Subject(mention.name, "kin", start, max(end, mention.end), entity)
    possessors = {c.lower_ for c in token.children if c.dep_ == "poss"}
    if possessors & {"my", "our"}:
        return _Subject(SPEAKER, "attr", start, end, head=token)
    if possessors or any(c.dep_ == "case" for c in token.children):
        return None  # "Tom's wife ...": someone we cannot name
    proper = token.pos_ == "PROPN" or token.ent_type_ in {"PERSON", "ORG", "GPE", "NORP", "FAC"}
    if proper or unknown_name(token):  # "Ravi is diabetic": a name the tagger took for a noun
        ent = next((e for e in token.doc.ents if e.start <= token.i < e.end and len(e) > 1), None)
        # "my dog Max": the name's compound chain, without the common noun before it
        linked = {"compound", "flat"}
        chain = [t for t in name_chain(token) if (t.dep_ in linked and not t.is_lower) or t == token]
        titled = titled_name(token)
        if titled is not None:  # "The new CEO, Margaret Osei, ...": the person, not the title
            chain, ent = [t for t in name_chain(titled) if not t.is_lower], None
        # "Lindqvist & Partners": NER's span is the whole name, the parse a coordination
        whole = ent is not None and ent.label_ in {"ORG", "PERSON", "GPE", "FAC"}
        name = _words(proper_part(ent) if ent is not None and whole else sorted(chain, key=lambda t: t.i))
        return _Subject(name, "org" if token.ent_type_ == "ORG" else "named", start, end, head=token)
    if token.pos_ == "NOUN":
        text = _words(token.subtree)
        return _Subject(text[:1].lower() + text[1:], "thing", start, end, head=token)
    return None


def _reporter(verb: Token) -> str | None:
    """Who says the clause is true: "people" in "people say I talk too fast"."""
    if verb.dep_ != "ccomp" or verb.head.lemma_ not in {"say", "tell", "think", "call"}:
        return None
    for child in verb.head.children:
        if child.dep_ == "nsubj" and child.lower_ not in {"i", "you", "we"}:
            return _words(child.subtree)
    return None


def _embedding(verb: Token) -> float | None:
    """How firmly the clause around ``verb`` is asserted: 1.0 plainly, less under "I think" or
    "I'm not sure", None not at all ("I wish I lived in Rome", "if I had money")."""
    if any(c.dep_ == "mark" and c.lower_ in {"if", "unless", "whether"} for c in verb.children):
        return None
    if verb.dep_ not in {"ccomp", "xcomp", "advcl"}:
        return 1.0
    head = verb.head
    if head.lemma_.lower() in {"wish", "imagine", "pretend", "wonder", "doubt", "dream"}:
        return None
    # "I'm not sure I like jazz" hangs the clause on "sure" and the negation on "'m"
    governor = head.head if head.dep_ in {"acomp", "attr"} else head
    if any(c.dep_ == "neg" for c in [*head.children, *governor.children]):
        return 0.55
    return 0.83 if head.lemma_.lower() in WEAK_HEDGES | {"sure", "certain"} else 1.0


def _view(sentence: _Sentence, start: int) -> _View:
    doc, end = sentence.doc, sentence.span.end
    items: list[Token] = []
    auxes: list[Token] = []
    negations: list[int] = []
    habit_words: list[str] = []
    anymore = former = future = False
    hedge = 1.0
    i = start
    while i < end:
        t, lower = doc[i], doc[i].lower_
        nxt = doc[i + 1] if i + 1 < end else None
        # "going to learn" is a future, "used to live" a former state
        to_verb = nxt is not None and i + 2 < end and nxt.tag_ == "TO" and doc[i + 2].tag_ == "VB"
        if to_verb and (t.lemma_, t.tag_) in {("go", "VBG"), ("use", "VBD")}:
            future, former = future or t.lemma_ == "go", former or t.lemma_ == "use"
            i += 2
            continue
        if not items and (t.is_punct or lower in {"too", "also"}):
            pass
        elif (
            t.dep_ == "neg"
            or lower in {"not", "n't", "never", "anymore"}
            or (lower == "no" and nxt is not None and nxt.lower_ == "longer")
        ):
            anymore = anymore or lower in {"anymore", "no"}
            negations.append(i)
            i += 2 if lower == "no" else 1
            continue
        elif t.dep_ in {"aux", "auxpass"} and lower != "to" and not _keeps_be(t, doc, end):
            auxes.append(t)
        elif t.pos_ == "ADV" and lower in FREQUENCY_ADVERBS:
            habit_words.append(lower)
        elif t.pos_ in {"ADV", "INTJ"} and lower in STRONG_HEDGES | WEAK_HEDGES:
            hedge *= 0.55 if lower in STRONG_HEDGES else 0.83
        elif not (t.pos_ in {"ADV", "INTJ"} and lower in FILLER_ADVERBS):
            items.append(t)
        i += 1
    for t in doc[sentence.span.start : start]:  # "maybe I'll move", "probably I ..."
        hedge *= (
            0.55 if t.lower_ in {"maybe", "perhaps", "possibly"} else 0.83 if t.lower_ == "probably" else 1.0
        )
    modals = {a.lemma_.lower() for a in auxes if a.tag_ == "MD"}
    if modals & {"might", "may", "could"}:
        # a possible state is kept at the floor, as the open reader keeps it ("Priya might be
        # pregnant"); a typical rule's 0.9 becomes 0.6, below "I think" (0.83)
        hedge *= POSSIBLE
    if any(t.frequency for t in sentence.times) and not habit_words:
        habit_words.append("")
    tense = _tense(items[0] if items else None, auxes, modals, former, future)
    return _View(items, tense, negations, anymore, habit_words, hedge)


def _keeps_be(token: Token, doc: Doc, limit: int) -> bool:
    """A passive or adjectival "be"/"get" stays: "I was born in", "I got married", "I'm married"."""
    if token.lemma_ not in {"be", "get"}:
        return False
    j = token.i + 1
    while j < limit and doc[j].dep_ in {"neg", "aux", "auxpass", "advmod"}:
        j += 1
    return j < limit and doc[j].tag_ in {"VBN", "JJ"}


def _tense(main: Token | None, auxes: list[Token], modals: set[str], former: bool, future: bool) -> str:
    aux_lemmas = {a.lemma_ for a in auxes}
    if former:
        return "former"
    if future or modals & {"will", "shall", "'ll"}:
        return "future"
    if modals & {"would", "'d"}:
        return "conditional"
    if main is not None and main.tag_ == "VBG" and "be" in aux_lemmas:  # "was living": the past
        return "past" if any(a.lemma_ == "be" and a.tag_ == "VBD" for a in auxes) else "progressive"
    if main is not None and main.tag_ == "VBN" and "have" in aux_lemmas:
        return "perfect"
    if (main is not None and main.tag_ == "VBD") or any(a.tag_ == "VBD" for a in auxes):
        return "past"
    return "present"


def _parse_trigger(trigger: str) -> list[frozenset[str]]:
    return [frozenset(word.lower().split("|")) for word in trigger.split()]


def _match(trigger: list[frozenset[str]], items: list[Token]) -> Token | None:
    """The last token of ``trigger`` when ``items`` starts with it. A leading "be" may be missing,
    since an auxiliary "be" is set aside ("I'm saving for" reads as "save for")."""
    if len(trigger) > 1 and trigger[0] == {"be"} and items and items[0].lemma_ != "be":
        trigger = trigger[1:]
    if len(items) < len(trigger) or any(not _forms(t) & w for t, w in zip(items, trigger, strict=False)):
        return None
    return items[len(trigger) - 1]


def _fits(rule: Rule, subject: _Subject, view: _View) -> bool:
    if subject.kind not in rule.subjects:
        return False
    if rule.habitual is not None and rule.habitual != bool(view.habit_words):
        return False
    return rule.tenses is None or view.tense in rule.tenses


def _confidence(base: float, view: _View, subject: _Subject, rule: Rule | None = None) -> float:
    hedge = view.hedge
    # "would" is left to the rule: "I'd like to" is a goal, "I'd move there" a hedge
    if view.tense == "conditional" and not (
        rule is not None and rule.tenses and "conditional" in rule.tenses
    ):
        hedge *= 0.55
    return round(base * hedge - subject.penalty, 2)


def _fallback(sentence: _Sentence, subject: _Subject, view: _View) -> _Finding:
    """Clauses no trigger covers: habits (D14) and routines (D12); the open reader does the rest."""
    main, doc = view.items[0], sentence.doc
    lemma = main.lemma_.lower()
    if subject.kind not in {"self", "kin", "named"} or main.pos_ != "VERB":
        return _Finding()
    if lemma in {"be", "have", "do", "say", "think", "know", "want", "get"} or lemma in FEELING_STATES:
        return _Finding()
    if spent_times(main):  # "I spend most Sundays fixing bikes": the deed is read, not "spend Sundays"
        return _Finding()
    end = _chunk_end(sentence, main.i + 1, allow_time=False)
    phrase = _clean(f"{lemma} {_words(doc[main.i + 1 : end])}")
    present = view.tense == "present"
    if present and (
        (view.always and lemma in PATTERN_VERBS) or any(t.lower_ == "too" for t in doc[main.i : end])
    ):
        return _simple(subject, "pattern", phrase, _confidence(0.8, view, subject))
    if present and view.habit_words:
        when = " ".join(f"{t.prep or ''} {t.text}" for t in sentence.times if t.frequency)
        if not when:  # "I usually cook dinner": the adverb is the only sign of a routine
            phrase = f"{' '.join(view.habit_words)} {phrase}"
        return _simple(subject, "routine", _clean(f"{phrase} {when}"), _confidence(0.8, view, subject))
    return _Finding()


def _reported(sentence: _Sentence, subject: _Subject, view: _View, reporter: str) -> _Finding:
    """ "People say I talk too fast": how others see the speaker (D14)."""
    if subject.kind != "self" or view.negated:
        return _Finding()
    main, doc = view.items[0], sentence.doc
    rest = _words(doc[main.i + 1 : _chunk_end(sentence, main.i + 1, allow_time=False)])
    text = rest if main.lemma_ == "be" else _clean(f"{main.lemma_.lower()} {rest}")
    if not text:
        return _Finding()
    return _simple(subject, "pattern", text, _confidence(0.8, view, subject), {"perceived_by": reporter})


def _chunk_end(
    sentence: _Sentence, start: int, *, allow_time: bool, stops: frozenset[str] = frozenset()
) -> int:
    """Where a value starting at ``start`` ends: at punctuation, a conjunction, a new subject, a
    date (unless ``allow_time``) or one of ``stops``."""
    doc, limit = sentence.doc, sentence.span.end
    in_time = {i for t in sentence.times for i in range(t.start, t.end)}
    for i in range(start, limit):
        t = doc[i]
        if t.is_punct and t.text not in {"-", "&", "'", "/"}:
            return i
        if (
            t.lower_ in STOP_WORDS
            or t.lower_ in stops
            or t.dep_ == "mark"  # "before I turn 40", "that ..."
            or (t.lower_ == "that" and t.dep_ == "nsubj")
        ):
            return i
        if (i > start and t.dep_ in {"nsubj", "nsubjpass"}) or (not allow_time and i in in_time):
            return i
    return limit
