"""Rule tables for the rule-based extractor (:mod:`hippograph.ingestion.spacy_extractor`).

Everything the extractor knows about English lives here as data: the fields it may emit and their
domains (:data:`FIELDS`), the clause rules (:data:`RULES`, tried in order, first match wins),
the lexicons that classify "I'm a nurse" versus "I'm an introvert", and the spaCy
``Matcher`` patterns for instructions addressed to the assistant live in
:mod:`hippograph.ingestion.extract.agent_rules`.

A clause rule's ``trigger`` is a sequence of lemmas, matched right after the subject once auxiliaries,
negations and filler adverbs are set aside, so "I live", "I lived", "I've been living" and
"I really do live" all reach ``live in``. ``a|b`` in a trigger accepts either lemma.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from hippograph.ingestion.extraction import Target

# ----------------------------------------------------------------------------------------------
# Fields
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FieldSpec:
    """Where a field belongs. ``multi_valued`` is a hint for the pipeline: a new ``allergy`` adds to
    the old ones, a new ``city`` is a candidate to supersede the old one."""

    domain_id: int
    target: Target
    multi_valued: bool
    description: str


def lexicon(words: str) -> frozenset[str]:
    """A word list written as one whitespace-separated string, to keep the tables short."""
    return frozenset(words.split())


def _user(domain_id: int, multi: bool, description: str) -> FieldSpec:
    return FieldSpec(domain_id, "user", multi, description)


def _agent(domain_id: int, multi: bool, description: str) -> FieldSpec:
    return FieldSpec(domain_id, "agent", multi, description)


FIELDS: dict[str, FieldSpec] = {
    # D1 identity
    "name": _user(1, False, "what the person is called"),
    "nationality": _user(1, False, "nationality or demonym"),
    "language": _user(1, True, "a language the person speaks"),
    "origin": _user(1, False, "where the person is from or grew up"),
    "birthplace": _user(1, False, "where the person was born"),
    "birthday": _user(1, False, "birth date or year"),
    "age": _user(1, False, "age in years"),
    "identity": _user(1, True, "gender or sexual identity"),
    # D2 body & health
    "allergy": _user(2, True, "something the person is allergic to"),
    "condition": _user(2, True, "a medical condition or intolerance"),
    "medication": _user(2, True, "a medication the person takes"),
    "diet": _user(2, True, "a diet or food rule"),
    # D3 mind & emotions
    "trait": _user(3, True, "a personality trait"),
    "emotion": _user(3, True, "an emotional pattern or fear"),
    # D4 beliefs
    "religion": _user(4, False, "religion or lack of it"),
    "politics": _user(4, False, "political leaning"),
    "belief": _user(4, True, "something the person believes"),
    "cares_about": _user(4, True, "something the person values"),
    # D5 knowledge & skills
    "education": _user(5, True, "a subject studied or a degree"),
    "school": _user(5, True, "a school or university attended"),
    "alma_mater": _user(5, True, "a school or university attended in the past"),
    "skill": _user(5, True, "something the person knows how to do"),
    "learning": _user(5, True, "something the person is currently learning"),
    # D6 relationships
    "sibling": _user(6, True, "a brother or sister"),
    "parent": _user(6, True, "a mother or father"),
    "child": _user(6, True, "a son or daughter"),
    "spouse": _user(6, False, "husband or wife"),
    "partner": _user(6, False, "boyfriend, girlfriend, partner, fiance(e)"),
    "cousin": _user(6, True, "a cousin"),
    "relative": _user(6, True, "another relative"),
    "friend": _user(6, True, "a friend"),
    "colleague": _user(6, True, "a colleague"),
    "manager": _user(6, False, "the person's boss"),
    "report": _user(6, True, "someone who reports to the person"),
    "neighbour": _user(6, True, "a neighbour"),
    "acquaintance": _user(6, True, "a roommate, mentor, someone the person knows ..."),
    "marital_status": _user(6, False, "married, single, divorced ..."),
    "pet": _user(6, True, "an animal the person keeps"),
    "community": _user(6, True, "a club or community the person belongs to"),
    # D7 work
    "employer": _user(7, False, "the company the person works for"),
    "role": _user(7, False, "job title or occupation"),
    "former_employer": _user(7, True, "a company the person used to work for"),
    "industry": _user(7, False, "the field the person works in"),
    "employment_status": _user(7, False, "retired, unemployed, freelance ..."),
    # D8 finances
    "income": _user(8, False, "salary or income"),
    "expense": _user(8, True, "a recurring cost"),
    "debt": _user(8, True, "a loan or debt"),
    "budget": _user(8, False, "a budget"),
    "subscription": _user(8, True, "a paid subscription or membership"),
    "saving_goal": _user(8, True, "what the person saves money for"),
    "investment": _user(8, True, "what the person invests in"),
    # D9 place
    "city": _user(9, False, "where the person (or organisation's person) lives now"),
    "former_city": _user(9, True, "where the person used to live"),
    "home": _user(9, False, "the kind of home the person lives in"),
    "headquarters": _user(9, False, "where an organisation has its headquarters"),
    "travel_plan": _user(9, True, "a planned trip"),
    "planned_move": _user(9, False, "where the person plans to move"),
    "visited": _user(9, True, "a place the person has been to"),
    "possession": _user(9, True, "something the person owns"),
    # D10 goals
    "goal": _user(10, True, "something the person wants to achieve"),
    # D11 preferences
    "like": _user(11, True, "something the person likes"),
    "dislike": _user(11, True, "something the person dislikes"),
    "favorite": _user(11, True, "a favourite thing (metadata: category)"),
    "hobby": _user(11, True, "a hobby"),
    "preference": _user(11, True, "something preferred over something else"),
    # D12 rhythms
    "routine": _user(12, True, "a habitual activity and when it happens"),
    "wake_time": _user(12, False, "when the person usually wakes up"),
    "bed_time": _user(12, False, "when the person usually goes to bed"),
    # D13 events
    "event": _user(13, True, "something that happened (metadata: date)"),
    # D14 patterns
    "pattern": _user(14, True, "a habit, mannerism or how others see the person"),
    # the assistant itself (koramem.md, "Agent Self-Entity")
    "nickname": _agent(1, False, "what the user calls the assistant"),
    "tone_preference": _agent(11, True, "how the user wants answers to sound"),
    "communication_lang": _agent(11, False, "the language the user wants to be answered in"),
    "humor_style": _agent(11, False, "what kind of humour the user wants"),
    "self_correction": _agent(14, True, "a habit of the assistant the user pushed back on"),
    "trust_level": _agent(6, True, "what the assistant may do alone or must confirm"),
    "instruction": _agent(11, True, "a standing instruction to the assistant, as the user said it"),
}

# ----------------------------------------------------------------------------------------------
# Clause rules
# ----------------------------------------------------------------------------------------------

# How the words after a trigger become a value (see extract.rule_values._READERS).
ValueKind = Literal[
    "np",  # a noun phrase; "and"-lists give several facts
    "place",  # a proper name of a place: a Place entity and, with ``edge``, an edge
    "org",  # a noun phrase; proper names also give an Org entity
    "person",  # a proper name of a person
    "vp",  # a verb phrase ("learn Japanese")
    "time",  # a clock time ("6", "6:30am")
    "date",  # a DATE entity ("1990")
    "language",  # a language name from LANGUAGES
    "copula",  # "I'm <x>": classified by the lexicons below
    "have",  # "I have <x>": classified by the lexicons below
    "event",  # the verb phrase itself, as said ("got married")
    "money",  # an amount of money, with what it is for
    "kin",  # "<name> is my <kin>"
    "clause",  # the rest of the clause, as said ("everyone deserves healthcare")
    "subject",  # the clause's subject is the value, the fact is the speaker's ("family ...")
]

# Tense of the clause as the extractor reads it. ``former`` is "used to".
NOW = frozenset({"present", "perfect", "progressive"})
PAST = frozenset({"past", "former"})
PLANNED = frozenset({"future", "progressive"})
PRESENT = frozenset({"present"})

# What the subject of the clause is: the speaker ("I", "we"), a relative named through the speaker
# ("my brother Tom", "my wife"), a proper name, a proper name NER calls an organisation, or any
# other noun phrase ("family is important to me").
PEOPLE = frozenset({"self", "kin", "named", "org"})
SELF = frozenset({"self"})
ORGS = frozenset({"named", "org"})
THINGS = frozenset({"thing"})


@dataclass(frozen=True)
class Rule:
    trigger: str
    field: str
    value: ValueKind = "np"
    tenses: frozenset[str] | None = None  # None: any tense
    negated: bool = False  # True: only with a negation ("can't stand", "don't eat")
    subjects: frozenset[str] = PEOPLE
    subject_type: str | None = None  # entity type of a named subject; None: from NER
    edge: str | None = None  # subject -[edge]-> value entity
    template: str = "{}"
    confidence: float = 0.9
    lexicon: frozenset[str] | None = None  # the value's head lemma must be in it
    proper: bool | None = None  # True: value must be a proper name; False: must not be
    habitual: bool | None = None  # True: needs "usually", "every Monday"; False: must not have


def _r(trigger: str, field: str, value: ValueKind = "np", **options: Any) -> Rule:
    return Rule(trigger, field, value, **options)


LANGUAGES = lexicon(
    """english spanish portuguese french german italian dutch swedish norwegian danish finnish
    polish russian ukrainian czech greek turkish arabic hebrew persian farsi hindi urdu bengali
    punjabi tamil telugu japanese korean chinese mandarin cantonese vietnamese thai indonesian
    malay tagalog swahili yoruba igbo hausa amharic zulu afrikaans romanian hungarian catalan
    basque irish welsh latin esperanto icelandic croatian serbian bulgarian slovak lithuanian
    latvian estonian pidgin creole"""
)
TECH_SKILLS = lexicon(
    """python java javascript typescript rust golang kotlin swift ruby php perl scala haskell c++
    c# sql excel photoshop illustrator figma blender unity docker kubernetes linux react django
    r matlab latex git aws terraform"""
)
PETS = lexicon(
    """dog dogs puppy puppies cat cats kitten kittens hamster hamsters parrot parrots rabbit
    rabbits bunny fish goldfish turtle turtles tortoise snake snakes horse horses lizard gecko
    ferret chickens chicken guinea pig pigs bird birds"""
)
POSSESSIONS = lexicon(
    """car cars bike bicycle motorcycle motorbike boat house apartment flat condo cabin piano
    guitar tesla van truck scooter"""
)
HOME_WORDS = lexicon(
    """apartment flat house studio condo dorm cabin townhouse bungalow loft houseboat basement"""
)
CONDITIONS = lexicon(
    """asthma diabetes adhd autism migraine migraines arthritis hypertension depression insomnia
    eczema epilepsy cancer covid ibs ptsd ocd dyslexia tinnitus apnea celiac scoliosis anemia
    psoriasis acne endometriosis pcos lupus crohn's fibromyalgia vertigo gout"""
)
CONDITION_ADJECTIVES = lexicon(
    """diabetic asthmatic epileptic colorblind deaf pregnant celiac autistic dyslexic anemic
    intolerant"""
)
CONDITION_SUFFIXES = ("itis", "disease", "syndrome", "disorder", "pain", "intolerance")
MEDICATIONS = lexicon(
    """insulin metformin ibuprofen antidepressant antidepressants ssri ssris statin statins
    adderall ritalin melatonin lisinopril levothyroxine prozac zoloft lexapro inhaler
    antihistamine antihistamines"""
)
DIETS = lexicon("""vegetarian vegan pescatarian keto paleo kosher halal gluten-free dairy-free flexitarian""")
TRAITS = lexicon(
    """introvert extrovert ambivert introverted extroverted extraverted perfectionist optimist
    pessimist shy outgoing organized disorganized messy stubborn patient impatient creative
    curious sensitive empathetic competitive ambitious overthinker worrier people-pleaser
    spontaneous impulsive cautious"""
)
TRAIT_PHRASES = frozenset({"night owl", "morning person", "early bird", "people person"})
EMOTIONS = lexicon(
    """anxious nervous stressed scared afraid terrified frightened worried sad lonely angry
    irritable overwhelmed insecure jealous restless grumpy emotional panicky"""
)
RELIGIONS = lexicon(
    """catholic christian muslim jewish buddhist hindu sikh atheist agnostic protestant mormon
    orthodox pagan lutheran evangelical baptist quaker methodist anglican"""
)
POLITICS = lexicon(
    """liberal conservative progressive libertarian socialist democrat republican leftist centrist
    communist anarchist"""
)
IDENTITIES = lexicon(
    """transgender trans gay lesbian bisexual queer nonbinary non-binary pansexual asexual
    genderfluid"""
)
MARITAL = frozenset({"married", "single", "divorced", "engaged", "widowed", "separated"})
EMPLOYMENT = frozenset({"unemployed", "retired", "self-employed", "freelance", "freelancer", "jobless"})
OCCUPATIONS = lexicon(
    """nurse teacher engineer developer programmer doctor physician surgeon dentist designer
    architect lawyer attorney accountant student lead manager director consultant analyst
    scientist researcher professor lecturer chef cook baker waiter waitress barista bartender
    pilot driver mechanic electrician plumber carpenter journalist writer author editor artist
    musician photographer actor actress pharmacist therapist psychologist vet veterinarian
    paramedic firefighter officer soldier farmer librarian cashier salesperson realtor
    entrepreneur founder ceo cto intern tester administrator technician translator tutor coach
    trainer economist banker broker recruiter marketer seamstress tailor postman mailman postwoman
    sailor fisherman miner welder butcher florist gardener janitor receptionist secretary clerk
    surveyor optometrist optician radiologist nutritionist dietitian midwife caregiver carer nanny
    babysitter housekeeper locksmith blacksmith bricklayer roofer plasterer builder contractor
    machinist statistician actuary auditor bookkeeper salesman saleswoman shopkeeper grocer rancher
    shepherd winemaker brewer chemist hygienist anesthesiologist psychiatrist counselor counsellor
    priest pastor rabbi imam nun judge solicitor barrister paralegal diplomat politician mayor
    senator councillor policeman policewoman detective lifeguard referee athlete footballer
    cyclist jockey dancer choreographer singer composer drummer guitarist violinist cellist
    pianist dj producer filmmaker animator illustrator cartoonist sculptor potter jeweler jeweller
    joiner upholsterer courier trucker chauffeur stewardess sommelier confectioner butler concierge
    astronomer geologist biologist physicist mathematician archaeologist anthropologist
    sociologist philosopher historian linguist novelist poet playwright screenwriter columnist
    blogger publicist curator archivist headteacher lecturer instructor physiotherapist
    chiropractor zookeeper ranger forester draughtsman coder underwriter executive"""
)
DEGREES = lexicon(
    """degree master masters master's phd doctorate bachelor bachelors bachelor's diploma
    certificate certification mba msc bsc"""
)
DEBTS = frozenset({"debt", "debts", "loan", "loans", "mortgage", "overdraft"})
SUBSCRIPTIONS = frozenset({"subscription", "membership"})
EVENT_VERBS = lexicon(
    """marry divorce graduate retire adopt buy sell quit start launch found finish win lose break
    move engage promote fire hire lay propose elope"""
)
PATTERN_VERBS = lexicon(
    """procrastinate interrupt overthink overcommit apologize apologise forget ramble exaggerate
    complain overshare postpone fidget mumble stutter doubt second-guess overanalyze overanalyse
    oversleep overeat"""
)
FREQUENCY_ADVERBS = lexicon(
    """usually always often normally typically generally regularly sometimes frequently constantly
    rarely daily weekly nightly"""
)
# Adverbs that carry nothing for a fact; skipped between subject and trigger.
FILLER_ADVERBS = lexicon(
    """really also just actually still currently originally now basically literally totally definitely
    absolutely kind sort mostly even already finally recently truly honestly seriously genuinely"""
)
STRONG_HEDGES = frozenset({"maybe", "perhaps", "possibly", "might", "may", "could", "would"})
WEAK_HEDGES = frozenset({"probably", "likely", "think", "guess", "suppose", "assume"})

RULES: tuple[Rule, ...] = (
    # D2 health
    _r("be allergic to", "allergy"),
    _r("have a|an allergy to", "allergy"),
    _r("be intolerant to|of", "condition", template="{} intolerance"),
    _r("suffer from", "condition", tenses=NOW),
    _r("be diagnosed|diagnose with", "condition", tenses=NOW | PAST),
    _r("be on", "medication", lexicon=MEDICATIONS, tenses=NOW),
    _r("take", "medication", lexicon=MEDICATIONS, tenses=NOW),
    _r("eat", "diet", negated=True, tenses=NOW, template="no {}"),
    _r("drink", "diet", negated=True, tenses=NOW, template="no {}"),
    # D1 identity
    _r("be from", "origin", "place", edge="FROM"),
    _r("come from", "origin", "place", edge="FROM", tenses=PRESENT),
    _r("grow up in", "origin", "place", edge="FROM"),
    _r("be born|bear in", "birthplace", "place", edge="BORN_IN", proper=True),
    _r("be born|bear in|on", "birthday", "date"),
    # "I'm called Sam"; an active "we call X" names whatever "we" call so, never the speaker
    _r("be called", "name", proper=True, subjects=SELF, confidence=0.85),
    _r("go by", "name", proper=True, subjects=SELF, confidence=0.8),
    _r("speak", "language", "language", edge="SPEAKS", tenses=NOW),
    _r("be fluent in", "language", "language", edge="SPEAKS"),
    _r("know", "language", "language", edge="SPEAKS", tenses=NOW),
    # D6 relationships
    _r("be married|marry to", "spouse", "person", edge="MARRIED_TO", tenses=NOW),
    _r("be engaged|engage to", "partner", "person", edge="ENGAGED_TO", tenses=NOW),
    _r("date|see", "partner", "person", edge="PARTNER_OF", tenses=frozenset({"progressive"})),
    _r("be a member of", "community", "org", edge="MEMBER_OF", tenses=NOW),
    _r("belong to", "community", "org", edge="MEMBER_OF", tenses=NOW),
    _r("volunteer at|for|with", "community", "org", edge="VOLUNTEERS_AT", tenses=NOW),
    # D7 work
    _r("work at|for", "employer", "org", edge="WORKS_AT", tenses=NOW, subject_type="Person"),
    _r("work at|for", "former_employer", "org", edge="WORKED_AT", tenses=PAST,
       subject_type="Person"),
    _r("be employed|employ by|at", "employer", "org", edge="WORKS_AT", tenses=NOW, subject_type="Person"),
    _r("work as", "role", tenses=NOW, subject_type="Person"),
    _r("work in", "industry", tenses=NOW, proper=False, subject_type="Person"),
    _r("get a job at", "employer", "org", edge="WORKS_AT", tenses=PAST, subject_type="Person"),
    _r("join", "employer", "org", edge="WORKS_AT", tenses=PAST, proper=True,
       subject_type="Person", confidence=0.75),
    # D8 finances
    _r("pay", "expense", "money", tenses=NOW),
    _r("spend", "expense", "money", tenses=NOW),
    _r("earn|make", "income", "money", tenses=NOW),
    _r("owe", "debt", "money", tenses=NOW),
    _r("save up for", "saving_goal", tenses=NOW),
    _r("save for", "saving_goal", tenses=NOW),
    _r("subscribe to", "subscription", tenses=NOW),
    _r("be subscribed|subscribe to", "subscription", tenses=NOW),
    _r("invest in", "investment", tenses=NOW),
    # D9 place
    _r("live in", "city", "place", edge="LIVES_IN", tenses=NOW, subject_type="Person"),
    _r("live in", "home", tenses=NOW, lexicon=HOME_WORDS),
    _r("live in", "former_city", "place", edge="LIVED_IN", tenses=PAST, subject_type="Person"),
    _r("move|relocate to", "planned_move", "place", tenses=PLANNED, proper=True),
    _r("move|relocate to", "city", "place", edge="LIVES_IN", tenses=frozenset({"past", "perfect"}),
       subject_type="Person"),
    _r("be based|base in", "headquarters", "place", edge="HEADQUARTERED_IN",
       subjects=frozenset({"org"}), subject_type="Org"),
    _r("be based|base in", "city", "place", edge="LIVES_IN", tenses=NOW, subject_type="Person"),
    _r("have its|their headquarters|hq in", "headquarters", "place",
       edge="HEADQUARTERED_IN", subjects=ORGS, subject_type="Org"),
    _r("be headquartered|headquarter in", "headquarters", "place", edge="HEADQUARTERED_IN", subjects=ORGS,
       subject_type="Org"),
    _r("go|fly|travel|head to", "travel_plan", "place", edge="PLANS_TO_VISIT", tenses=PLANNED),
    _r("visit", "travel_plan", "place", edge="PLANS_TO_VISIT", tenses=PLANNED),
    _r("plan to visit|go to|travel to", "travel_plan", "place", edge="PLANS_TO_VISIT"),
    _r("go|travel|fly to", "visited", "place", edge="VISITED", tenses=PAST | {"perfect"}),
    _r("visit", "visited", "place", edge="VISITED", tenses=PAST | {"perfect"}),
    _r("own", "possession", tenses=NOW),
    # D10 goals: "to" stays in the trigger so "I like to cook" is not a goal
    _r("want|hope|plan|aim|intend|try to", "goal", "vp", subjects=SELF | {"kin", "named"}),
    _r("like|love to", "goal", "vp", subjects=SELF, tenses=frozenset({"conditional"})),
    _r("dream of|about", "goal", "vp"),
    # D5 knowledge
    # "I studied at Leeds": a school of the past (STUDIED_AT), never the current one (STUDIES_AT)
    _r("study at", "alma_mater", "org", edge="STUDIED_AT", tenses=PAST, subject_type="Person"),
    _r("study at", "school", "org", edge="STUDIES_AT", tenses=NOW, subject_type="Person"),
    _r("study", "learning", tenses=frozenset({"progressive"})),
    _r("study", "education", tenses=PAST | NOW),
    _r("major in", "education", tenses=PAST | NOW),
    _r("graduate from", "school", "org", edge="STUDIED_AT", tenses=PAST | {"perfect"}),
    _r("go to", "school", "org", edge="STUDIED_AT", tenses=PAST, proper=True,
       lexicon=frozenset({"university", "college", "school", "academy", "institute"})),
    _r("learn", "learning", tenses=frozenset({"progressive"})),
    _r("start|begin learn|learning", "learning"),
    _r("take", "learning", tenses=frozenset({"progressive"}),
       lexicon=frozenset({"class", "classes", "lesson", "lessons", "course", "courses"})),
    _r("know how to", "skill", "vp", tenses=NOW),
    _r("know", "skill", lexicon=TECH_SKILLS, tenses=NOW),
    _r("can code|program in", "skill", lexicon=TECH_SKILLS, tenses=NOW),
    _r("be good|great at", "skill", tenses=NOW, confidence=0.8),
    # D4 beliefs
    _r("believe in", "belief", tenses=NOW),
    _r("believe that", "belief", "clause", tenses=NOW, confidence=0.8),
    _r("value", "cares_about", tenses=NOW),
    _r("be important to i", "cares_about", "subject", subjects=THINGS | {"named"}, confidence=0.85),
    _r("mean a lot|everything to i", "cares_about", "subject", subjects=THINGS | {"named"}, confidence=0.85),
    # D3 mind
    _r("get|feel|become", "emotion", "copula", lexicon=EMOTIONS, tenses=NOW),
    _r("struggle with", "emotion", template="struggles with {}", tenses=NOW, confidence=0.8),
    # D11 preferences
    _r("like|love|enjoy|adore", "like", tenses=NOW, negated=False),
    _r("like|love|enjoy", "dislike", tenses=NOW, negated=True),
    _r("be a fan of", "like", tenses=NOW),
    _r("be into", "like", tenses=NOW),
    _r("hate|dislike|detest|loathe", "dislike", tenses=NOW),
    _r("stand", "dislike", tenses=NOW, negated=True),
    _r("be not a fan of", "dislike", tenses=NOW),
    _r("prefer", "preference", tenses=NOW),
    _r("play", "hobby", tenses=PRESENT, proper=False, confidence=0.8, habitual=False),
    # D12 rhythms
    _r("wake|get up", "wake_time", "time", tenses=PRESENT | {"past"}),
    _r("go to bed|sleep", "bed_time", "time", tenses=PRESENT),
    # D14 patterns
    _r("tend to", "pattern", "vp", subjects=SELF | {"kin", "named"}, confidence=0.85),
    _r("have a habit of", "pattern", "vp", subjects=SELF | {"kin", "named"}),
    _r("keep", "pattern", "vp", subjects=SELF, tenses=PRESENT, confidence=0.75),
    # D13 events (the ``event`` reader keeps the verb: "got married", "adopted a dog")
    _r("marry|divorce|graduate|retire|adopt|elope|promote|hire|fire", "event", "event",
       tenses=PAST | {"perfect"}),
    _r("get married|divorced|engaged|promoted|fired|hired", "event", "event", tenses=PAST),
    _r("buy|sell|quit|launch|found|finish|win|lose|start", "event", "event",
       tenses=PAST | {"perfect"},
       confidence=0.8),
    _r("have a baby", "event", "event", tenses=PAST),
    _r("give birth", "event", "event", tenses=PAST),
    _r("break up", "event", "event", tenses=PAST),
    _r("pass away", "event", "event", tenses=PAST),
    # "I'm <x>" and "I have <x>" are classified by lexicon, so they come last
    _r("be", "relation", "kin", subjects=frozenset({"named"})),
    _r("be", "copula", "copula", tenses=NOW),
    _r("have", "have", "have", tenses=PRESENT),
)  # fmt: skip

# "my <attribute> is <value>": head lemma of the attribute -> (field, value kind, template).
POSSESSIVE_FIELDS: dict[str, tuple[str, ValueKind, str]] = {
    "name": ("name", "np", "{}"),
    "birthday": ("birthday", "np", "{}"),
    "hometown": ("origin", "place", "{}"),
    "nationality": ("nationality", "np", "{}"),
    "religion": ("religion", "np", "{}"),
    "salary": ("income", "money", "{}"),
    "income": ("income", "money", "{}"),
    "rent": ("expense", "money", "rent: {}"),
    "mortgage": ("expense", "money", "mortgage: {}"),
    "budget": ("budget", "money", "{}"),
    "goal": ("goal", "vp", "{}"),
    "dream": ("goal", "vp", "{}"),
    "hobby": ("hobby", "np", "{}"),
    "job": ("role", "np", "{}"),
    "diet": ("diet", "np", "{}"),
    "bedtime": ("bed_time", "time", "{}"),
    "alarm": ("wake_time", "time", "{}"),
    "language": ("language", "language", "{}"),
    "tongue": ("language", "language", "{}"),
}

# ----------------------------------------------------------------------------------------------
# Kinship: the words and the relation each names live in :mod:`hippograph.lexicon` (recall reads
# them too).
# ----------------------------------------------------------------------------------------------

# Words that may sit between "my" and the kin noun: "my older brother", "my best friend".
KIN_MODIFIERS = lexicon(
    """best good close old older oldest little younger youngest big baby twin new step late
    dear"""
)

# ----------------------------------------------------------------------------------------------
# Small talk: a sentence made only of these words says nothing worth remembering.
# ----------------------------------------------------------------------------------------------

GREETINGS = lexicon(
    """hi hello hey hiya howdy yo morning evening afternoon night bye goodbye cya greetings good"""
)
SMALL_TALK = lexicon(
    """thanks thank thx ty you so much lot a lol lmao haha hahaha ok okay k cool great nice awesome
    sure yes yeah yep yup no nope nah wow oh ah hmm hm that that's 's is was be it sounds sound
    perfect fine alright right gotcha got true indeed interesting amazing please welcome np
    totally exactly agreed fair enough well very really this appreciate appreciated helpful glad
    i see makes sense"""
)


def _lower(*words: str) -> dict[str, Any]:
    return {"LOWER": {"IN": list(words)}}


# ----------------------------------------------------------------------------------------------
# Reading values
# ----------------------------------------------------------------------------------------------

# A value ends at a word that starts another clause.
STOP_WORDS = lexicon(
    """and or but because so when while if since although though until unless which who whom whose
    where whereas cause cuz than named called"""
)
# A value that is only one of these names nothing.
EMPTY_VALUES = lexicon(
    """it them this that these those him her you me one something anything everything stuff things
    someone anyone nobody nothing there here what"""
)
TIME_PREPS = lexicon("in on at by before until till since during around from for within over after")
DEADLINE_PREPS = lexicon("by before until till within")
CURRENCY = lexicon("euro euros dollar dollars pound pounds buck bucks k grand $ € £ usd eur gbp yen")

_TIME_NOUNS = [
    "day", "days", "morning", "mornings", "evening", "evenings", "night", "nights", "afternoon",
    "week", "weekend", "weekends", "month", "year", "summer", "winter", "spring", "fall", "autumn",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
]  # fmt: skip
_PERIOD = {"LOWER": {"IN": ["day", "week", "month", "year"]}}
# Matcher patterns for how often something happens: these make a statement a routine.
FREQUENCY_PATTERNS: list[list[dict[str, Any]]] = [
    [_lower("every", "each", "most"), {"LOWER": "other", "OP": "?"},
     {"LOWER": {"IN": _TIME_NOUNS}, "OP": "+"}],
    [_lower("on"), {"LOWER": "the", "OP": "?"}, {"LOWER": {"IN": [*_TIME_NOUNS[-7:], "weekends"]}}],
    [{"LIKE_NUM": True}, _lower("times"), _lower("a", "per", "every"), _PERIOD],
    [_lower("once", "twice"), _lower("a", "per", "every"), _PERIOD],
    [_lower("daily", "weekly", "nightly", "monthly", "everyday")],
    [_lower("in"), _lower("the"), _lower("mornings", "evenings", "afternoons")],
    [_lower("before", "after"), _lower("work", "bed", "breakfast", "lunch", "dinner", "school", "class")],
    [_lower("a"), _PERIOD],
]  # fmt: skip

# People who study somewhere: their role's place is a school, not an employer.
LEARNERS = lexicon(
    "student pupil undergraduate undergrad postgraduate postgrad schoolboy schoolgirl learner "
    "freshman sophomore fresher candidate"
)

# What may follow a value in the same clause: "I work at Initech as a QA lead".
FOLLOWUPS: dict[str, tuple[Rule, ...]] = {
    "employer": (_r("as", "role"),),
    "role": (_r("at|for", "employer", "org", edge="WORKS_AT"),),
    # a learner's role ("a student at Oxford", "a PhD candidate at ETH"): where one studies
    "learner": (_r("at|in", "school", "org", edge="STUDIES_AT"),),
    "medication": (_r("for", "condition"),),
    "learning": (_r("at", "school", "org", edge="STUDIES_AT"),),
    "education": (
        _r("at|from", "school", "org", edge="STUDIED_AT", tenses=frozenset({"past", "perfect"})),
        _r("at", "school", "org", edge="STUDIES_AT"),
    ),
}

# "I'm <x>" and "I have <x>": the first lexicon that holds a word of <x> names the field.
COPULA_CLASSES: tuple[tuple[str, frozenset[str]], ...] = (
    ("religion", RELIGIONS),
    ("politics", POLITICS),
    ("identity", IDENTITIES),
    ("diet", DIETS),
    ("condition", CONDITION_ADJECTIVES),
    ("employment_status", EMPLOYMENT),
    ("trait", TRAITS),
)
HAVE_CLASSES: tuple[tuple[str, frozenset[str]], ...] = (
    ("condition", CONDITIONS),
    ("debt", DEBTS),
    ("education", DEGREES),
)
