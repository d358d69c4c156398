"""The type of each named thing, from all the evidence its message gives, scored together.

The small spaCy model's NER is unsure of short names ("Hugo doesn't drive" tags Hugo an event,
"Kofi has no siblings" an organisation) and types brands an organisation wherever they appear
("I drive a red Subaru Outback"). Each reader types what it reads; this pass weighs, for every
entity of the message, the evidence around each of its mentions and keeps the best-supported type:

- what NER says (weak: one vote);
- the name itself: a known first name (a gazetteer, when installed) for a person; a last word
  that says what it names ("... & Partners", "... Capital", "... Street") for an organisation or
  a place;
- the common noun that introduced it ("a greyhound named Pepper", "the firm X", "a Volvo" as what
  "the car" is), strongest when said in one phrase with the name ("my dog Max": a pet, whatever
  its name and verbs say of a person), and the noun a name modifies;
- its role: the subject of a verb of human activity, the possessor of a kin word or of a
  "favourite X", whoever "has no siblings" is a person; what one drives or rides a product; a
  first name said as the subject of any verb of action leans to a person;
- the ontology's domain and range of the edges it takes part in.

The type a reader gave counts as a small prior, so without evidence nothing changes. A relative of
the speaker ("my sister Ana") is never retyped.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from typing import Any

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.agentive import is_role_noun
from hippograph.ingestion.extract.entity_types import (
    EVENT_NOUNS,
    HUMAN_VERBS,
    NER_TYPES,
    ORG_HEADS,
    PERSON_NOUNS,
    PLACE_HEADS,
    type_for_descriptor,
)
from hippograph.ingestion.extract.unknown_words import WORDS_KEY
from hippograph.ingestion.extract.worded_names import worded_name
from hippograph.ingestion.extraction import SPEAKER, Extraction, Gender
from hippograph.ingestion.rules import lexicon
from hippograph.lexicon import CALENDAR_WORDS, KINSHIP
from hippograph.ontology import Ontology, default_ontology

PRIOR = 0.5  # the reader's own type
NER_VOTE = 1.0
FIRST_NAME = 1.6
PLACE_NER = 1.5  # NER knows well-known places better than unusual people's names
NAME_HEAD = 3.0
DESCRIPTOR = 3.0
INTRODUCED = 4.0  # the noun said with the name in one phrase: "my dog Max"
ROLE = 2.5
WEAK_ROLE = 1.0
ONTOLOGY = 1.5
NOT_A_NAME = 10.0  # a name no person has ("Hope Rising"): no verb or relation makes it one

VEHICLE_VERBS = lexicon("drive ride pilot sail")
SOCIAL_VERBS = lexicon("meet marry date call text phone email hug kiss invite introduce befriend thank")
OWNING_VERBS = lexicon("own buy bought sell lease rent fix repair crash park purchase upgrade")
NAMING_VERBS = lexicon("name call title dub nickname")
FAVOURITE = lexicon("favorite favourite")
# Verbs of bodily injury: what one "sprains" or "tears" of one's own is a part of the body.
INJURY_VERBS = lexicon("sprain strain tear tore torn rupture fracture dislocate injure bruise twist")
OWNERS = lexicon("my our his her their your")
PERSONAL_RELATIVES = lexicon("who whom whose")
# What one does only to software: "installed Spotify", "updated Chrome" (a product, never a place).
SOFTWARE_VERBS = lexicon("install uninstall reinstall download redownload update upgrade stream sync reboot")
SWITCHING_VERBS = lexicon("switch move migrate convert change upgrade downgrade")
PLACE_VERBS = lexicon("move live visit travel fly relocate bear grow come emigrate immigrate settle")
PLACE_PREPS = lexicon("to in from near")
WORK_VERBS = lexicon("work volunteer intern consult teach study bank shop train employ")
# What one does for a team: "plays for Ajax", "signed for Celtic", "races for Ineos".
TEAM_VERBS = lexicon("play sign race ride captain score")
MEMBER_BODIES = lexicon(
    """team band orchestra choir board committee council staff faculty crew squad club media
    instagram facebook twitter tiktok payroll roster"""
)
# A person is the subject of these too: "Hugo doesn't drive", "Kofi has no siblings" (by the object).
MORE_HUMAN_VERBS = lexicon(
    """say tell think feel need believe hope decide graduate celebrate consult volunteer babysit
    text call email message phone visit miss hug kiss divorce propose pray vote"""
)
# What a company sells one by: "my Vodafone contract", "our Verizon plan" (the name's head noun).
SERVICE_NOUNS = lexicon(
    """contract plan provider subscription account bill tariff policy package broadband service
    membership mortgage loan insurance carrier network supplier"""
)
# Who one is to a company: "a customer of Monzo", "a subscriber of Netflix".
CUSTOMER_NOUNS = lexicon("customer client subscriber member shareholder policyholder user")
# What one does only with a product or a service: "I use Notion", "we stream Netflix".
USING_VERBS = lexicon("use")
# What only a person has: "Sofia's hometown" names a person whatever NER makes of "Sofia".
PERSONAL_NOUNS = lexicon(
    """birthday hometown birthplace job career profession occupation childhood wedding retirement
    boss employer nationality surname nickname diet allergy hobby pension salary"""
)
# A word that begins in lower case and has a capital inside is a brand's spelling ("iPhone",
# "iPadOS"), never a place's or a person's.
_BRAND_SPELLING = re.compile(r"[a-z]{1,2}[A-Z][A-Za-z0-9]*")
_UNTYPED = frozenset({"User", "Agent", "Goal"})
SURE_LABELS = frozenset({"LANGUAGE", "NORP"})
_PERSON_OR_ORG = frozenset({"PERSON", "ORG"})


@cache
def _first_names() -> Any:
    """gender-guesser's detector (about 45,000 first names), or None when it is not installed."""
    try:
        from gender_guesser.detector import Detector
    except ImportError:
        return None
    return Detector(case_sensitive=False)


def first_name_gender(word: str) -> tuple[bool, Gender | None]:
    """Whether ``word`` is a known first name, and the gender it is mostly given to."""
    detector = _first_names()
    if detector is None or not word.isalpha() or not word[:1].isupper():
        return False, None
    found = str(detector.get_gender(word))
    if found == "unknown":
        return False, None
    genders: dict[str, Gender] = {"female": "female", "male": "male"}  # not "mostly_", "andy"
    gender = genders.get(found)
    return True, gender


def retype(doc: Doc, result: Extraction, ontology: Ontology | None = None) -> None:
    """Retype in place every entity of ``result`` whose evidence in ``doc`` favours another type."""
    known = ontology or default_ontology()
    roles = _ontology_votes(result, known)
    for i, entity in enumerate(result.entities):
        if entity.name.startswith("@") or entity.type in _UNTYPED or entity.relation_to_speaker:
            continue
        scores: dict[str, float] = defaultdict(float)
        ner: dict[str, float] = defaultdict(float)
        if entity.descriptor:
            _vote(scores, type_for_descriptor(entity.descriptor), DESCRIPTOR)
        first, gender = _name_votes(entity.name, scores)
        if _worded(entity.name, doc):  # "Green Roots works across Peru": no person's name
            scores["Person"] -= NOT_A_NAME
            if not entity.descriptor:  # "a camper van called Blue Horizon": the noun says what
                scores["Org"] += NAME_HEAD
        mentions = list(_mentions(doc, entity.name))
        for mention in mentions:
            _mention_votes(mention, scores, ner)
        if first and gender is not None and any(_acts(m.root) for m in mentions):
            scores["Person"] += WEAK_ROLE  # "Kaveh weighs 80 kilos": a first name that does something
        if first and any(m.root.dep_ == "pobj" and m.root.head.lower_ == "with" for m in mentions):
            scores["Person"] += ROLE  # "lunch with Tamsin": a first name in company is someone
        # Nothing but NER says what it is ("founded Paper Moon": a place to NER): what the
        # ontology's relation admits decides, instead of the relation being refused.
        weak = not any(v > 0 for v in scores.values())
        for kind, weight in ner.items():
            scores[kind] += weight
        for allowed in roles.get(entity.name.casefold(), []):
            _admitted(scores, allowed, decides=weak)
        scores[entity.type] += PRIOR  # after the ontology: an edge alone never decides
        best = max(scores.items(), key=lambda kv: (kv[1], kv[0] == entity.type))[0]
        changed = replace(entity, type=best) if best != entity.type else entity
        if best == "Person" and first and changed.gender is None and gender is not None:
            changed = replace(changed, gender=gender)
        result.entities[i] = changed


def _worded(name: str, doc: Doc) -> bool:
    words = name.split()
    if len(words) < 2 or words[-1].casefold() in ORG_HEADS or words[-1].casefold() in PLACE_HEADS:
        return False  # the name's own head says what it names
    if any(e.label_ not in _PERSON_OR_ORG and e.text in name for e in doc.ents):
        return False  # "New York", "Spirited Away": NER knows the place or the work
    known: frozenset[str] = doc.user_data.get(WORDS_KEY, frozenset())
    return worded_name(name, known, first_name_gender(words[0])[0])


def _acts(token: Token) -> bool:
    """``token`` is the subject of a verb of action (not of a copula: "Florence is lovely")."""
    return token.dep_ == "nsubj" and token.head.pos_ == "VERB" and token.head.lemma_ != "be"


def _vote(scores: dict[str, float], kind: str | None, weight: float) -> None:
    if kind is not None:
        scores[kind] += weight


def _name_votes(name: str, scores: dict[str, float]) -> tuple[bool, Gender | None]:
    words = name.split()
    last = words[-1].casefold() if words else ""
    if len(words) > 1 and (last in ORG_HEADS or "&" in words):
        scores["Org"] += NAME_HEAD
    elif len(words) > 1 and last in PLACE_HEADS:
        scores["Place"] += NAME_HEAD
    elif len(words) > 1:
        _vote(scores, type_for_descriptor(last), ROLE)  # "Eastgate pool", "Vespa scooter"
    _of_head_votes(words, scores)
    if len(words) == 1 and _BRAND_SPELLING.fullmatch(words[0]):
        scores["Product"] += NAME_HEAD  # "iPhone", "iPad": a capital inside a lower-case word
    owned_name = words and (words[0].casefold() in OWNERS or "'s" in name) and words[-1].islower()
    if owned_name:
        head = last.removesuffix("'s")  # "my office", "my sister's car": named by the head noun
        owned = type_for_descriptor(head) or ("Person" if head in PERSON_NOUNS else "Concept")
        scores[owned] += DESCRIPTOR
    elif len(words) == 1 and words[0].islower():
        _vote(scores, type_for_descriptor(words[0]), DESCRIPTOR)  # a thing named by its noun
    if not words or len(words) > 2 or last in ORG_HEADS or last in PLACE_HEADS:
        return False, None
    first, gender = first_name_gender(words[0])
    if first:
        scores["Person"] += FIRST_NAME if gender is not None else FIRST_NAME / 2  # "andy": weaker
    return first, gender


def _of_head_votes(words: list[str], scores: dict[str, float]) -> None:
    """ "Battle of the Somme", "University of Ghana", "Gulf of Mexico": in a name of the shape
    "X of Y" the word before "of" is the head, and says what the name names."""
    if "of" not in words[1:-1]:
        return
    head = words[words.index("of", 1) - 1].casefold()
    if head in EVENT_NOUNS:
        scores["Event"] += NAME_HEAD
    elif head in ORG_HEADS:
        scores["Org"] += NAME_HEAD
    elif head in PLACE_HEADS:
        scores["Place"] += NAME_HEAD


def _mentions(doc: Doc, name: str) -> Iterator[Span]:
    wanted: list[str] = []
    for word in name.casefold().split():  # "St Anne's": the tokens "st", "anne", "'s"
        ending = next((e for e in ("'s", "’s") if word.endswith(e) and len(word) > len(e)), None)
        wanted += [word[: -len(ending)], ending] if ending else [word]
    if not wanted:
        return
    lowered = [t.text.casefold() for t in doc]
    n = len(wanted)
    for start in range(len(doc) - n + 1):
        if lowered[start : start + n] == wanted:
            yield doc[start : start + n]
    if n > 1:  # a title merged into one token ("Cold Mountain" said as a favourite)
        whole = name.casefold()
        yield from (doc[i : i + 1] for i, word in enumerate(lowered) if word == whole)


def _mention_votes(span: Span, scores: dict[str, float], ner_scores: dict[str, float]) -> None:
    ner = next((e for e in span.doc.ents if e.start <= span.root.i < e.end), None)
    if ner is not None:
        label = ner.label_
        # a language or a nationality is a word's meaning, not a guess at a name's kind: it is
        # evidence of its own, which a relation's range does not overrule ("taught English")
        votes = scores if label in SURE_LABELS else ner_scores
        _vote(votes, NER_TYPES.get(label), PLACE_NER if label in {"GPE", "LOC"} else NER_VOTE)
    root = span.root
    for token in (root, *_heads_of_list(root)):
        for kind, weight in _role_votes(token):
            scores[kind] += weight
    if _elliptic_possessive(span):
        scores["Org"] += DESCRIPTOR  # "works at Sainsbury's", "goes to St Anne's": a shop, a school
        scores["Person"] -= DESCRIPTOR
    if any(c.dep_ == "relcl" and c.left_edge.lower_ in PERSONAL_RELATIVES for c in root.children):
        scores["Person"] += INTRODUCED  # "Gemma, who used to be a lawyer": "who" is said of people


# Titles of saints that institutions are named after ("St Anne's", "St. Mungo's").
_SAINTS = lexicon("st st. saint san santa")


def _elliptic_possessive(span: Span) -> bool:
    """A name said with a possessive that owns no noun ("Sainsbury's is based in Holborn", "at
    St Anne's"): the noun left out is a shop, a school, a church, named after its owner or
    saint; a first name said so ("at Tom's") is someone's home, and stays a person."""
    doc = span.doc
    if len(span) > 1 and span[-1].lower_ in {"'s", "’s"}:
        span = span[:-1]  # NER's "St Anne's": the name with its possessive
    if span.end >= len(doc) or doc[span.end].lower_ not in {"'s", "’s"}:
        return False
    after = doc[span.end + 1] if span.end + 1 < len(doc) else None
    if after is not None and after.pos_ in {"NOUN", "PROPN", "ADJ", "NUM"}:
        return False  # "Sainsbury's profits", "Tom's new car": an owner after all
    if span[0].lower_ in _SAINTS:
        return True
    return len(span) == 1 and not first_name_gender(span[0].text)[0]


def _favourite_noun(copula: Token) -> str | None:
    """The noun of "my favourite <noun>" when it is the subject of ``copula``, else None."""
    subject = next((c for c in copula.children if c.dep_ == "nsubj"), None)
    if subject is None or not any(c.lower_ in FAVOURITE for c in subject.children):
        return None
    return str(subject.lemma_)


def _heads_of_list(token: Token) -> Iterator[Token]:
    """ "a Honda, not a Ford": a conjunct or apposition shares its head's role."""
    node = token
    while node.dep_ in {"conj", "appos"} and node.head.i != node.i:
        node = node.head
        yield node


def _role_votes(token: Token) -> Iterator[tuple[str, float]]:
    head = token.head
    dep = token.dep_
    if dep in {"nsubj", "nsubjpass"}:
        yield from _subject_votes(token, head)
    elif dep == "attr" and head.lemma_ == "be" and _favourite_noun(head) is not None:
        kind = type_for_descriptor(_favourite_noun(head) or "")
        if kind is not None:  # "My favourite novel is Cold Mountain": as sure as "a novel called"
            yield kind, INTRODUCED
    elif dep == "poss":
        if head.lemma_ in KINSHIP or head.lemma_ in PERSON_NOUNS:
            yield "Person", ROLE  # "Marta's brother", "Ingrid's dentist"
        elif any(c.lower_ in FAVOURITE for c in head.children) or head.lemma_ in PERSONAL_NOUNS:
            yield "Person", ROLE  # "Ingrid's favourite band", "Sofia's hometown"
    elif dep in {"dobj", "obj"}:
        if _forms(head) & SOCIAL_VERBS:
            yield "Person", ROLE  # "I met Georgia in Savannah": one meets, marries, calls someone
        elif _forms(head) & VEHICLE_VERBS:
            yield "Product", DESCRIPTOR  # "I drive a Honda": as sure as "a car named ..."
        elif _forms(head) & OWNING_VERBS:
            yield "Product", WEAK_ROLE
        elif _forms(head) & USING_VERBS and token.ent_type_ != "PERSON":
            yield "Product", ROLE  # "I use Notion": a tool, an app
        elif _forms(head) & INJURY_VERBS and _own(token):
            yield "Concept", DESCRIPTOR  # "I tore my ACL": a part of the body, no organisation
        elif _forms(head) & SOFTWARE_VERBS or _run_by_device(head):
            yield "Product", DESCRIPTOR  # "installed Spotify", "my laptop runs Linux": software
    elif dep == "pobj" and head.lower_ in {"to", "from"} and _device_switched(head.head, token):
        yield "Product", DESCRIPTOR  # "switched my phone to Android": what a device runs
    elif dep == "pobj" and head.lower_ == "on" and _run_by_device(head.head):
        yield "Product", DESCRIPTOR  # "my phone runs on Android"
    elif dep == "pobj" and head.lower_ in {"to", "from"} and _switched_company(head.head, token):
        yield "Org", ROLE  # "switched from Vodafone to Telia": what replaced a company is one
    elif dep == "pobj" and head.lower_ == "with" and _with_company(head.head, token):
        yield "Org", ROLE  # "I'm with Telia", "she's with Deloitte now": a company one belongs to
    elif dep == "pobj" and head.lower_ == "of" and head.head.lemma_ in CUSTOMER_NOUNS:
        yield "Org", DESCRIPTOR  # "a customer of Monzo"
    elif dep == "pobj" and head.lower_ in PLACE_PREPS and _forms(head.head) & PLACE_VERBS:
        yield "Place", ROLE  # "move to Lyon", "grew up in Accra"
    elif dep == "pobj" and head.lower_ in {"at", "for", "with"} and _forms(head.head) & WORK_VERBS:
        yield "Org", ROLE  # "works at Ford", "volunteers for Hearth"
    elif dep == "pobj" and head.lower_ in {"at", "for"} and _person_said(head.head) and head.head.i < token.i:
        yield "Org", ROLE  # "a porter at Euston", "the head chef at Marlow's": where a role is held
    elif dep == "pobj" and head.lower_ == "for" and _forms(head.head) & TEAM_VERBS:
        yield "Org", ROLE  # "plays for Ajax", "signed for Celtic": a team
    elif dep == "pobj" and head.lower_ in {"in", "near", "from"} and token.lower_ not in CALENDAR_WORDS:
        # "teaches yoga in Bristol"; but "is in Coldplay", "plays in Static Bloom" may be a group
        member = head.head.lemma_ in {"be", "play", "sing", "perform"}
        yield "Place", WEAK_ROLE if member else ROLE - 0.5
        if head.lower_ in {"in", "near"} and not member and head.head.lemma_ not in {"believe", "interest"}:
            yield "Person", -ROLE  # "a tapas bar in Valencia": no one is "in" a person
    elif dep in {"oprd", "attr", "xcomp"} and head.lemma_ in NAMING_VERBS:
        yield from _named_votes(head)  # "a greyhound named Pepper", "the horse ... is named Juniper"
    elif dep == "attr" and head.lemma_ == "be":
        subject = next((c for c in head.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
        if subject is not None and subject.pos_ == "NOUN":
            kind = type_for_descriptor(subject.lemma_)  # "the car ... is a 1972 Volvo"
            if kind is not None:
                yield kind, ROLE
    if dep == "compound" and head.pos_ == "NOUN" and head.lemma_ in SERVICE_NOUNS:
        yield "Org", DESCRIPTOR  # "my Vodafone contract": who sells it
    if dep in {"appos", "compound"} and head.pos_ == "NOUN":
        kind = type_for_descriptor(head.lemma_)  # "the firm Lindqvist", "Eastgate pool"
        if kind is not None:
            yield kind, ROLE
    if _with_speaker(token):
        yield "Person", ROLE  # "Karin and I finished the puzzle": someone who did it with the speaker
    if any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in token.children):
        yield "Person", -ROLE  # "a Honda", "an Audi": a name with an article names a thing
        yield "Product", WEAK_ROLE
    for child in token.children:
        if child.dep_ == "relcl" and any(  # "Anouk, whose husband is a chef": someone's wife
            t.lower_ == "whose" and (t.head.lemma_ in KINSHIP or t.head.lemma_ in PERSON_NOUNS)
            for t in child.subtree
        ):
            yield "Person", DESCRIPTOR + WEAK_ROLE  # as sure as "my friend X", whatever NER said
        if child.dep_ == "appos" and child.pos_ == "NOUN":
            kind = type_for_descriptor(child.lemma_)  # "Yusuf, a sound engineer"
            kind = kind or ("Person" if _person_said(child) else None)  # "Marguerite, a wedding planner"
            if kind is not None:
                yield kind, DESCRIPTOR
        elif (
            child.dep_ in {"compound", "amod"} and _noun_said(child) and child.is_lower and child.i < token.i
        ):
            # "my dog Max": the speaker says what Max is, above a first name and what Max does
            kind = type_for_descriptor(child.lemma_)
            if kind is not None:
                yield kind, INTRODUCED


def _switched_company(verb: Token, name: Token) -> bool:
    """ "switched from Vodafone to Telia": both ends of a change over are of one kind, an
    organisation when NER reads either end as one."""
    if not _forms(verb) & SWITCHING_VERBS:
        return False
    others = [
        o
        for p in verb.children
        if p.dep_ == "prep" and p.lower_ in {"to", "from"}
        for o in p.children
        if o.dep_ == "pobj" and o.i != name.i
    ]
    ends = [name, *others]
    if any(o.ent_type_ == "PRODUCT" or _BRAND_SPELLING.fullmatch(o.text) for o in ends):
        return False  # "from iPhone to Android": products
    return bool(others) and any(o.ent_type_ == "ORG" for o in ends)


def _with_company(verb: Token, name: Token) -> bool:
    """ "I'm with Telia": "with" a name after a copula whose subject is someone, where the name is
    no person NER knows ("I was with Marta" is company of another kind)."""
    if verb.lemma_ != "be" or name.ent_type_ == "PERSON" or first_name_gender(name.text)[0]:
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return subject is not None and (subject.pos_ == "PRON" or subject.ent_type_ == "PERSON")


def _run_by_device(verb: Token) -> bool:
    """ "my laptop runs Linux": what a device (or an app) runs is software."""
    if verb.lemma_ != "run":
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return subject is not None and type_for_descriptor(subject.lemma_) == "Product"


def _device_switched(verb: Token, name: Token) -> bool:
    """ "switched my phone to Android", "moved my laptop from Windows": a device's object of a
    verb of changing over; "switched from iPhone to Android": changed over from a product."""
    if not _forms(verb) & SWITCHING_VERBS:
        return False
    if any(c.dep_ in {"dobj", "obj"} and type_for_descriptor(c.lemma_) == "Product" for c in verb.children):
        return True
    others = [
        o
        for p in verb.children
        if p.dep_ == "prep" and p.lower_ in {"to", "from"}
        for o in p.children
        if o.dep_ == "pobj" and o.i != name.i
    ]
    return any(_BRAND_SPELLING.fullmatch(o.text) or o.ent_type_ == "PRODUCT" for o in others)


def _noun_said(word: Token) -> bool:
    """A common noun before a name, or an animal's noun the tagger took for an adjective ("our
    parrot Mango")."""
    return word.pos_ == "NOUN" or (word.pos_ == "ADJ" and type_for_descriptor(word.lower_) == "Pet")


def _own(token: Token) -> bool:
    """ "my ACL", "her knee": said with a possessive pronoun."""
    return any(c.dep_ == "poss" and c.pos_ == "PRON" for c in token.children)


def _with_speaker(token: Token) -> bool:
    """ "Karin and I", "me and Karin": one coordinated with the speaker (the parse of the pair is
    often broken, its words are not)."""
    doc = token.doc
    after = [t.lower_ for t in doc[token.i + 1 : token.i + 3]]
    before = [t.lower_ for t in doc[max(token.i - 2, 0) : token.i]]
    return (after[:1] == ["and"] and after[1:] in (["i"], ["me"])) or (
        before[1:] == ["and"] and before[:1] in (["i"], ["me"])
    )


def _forms(verb: Token) -> set[str]:
    """The verb's lemma and the stems its surface form allows: the small model lemmatises "rides"
    as "rid"."""
    word = verb.lower_
    forms = {verb.lemma_.casefold(), word}
    for suffix in ("s", "es", "d", "ed", "ing"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            forms.add(word[: -len(suffix)])
            forms.add(word[: -len(suffix)] + "e")
    return forms


def _subject_votes(token: Token, verb: Token) -> Iterator[tuple[str, float]]:
    if _forms(verb) & (HUMAN_VERBS | MORE_HUMAN_VERBS):
        yield "Person", ROLE
    if verb.lemma_ == "be" and any(_membership(prep) for prep in verb.children if prep.dep_ == "prep"):
        yield "Person", ROLE  # "Agnes isn't with the orchestra", "Ximena is on social media"
    objects = [c for c in verb.children if c.dep_ in {"dobj", "attr"}]
    for obj in objects:
        if verb.lemma_ == "have" and obj.lemma_ in KINSHIP:
            yield "Person", ROLE  # "Kofi has no siblings", "Ana has a brother"
        elif verb.lemma_ == "be" and obj.dep_ == "attr" and _person_said(obj):
            yield "Person", ROLE  # "Tomas is a pilot", "Imogen is a dental hygienist"
        elif verb.lemma_ == "be" and obj.dep_ == "attr" and obj.pos_ == "NOUN" and _a_kind(obj):
            yield str(type_for_descriptor(obj.lemma_)), DESCRIPTOR  # "The Green Door is a jazz bar"


def _person_said(noun: Token) -> bool:
    """A noun for someone: a relative, a person's role, or what one does ("a hygienist"); not a
    noun of another kind of thing that happens to end like an agent noun ("a container")."""
    if noun.lemma_ in PERSON_NOUNS:
        return True
    return type_for_descriptor(noun.lemma_) is None and is_role_noun(noun)


def _a_kind(attr: Token) -> bool:
    """ "a jazz bar", "a private school": an indefinite noun of a kind of thing, said of a name."""
    if not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in attr.children):
        return False
    return type_for_descriptor(attr.lemma_) in {"Org", "Place", "Pet", "Product", "Work", "Event"}


def _membership(prep: Token) -> bool:
    """ "with the orchestra", "on the board", "on social media": where one belongs as a member."""
    if prep.lower_ not in {"with", "on", "in"}:
        return False
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if obj is None or obj.pos_ != "NOUN":
        return False
    return bool({obj.lemma_, obj.lower_} & MEMBER_BODIES) or (
        prep.lower_ == "with" and type_for_descriptor(obj.lemma_) == "Org"
    )


def _named_votes(verb: Token) -> Iterator[tuple[str, float]]:
    """What a naming verb's subject (or the noun its participle modifies) says the name names."""
    if verb.dep_ == "acl" and verb.head.pos_ in {"NOUN", "PROPN"}:
        noun: Token | None = verb.head
    else:
        noun = next((c for c in verb.children if c.dep_ in {"nsubjpass", "nsubj", "dobj"}), None)
    if noun is not None and noun.pos_ == "PROPN" and noun.dep_ == "attr" and noun.head.lemma_ == "be":
        # "Cosima's cat is a Maine Coon called Pistachio": the kind is what the subject is
        noun = next((c for c in noun.head.children if c.dep_ == "nsubj"), None)
    if noun is not None and noun.pos_ == "NOUN":
        kind = type_for_descriptor(noun.lemma_)
        if kind is not None:
            yield kind, DESCRIPTOR


def _ontology_votes(result: Extraction, known: Ontology) -> dict[str, list[frozenset[str]]]:
    """Per entity, the types each of its edges' relations admits for it, and for the entity a
    fact's value names, the types the relations its predicate may state admit ("Beatrix founded
    X": FOUNDED's range), among those whose domain admits the fact's subject."""
    votes: dict[str, list[frozenset[str]]] = defaultdict(list)
    for edge in result.edges:
        if known.has_relation(edge.relation):
            relation = known.relation(edge.relation)
            votes[edge.source_name.casefold()].append(relation.domain - _UNTYPED)
            votes[edge.target_name.casefold()].append(relation.range - _UNTYPED)
    linked = {(e.source_name.casefold(), e.target_name.casefold()) for e in result.edges}
    types = {e.name.casefold(): e.type for e in result.entities}
    for fact in result.facts:
        if fact.value_entity is None or (fact.entity_name.casefold(), fact.value_entity.casefold()) in linked:
            continue
        subject = "User" if fact.entity_name == SPEAKER else types.get(fact.entity_name.casefold())
        ranges = [r.range for r in known.relations_for_predicate(fact.field) if subject in r.domain]
        if ranges:
            votes[fact.value_entity.casefold()].append(frozenset().union(*ranges) - _UNTYPED)
    return votes


def _admitted(scores: dict[str, float], allowed: frozenset[str], *, decides: bool = False) -> None:
    """An edge that admits one type votes for it; any type it refuses loses as much. It decides
    among the evidence, never alone -- unless the only other evidence is NER's label (``decides``)."""
    only = next(iter(allowed)) if len(allowed) == 1 else None
    if only is not None and (decides or scores.get(only, 0.0) > 0):
        scores[only] += ONTOLOGY
    for kind in list(scores):
        if kind not in allowed:
            scores[kind] -= ONTOLOGY


__all__ = ["first_name_gender", "retype"]
