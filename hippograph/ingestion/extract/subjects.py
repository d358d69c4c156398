"""Who a clause is about, within one message.

"I"/"me"/"we" are the speaker, "you" the agent (or the person spoken to: the pipeline decides),
a name is itself, "my sister" is the speaker's relative (her name when the sentence gives it:
"my sister Ana"), and "he"/"she"/"they" the most recent compatible person named earlier in the
message -- else a pronoun reference the pipeline resolves against the session
(:mod:`hippograph.ingestion.subjects`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.anchored import anchored_to_speaker
from hippograph.ingestion.extract.contextual_types import first_name_gender
from hippograph.ingestion.extract.entity_types import (
    HUMAN_VERBS,
    NER_TYPES,
    PERSON_NOUNS,
    PET_NOUNS,
    PRODUCT_NOUNS,
    gender_for,
    type_for_descriptor,
    type_for_name,
)
from hippograph.ingestion.extract.noun_names import noun_as_name
from hippograph.ingestion.extract.of_possessives import of_possessor
from hippograph.ingestion.extract.unknown_words import unknown_name
from hippograph.ingestion.extract.unnamed import WORKPLACES
from hippograph.ingestion.extraction import AGENT, SPEAKER, Gender, named_ref, pronoun_ref
from hippograph.ingestion.rules import HOME_WORDS, POSSESSIONS, lexicon
from hippograph.lexicon import KINSHIP

SELF = frozenset({"i", "me", "myself", "we", "us", "ourselves"})
YOU = frozenset({"you", "yourself", "yourselves"})
THIRD: dict[str, Gender | None] = {
    "he": "male", "him": "male", "his": "male", "she": "female", "her": "female",
    "they": None, "them": None, "their": None,
}  # fmt: skip
OWN = frozenset({"my", "our"})
# Things a speaker has at home or uses daily: said with "the" in her own turn, they are hers.
HOUSEHOLD = (
    HOME_WORDS
    | POSSESSIONS
    | PRODUCT_NOUNS
    | PET_NOUNS
    | lexicon("garden yard garage balcony kitchen bathroom bedroom lawn attic basement gym office")
)
UNNAMED = "@unnamed"  # a thing spoken of without a name, in :class:`Referents`


@dataclass(frozen=True)
class Subject:
    name: str  # an entity name as written, SPEAKER, AGENT or a pronoun reference
    type: str  # entity type of a named subject ("User" for the speaker)
    owner: str | None = None  # "my band": the speaker owns it; the band is an attribute
    noun: str | None = None  # the common noun of an owned subject ("band")
    gender: Gender | None = None
    descriptor: str | None = None


@dataclass
class Referents:
    """The people and things named so far in the message, most recent last."""

    seen: list[Subject] = field(default_factory=list)

    def note(self, subject: Subject) -> None:
        if subject.name not in (SPEAKER, AGENT) and not subject.name.startswith("@"):
            self.seen.append(subject)

    sentences: int = 0  # sentences read so far in the message

    def note_unnamed(self) -> None:
        """A clause about a thing without a name ("This necklace is special"): a later "it" is
        more likely that thing than anything named before it, and is left unresolved."""
        if not self.seen or self.seen[-1].name != UNNAMED:
            self.seen.append(Subject(UNNAMED, "Thing"))

    def pronoun(self, word: str) -> Subject | None:
        """The antecedent of a pronoun in the message; else, in the message's first sentence (a
        turn that goes on about something said before), a reference the pipeline resolves."""
        lowered = word.casefold()
        if lowered == "it":
            found = next((s for s in reversed(self.seen) if s.type not in {"Person", "User"}), None)
            if found is None and self.sentences <= 1:
                return Subject(pronoun_ref("it"), "Concept")
            return None if found is not None and found.name == UNNAMED else found
        if lowered not in THIRD:
            return None  # "this", "these", "who": nothing we can name
        gender = THIRD[lowered]
        for subject in reversed(self.seen):
            if gender is None:  # "they": a group or an organisation, never one person
                if subject.type == "Org":
                    return subject
                continue
            if subject.type == "Pet" and subject.owner is None and subject.gender == gender:
                return subject  # "her name is Pepper and she's a lab mix": the dog said "she"
            if subject.type == "Pet" and subject.gender is None and subject is self.seen[-1]:
                return subject  # "I have a cat. Her name is Mochi.": the pet just said
            if subject.type != "Person" or subject.owner is not None:
                continue
            if subject.gender in (None, gender):
                return subject
        if gender is not None or self.sentences <= 1:  # a later "they": too vague to carry over
            base = {"him": "he", "his": "he", "her": "she", "them": "they", "their": "they"}.get(
                lowered, lowered
            )
            return Subject(pronoun_ref(base), "Person", gender=gender)
        return None


def is_name(token: Token) -> bool:
    """A proper noun, or a capitalised word the tagger missed ("Dagny", "Rosalind", "Pebble"):
    capitalised inside the sentence, or at its start when NER calls it a name."""
    if token.pos_ == "PROPN":
        return True
    if not token.is_title or not token.is_alpha or token.is_stop:
        return False
    if token.pos_ not in {"NOUN", "ADJ", "ADV", "X"}:
        return False
    if token.i > token.sent.start:
        return True
    if ner_type(token) in {"Person", "Org", "Place"} or unknown_name(token):  # "Ravi is ..."
        return True
    return _bare_first_name(token)


# Verbs a bare first name as subject is a person's name with: "Saga attends Vasa Academy".
_DOING = HUMAN_VERBS | lexicon("attend go")


def _bare_first_name(token: Token) -> bool:
    """ "Saga attends Vasa Academy", "Rose teaches yoga": a first name that is also a common noun,
    said first in the sentence as a singular subject with no article or possessive (which a
    common noun would need) of a verb people do."""
    if token.dep_ not in {"nsubj", "nsubjpass"} or token.tag_ != "NN" or token.head.lemma_ not in _DOING:
        return False
    if any(c.dep_ in {"det", "poss", "amod", "compound", "nummod"} for c in token.children):
        return False
    return first_name_gender(token.text)[0]


def proper_part(ent: Span) -> Span:
    """An entity span without the common noun NER took in before the name: "my dog Max" tagged
    "dog Max" names Max, and the noun says what Max is."""
    start = ent.start
    while start < ent.end - 1:
        token = ent.doc[start]
        if not (token.is_lower and token.pos_ == "NOUN" and token.dep_ == "compound"):
            break
        start += 1
    return ent.doc[start : ent.end]


def proper_text(ent: Span) -> str:
    """:func:`proper_part` as written, without a leading "the"."""
    return proper_part(ent).text.removeprefix("the ").removeprefix("The ")


def name_span(token: Token) -> str | None:
    """The full name around a proper noun: its entity span, else its compound chain."""
    words = sorted((t for t in name_chain(token) if is_name(t)), key=lambda t: t.i)
    for ent in token.doc.ents:
        if ent.start <= token.i < ent.end and ent.label_ in NER_TYPES and ent.label_ != "NORP":
            if _wider(words, ent):  # "Quiet Harvest" where NER took only "Harvest"
                break
            if _listed(token) and any(t.dep_ == "cc" for t in ent):
                break  # "two cats, Salt and Pepper": NER's one name is two
            return proper_text(ent)
    if not is_name(token):
        return None
    return " ".join(t.text for t in words) or None


def name_chain(token: Token) -> list[Token]:
    """A name's words: the token and the compounds hung on it, not those of a name in apposition
    to it ("the CEO, Margaret Osei": "Margaret" is Osei's, not the CEO's)."""
    words = [token]
    for child in token.children:
        if child.dep_ in {"compound", "flat"}:
            words += name_chain(child)
    return words


def titled_name(token: Token) -> Token | None:
    """ "The new CEO, Margaret Osei, ...": the person's name a title is said with."""
    if token.ent_type_ == "PERSON":
        return None
    return next((c for c in token.children if c.dep_ == "appos" and c.ent_type_ == "PERSON"), None)


def _listed(token: Token) -> bool:
    """One of the names listed after a plural noun: "two cats, Salt and Pepper", "two goats named
    Pip and Squeak"."""
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    noun = token.head
    if token.dep_ == "oprd" and noun.dep_ == "acl":  # "two goats named Pip and Squeak"
        noun = noun.head
    elif token.dep_ != "appos":
        return False
    return noun.pos_ == "NOUN" and "Plur" in noun.morph.get("Number", [])


def _wider(words: list[Token], ent: Span) -> bool:
    """A name's words (one unbroken compound chain of words) that hold NER's span and more of it;
    never a person's (a title before a name is the title's business: honorifics.py)."""
    if ent.label_ == "PERSON" or not words or words[-1].i - words[0].i + 1 != len(words):
        return False
    if not all(t.is_alpha for t in words):
        return False
    return words[0].i < ent.start and ent.end - 1 <= words[-1].i


def ner_type(token: Token) -> str | None:
    for ent in token.doc.ents:
        if ent.start <= token.i < ent.end:
            return NER_TYPES.get(ent.label_)
    return None


def named_appos(token: Token) -> Token | None:
    """ "my brother Luis", "Luis, my brother": the proper noun in apposition, if any; or the name
    a noun in apposition gives ("her son, a paramedic named Kofi": Kofi)."""
    for child in token.children:
        if child.dep_ in {"appos", "compound"} and is_name(child) and child.i > token.i:
            return child
    for child in token.children:
        if child.dep_ == "appos" and child.pos_ == "NOUN" and child.i > token.i:
            for acl in (c for c in child.children if c.dep_ == "acl" and c.lemma_ in _NAMING):
                named = next((c for c in acl.children if c.dep_ in {"oprd", "attr", "xcomp"}), None)
                if named is not None and is_name(named):
                    return named
    return None


_NAMING = frozenset({"name", "call"})


def dislocated_name(noun: Token) -> Token | None:
    """ "Milo, our rabbit, eats carrots": a name that opens the sentence, set off by a comma
    before a possessed noun that is itself closed by a comma, is that noun's name (the parser
    takes it for a vocative or an interjection; a vocative has no second comma after the noun:
    "Milo, our rabbit eats carrots")."""
    if not any(c.dep_ == "poss" for c in noun.children):
        return None
    start, end = noun.left_edge.i, noun.right_edge.i
    doc = noun.doc
    if end > noun.i and doc[end].text == ",":  # the closing comma parsed as the noun's own
        end -= 1
    if start < 2 or end + 1 >= len(doc) or doc[start - 1].text != "," or doc[end + 1].text != ",":
        return None
    name = doc[start - 2]
    opens = name.i == noun.sent.start or (name.i - 1 == noun.sent.start and doc[name.i - 1].is_punct)
    linked = name.head.i in {noun.head.i, noun.i} or noun.head.i == name.i  # "Pip, my tortoise,"
    return name if opens and linked and is_name(name) else None


def resolve(token: Token, referents: Referents) -> Subject | None:
    """The subject a noun or pronoun stands for, or None when it names nothing we can keep."""
    lowered = token.lower_
    if lowered in SELF:
        return Subject(SPEAKER, "User")
    if lowered in YOU:
        return Subject(AGENT, "Agent")
    if token.pos_ == "PRON":
        return referents.pronoun(lowered)
    mistagged = token.pos_ in {"ADV", "ADJ", "X", "INTJ"} and token.is_title and token.is_alpha
    if mistagged and token.dep_ in {"nsubj", "nsubjpass"} and not token.is_stop:
        return Subject(token.text, "Person")  # "Sven owns ...": an unknown name mistagged
    if is_name(token):
        token = titled_name(token) or token  # "the new CEO, Margaret Osei": Margaret Osei
        name = name_span(token)
        if not name:
            return None
        descriptor = next(
            (
                c
                for c in token.children
                if c.dep_ in {"appos", "compound"} and c.pos_ == "NOUN" and not is_name(c)
            ),
            None,
        )
        typed = (type_for_descriptor(descriptor.lemma_) if descriptor else None) or type_for_name(name)
        typed = typed or _typed_by_verb(token, ner_type(token))
        gender = gender_for(descriptor.lemma_) if descriptor is not None else None
        label = typed or "Person"
        return Subject(name, label, gender=gender, descriptor=descriptor.lemma_ if descriptor else None)
    if token.pos_ == "NOUN" and token.dep_ == "appos" and token.head.pos_ == "PROPN":
        return resolve(token.head, referents)  # "Jonah, the guy who runs our book club": Jonah
    if token.pos_ == "NOUN" or _kin_adjective(token):
        named = named_appos(token) or dislocated_name(token)  # "Felix, our retriever, loves ..."
        if named is not None:
            name = name_span(named) or named.text
            gender = gender_for(token.lemma_)
            label = type_for_descriptor(token.lemma_) or ner_type(named) or "Person"
            return Subject(name, label, gender=gender, descriptor=token.lemma_)
        poss = next((c for c in token.children if c.dep_ == "poss"), None) or of_possessor(token)
        if poss is not None and poss.tag_ == "WP$":  # "Ana, whose husband is a pilot": Ana's husband
            poss = relative_antecedent(poss)
        if poss is not None and poss.pos_ == "NOUN" and is_person_noun(poss):
            inner = next((c for c in poss.children if c.dep_ == "poss"), None)
            if inner is not None and inner.lower_ in OWN:
                owner = f"my {poss.lemma_}"
                if _someone(token):  # "my sister's husband": a person of his own
                    name = f"{owner}'s {token.lower_}"
                    return Subject(name, "Person", gender=gender_for(token.lemma_), descriptor=token.lemma_)
                return Subject(SPEAKER, "User", owner=owner, noun=_owned_noun(token))  # "my son's school"
        if poss is not None and poss.lower_ in OWN:
            if _someone(token):
                # "my sister", "my landlord": a person, not the speaker ("my dentist is Dr. Aziz"
                # names the speaker's dentist: an attribute of the speaker)
                name = f"my {_said(token)}"  # as said: "my parents" are not "my parent"
                return Subject(name, "Person", gender=gender_for(token.lemma_), descriptor=token.lemma_)
            return Subject(SPEAKER, "User", owner=SPEAKER, noun=_owned_noun(token))
        if poss is not None and poss.lower_ in THIRD and _someone(token):
            kin = _relative_of_pronoun(token, poss, referents)  # "his wife works at ...": his wife
            if kin is not None:
                return kin
        if poss is not None and poss.lower_ in THIRD and not is_person_noun(token):
            holder = referents.pronoun(poss.lower_)  # "her podcast is called ...": whose podcast
            if holder is not None and holder.owner is None:
                return Subject(holder.name, holder.type, owner=holder.name, noun=_owned_noun(token))
        if poss is None and is_person_noun(token) and anchored_to_speaker(token):
            name = f"my {token.lower_}"  # "the friend I met in Rome": my friend, as said with "my"
            return Subject(name, "Person", gender=gender_for(token.lemma_), descriptor=token.lemma_)
        if poss is None and presumed_own(token, referents):  # "the apartment is 62 square metres"
            return Subject(SPEAKER, "User", owner=SPEAKER, noun=_owned_noun(token))
        if poss is not None and poss.pos_ == "PROPN":
            owned_by = name_span(poss)
            if owned_by and _someone(token):  # "Tom's wife": a person of her own
                name = f"{owned_by}'s {_said(token)}"
                return Subject(name, "Person", gender=gender_for(token.lemma_), descriptor=token.lemma_)
            if owned_by:
                return Subject(owned_by, ner_type(poss) or "Person", owner=owned_by, noun=_owned_noun(token))
        if poss is None and _definite_workplace(token):  # "The council is based in Harrow"
            kind = type_for_descriptor(token.lemma_) or "Org"
            return Subject(token.lemma_.casefold(), kind, descriptor=token.lemma_)
        if noun_as_name(token):  # "Biscuit is treated at ...": a name if the session knows it
            return Subject(named_ref(token.text), "Person")
    return None


def _kin_adjective(token: Token) -> bool:
    """ "my youngest", "their eldest": a relative said by a possessed adjective (a child by birth
    order), read as the noun it stands for."""
    return (
        token.pos_ == "ADJ" and token.lower_ in BIRTH_ORDER and any(c.dep_ == "poss" for c in token.children)
    )


def _said(token: Token) -> str:
    """The possessed noun as said ("sister", "parents"); a child named by birth order is that
    child ("my youngest": "youngest child")."""
    return f"{token.lower_} child" if token.lower_ in BIRTH_ORDER else token.lower_


# "my youngest", "our eldest": a child named by the order of birth.
BIRTH_ORDER = frozenset({"youngest", "eldest", "oldest", "firstborn"})


def _definite_workplace(token: Token) -> bool:
    """ "The council is based in Harrow", "the brewery was founded in 1902": an organisation said
    with "the", the subject of a clause that places or dates it, is the one the conversation is
    about -- the same unnamed organisation "works for the council" made an entity of (named by
    its noun). Whatever else is said of an unnamed "the hospital" ("was packed") is no fact."""
    if token.dep_ not in {"nsubj", "nsubjpass"} or token.lemma_.casefold() not in WORKPLACES:
        return False
    if not any(c.dep_ == "det" and c.lower_ == "the" for c in token.children):
        return False
    if any(c.dep_ in {"amod", "compound", "relcl", "acl", "prep"} for c in token.children):
        return False  # "the new office", "the hospital where ...": read by their own readers
    verb = token.head
    return any(
        c.dep_ == "prep"
        and any(o.dep_ == "pobj" and (o.pos_ == "PROPN" or o.ent_type_ == "DATE") for o in c.children)
        for c in verb.children
    ) or any(c.dep_ == "prep" for a in verb.children if a.dep_ == "acomp" for c in a.children)


def _relative_of_pronoun(token: Token, poss: Token, referents: Referents) -> Subject | None:
    """ "His daughter started at Leiden": the daughter of whoever "his" stands for, a person of
    her own (named by her owner, or by the reference the pipeline resolves across turns)."""
    holder = referents.pronoun(poss.lower_)
    if holder is None or holder.type != "Person" or holder.owner is not None or "'s " in holder.name:
        return None
    name = f"{holder.name}'s {token.lower_}"
    return Subject(name, "Person", gender=gender_for(token.lemma_), descriptor=token.lemma_)


def relative_antecedent(pronoun: Token) -> Token | None:
    """The noun a relative pronoun stands for: the head of the relative clause it is in ("Ana" in
    "Ana, whose husband is a pilot, ..."), or None outside one."""
    for above in pronoun.ancestors:
        if above.dep_ == "relcl":
            return above.head if above.head.pos_ in {"NOUN", "PROPN"} else None
    return None


def presumed_own(token: Token, referents: Referents) -> bool:
    """ "The apartment is 62 square metres", "the car that my father left me": a home, a room, a
    vehicle, a device or a pet said with "the" as the subject of the speaker's own statement is
    the speaker's, unless the message named one of its kind before ("we stayed at the Ritz ...
    the hotel")."""
    if token.dep_ not in {"nsubj", "nsubjpass"} or token.lemma_ not in HOUSEHOLD:
        return False
    if not any(c.dep_ == "det" and c.lower_ == "the" for c in token.children):
        return False
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in token.children):
        return False  # "the car of my dreams", "the kitchen of the restaurant"
    kind = type_for_descriptor(token.lemma_)
    if any(s.descriptor == token.lemma_ or (kind and s.type == kind) for s in referents.seen):
        return False
    if any(c.dep_ == "relcl" and _said_of_another(c) for c in token.children):
        return False  # "the gym where my brother trains": his gym, which the clause identifies
    return not any(_someone_elses(t, token) for t in token.doc[: token.i])


def _said_of_another(relative: Token) -> bool:
    """A relative clause whose own subject is someone other than the speaker."""
    return any(
        c.dep_ in {"nsubj", "nsubjpass"} and c.lower_ not in SELF and c.tag_ not in {"WDT", "WP"}
        for c in relative.children
    )


def _someone_elses(earlier: Token, noun: Token) -> bool:
    """An earlier mention the definite noun may take up: a thing named by a proper name ("bought
    a Vespa ... the scooter") or the same noun not said as the speaker's ("Dana's scooter")."""
    if is_name(earlier) and earlier.dep_ in {"dobj", "pobj", "attr", "appos"}:
        article = any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in earlier.children)  # "a Vespa"
        return article or ner_type(earlier) not in {"Person", "Place"}
    if earlier.lemma_ != noun.lemma_:
        return False
    return not any(c.dep_ == "poss" and c.lower_ in OWN for c in earlier.children)


def is_person_noun(token: Token) -> bool:
    """A common noun that names a person by a relation or a role: "sister", "landlord"."""
    return token.lemma_.casefold() in PERSON_NOUNS or token.lower_ in PERSON_NOUNS


def _someone(token: Token) -> bool:
    """A possessed noun that stands for a person of their own ("my sister", "Tom's landlord"), not
    for what its owner has: a role named by a copula ("my daughter's teacher is Mr. Lindholm" is
    who the daughter's teacher is, said of the daughter) and a favourite ("Ingrid's favourite
    author is ...": her preference) are the owner's. A relative stays a person either way."""
    if token.lemma_ in KINSHIP or _kin_adjective(token):
        return True
    if not is_person_noun(token) or _named_by_copula(token):
        return False
    return not any(c.dep_ == "amod" and c.lower_ in FAVOURITES for c in token.children)


FAVOURITES = frozenset({"favourite", "favorite", "fave"})


def _named_by_copula(token: Token) -> bool:
    head = token.head
    return head.lemma_ == "be" and any(c.dep_ == "attr" and c.pos_ == "PROPN" for c in head.children)


def owned_thing(subject: Subject) -> Subject:
    """An owned thing as a subject of its own ("my car broke down"): never the speaker (or the
    owner) themself, named by its owner and noun as said."""
    assert subject.owner is not None and subject.noun is not None
    owner = "my" if subject.owner == SPEAKER else f"{subject.owner}'s"
    noun = subject.noun.split()[-1]
    return Subject(f"{owner} {subject.noun}", type_for_descriptor(noun) or "Concept", descriptor=noun)


def _typed_by_verb(token: Token, ner: str | None) -> str | None:
    """NER's type for a subject name, unless the verb says it is a person ("Nadia teaches")."""
    verb = token.head
    mistyped = ner in {"Place", "Org", "Concept", "Work", "Product"} and len(token.text.split()) == 1
    if mistyped and token.dep_ in {"nsubj", "nsubjpass"} and verb.lemma_ in HUMAN_VERBS:
        return "Person"
    return ner


def _owned_noun(token: Token) -> str:
    """ "my favorite band" -> "favorite band"."""
    words = [c for c in token.children if c.dep_ in {"amod", "compound"} and c.i < token.i]
    return " ".join([*(w.lower_ for w in sorted(words, key=lambda t: t.i)), token.lower_])
