"""One parsed message to open statements: clauses read, subjects resolved, values gated, mapped."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.acquaintances import acquaintance
from hippograph.ingestion.extract.agentive import is_role_noun
from hippograph.ingestion.extract.appointments import read_appointment
from hippograph.ingestion.extract.attended import read_attended
from hippograph.ingestion.extract.bare_verbs import read_bare_verb
from hippograph.ingestion.extract.begun import begun
from hippograph.ingestion.extract.belonging import read_belonging
from hippograph.ingestion.extract.changes import read_change
from hippograph.ingestion.extract.chat_acts import chat_act
from hippograph.ingestion.extract.circumstances import past_circumstance, read_circumstance
from hippograph.ingestion.extract.complements import read_adjective_complement, read_bare_complement
from hippograph.ingestion.extract.compound_adjectives import read_hyphenated_state
from hippograph.ingestion.extract.considered import read_considered
from hippograph.ingestion.extract.counted import read_count, read_counted
from hippograph.ingestion.extract.each_named import each_named
from hippograph.ingestion.extract.eagerness import read_eager
from hippograph.ingestion.extract.emit import (
    add_entity,
    add_relation,
    add_statement,
    relative_of_relative,
    unnamed_relative,
)
from hippograph.ingestion.extract.entity_types import NER_TYPES, type_for_descriptor, type_for_name
from hippograph.ingestion.extract.examples import read_examples
from hippograph.ingestion.extract.experienced import read_experienced
from hippograph.ingestion.extract.extraposed_goals import read_extraposed_goal
from hippograph.ingestion.extract.fronted_classes import read_fronted_class
from hippograph.ingestion.extract.gate import is_vocative
from hippograph.ingestion.extract.gerund_values import read_gerund_value
from hippograph.ingestion.extract.gifts import given_by_it
from hippograph.ingestion.extract.habits import read_commute, read_habit
from hippograph.ingestion.extract.household import presumed_relative
from hippograph.ingestion.extract.identified import acquired_relatives, had_relative, identified_thing
from hippograph.ingestion.extract.implicit import ENJOYABLE, JUDGING, does_me_good, evaluation, since_age
from hippograph.ingestion.extract.indefinite_ties import speakers_relative
from hippograph.ingestion.extract.kinds import said_of_a_kind
from hippograph.ingestion.extract.known_from import companions, known_from_work
from hippograph.ingestion.extract.light_nouns import read_light_noun
from hippograph.ingestion.extract.light_verbs import deed_under, goes_on
from hippograph.ingestion.extract.listener_reactions import add_reactions, read_listener_reaction
from hippograph.ingestion.extract.milestones import read_milestone
from hippograph.ingestion.extract.morphology import simple_past
from hippograph.ingestion.extract.name_forms import pronoun_named
from hippograph.ingestion.extract.naming import NAMING_VERBS, Named, Statement, described_apart, named_by
from hippograph.ingestion.extract.occasions import read_occasion
from hippograph.ingestion.extract.ongoing import read_gerund_headline, read_ongoing
from hippograph.ingestion.extract.outings import read_outing
from hippograph.ingestion.extract.participial import read_participial_deed
from hippograph.ingestion.extract.passive_ties import read_passive_tie
from hippograph.ingestion.extract.placed import read_placed
from hippograph.ingestion.extract.plans import read_bare_plan
from hippograph.ingestion.extract.plural_pronouns import they_group
from hippograph.ingestion.extract.pointed_verdicts import pointed_pastime
from hippograph.ingestion.extract.pronoun_names import read_called, read_pronoun_name
from hippograph.ingestion.extract.providers import read_providers
from hippograph.ingestion.extract.purposes import read_purpose
from hippograph.ingestion.extract.quantities import is_measured, measures
from hippograph.ingestion.extract.readers import (
    read_copula,
    read_description,
    read_verb,
)
from hippograph.ingestion.extract.reciprocal import LINKING_VERBS, read_reciprocal
from hippograph.ingestion.extract.sentence_readers import read_headline, read_relations, read_timed
from hippograph.ingestion.extract.spent_time import read_time_spent
from hippograph.ingestion.extract.subjects import (
    Referents,
    Subject,
    is_name,
    is_person_noun,
    name_span,
    named_appos,
    owned_thing,
    proper_text,
    resolve,
)
from hippograph.ingestion.extract.unnamed_pets import acquired_pets
from hippograph.ingestion.extract.views import RELATIVE_PRONOUNS, Clause, clauses, spent_on, subject_tokens
from hippograph.ingestion.extract.visits import read_visit
from hippograph.ingestion.extraction import (
    AGENT,
    SPEAKER,
    EdgeCandidate,
    EntityMention,
    Extraction,
)
from hippograph.ingestion.rules import lexicon
from hippograph.lexicon import KINSHIP

ENTITY_LABELS = frozenset(NER_TYPES) - {"NORP", "LANGUAGE"}
MAX_STATEMENTS_PER_CLAUSE = 4


# Subjects that point at a thing named earlier: what "it is" is mostly an opinion of the moment.
DEICTIC = lexicon("it this that")
SPEAKING = Subject(SPEAKER, "User")


def read_sentence(span: Span, referents: Referents, result: Extraction) -> None:
    """Add the open statements of one sentence (not a question, not small talk) to ``result``."""
    referents.sentences += 1
    related: set[str] = set()  # the people the sentence names as someone's relative or role
    known = [*read_counted(span, referents), *known_from_work(span)]  # "Tom from work": a colleague
    for relation in [*read_relations(list(span), referents), *known]:
        related.add(relation.person.name)
        tie = acquaintance(span, relation)  # "our landlord, Mr. Petrov": someone the speaker knows
        add_relation(relation.owner, relation.noun, relation.person, result, tie)
        referents.note(Subject(relation.person.name, relation.person.type, gender=relation.person.gender))
    for statement in read_count(span, referents):  # "two brothers, Luca and Marco": how many
        add_statement(statement, result)
    for statement in read_fronted_class(span):  # "Well, pescatarian really, I eat fish"
        add_statement(statement, result)
    for pronoun, name in pronoun_named(span):  # "... but we call him Teddy"
        named = referents.pronoun(pronoun.lower_)
        if named is not None and not named.name.startswith("@") and named.type == "Person":
            text = name_span(name) or name.text
            said = Statement(named, "be called", text, None, False, False, 0.8, None, "nickname")
            add_statement(said, result)
    for statement in [*read_pronoun_name(span), *read_called(span, referents)]:  # "her name is Pepper"
        add_statement(statement, result)
        thing = statement.value_entity
        if thing is not None:
            referents.note(Subject(thing.name, thing.type, gender=thing.gender))
    for noun, pet in acquired_pets(span):  # "we adopted a greyhound": "my greyhound", a Pet
        kind = noun.lemma_.casefold()
        if any(e.type == "Pet" and e.descriptor == kind for e in result.entities):
            continue  # "adopted a dog, her name is Pepper": the dog has its name here
        add_entity(result, EntityMention(pet, "Pet", descriptor=kind))
        if not any(e.target_name == pet and e.relation == "HAS_PET" for e in result.edges):
            result.edges.append(EdgeCandidate(SPEAKER, pet, "HAS_PET", predicate=noun.head.lemma_))
        referents.note(Subject(pet, "Pet"))
    for statement in read_providers(span):  # "my Vodafone contract": Vodafone sells it
        add_statement(statement, result)
    for relative in acquired_relatives(span):  # "I have a sister.": "my sister", named later
        unnamed_relative(relative, result)
        referents.note(relative)
    pronoun_at = _pronoun_subject(span)
    later: list[Subject] = []  # "He climbed Machu Picchu": named after "he", never what "he" is
    for ent in span.ents:
        mention = _named_entity(ent)
        if mention is not None and not is_vocative(ent.root):
            add_entity(result, mention)
            noted = Subject(mention.name, mention.type)
            if pronoun_at is not None and ent.start > pronoun_at:
                later.append(noted)
            else:
                referents.note(noted)
    for companion in companions(span):  # "a wedding with Femi": a person, whom "his" may mean later
        add_entity(result, EntityMention(name_span(companion) or companion.text, "Person"), force=True)
        referents.note(Subject(name_span(companion) or companion.text, "Person"))
    _appositions(span, referents, result)
    for statement in read_headline(span, referents):
        add_entity(result, EntityMention(statement.subject.name, statement.subject.type), force=True)
        add_statement(statement, result)
    for statement in read_gerund_headline(span, SPEAKING):  # "Researching adoption agencies"
        add_statement(statement, result)
    for clause in clauses(span):
        if clause.conditional:
            continue
        owned = list(read_belonging(clause, referents))  # "this flat belongs to my aunt Priya"
        for statement in owned:
            add_statement(statement, result)
            unnamed_relative(statement.subject, result)
        if owned:
            continue
        enjoyed = list(read_occasion(clause, SPEAKING))  # "the concert was amazing"
        enjoyed = enjoyed or list(read_attended(clause, SPEAKING))  # "it was a poetry reading"
        enjoyed = enjoyed or list(read_extraposed_goal(clause, SPEAKING))  # "it's my dream to ..."
        for statement in enjoyed:
            add_statement(statement, result)
        if enjoyed:
            continue
        valued = list(evaluation(clause))
        given = None if valued else given_by_it(clause, referents)  # "it brings me so much joy"
        valued += [("cares_about", given, clause.head)] if given is not None else []
        if not valued:  # "I love gardening. It keeps me calm.": the pastime just named
            pointed = pointed_pastime(clause, ENJOYABLE, does_me_good(clause.head))
            valued += [("like", pointed[0], pointed[1])] if pointed is not None else []
        experienced = [] if valued else list(read_experienced(clause, SPEAKING))  # "it was hard to leave"
        for statement in experienced:
            add_statement(statement, result)
        if experienced:
            continue
        for field, value, _ in valued:  # "gardening matters to me": the speaker values gardening
            said = Statement(SPEAKING, "value", value, None, False, False, clause.confidence, clause.when)
            add_statement(replace(said, field=field), result)
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
            found = found or they_group(token)  # "I took my kids to the zoo. They loved it."
            by_gerund = list(read_gerund_value(clause, found))  # "my dad's hobby is fishing"
            if by_gerund:
                for statement in by_gerund:
                    add_statement(statement, result)
                continue
            if _unnamed_thing(token, found):
                referents.note_unnamed()
            if found is None or found.name == AGENT:
                continue  # "you ..." outside an instruction: compliments and questions, not facts
            changed = list(read_change(clause, found))  # "my rent went up to 1,200 pounds a month"
            if changed:
                for statement in changed:
                    add_statement(statement, result)
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
        if chat_act(clause.head):
            continue  # "I'm sending you a photo": the chat's own act (chat_acts.py)
        if said_of_a_kind(clause):
            continue  # "parenting is a big responsibility": true of everyone's world, about no one
        started = since_age(clause)
        if started is not None:  # "I've been painting since I was 17"
            began = Statement(subject, "be", started[1], None, False, False, clause.confidence, None)
            add_statement(replace(began, field=started[0]), result)
            continue
        if clause.is_copula and past_circumstance(clause):  # "since I was a kid": a time, not what she is
            for statement in read_circumstance(clause, subject):  # "when I was in Paris": a visit
                add_statement(statement, result)
            continue
        visits = list(read_visit(clause, subject))  # "my brother came over last weekend"
        for statement in visits:
            add_statement(statement, result)
            unnamed_relative(subject, result)
        if visits:
            continue
        eager = list(read_eager(clause, subject))  # "I can't wait to see my sister": looks forward to it
        for statement in eager:
            add_statement(statement, result)
        if eager:
            continue
        aged = list(read_milestone(clause, subject))  # "my grandma turned 90"
        if aged:
            for statement in aged:
                add_statement(statement, result)
            unnamed_relative(subject, result)  # "my grandmother turned ninety": the speaker's
            continue
        reader = read_copula if clause.is_copula else read_verb
        statements = list(read_time_spent(clause, subject))  # "spent the day gardening"
        statements = statements or list(read_commute(clause, subject))  # "I cycle to work every day"
        statements = statements or list(read_passive_tie(clause, subject))  # "got engaged to Marcus"
        statements = statements or list(read_light_noun(clause, subject))  # "take care of my mum"
        statements = statements or list(read_appointment(clause, subject))  # "got promoted to director"
        statements = statements or list(read_considered(clause, subject))  # "thinking of moving to Milan"
        statements = statements or list(measures(clause, subject)) or list(reader(clause, subject))
        examples = [] if clause.is_copula else list(read_examples(clause, subject))
        statements = examples or statements  # "kept a few things, like my old watch": the watch
        reacted = list(read_listener_reaction(clause, subject))
        if reacted:  # "I'm so proud of you for ...": the speaker's tie to the listener, and only it
            add_reactions(reacted, result)
            continue
        statements = list(each_named(statements[:MAX_STATEMENTS_PER_CLAUSE], clause))  # "two sons, A and B"
        if clause.is_copula:  # "my teacher is a guy called Ronan": the relation says it, not "is"
            statements = [s for s in statements if not (s.predicate == "be" and s.value in related)]
        statements += _placed(clause, subject, statements)
        statements += read_participial_deed(clause, subject)  # "felt proud giving my talk": gave it
        statements += read_purpose(clause, subject)  # "joined a gym to get in shape": what for
        if not statements and clause.is_copula:  # "I'm excited to give back"
            statements = list(read_adjective_complement(clause, subject))
        if not statements:  # "I knit in the evenings": a habit, the time no object
            statements = list(read_habit(clause, subject))
        if not statements and subject.name != SPEAKER:  # the rule table dates the speaker's events
            statements = list(read_timed(clause, subject))
        if not statements and not clause.is_copula:  # "Hugo doesn't drive", "Ana is retiring in May"
            statements = list(read_outing(clause, subject))  # "we went camping with the kids"
            statements = statements or list(read_bare_verb(clause, subject))
            statements = statements or list(read_hyphenated_state(clause, subject))  # "is left-handed"
            statements = statements or list(read_bare_plan(clause, subject))
            statements = statements or list(read_ongoing(clause, subject))  # "been painting lately"
            statements = statements or list(read_bare_complement(clause, subject))  # "learned to swim"
        if clause.future and not (goes_on(clause.head) and deed_under(clause.head) is not None):
            statements = [replace(s, future=True) for s in statements]  # not "I'll keep working at X"
        elif simple_past(clause.head) or spent_in_past(clause.head):  # "spent a year teaching"
            statements = [replace(s, past=True) for s in statements]
        statements = begun(clause, statements)  # "started a new job at X": works at X (from then on)
        owner_named = subject.owner == subject.name and _names_entity(replace(subject, owner=None))
        if statements and owner_named:  # "Priya's favourite film is ...": Priya is someone
            add_entity(result, EntityMention(subject.name, subject.type))
        if statements:
            relative_of_relative(subject, result)  # "my coworker's son ...": my coworker too
            unnamed_relative(subject, result)  # "my husband runs a vineyard": the speaker's husband
        if _names_entity(subject):
            referents.note(subject)
            if statements:
                mention = EntityMention(
                    subject.name, subject.type, descriptor=subject.descriptor, gender=subject.gender
                )
                add_entity(result, mention, force=True)
        siblings = [t for t in subject_tokens(clause) if t.i != token.i]  # "My cousin and I" parsed as two
        others = list(_coordinated(token, siblings, subject, referents))  # "my kids and I finished it"
        tied = list(read_reciprocal(clause, subject, others)) if others else []
        if tied:  # "Jun and I got married in 2019": one tie between them, not half of it twice
            statements = [s for s in statements if not _said_when(s, clause)]
            if clause.head.lemma_ in LINKING_VERBS:  # "Omar and I are colleagues": only the tie
                statements = []
        for statement in statements + tied:
            add_statement(statement, result)
        for other in others:
            for statement in statements:
                add_statement(replace(statement, subject=other), result)
    for noted in later:
        referents.note(noted)


def _pronoun_subject(span: Span) -> int | None:
    """Where the sentence's first third-person pronoun subject stands, if it has one."""
    return next(
        (
            t.i
            for t in span
            if (t.dep_ in {"nsubj", "nsubjpass"} and t.lower_ in {"he", "she", "they"})
            # "Her name is Mochi": whose name it is, said before the name
            or (
                t.dep_ == "poss"
                and t.lower_ in {"his", "her", "their"}
                and t.head.dep_ in {"nsubj", "nsubjpass"}
            )
        ),
        None,
    )


def _placed(clause: Clause, subject: Subject, statements: list[Statement]) -> list[Statement]:
    """ "runs a print shop in Accra": the subject works in Accra (not "run in Accra"); "lives with
    her boyfriend in Madrid": she lives in Madrid."""
    found = list(read_placed(clause, subject))
    places = {s.value for s in found}
    statements[:] = [s for s in statements if not (s.predicate.endswith(" in") and s.value in places)]
    return found


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
        if speakers_relative(token):  # "Bilal, a colleague": the speaker's colleague
            subject = resolve(token.head, referents)
            if (
                subject is not None
                and subject.name not in (SPEAKER, AGENT)
                and not subject.name.startswith("@")
            ):
                add_relation(SPEAKER, token.lemma_, Named(subject.name, "Person"), result)
            continue
        if any(c.dep_ == "poss" for c in token.children) or token.lemma_ in KINSHIP:
            continue
        subject = resolve(token.head, referents)
        if subject is None or subject.name in (SPEAKER, AGENT) or subject.name.startswith("@"):
            continue
        kind = type_for_descriptor(token.lemma_) or ("Person" if is_role_noun(token) else None)
        if kind in {"Person", "Place"} and subject.type != kind:
            subject = replace(subject, type=kind)  # NER's guess gives way to "a sound engineer"
        clause = Clause(token, token.head, False, False, 0.75, None, frozenset(), False)
        statements = list(read_description(clause, subject, token))[:MAX_STATEMENTS_PER_CLAUSE]
        apart = described_apart(token)  # "a retired pilot called Graham": a retired pilot, not "Graham"
        if apart is not None:
            statements = [Statement(subject, "be", apart, None, False, False, 0.75, None)]
        if statements:
            mention = EntityMention(subject.name, subject.type, descriptor=token.lemma_)
            add_entity(result, mention, force=True)
            referents.note(subject)
        for statement in statements:
            add_statement(statement, result)


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
    named = named_appos(head)  # "our landlord, a retired pilot called Graham": the name it gives
    return set_off and not any(
        t.pos_ == "PROPN" and t != named and not _in_phrase_of(t, appos) for t in appos.subtree
    )


def _in_phrase_of(name: Token, appos: Token) -> bool:
    """A name inside a prepositional phrase of the apposition ("my cousin, a paramedic in Cork",
    "our neighbour, a nurse at St Mary's"): where the role is held, not the relative's own name."""
    above = name
    while above.i != appos.i and above.head.i != above.i:
        if above.dep_ == "pobj" and above.head.dep_ == "prep":
            return True
        above = above.head
    return False


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
    return clause.head.lemma_ in NAMING_VERBS  # "is called", "was titled": the thing's name


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


def spent_in_past(gerund: Token) -> bool:
    """ "I spent two years teaching in Hanoi": the gerund's deed is as past as the spending."""
    return spent_on(gerund.head) == gerund and simple_past(gerund.head)


def read_doc(doc: Doc) -> Extraction:
    result = Extraction()
    referents = Referents()
    for span in doc.sents:
        if not span.text.strip().endswith("?"):
            read_sentence(span, referents, result)
    return result


__all__ = ["Clause", "read_doc", "read_sentence"]
