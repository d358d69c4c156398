"""One parsed message to open statements: clauses read, subjects resolved, values gated, mapped."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.bare_verbs import read_bare_verb
from hippograph.ingestion.extract.begun import begun
from hippograph.ingestion.extract.changes import read_change
from hippograph.ingestion.extract.circumstances import past_circumstance, read_circumstance
from hippograph.ingestion.extract.complements import read_adjective_complement, read_bare_complement
from hippograph.ingestion.extract.conform import active_relation
from hippograph.ingestion.extract.counted import read_count, read_counted
from hippograph.ingestion.extract.each_named import each_named
from hippograph.ingestion.extract.entity_types import NER_TYPES, type_for_descriptor, type_for_name
from hippograph.ingestion.extract.experienced import read_experienced
from hippograph.ingestion.extract.gate import fragment, is_vocative
from hippograph.ingestion.extract.gerund_values import read_gerund_value
from hippograph.ingestion.extract.household import presumed_relative
from hippograph.ingestion.extract.identified import had_relative, identified_thing
from hippograph.ingestion.extract.implicit import JUDGING, evaluation, since_age
from hippograph.ingestion.extract.kinds import said_of_a_kind
from hippograph.ingestion.extract.mapping import field_relation, map_predicate, negated_predicate
from hippograph.ingestion.extract.milestones import read_milestone
from hippograph.ingestion.extract.morphology import simple_past
from hippograph.ingestion.extract.name_forms import pronoun_named
from hippograph.ingestion.extract.naming import Named, Statement, named_by
from hippograph.ingestion.extract.occasions import read_occasion
from hippograph.ingestion.extract.ongoing import read_gerund_headline, read_ongoing
from hippograph.ingestion.extract.participial import read_participial_deed
from hippograph.ingestion.extract.passive_ties import read_passive_tie
from hippograph.ingestion.extract.placed import read_placed
from hippograph.ingestion.extract.plans import read_bare_plan
from hippograph.ingestion.extract.pronoun_names import read_pronoun_name
from hippograph.ingestion.extract.purposes import read_purpose
from hippograph.ingestion.extract.quantities import is_measured, measures
from hippograph.ingestion.extract.readers import (
    read_copula,
    read_description,
    read_verb,
    subject_tokens,
)
from hippograph.ingestion.extract.reciprocal import LINKING_VERBS, read_reciprocal
from hippograph.ingestion.extract.sentence_readers import read_headline, read_relations, read_timed
from hippograph.ingestion.extract.subjects import (
    Referents,
    Subject,
    is_name,
    is_person_noun,
    name_span,
    owned_thing,
    proper_text,
    resolve,
)
from hippograph.ingestion.extract.tools import tool_type
from hippograph.ingestion.extract.views import RELATIVE_PRONOUNS, Clause, clauses, spent_on
from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
    FactCandidate,
    Status,
    Target,
)
from hippograph.ingestion.rules import FIELDS, OCCUPATIONS, lexicon
from hippograph.lexicon import KINSHIP

ENTITY_LABELS = frozenset(NER_TYPES) - {"NORP", "LANGUAGE"}
MAX_STATEMENTS_PER_CLAUSE = 4


# Subjects that point at a thing named earlier: what "it is" is mostly an opinion of the moment.
DEICTIC = lexicon("it this that")
SPEAKING = Subject(SPEAKER, "User")
# Bodies one sits on as a member: "on the board of X", "in the council of X".
BODIES = lexicon("board committee council panel faculty staff team")
_BODY = re.compile(r"(?:the )?(\w+) of (?:the )?(.+)")


def read_sentence(span: Span, referents: Referents, result: Extraction) -> None:
    """Add the open statements of one sentence (not a question, not small talk) to ``result``."""
    referents.sentences += 1
    for relation in [*read_relations(list(span), referents), *read_counted(span, referents)]:
        _add_relation(relation.owner, relation.noun, relation.person, result)
        referents.note(Subject(relation.person.name, relation.person.type, gender=relation.person.gender))
    for statement in read_count(span, referents):  # "two brothers, Luca and Marco": how many
        _add_statement(statement, result)
    for pronoun, name in pronoun_named(span):  # "... but we call him Teddy"
        named = referents.pronoun(pronoun.lower_)
        if named is not None and not named.name.startswith("@") and named.type == "Person":
            text = name_span(name) or name.text
            said = Statement(named, "be called", text, None, False, False, 0.8, None, "nickname")
            _add_statement(said, result)
    for statement in read_pronoun_name(span):  # "I adopted a rescue dog, her name is Pepper"
        _add_statement(statement, result)
        thing = statement.value_entity
        if thing is not None:
            referents.note(Subject(thing.name, thing.type, gender=thing.gender))
    pronoun_at = _pronoun_subject(span)
    later: list[Subject] = []  # "He climbed Machu Picchu": named after "he", never what "he" is
    for ent in span.ents:
        mention = _named_entity(ent)
        if mention is not None and not is_vocative(ent.root):
            _add_entity(result, mention)
            noted = Subject(mention.name, mention.type)
            if pronoun_at is not None and ent.start > pronoun_at:
                later.append(noted)
            else:
                referents.note(noted)
    _appositions(span, referents, result)
    for statement in read_headline(span, referents):
        _add_entity(result, EntityMention(statement.subject.name, statement.subject.type), force=True)
        _add_statement(statement, result)
    for statement in read_gerund_headline(span, SPEAKING):  # "Researching adoption agencies"
        _add_statement(statement, result)
    for clause in clauses(span):
        if clause.conditional:
            continue
        enjoyed = list(read_occasion(clause, SPEAKING))  # "the concert was amazing"
        for statement in enjoyed:
            _add_statement(statement, result)
        if enjoyed:
            continue
        valued = list(evaluation(clause))
        experienced = [] if valued else list(read_experienced(clause, SPEAKING))  # "it was hard to leave"
        for statement in experienced:
            _add_statement(statement, result)
        if experienced:
            continue
        for field, value, _ in valued:  # "gardening matters to me": the speaker values gardening
            said = Statement(SPEAKING, "value", value, None, False, False, clause.confidence, clause.when)
            _add_statement(replace(said, field=field), result)
        judged = clause.head.lemma_ in JUDGING  # "I find hiking relaxing": said in full
        if valued and (
            judged or clause.is_copula or (clause.subject is not None and clause.subject.lower_ == "it")
        ):
            if clause.subject is not None and _unnamed_thing(clause.subject, None):
                referents.note_unnamed()  # "this necklace is special to me ... it stands for"
            continue  # "chess is a big part of my life": nothing more about chess
        token: Token | None = clause.head
        if clause.implied:
            subject = SPEAKING  # "Just got a new bike!"
        else:
            subject_token = sorted(subject_tokens(clause), key=lambda t: t.pos_ != "PROPN")
            token = subject_token[0] if subject_token else clause.subject
            if token is None or token.lower_ in RELATIVE_PRONOUNS:
                token = clause.subject
            if token is None or is_vocative(token) or _under_let(clause):
                continue
            found = resolve(token, referents) or _named_subject(token) or _speaker_conjoined(token)
            found = found or identified_thing(token) or had_relative(token)  # "the gym that I go to"
            found = found or presumed_relative(token)  # "the kids loved it": the speaker's kids
            by_gerund = list(read_gerund_value(clause, found))  # "my dad's hobby is fishing"
            if by_gerund:
                for statement in by_gerund:
                    _add_statement(statement, result)
                continue
            if _unnamed_thing(token, found):
                referents.note_unnamed()
            if found is None or found.name == AGENT:
                continue  # "you ..." outside an instruction: compliments and questions, not facts
            changed = list(read_change(clause, found))  # "my rent went up to 1,200 pounds a month"
            if changed:
                for statement in changed:
                    _add_statement(statement, result)
                continue
            measured = clause.is_copula and is_measured(clause)  # "the apartment is 62 square metres"
            if (
                found.owner is not None
                and found.noun
                and (measured or not clause.is_copula)
                and not _naming(clause)
            ):
                found = owned_thing(found)  # "my car broke down": about the car, not its owner
            subject = found
        if token is None:
            continue
        if token.lower_ in DEICTIC and subject.name.casefold() != token.lower_ and clause.is_copula:
            continue  # "it's a chance to be present": an opinion of whatever "it" was
        if _presentational(clause):
            continue  # "here's a painting I did": a thing shown, not what the subject is
        if said_of_a_kind(clause):
            continue  # "parenting is a big responsibility": true of everyone's world, about no one
        started = since_age(clause)
        if started is not None:  # "I've been painting since I was 17"
            began = Statement(subject, "be", started[1], None, False, False, clause.confidence, None)
            _add_statement(replace(began, field=started[0]), result)
            continue
        if clause.is_copula and past_circumstance(clause):  # "since I was a kid": a time, not what she is
            for statement in read_circumstance(clause, subject):  # "when I was in Paris": a visit
                _add_statement(statement, result)
            continue
        aged = list(read_milestone(clause, subject))  # "my grandma turned 90"
        if aged:
            for statement in aged:
                _add_statement(statement, result)
            continue
        reader = read_copula if clause.is_copula else read_verb
        statements = list(read_passive_tie(clause, subject))  # "got engaged to Marcus"
        statements = statements or list(measures(clause, subject)) or list(reader(clause, subject))
        statements = list(each_named(statements[:MAX_STATEMENTS_PER_CLAUSE], clause))  # "two sons, A and B"
        statements += _placed(clause, subject, statements)
        statements += read_participial_deed(clause, subject)  # "felt proud giving my talk": gave it
        statements += read_purpose(clause, subject)  # "joined a gym to get in shape": what for
        if not statements and clause.is_copula:  # "I'm excited to give back"
            statements = list(read_adjective_complement(clause, subject))
        if not statements and subject.name != SPEAKER:  # the rule table dates the speaker's events
            statements = list(read_timed(clause, subject))
        if not statements and not clause.is_copula:  # "Hugo doesn't drive", "Ana is retiring in May"
            statements = list(read_bare_verb(clause, subject)) or list(read_bare_plan(clause, subject))
            statements = statements or list(read_ongoing(clause, subject))  # "been painting lately"
            statements = statements or list(read_bare_complement(clause, subject))  # "learned to swim"
        if clause.future:
            statements = [replace(s, future=True) for s in statements]
        elif simple_past(clause.head) or spent_in_past(clause.head):  # "spent a year teaching"
            statements = [replace(s, past=True) for s in statements]
        statements = begun(clause, statements)  # "started a new job at X": works at X (from then on)
        owner_named = subject.owner == subject.name and _names_entity(replace(subject, owner=None))
        if statements and owner_named:  # "Priya's favourite film is ...": Priya is someone
            _add_entity(result, EntityMention(subject.name, subject.type))
        if statements:
            _relative_of_relative(subject, result)  # "my coworker's son ...": my coworker too
            _unnamed_relative(subject, result)  # "my husband runs a vineyard": the speaker's husband
        if _names_entity(subject):
            referents.note(subject)
            if statements:
                mention = EntityMention(
                    subject.name, subject.type, descriptor=subject.descriptor, gender=subject.gender
                )
                _add_entity(result, mention, force=True)
        siblings = [t for t in subject_tokens(clause) if t.i != token.i]  # "My cousin and I" parsed as two
        others = list(_coordinated(token, siblings, subject, referents))  # "my kids and I finished it"
        tied = list(read_reciprocal(clause, subject, others)) if others else []
        if tied:  # "Jun and I got married in 2019": one tie between them, not half of it twice
            statements = [s for s in statements if not _said_when(s, clause)]
            if clause.head.lemma_ in LINKING_VERBS:  # "Omar and I are colleagues": only the tie
                statements = []
        for statement in statements + tied:
            _add_statement(statement, result)
        for other in others:
            for statement in statements:
                _add_statement(replace(statement, subject=other), result)
    for noted in later:
        referents.note(noted)


def _pronoun_subject(span: Span) -> int | None:
    """Where the sentence's first third-person pronoun subject stands, if it has one."""
    return next(
        (t.i for t in span if t.dep_ in {"nsubj", "nsubjpass"} and t.lower_ in {"he", "she", "they"}),
        None,
    )


def _placed(clause: Clause, subject: Subject, statements: list[Statement]) -> list[Statement]:
    """ "runs a print shop in Accra": the subject works in Accra (not "run in Accra"); "lives with
    her boyfriend in Madrid": she lives in Madrid."""
    found = list(read_placed(clause, subject))
    places = {s.value for s in found}
    statements[:] = [s for s in statements if not (s.predicate.endswith(" in") and s.value in places)]
    return found


def _occupation(value: str) -> str | None:
    """The job a value names: "a pilot", "a retired software engineer", "a pharmacist" of "a
    pharmacist in Lagos" (where she works is read apart); None for anything else."""
    words = value.split()
    cut = next((i for i, w in enumerate(words) if w.casefold() in _PLACE_PREPS), len(words))
    words = words[:cut]
    last = words[-1].casefold() if words else ""
    return " ".join(words) if last in OCCUPATIONS or last.removesuffix("s") in OCCUPATIONS else None


_PLACE_PREPS = frozenset({"in", "at", "for", "near", "with", "from", "on"})


def _said_when(statement: Statement, clause: Clause) -> bool:
    """A statement whose value is the clause's time ("is married in: 2019")."""
    return bool(clause.when) and statement.value.casefold() in str(clause.when).casefold()


def _coordinated(
    token: Token, siblings: list[Token], subject: Subject, referents: Referents
) -> Iterator[Subject]:
    """The other subjects of a coordinated subject: "my kids and I", "Mel and her sister"."""
    for conj in [*(c for c in token.children if c.dep_ == "conj"), *siblings]:
        if conj.pos_ not in {"PRON", "PROPN", "NOUN"}:
            continue
        other = resolve(conj, referents)
        if other is not None and other.name not in (subject.name, AGENT) and other.owner is None:
            yield other


def _appositions(span: Span, referents: Referents, result: Extraction) -> None:
    """ "I met Yusuf, a sound engineer from Cairo": Yusuf is a sound engineer, from Cairo. (An
    apposition with a possessive, "Ben, my neighbour", is a relation: read_relations.)"""
    for token in span:
        if token.dep_ != "appos" or token.pos_ != "NOUN" or not _described(token):
            continue
        if any(c.dep_ == "poss" for c in token.children) or token.lemma_ in KINSHIP:
            continue
        subject = resolve(token.head, referents)
        if subject is None or subject.name in (SPEAKER, AGENT) or subject.name.startswith("@"):
            continue
        kind = type_for_descriptor(token.lemma_)
        if kind in {"Person", "Place"} and subject.type != kind:
            subject = replace(subject, type=kind)  # NER's guess gives way to "a sound engineer"
        clause = Clause(token, token.head, False, False, 0.75, None, frozenset(), False)
        statements = list(read_description(clause, subject, token))[:MAX_STATEMENTS_PER_CLAUSE]
        if statements:
            mention = EntityMention(subject.name, subject.type, descriptor=token.lemma_)
            _add_entity(result, mention, force=True)
            referents.note(subject)
        for statement in statements:
            _add_statement(statement, result)


def _described(appos: Token) -> bool:
    """An apposition that describes a name, or someone's relative set off by a comma ("my
    brother, a software tester, ..."; not "my colleague Ingrid repairs" misparsed)."""
    head = appos.head
    if is_name(head):
        return True
    if head.pos_ != "NOUN" or not is_person_noun(head) or not any(c.dep_ == "poss" for c in head.children):
        return False
    start = appos.left_edge.i
    set_off = start > 0 and appos.doc[start - 1].text == ","
    return set_off and not any(t.pos_ == "PROPN" for t in appos.subtree)


def _named_subject(token: Token) -> Subject | None:
    """ "a guy named Everett who breeds orchids": the relative clause is about Everett."""
    named = named_by(token) if token.pos_ == "NOUN" else None
    if named is None:
        return None
    return Subject(named.name, named.type, gender=named.gender, descriptor=named.descriptor)


def _speaker_conjoined(token: Token) -> Subject | None:
    """ "The kids and I made a birdhouse": the first subject names no one we keep, the speaker
    coordinated with it did it too."""
    conjoined = (c for c in token.children if c.dep_ == "conj")
    return SPEAKING if any(c.lower_ in {"i", "me"} for c in conjoined) else None


def _unnamed_thing(token: Token, subject: Subject | None) -> bool:
    """ "This necklace is special", "my necklace is ...": a thing without a name of its own."""
    if token.pos_ != "NOUN" or token.lemma_ in KINSHIP:
        return False
    return subject is None or (subject.name == SPEAKER and subject.owner is not None)


def _presentational(clause: Clause) -> bool:
    """ "Here's a painting", "Nature's amazing, here's ...": a copula introduced by "here" or
    "there" presents something; it says nothing of the subject the parser gave it."""
    return clause.is_copula and any(
        c.dep_ == "advmod" and c.lower_ in {"here", "there"} and c.i < clause.head.i
        for c in clause.head.children
    )


def _naming(clause: Clause) -> bool:
    return clause.head.lemma_ in {"name", "call"}


def _under_let(clause: Clause) -> bool:
    head = clause.head
    return head.lemma_ == "let" or (head.head.lemma_ == "let" and head.head.i != head.i)


def _names_entity(subject: Subject) -> bool:
    return subject.name not in (SPEAKER, AGENT) and not subject.name.startswith("@") and subject.owner is None


def _named_entity(ent: Span) -> EntityMention | None:
    """A named entity of the sentence; a name modifying a common noun ("a Vespa scooter") is
    typed by that noun, and a name that only modifies another word ("a QA lead") is no entity."""
    if ent.label_ not in ENTITY_LABELS:
        return None
    root = ent.root
    name = proper_text(ent)
    if root.dep_ == "compound" and root.head.pos_ == "NOUN" and root.head.i == ent.end:
        kind = type_for_descriptor(root.head.lemma_)
        if kind in {"Product", "Work", "Org", "Place", "Event"}:
            return EntityMention(f"{name} {root.head.text}", kind, descriptor=root.head.lemma_)
        return None
    if root.pos_ not in {"PROPN"} and ent.label_ == "PERSON":
        return None
    name = name_span(root) or name  # "Quiet Harvest" where NER took only "Harvest"
    return EntityMention(name, type_for_name(name) or NER_TYPES[ent.label_])


def _add_statement(statement: Statement, result: Extraction) -> None:
    if fragment(statement.value) or statement.value.casefold() == statement.subject.name.casefold():
        return
    predicate = statement.predicate
    if statement.future:  # "I'll move to Lyon": a plan, not where she lives
        predicate = f"will {predicate}"
    if statement.negated:  # "won't renew": "will not renew"
        will = predicate.startswith("will ")
        plain = predicate.removeprefix("will ")
        predicate = negated_predicate(plain) or f"{'will ' if will else ''}not {plain}"
    entity = statement.value_entity
    if predicate == "have" and entity is not None and entity.descriptor in KINSHIP:
        _add_relation(statement.subject.name, entity.descriptor, entity, result)  # "has a sister named Y"
        return
    companion = predicate.endswith(" with") and _people(statement, entity)
    kind = entity.type if entity else None
    past = statement.past and not statement.ended  # an ended tie is the present one ended
    mapped = map_predicate(predicate, kind, companion=companion, past=past)
    known = _known_type(entity.name, result) if entity is not None and entity.descriptor is None else None
    if entity is not None and mapped.relation is None and known not in (None, entity.type):
        # "I met Yusuf": NER took him for a work here
        other = map_predicate(predicate, known, past=past)
        if other.relation is not None:
            mapped, entity = other, replace(entity, type=str(known))
    tool = tool_type(predicate, entity.type) if entity is not None and entity.descriptor is None else None
    tool = None if companion else tool  # "worked with Sam": a name said with "with" may be a person
    if entity is not None and tool is not None and (mapped.relation is None or entity.type == "Concept"):
        mapped = map_predicate(predicate, tool, companion=companion, past=past)
        entity = replace(entity, type=tool)
    if predicate == "have" and statement.field and entity is not None and entity.type not in HAD_KINDS:
        # "my son's school is called X": what the noun declares (STUDIES_AT) before ownership
        noun = statement.field.split()[-1]
        declared = field_relation(noun, statement.subject.type, entity.type)
        mapped = replace(mapped, relation=declared or mapped.relation)  # "my startup": owned
    if mapped.relation is None and statement.field and entity is not None:  # "my son's school is X"
        owned = predicate.split()[0] == "be" and statement.field != mapped.field  # "my boss's office is in X"
        relation = field_relation(statement.field, statement.subject.type, entity.type, owned=owned)
        mapped = replace(mapped, relation=relation)
    field = statement.field or mapped.field
    job = _occupation(statement.value) if field == "is" and entity is None else None
    if job is not None:  # "Jakob is a pilot"
        mapped = replace(mapped, field="role", domain_id=FIELDS["role"].domain_id)
        field = "role"
        statement = replace(statement, value=job)
    if field == "role":  # "works as a nurse": the role is "nurse"
        head, _, rest = statement.value.partition(" ")
        statement = replace(statement, value=rest) if head.casefold() in {"a", "an"} and rest else statement
    subject = statement.subject
    target: Target = "agent" if subject.name == AGENT and mapped.target == "agent" else "user"
    status: Status = "ended" if statement.ended else "current"
    confidence = statement.confidence - (0.05 if subject.name.startswith("@pronoun:") else 0.0)
    result.facts.append(
        FactCandidate(
            target=target,
            domain_id=mapped.domain_id,
            field=field,
            value=statement.value,
            confidence=round(confidence, 2),
            entity_name=subject.name,
            value_entity=entity.name if entity else None,
            status=status,
            when=statement.when,
        )
    )
    member_of = _body_of(statement.value, result) if entity is None else None
    if member_of is not None:  # "sits on the board of Northwind Energy"
        result.edges.append(
            EdgeCandidate(
                subject.name,
                member_of,
                "MEMBER_OF",
                status=status,
                when=statement.when,
                confidence=round(confidence, 2),
                predicate=predicate,
            )
        )
    if entity is not None:
        _add_entity(
            result,
            EntityMention(entity.name, entity.type, descriptor=entity.descriptor, gender=entity.gender),
            force=True,
        )
        passive = active_relation(predicate, entity.type, subject.type) if mapped.relation is None else None
        if passive is not None:  # "Agata is trained by Lena": Lena MENTORS Agata
            result.edges.append(
                EdgeCandidate(
                    entity.name,
                    subject.name,
                    passive.name,
                    status=status,
                    when=statement.when,
                    confidence=round(confidence, 2),
                    predicate=predicate,
                )
            )
        if mapped.relation is not None:
            result.edges.append(
                EdgeCandidate(
                    subject.name,
                    entity.name,
                    mapped.relation,
                    status=status,
                    when=statement.when,
                    confidence=round(confidence, 2),
                    predicate=predicate,
                )
            )


# What a possessive names that its owner has whatever its noun (a pet, a product); anything else
# ("my son's school", "my band") is tied by what the noun declares, else owned ("my startup").
HAD_KINDS = frozenset({"Pet", "Product", "Concept"})


def _relative_of_relative(subject: Subject, result: Extraction) -> None:
    """ "my coworker's son ...", "Lena's husband ...": the owner has that relative."""
    owner, _, noun = subject.name.partition("'s ")
    if noun not in KINSHIP:
        return
    named_owner = owner[:1].isupper() and not owner.startswith("@") and " " not in owner.strip()
    if not named_owner and (not owner.startswith("my ") or owner.removeprefix("my ") not in KINSHIP):
        return
    person = Named(subject.name, "Person", noun, subject.gender)
    if not any(f.entity_name == owner and f.value == subject.name for f in result.facts):
        _add_relation(owner, noun, person, result)


def spent_in_past(gerund: Token) -> bool:
    """ "I spent two years teaching in Hanoi": the gerund's deed is as past as the spending."""
    return spent_on(gerund.head) == gerund and simple_past(gerund.head)


def _unnamed_relative(subject: Subject, result: Extraction) -> None:
    """A relative said without a name ("my husband", "our nephew") who is a statement's subject is
    the speaker's relative: the entity is tied to the speaker, as a named one is."""
    name = subject.owner or subject.name  # "my son's school is ...": the son
    words = name.casefold().split()
    if len(words) < 2 or words[0] not in {"my", "our"} or "'s" in name:
        return
    kin = KINSHIP.get(words[-1])
    if kin is None or any(e.source_name == SPEAKER and e.target_name == name for e in result.edges):
        return
    if any(e.descriptor == words[-1] and e.relation_to_speaker for e in result.entities):
        return  # "my nephew's name is Anton": the nephew has a name here
    gender = subject.gender if subject.owner is None else None
    person = EntityMention(
        name, "Person", relation_to_speaker=kin.relation, descriptor=words[-1], gender=gender
    )
    _add_entity(result, person, force=True)
    result.edges.append(EdgeCandidate(SPEAKER, name, kin.relation, predicate=words[-1]))


# Nouns for people in company: "with my family", "with the kids", "with friends".
PEOPLE_NOUNS = lexicon("family fam kids children friends folks gang crew parents relatives people team")


def _people(statement: Statement, entity: Named | None) -> bool:
    """The value is a person or a group of people ("with Ana", "with my family")."""
    if entity is not None:
        return entity.type == "Person"
    words = statement.value.split()
    head = words[-1].casefold() if words else ""
    return any(
        word in PEOPLE_NOUNS or word in KINSHIP or type_for_descriptor(word) == "Person"
        for word in (head, head.removesuffix("s"))
    )


def _known_type(name: str, result: Extraction) -> str | None:
    """The type the sentence's entities already give a name (from its whole NER span, a naming
    phrase or a descriptor), when it is surer than a Concept."""
    key = name.casefold()
    return next((e.type for e in result.entities if e.name.casefold() == key and e.type != "Concept"), None)


def _body_of(value: str, result: Extraction) -> str | None:
    """The organisation of "board of Northwind Energy": a governing body of a named Org."""
    found = _BODY.fullmatch(value)
    if found is None or found.group(1).casefold() not in BODIES:
        return None
    name = found.group(2).casefold()
    return next((e.name for e in result.entities if e.name.casefold() == name and e.type == "Org"), None)


def _add_relation(owner: str, noun: str, person: Named, result: Extraction) -> None:
    kin = KINSHIP.get(noun)
    field = kin.field if kin else noun
    relation = kin.relation if kin else None
    to_speaker = relation if owner == SPEAKER else None
    if kin is None and person.type != "Person":  # "my dog Max", "Luna, my cat": the owner has it
        owner_type = "User" if owner == SPEAKER else "Person"
        relation = field_relation(noun, owner_type, person.type, owned=True)
    _add_entity(
        result,
        EntityMention(
            person.name, person.type, relation_to_speaker=to_speaker, descriptor=noun, gender=person.gender
        ),
        force=True,
    )
    owners_kin = KINSHIP.get(owner.removeprefix("my ")) if owner.startswith("my ") else None
    if owner != SPEAKER and not owner.startswith("@") and (kin is not None or owners_kin is not None):
        # "Marta's brother": Marta is a person; "my friend's dog Max": my friend is one of mine
        to_me = owners_kin.relation if owners_kin else None  # "my friend's sister": my friend
        _add_entity(
            result, EntityMention(owner, "Person", relation_to_speaker=to_me), force=True
        )  # "Marta's brother": Marta is a person
        if to_me is not None:
            result.edges.append(EdgeCandidate(SPEAKER, owner, to_me, predicate=owner.removeprefix("my ")))
    result.facts.append(
        FactCandidate("user", 6 if kin else None, field, person.name, 0.85, owner, value_entity=person.name)
    )
    if relation is not None:
        result.edges.append(EdgeCandidate(owner, person.name, relation, predicate=noun))


def _add_entity(result: Extraction, mention: EntityMention, *, force: bool = False) -> None:
    """Add a mention once; a typed one replaces a Concept, a sure one (``force``: typed by a kin
    word or a naming phrase) replaces what NER guessed."""
    key = mention.name.casefold()
    for i, known in enumerate(result.entities):
        if known.name.casefold() == key:
            kin = known.relation_to_speaker is not None and mention.relation_to_speaker is None
            if (known.type == "Concept" or (force and not kin)) and mention.type != "Concept":
                result.entities[i] = replace(
                    mention,
                    relation_to_speaker=mention.relation_to_speaker or known.relation_to_speaker,
                    descriptor=mention.descriptor or known.descriptor,
                    gender=mention.gender or known.gender,
                )
            return
    result.entities.append(mention)


def read_doc(doc: Doc) -> Extraction:
    result = Extraction()
    referents = Referents()
    for span in doc.sents:
        if not span.text.strip().endswith("?"):
            read_sentence(span, referents, result)
    return result


__all__ = ["Clause", "read_doc", "read_sentence"]
