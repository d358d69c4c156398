"""Readers of whole sentences and noun phrases rather than of one clause's verb:

- :func:`read_relations`: possessives and appositions ("Marta's brother Luis", "Ben, my
  neighbour");
- :func:`read_headline`: a name, a verb the tagger took for a noun, its object ("Hamid repairs
  bicycles");
- :func:`read_timed`: a clause whose only object is a time ("It was founded in 1987").
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.language import Language
from spacy.tokens import Span, Token

from hippograph.ingestion.extract.agentive import VERBS_KEY
from hippograph.ingestion.extract.bound_possessives import bound_owner
from hippograph.ingestion.extract.entity_types import gender_for, type_for_descriptor
from hippograph.ingestion.extract.gate import acceptable, text_of
from hippograph.ingestion.extract.habits import recurring_time, timed
from hippograph.ingestion.extract.indefinite_ties import speakers_by_copula
from hippograph.ingestion.extract.name_forms import given_name
from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.pointing_deeds import pro_deed
from hippograph.ingestion.extract.possessor_ties import double_possessor, possessor_name
from hippograph.ingestion.extract.readers import Relation, _entity_of, predicate_of
from hippograph.ingestion.extract.subjects import (
    FAVOURITES,
    OWN,
    Referents,
    Subject,
    dislocated_name,
    is_name,
    is_person_noun,
    name_span,
    named_appos,
    ner_type,
)
from hippograph.ingestion.extract.unknown_words import unknown_name
from hippograph.ingestion.extract.views import Clause
from hippograph.ingestion.extraction import SPEAKER
from hippograph.lexicon import KINSHIP


def read_relations(tokens: list[Token], referents: Referents) -> Iterator[Relation]:
    """ "Marta's brother Luis", "my neighbour Ben", "Ben, my neighbour": who is whose what."""
    for token in tokens:
        if token.pos_ != "NOUN" and not _pet_said_as_adjective(token):
            continue
        named: Token | None = None
        called = _name_said(token)
        if called is not None:  # "my daughter's name is Frida": my daughter Frida
            token, named = called
        else:
            named = named_appos(token)
        if named is None and token.dep_ in {"compound", "amod"} and is_name(token.head):
            named = token.head  # "my aunt Rosalind" parsed with the name as the head
        if named is None and token.dep_ == "appos" and _apposed_to_name(token.head):
            named = token.head  # "Ben, my neighbour"
        if named is None:
            named = dislocated_name(token)  # "Milo, our rabbit, eats ..." parsed as a vocative
        if named is None and token.dep_ in {"nsubj", "npadvmod"} and _kin_or_pet(token):
            # "Farah's daughter Leyla" parsed as two subjects, "my brother-in-law Rafael plays"
            # with the kin noun as an adverbial of the verb, "our rabbit Clover died" too: the name
            # right after it is the subject
            named = next(
                (c for c in token.head.children if c.dep_ == "nsubj" and is_name(c) and c.i == token.i + 1),
                None,
            )
        someones = token.lemma_ in KINSHIP or _role_of_someone(token)
        if named is None and someones and _identifying(token.head):
            named = next(  # "My new boss is Helen Park", "my aunt's husband is called Boris"
                (c for c in token.head.children if c.dep_ in {"attr", "oprd"} and is_name(c)), None
            )  # "his teacher is Mrs. Okafor": whoever "his" is has her as his teacher
        if named is None and _kin_or_pet(token) and token.dep_ == "nsubj" and _identifying(token.head):
            named = _called_attribute(token.head)  # "my teacher is a guy called Ronan"
        if named is None:
            named = given_name(token)  # "my grandmother, who everyone calls Nana", "my son goes by Theo"
        if named is None and _kin_or_pet(token):
            named = _name_right_after(token)  # "Ahmed's sister Layla studies law" parsed as nouns
        if named is None and token.dep_ == "attr" and (token.lemma_ in KINSHIP or _role_said_of(token)):
            named = next(  # "Bob is my best friend", "Luis is Marta's brother"
                (c for c in token.head.children if c.dep_ == "nsubj" and is_name(c)), None
            )
            if named is None and token.head.dep_ == "relcl" and token.head.head.pos_ == "PROPN":
                named = token.head.head  # "Dana, who's my oldest friend, ..."
        if named is None:
            continue
        poss = next((c for c in token.children if c.dep_ == "poss"), None) or _of_mine(token)
        poss = poss or double_possessor(token)  # "Kaito, a friend of my brother's": my brother
        if poss is None and token.dep_ in {"compound", "amod"} and token.head.i == named.i:
            # "Hugo's wife Sandrine" parsed with both the owner and the kin noun on the name
            poss = next((c for c in named.children if c.dep_ == "poss" and c.i < token.i), None)
        poss = poss or _had_by_speaker(token) or _owner_said_before(token)
        mine = poss is None and named.i < token.i and speakers_by_copula(token)  # "Niall is a friend"
        if poss is None and not mine:
            continue
        if poss is None or poss.lower_ in OWN or poss.lower_ in MINE or poss.lower_ in HAVERS:
            owner = SPEAKER
        elif poss.pos_ == "PROPN" or is_name(poss):  # "Anders's daughter": a name tagged a plural noun
            owner = name_span(poss) or poss.text
        elif poss.lemma_ in KINSHIP and any(c.dep_ == "poss" and c.lower_ in OWN for c in poss.children):
            owner = f"my {poss.lower_}"  # "my friend's sister Agata": the relative as the rules name it
        elif possessor_name(poss) is not None:  # "Ravi, the neighbour's son": my neighbour's son
            owner = possessor_name(poss) or ""
        else:
            owner_name = bound_owner(poss)  # "Kwame lives with his partner Efua": Kwame's partner
            if owner_name is None:
                resolved = referents.pronoun(poss.lower_) if poss.lower_ in {"his", "her", "their"} else None
                if resolved is None:
                    continue
                owner_name = resolved.name
            owner = owner_name
        noun = token.lemma_
        compound = " ".join([*(c.lower_ for c in token.children if c.dep_ == "compound"), noun])
        if compound in KINSHIP or noun not in KINSHIP:  # "my business partner", "my home country"
            noun = compound
        # "Kwame and Ama are my cousins", "my aunts Rosa and Ines": each of the coordinated names
        for person in [named, *(c for c in named.conjuncts if c.pos_ == "PROPN" and is_name(c))]:
            name = name_span(person) or person.text
            kind = type_for_descriptor(token.lemma_) or ner_type(person) or "Person"
            yield Relation(owner, noun, Named(name, kind, token.lemma_, gender_for(token.lemma_)))


def _role_said_of(attr: Token) -> bool:
    """ "Nasrin is my physiotherapist": a noun for someone one has in a role, said of a name with
    the speaker's possessive (not a favourite: "Adele is my favourite singer" is a liking)."""
    if not is_person_noun(attr) or any(c.lower_ in FAVOURITES for c in attr.children):
        return False
    return any(c.dep_ == "poss" and c.lower_ in OWN for c in attr.children)


def _owner_said_before(noun: Token) -> Token | None:
    """ "Svea's daughter" with the possessive tied elsewhere by a misparse: the owner said right
    before the noun ("Svea" of "Svea's", "my")."""
    before = noun.doc[noun.i - 1] if noun.i > noun.sent.start else None
    if before is not None and before.tag_ == "POS" and before.head.i < before.i:
        return before.head
    return before if before is not None and before.lower_ in OWN else None


_NOT_A_PERSON = frozenset(
    {"DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT", "GPE", "LOC"}
)


def _name_right_after(noun: Token) -> Token | None:
    """The name said right after a relative's noun ("his sister Layla") when the parser tied it to
    something else (a verb it took for a noun): a person's name, not a date or a place."""
    if noun.i + 1 >= noun.sent.end:
        return None
    after = noun.doc[noun.i + 1]
    if after.head.i == noun.i or not is_name(after) or after.ent_type_ in _NOT_A_PERSON:
        return None
    return after


def _kin_or_pet(token: Token) -> bool:
    """A noun that names who or what the name beside it is: a relative, a role, a pet."""
    return token.lemma_ in KINSHIP or type_for_descriptor(token.lemma_) in {"Person", "Pet"}


THIRD_POSSESSIVES = frozenset({"his", "her", "their"})


def _role_of_someone(token: Token) -> bool:
    """ "his teacher", "her coach": a noun for a person one has in a role (not a relative: those
    are kin words), said as someone else's by a possessive pronoun, and no "favourite" (a liking)."""
    if token.dep_ not in {"nsubj", "nsubjpass"} or type_for_descriptor(token.lemma_) != "Person":
        return False
    if any(c.dep_ == "amod" for c in token.children):
        return False  # "her favourite singer is Adele", "his new coach": read as they were
    return any(c.dep_ == "poss" and c.lower_ in THIRD_POSSESSIVES for c in token.children)


def _called_attribute(verb: Token) -> Token | None:
    """The name of a copula's attribute said by a naming participle: "is a guy called Ronan",
    "is a woman named Ines" (the attribute a common noun for a person)."""
    for attr in (c for c in verb.children if c.dep_ == "attr" and c.pos_ == "NOUN" and is_person_noun(c)):
        for naming in (c for c in attr.children if c.dep_ == "acl" and c.lemma_ in {"call", "name"}):
            found = next(
                (c for c in naming.children if c.dep_ in {"oprd", "dobj", "attr"} and is_name(c)), None
            )
            if found is not None:
                return found
    return None


def _identifying(verb: Token) -> bool:
    """A verb that says who its subject is: "is", "is called", "is named"."""
    if verb.lemma_ == "be":
        return True
    return verb.lemma_ in {"call", "name"} and any(c.dep_ == "auxpass" for c in verb.children)


MINE = frozenset({"mine", "ours"})
HAVERS = frozenset({"i", "we"})


def _had_by_speaker(token: Token) -> Token | None:
    """ "I have two brothers, Sami and Karim": the speaker who has the relatives owns them as
    "my" would (the subject of "have" that takes the kin noun as its object)."""
    if token.lemma_ not in KINSHIP or token.dep_ not in {"dobj", "obj"} or token.head.lemma_ != "have":
        return None
    if any(c.dep_ == "neg" for c in token.head.children):
        return None  # "I don't have two sisters, Ana and Eva": nobody's sister
    return next((c for c in token.head.children if c.dep_ == "nsubj" and c.lower_ in HAVERS), None)


def _apposed_to_name(head: Token) -> bool:
    """ "Ben, my neighbour": a proper noun, or a name English does not know the tagger took for
    a noun ("Tomasz, a friend of my dad's")."""
    return head.pos_ == "PROPN" or (head.pos_ == "NOUN" and unknown_name(head))


def _of_mine(token: Token) -> Token | None:
    """ "Ngozi, a colleague of mine": "mine" owns the colleague as "my" would."""
    for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"):
        owner = next((c for c in prep.children if c.dep_ == "pobj" and c.lower_ in MINE), None)
        if owner is not None:
            return owner
    return None


def _name_said(token: Token) -> tuple[Token, Token] | None:
    """ "our puppy's name is Olive", "Lena's dog's name is Bruno": the noun whose name the
    sentence gives, and the name."""
    if token.lemma_ != "name" or token.dep_ != "nsubj" or token.head.lemma_ != "be":
        return None
    owned = next((c for c in token.children if c.dep_ == "poss" and c.pos_ == "NOUN"), None)
    name = next((c for c in token.head.children if c.dep_ == "attr" and is_name(c)), None)
    return (owned, name) if owned is not None and name is not None else None


def read_headline(span: Span, referents: Referents) -> Iterator[Statement]:
    """ "Hamid repairs bicycles", "Ahmed coaches rowing at ...": a name, then a verb the tagger
    took for a plural noun ("repairs" as in "the repairs"), then its object. Read only when the
    sentence has no verb at all, so a sentence the parser understood never comes here."""
    tokens = [t for t in span if not t.is_punct]
    # a "verb" parsed as a compound of the noun after it is the misparse itself ("studies architecture")
    verbal = [
        t
        for t in tokens
        if t.pos_ in {"VERB", "AUX"} and not (t.tag_ == "VBG" and t.dep_ == "acl") and t.dep_ != "compound"
    ]
    if verbal or len(tokens) < 3:
        return
    names = []
    for token in tokens:
        if not is_name(token):
            break
        names.append(token)
    relative, said = _relative_subject(tokens)  # "My uncle volunteers at ...", "Tariq's daughter studies"
    if relative is not None:
        names = tokens[:said]
    if not names or len(names) >= len(tokens) - 1:
        return
    if names[0].i == span.start and len(names) == 1 and _imperative(names[0]):
        return  # "Gather documents like ...": an imperative's verb, capitalised, not a name
    verb = tokens[len(names)]
    if verb.tag_ not in {"NNS", "VBZ"} or not verb.lower_.endswith("s"):
        return
    subject = relative or Subject(" ".join(t.text for t in names), ner_type(names[-1]) or "Person")
    referents.note(subject)
    rest = tokens[len(names) + 1 :]
    cut = next((i for i, t in enumerate(rest) if t.pos_ == "ADP"), len(rest))
    groups = [rest[:cut]]
    if cut < len(rest):
        groups.append(rest[cut:])
    late = [i for i, t in enumerate(groups[-1]) if i and t.pos_ == "ADP"]
    if len(groups) == 2 and late and timed(groups[-1][-1]):  # "at the food bank on Sundays"
        groups[-1] = groups[-1][: late[-1]]
    for number, group in enumerate(groups):
        if number == 0:
            words = [t for t in group if t.pos_ != "CCONJ"]
            parts = _split_on(group, "CCONJ") if any(t.pos_ == "CCONJ" for t in group) else [words]
            predicate = verb.lemma_
        else:
            parts = [group[1:]]
            predicate = f"{verb.lemma_} {group[0].lower_}"
            if parts[0] and timed(parts[0][-1]):  # "Kofi surfs on weekends": when, not what
                if recurring_time(parts[0][-1]):
                    routine = f"{verb.lemma_} {text_of(group)}"
                    yield Statement(subject, "routine", routine, None, False, False, 0.7, None)
                continue
        for part in parts:
            if acceptable(part):
                entity = _entity_of(part[-1], part)
                yield Statement(subject, predicate, text_of(part), entity, False, False, 0.7, None)


def _relative_subject(tokens: list[Token]) -> tuple[Subject | None, int]:
    """ "my uncle", "Tariq's eldest daughter" at the start of a headline misparse: a person of the
    speaker's or of a named person, and how many words say it."""
    if tokens[0].lower_ in OWN:
        owner, start = "my", 1
    elif is_name(tokens[0]) and len(tokens) > 1 and tokens[1].tag_ == "POS":
        owner, start = f"{tokens[0].text}'s", 2
    else:
        return None, 0
    while start < len(tokens) and tokens[start].pos_ == "ADJ" and not is_person_noun(tokens[start]):
        start += 1  # "my eldest daughter": the relative is the noun
    if start >= len(tokens) - 2 or tokens[start].pos_ not in {"NOUN", "ADJ"}:
        return None, 0
    if not is_person_noun(tokens[start]):
        return None, 0
    noun = tokens[start].lemma_
    named = 0  # "Lucia's brother Marco repairs ...": the subject is Marco, her brother
    while start + 1 + named < len(tokens) - 2 and is_name(tokens[start + 1 + named]) and named < 3:
        named += 1
    if named:
        name = " ".join(t.text for t in tokens[start + 1 : start + 1 + named])
        return Subject(name, "Person", gender=gender_for(noun), descriptor=noun), start + 1 + named
    return Subject(f"{owner} {noun}", "Person", gender=gender_for(noun), descriptor=noun), start + 1


def _pet_said_as_adjective(token: Token) -> bool:
    """ "our parrot Kiwi": an animal's noun the tagger took for an adjective of the name."""
    said = token.pos_ == "ADJ" and token.dep_ in {"amod", "compound"}
    return said and type_for_descriptor(token.lower_) == "Pet"


def known_verbs(nlp: Language) -> frozenset[str]:
    """The verbs the pipeline's lemmatizer knows by their base form (empty if it has no table)."""
    try:
        table = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")  # type: ignore[attr-defined]
        return frozenset(table["verb"])
    except (KeyError, AttributeError):
        return frozenset()


def _imperative(token: Token) -> bool:
    """A sentence's first word that is a base-form verb of English and no name NER knows."""
    verbs = token.doc.user_data.get(VERBS_KEY, frozenset())
    return token.lower_ in verbs and ner_type(token) is None


def _split_on(tokens: list[Token], pos: str) -> list[list[Token]]:
    parts: list[list[Token]] = [[]]
    for token in tokens:
        if token.pos_ == pos:
            parts.append([])
        else:
            parts[-1].append(token)
    return [p for p in parts if p]


def read_timed(clause: Clause, subject: Subject) -> Iterator[Statement]:
    """ "It closes at ten", "It was founded in 1987": a clause whose only object is a time; the
    time is its value."""
    if pro_deed(clause.head):
        return  # "he's been doing it since 1990": since when, of a deed said before
    for prep in clause.head.children:
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if prep.dep_ != "prep" or obj is None or obj.i not in clause.time_tokens:
            continue
        value = text_of([t for t in prep.subtree if t.i != prep.i])
        predicate = f"{predicate_of(clause.head)} {prep.lower_}"
        yield Statement(
            subject, predicate, value, None, clause.negated, clause.ended, clause.confidence, None
        )
        return
