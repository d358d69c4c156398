"""The rule engine's value readers: the words after a trigger become a value (a noun phrase, a
time, an amount, a relative ...)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from spacy.tokens import Doc, Token

from hippograph.ingestion.extract.agent_rules import AgentRule
from hippograph.ingestion.extract.ended import ends_a_tie
from hippograph.ingestion.extract.reactions import addressed
from hippograph.ingestion.extract.rule_clauses import _chunk_end, _name_after
from hippograph.ingestion.extract.rule_model import (
    _SELF,
    _clean,
    _Finding,
    _forms,
    _Sentence,
    _simple,
    _Value,
    _View,
    _words,
)
from hippograph.ingestion.rules import (
    CONDITION_SUFFIXES,
    COPULA_CLASSES,
    CURRENCY,
    DEADLINE_PREPS,
    EMOTIONS,
    EMPLOYMENT,
    EMPTY_VALUES,
    FILLER_ADVERBS,
    FOLLOWUPS,
    HAVE_CLASSES,
    LANGUAGES,
    MARITAL,
    OCCUPATIONS,
    PETS,
    POSSESSIONS,
    STOP_WORDS,
    SUBSCRIPTIONS,
    TRAIT_PHRASES,
    Rule,
    ValueKind,
)
from hippograph.ingestion.rules import lexicon as words_of
from hippograph.lexicon import KINSHIP

if TYPE_CHECKING:
    from hippograph.ingestion.spacy_extractor import SpacyExtractor


# ----------------------------------------------------------------------------------------------
# Values
# ----------------------------------------------------------------------------------------------


DEGREE = frozenset({"mostly", "kind", "sort", "even"})  # fillers that grade a value
_LEADING = frozenset({"a", "an", "the", "some", "to", "any"})
_TRAILING = frozenset({"anymore", "too", "though", "lately", "now", "really", "so", "much"})


# Particles of phrasal verbs, parsed as adverbs: a value ending in one keeps it ("passed away").
PARTICLES = frozenset({"out", "up", "off", "away", "down", "back", "over", "through", "around"})


def _trim(doc: Doc, start: int, end: int) -> tuple[int, int]:
    while start < end and (
        doc[start].lower_ in _LEADING or doc[start].is_punct or _clause_adverb(doc[start], start, end)
    ):
        start += 1
    while end > start and (
        doc[end - 1].lower_ in _TRAILING
        or (doc[end - 1].pos_ in {"ADV", "PART"} and doc[end - 1].lower_ not in PARTICLES)
        or doc[end - 1].is_punct
    ):
        end -= 1
    return start, end


def _clause_adverb(token: Token, start: int, end: int) -> bool:
    """A discourse or stance adverb of the clause before its value ("I'm actually vegetarian",
    "I'm honestly vegan"): the parse hangs it on the verb, outside the value's phrase (unlike
    "very" in "very tall"), or it is one of the adverbs that say nothing of a value, wherever the
    parse hangs it ("actually" on "vegetarian"); "mostly vegan" keeps its degree."""
    if token.dep_ != "advmod" or token.pos_ != "ADV":
        return False
    return not start <= token.head.i < end or (token.lower_ in FILLER_ADVERBS and token.lower_ not in DEGREE)


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
    period = [t for t in rest if t.lower_ in PERIOD_WORDS]
    purpose = [t for t in [*doc[start:first], *rest] if t not in period and t.pos_ in {"NOUN", "PROPN"}]
    text = _clean(f"{_words(doc[first:last])} {_words(period)}")
    cost = [t for t in purpose if t.pos_ == "NOUN" and t.head.lower_ != "to"]
    if rule.field == "expense" and cost and len(cost) == len(purpose) <= 2:
        # "I pay $1,450 a month in rent": the field names what is paid for, the value the amount
        paid = re.sub(r"^(about|around|roughly|nearly|almost|over|approximately) ", "", text)
        return [_Value(_words(cost).lower(), paid, start, end)]
    said = re.fullmatch(r"(\w+): \{\}", rule.template)  # "my rent is 900 pounds": rent = 900 pounds
    if rule.field == "expense" and said is not None and not purpose:
        return [_Value(said.group(1), text, start, end)]
    if purpose:
        text = f"{_words(purpose)}: {text}"
    return [_Value(rule.field, text, start, end)]


PERIOD_WORDS = words_of(
    """a an per each every hour day night week fortnight month quarter year hourly daily nightly weekly
    monthly yearly annually"""
)


def _read_event(ex: SpacyExtractor, sentence: _Sentence, rule: Rule, start: int, view: _View) -> list[_Value]:
    """An event without an object, as said: "got married", "retired"; its date goes to metadata.
    A verb with an object ("bought a used kayak for 300 euros") is left to the open reader, whose
    field names the predicate and whose value is the object, not the clause restated."""
    verb = view.items[0]
    if any(c.dep_ == "xcomp" and c.pos_ == "VERB" for c in verb.children):
        return []  # "started playing the violin": the deed begun is the statement (open reader)
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"} and c.i >= start]
    if any(c.pos_ in {"NOUN", "PROPN"} for c in objects) and not ends_a_tie(verb.lemma_.casefold()):
        return []  # (what "sold my Vespa" ends is restated from this reading: see extract.restate)
    first, doc = verb.i, sentence.doc
    _, end = _trim(doc, first, _chunk_end(sentence, start, allow_time=False))
    meta = _metadata_for(sentence, "event", end, first)
    for token in doc[start:end]:  # "got engaged in Kyoto": where is said of the event, not in it
        where = next((c for c in token.children if c.dep_ == "pobj" and c.ent_type_ in PLACES), None)
        if token.dep_ == "prep" and token.lower_ in {"in", "at"} and where is not None:
            meta["place"] = _words(doc[where.left_edge.i : where.right_edge.i + 1])
            end = token.i
            break
    return [_Value(rule.field, _words(doc[first:end]), first, end, None, meta)]


PLACES = frozenset({"GPE", "LOC", "FAC"})


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
    if any(addressed(t) for t in doc[end:tail_end]) and words & EMOTIONS:
        return []  # "a bit worried about your knee": a reaction to the other person, no fact
    if rule.field == "emotion":  # "I get anxious before presentations"
        return [_Value("emotion", with_tail, s, tail_end)] if words & EMOTIONS else []
    if head.lemma_ in {"fan", "lover"} and following == "of":
        return _read_np(ex, sentence, Rule("of", "like"), end + 1, view)
    if head.lemma_ == "member" and following == "of":
        return _read_np(ex, sentence, Rule("of", "community", "org", edge="MEMBER_OF"), end + 1, view)
    field_name, text = _classify_copula(doc, s, e, base, words, view)
    if field_name == "trait" and following in {"about", "of"}:
        return []  # "curious about your new job": a state toward a thing, not a trait
    if field_name is None and words & EMOTIONS and following in {"of", "about", "before", "around"}:
        field_name, text = "emotion", with_tail  # "I'm nervous about flying"
    if field_name is None:
        return []
    extra = _reasons(sentence, base, end)
    followup = end if field_name == "role" and following in {"at", "for"} else None
    meta = _metadata_for(sentence, field_name, e, s)  # "vegan for two years": its duration
    return [_Value(field_name, text, s, e, metadata=meta, followup=followup, extra=extra)]


def _classify_copula(
    doc: Doc, s: int, e: int, base: str, words: set[str], view: _View
) -> tuple[str | None, str]:
    head = doc[e - 1]
    if base.lower() in TRAIT_PHRASES:
        return "trait", base
    favoured = words & {"favorite", "favourite", "fave"}  # "my favourite author": a preference
    if head.lemma_.lower() in OCCUPATIONS and head.pos_ == "NOUN" and not favoured:
        return "role", base
    if words & EMPLOYMENT and head.pos_ == "NOUN" and head.lemma_.lower() not in EMPLOYMENT:
        return "role", base  # "a retired postman": only a person retires, so the noun is a role
    for field_name, lexicon in COPULA_CLASSES:
        if words & lexicon:
            return field_name, base
    if words & MARITAL and e - s <= 2:
        return "marital_status", base
    if re.fullmatch(r"\d{1,3}( years? old)?", base.lower()):
        return "age", base.split()[0]
    number = [t for t in doc[s:e] if t.text != "-"]  # "eighty-nine"
    numeric = all((t.like_num or t.pos_ == "NUM") and t.ent_type_ in {"", "CARDINAL", "DATE"} for t in number)
    if 0 < len(number) <= 2 and numeric:
        return "age", base  # "my daughter is nine": a number alone said of a person is an age
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
    return (_simple(_SELF, "cares_about", f"{base} {reason}", 0.8),)


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


_Reader = Callable[["SpacyExtractor", _Sentence, Rule, int, _View], list[_Value]]
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
