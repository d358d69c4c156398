"""How the open reader's statements enter the extraction: a statement becomes a fact, the typed
edge its predicate maps to and the entity its value names (:func:`add_statement`); a relative
becomes a person tied to their owner (:func:`add_relation`); an entity is added once, the surest
type winning (:func:`add_entity`). Split from :mod:`hippograph.ingestion.extract.open`, which reads
the sentences."""

from __future__ import annotations

import re
from dataclasses import replace

from hippograph.ingestion.extract.conform import active_relation
from hippograph.ingestion.extract.entity_types import type_for_descriptor
from hippograph.ingestion.extract.gate import fragment
from hippograph.ingestion.extract.mapping import (
    doer_relation,
    field_relation,
    map_predicate,
    negated_predicate,
)
from hippograph.ingestion.extract.naming import Named, Statement
from hippograph.ingestion.extract.subjects import Subject
from hippograph.ingestion.extract.tools import tool_type
from hippograph.ingestion.extract.unnamed_pets import owned_pet
from hippograph.ingestion.extraction import (
    AGENT,
    PRONOUN_PREFIX,
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

# Bodies one sits on as a member: "on the board of X", "in the council of X".
BODIES = lexicon("board committee council panel faculty staff team")
_BODY = re.compile(r"(?:the )?(\w+) of (?:the )?(.+)")


_PLACE_PREPS = frozenset({"in", "at", "for", "near", "with", "from", "on"})


def occupation(value: str) -> str | None:
    """The job a value names: "a pilot", "a retired software engineer", "a pharmacist" of "a
    pharmacist in Lagos" (where she works is read apart); None for anything else."""
    words = value.split()
    cut = next((i for i, w in enumerate(words) if w.casefold() in _PLACE_PREPS), len(words))
    words = words[:cut]
    last = words[-1].casefold() if words else ""
    return " ".join(words) if last in OCCUPATIONS or last.removesuffix("s") in OCCUPATIONS else None


CHILDREN_SAID = lexicon("boy girl")  # what one "has" of these is one's children: "has two girls"
SCHOOLS = lexicon("university college school academy")  # the last word of a place of study's name
AT_SCHOOL = frozenset({"be at", "start at", "begin at"})  # said of a place of study: one studies there
# Fields of a thing one has, drives or keeps: a value that names a person is none of them.
THING_FIELDS = frozenset({"vehicle", "possession"})


def _a_person(value: str) -> bool:
    """ "my son", "the kids", "our neighbour": a value whose noun names a person."""
    words = value.casefold().split()
    return bool(words) and type_for_descriptor(words[-1].removesuffix("s")) == "Person"


def add_statement(statement: Statement, result: Extraction) -> None:
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
        add_relation(statement.subject.name, entity.descriptor, entity, result)  # "has a sister named Y"
        return
    if predicate == "have" and entity is not None and entity.descriptor in CHILDREN_SAID:
        person = replace(entity, type="Person")  # "Carla has twin boys, Ezra and Milo": her children
        add_relation(statement.subject.name, "child", person, result)
        return
    began = False
    if predicate in AT_SCHOOL and entity is not None and entity.name.split()[-1].casefold() in SCHOOLS:
        began = predicate != "be at"  # "started at Leiden University": studies there from then on
        predicate = "study at"  # "our daughter is at Durham University"
    companion = predicate.endswith(" with") and _people(statement, entity)
    kind = entity.type if entity else None
    past = statement.past and not statement.ended and not began  # an ended tie is the present one ended
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
    named = statement.field == "name"  # "its name is Seabird", "it's called Seabird": no tie to a name
    if mapped.relation is None and statement.field and entity is not None and not named:  # "my son's school"
        owned = predicate.split()[0] == "be" and statement.field != mapped.field  # "my boss's office is in X"
        relation = field_relation(statement.field, statement.subject.type, entity.type, owned=owned)
        mapped = replace(mapped, relation=relation)
    if entity is None and mapped.field in THING_FIELDS and _a_person(statement.value):
        mapped = replace(mapped, field=predicate, domain_id=None)  # "I drive my son to school"
    field = statement.field or mapped.field
    job = occupation(statement.value) if field == "is" and entity is None else None
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
        add_entity(
            result,
            EntityMention(entity.name, entity.type, descriptor=entity.descriptor, gender=entity.gender),
            force=True,
        )
        passive = active_relation(predicate, entity.type, subject.type) if mapped.relation is None else None
        # "Agata is trained by Lena": Lena MENTORS Agata, a tie from the value to the subject
        tied = [(entity.name, subject.name, passive.name)] if passive is not None else []
        if mapped.relation is not None:
            tied.append((subject.name, entity.name, mapped.relation))
        result.edges += [
            EdgeCandidate(
                source,
                target,
                relation,
                status=status,
                when=statement.when,
                confidence=round(confidence, 2),
                predicate=predicate,
            )
            for source, target, relation in tied
        ]


# What a possessive names that its owner has whatever its noun (a pet, a product); anything else
# ("my son's school", "my band") is tied by what the noun declares, else owned ("my startup").
HAD_KINDS = frozenset({"Pet", "Product", "Concept"})


def relative_of_relative(subject: Subject, result: Extraction) -> None:
    """ "my coworker's son ...", "Lena's husband ...": the owner has that relative."""
    owner, _, noun = subject.name.partition("'s ")
    named_owner = owner[:1].isupper() and not owner.startswith("@") and " " not in owner.strip()
    named_owner = named_owner or owner.startswith(PRONOUN_PREFIX)  # "his wife": resolved later
    if not named_owner and (not owner.startswith("my ") or owner.removeprefix("my ") not in KINSHIP):
        return
    if noun not in KINSHIP:
        _owned_by_relative(owner, noun, subject, result)  # "my uncle's farm grows barley"
        return
    person = Named(subject.name, "Person", noun, subject.gender)
    if not any(f.entity_name == owner and f.value == subject.name for f in result.facts):
        add_relation(owner, noun, person, result)


def _owned_by_relative(owner: str, noun: str, subject: Subject, result: Extraction) -> None:
    """ "my uncle's farm", "Ana's bakery": a thing of a kind (a business, a home, a pet) that is
    a subject of its own is had by its owner, as the ontology ties such a thing to a person."""
    kind = type_for_descriptor(noun.split()[-1]) if noun.strip() else None
    if kind not in {"Org", "Place", "Product", "Pet"} or subject.type != kind:
        return
    relation = map_predicate("have" if kind == "Pet" else "own", kind).relation
    if relation is None or any(e.target_name == subject.name for e in result.edges):
        return
    kin = KINSHIP.get(owner.removeprefix("my ")) if owner.startswith("my ") else None
    if not owner.startswith("@"):
        add_entity(result, EntityMention(owner, "Person", relation_to_speaker=kin.relation if kin else None))
    if kin is not None and not any(e.source_name == SPEAKER and e.target_name == owner for e in result.edges):
        result.edges.append(EdgeCandidate(SPEAKER, owner, kin.relation, predicate=owner.removeprefix("my ")))
    result.edges.append(EdgeCandidate(owner, subject.name, relation, predicate="have"))


def unnamed_relative(subject: Subject, result: Extraction) -> None:  # and an unnamed pet
    """A relative said without a name ("my husband", "our nephew") who is a statement's subject is
    the speaker's relative: the entity is tied to the speaker, as a named one is."""
    name = subject.owner or subject.name  # "my son's school is ...": the son
    words = name.casefold().split()
    if len(words) < 2 or words[0] not in {"my", "our"} or "'s" in name:
        return
    if any(e.source_name == SPEAKER and e.target_name == name for e in result.edges):
        return
    pet = owned_pet(name)
    if pet is not None:  # "my dog sleeps all day": the speaker's dog, an entity of its own
        add_entity(result, EntityMention(name, "Pet", descriptor=pet))
        result.edges.append(EdgeCandidate(SPEAKER, name, "HAS_PET", predicate="have"))
        return
    kin = KINSHIP.get(words[-1])
    if kin is None:
        return
    if any(e.descriptor == words[-1] and e.relation_to_speaker for e in result.entities):
        return  # "my nephew's name is Anton": the nephew has a name here
    gender = subject.gender if subject.owner is None else None
    person = EntityMention(
        name, "Person", relation_to_speaker=kin.relation, descriptor=words[-1], gender=gender
    )
    add_entity(result, person, force=True)
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


def add_relation(owner: str, noun: str, person: Named, result: Extraction, tie: str | None = None) -> None:
    """The person ``noun`` names tied to ``owner``: by the kin word's relation, else by ``tie``
    (the relation the caller read from the phrase), else (a pet, a thing) by ownership."""
    kin = KINSHIP.get(noun)
    field = kin.field if kin else noun
    # "my tutor Kenji": Kenji tutors the owner, a tie from him (before the generic one of a role)
    doer = doer_relation(noun) if kin is None and person.type == "Person" else None
    relation = kin.relation if kin else (None if doer else tie)
    to_speaker = relation if owner == SPEAKER else None
    if kin is None and person.type != "Person":  # "my dog Max", "Luna, my cat": the owner has it
        owner_type = "User" if owner == SPEAKER else "Person"
        relation = field_relation(noun, owner_type, person.type, owned=True)
    add_entity(
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
        add_entity(
            result, EntityMention(owner, "Person", relation_to_speaker=to_me), force=True
        )  # "Marta's brother": Marta is a person
        if to_me is not None:
            result.edges.append(EdgeCandidate(SPEAKER, owner, to_me, predicate=owner.removeprefix("my ")))
    result.facts.append(
        FactCandidate("user", 6 if kin else None, field, person.name, 0.85, owner, value_entity=person.name)
    )
    if relation is not None:
        result.edges.append(EdgeCandidate(owner, person.name, relation, predicate=noun))
    elif doer is not None:  # "my tutor Kenji": Kenji MENTORS the owner, not the other way round
        result.edges.append(EdgeCandidate(person.name, owner, doer, predicate=noun))
    job = noun.split()[-1] if noun.strip() and person.type == "Person" else ""
    if job.casefold() in OCCUPATIONS:  # "Kofi, our new intern": an intern too, whoever's
        spec = FIELDS["role"]
        result.facts.append(FactCandidate("user", spec.domain_id, "role", noun, 0.8, person.name))


def add_entity(result: Extraction, mention: EntityMention, *, force: bool = False) -> None:
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
