"""The type of a named thing: from spaCy's NER label, else from the common noun that introduced it
("a cat named Miso" is a Pet, "my band The Lanterns" an Org)."""

from __future__ import annotations

import unicodedata

from hippograph.ingestion.extraction import Gender
from hippograph.ingestion.rules import PETS, lexicon
from hippograph.lexicon import KINSHIP

NER_TYPES: dict[str, str] = {
    "PERSON": "Person",
    "GPE": "Place",
    "LOC": "Place",
    "FAC": "Place",
    "ORG": "Org",
    "WORK_OF_ART": "Work",
    "PRODUCT": "Product",
    "EVENT": "Event",
    "NORP": "Concept",
    "LANGUAGE": "Concept",
}

PERSON_NOUNS = lexicon(
    """person man woman guy girl boy lady kid baby friend neighbor neighbour teacher doctor nurse
    coach mentor student boss colleague partner therapist counselor artist singer player writer
    author dentist chef lawyer engineer manager designer developer photographer producer farmer
    baker carpenter plumber electrician programmer researcher scientist officer pilot firefighter
    architect accountant consultant analyst professor tutor nanny clerk cashier waiter waitress
    bartender barista surgeon vet veterinarian paramedic pharmacist mechanic editor journalist
    reporter actor actress dancer musician drummer guitarist pianist painter sculptor poet
    novelist director librarian biologist chemist physicist therapist psychologist midwife
    landlord landlady tenant roommate housemate flatmate client customer patient employer employee
    supervisor trainer instructor hairdresser barber tailor realtor attorney surgeon optician
    dietitian nutritionist counsellor priest pastor rabbi imam coworker co-worker classmate
    schoolmate teammate bandmate ex fiance fiancee fiancé fiancée stranger contractor babysitter
    caregiver carer doorman janitor neighbour neighbor buddy pal sweetheart physiotherapist physio
    osteopath chiropractor optometrist orthodontist dermatologist pediatrician paediatrician
    psychiatrist gp solicitor notary gardener cleaner housekeeper chauffeur courier postman
    postwoman groomer caretaker concierge vicar lodger handyman builder decorator"""
) | frozenset(KINSHIP)
PLACE_NOUNS = lexicon(
    """city town village country state place island neighborhood neighbourhood region park beach
    lake street restaurant cafe bar hotel museum pool harbour harbor station library cabin cottage
    farm ranch farmhouse villa chalet house apartment flat condo estate vineyard garden hometown
    birthplace homeland"""
)
ORG_NOUNS = lexicon(
    """band company firm team club school college university startup business shop store group
    charity organization organisation church studio agency restaurant gym hospital bakery brewery
    winery bank firm label publisher nonprofit foundation institute academy clinic orchestra choir
    ensemble troupe league union party department council committee board cafe coffeeshop pub bistro
    diner pizzeria deli salon boutique bookshop bookstore pharmacy duo trio quartet quintet collective"""
)
WORK_NOUNS = lexicon(
    """book novel film movie song album show series podcast game painting poem play memoir biography
    documentary sitcom musical opera symphony comic manga novella essay blog newsletter zine mural
    sculpture screenplay script story collection anthology record single ep mixtape video channel"""
)
PRODUCT_NOUNS = lexicon(
    """car scooter bike bicycle phone laptop camera guitar app motorcycle motorbike boat van truck
    kayak canoe yacht piano violin tablet watch console drone sailboat rowboat jeep suv sedan
    pickup minivan camper campervan motorhome caravan rv tractor moped skateboard surfboard snowboard
    computer"""
)
EVENT_NOUNS = lexicon(
    """festival conference concert race marathon party wedding parade fair war battle revolution
    uprising olympics championship championships tournament summit expo exhibition gala reunion
    ceremony funeral convention carnival triathlon"""
)
PET_NOUNS = PETS | lexicon(
    """pet puppy kitten cat dog hamster rabbit parrot horse pony retriever labrador poodle beagle
    terrier greyhound spaniel bulldog husky collie dachshund corgi pug tabby goldfish turtle
    tortoise lizard snake iguana ferret budgie cockatiel parakeet canary chicken goat gecko mare
    stallion foal filly colt gelding donkey mule alpaca llama pig piglet sheep lamb cow calf duck
    hen rooster gerbil chinchilla axolotl whippet mutt kitty"""
)
# The last word of a name that says what kind of thing it names: "Riverside Food Bank".
ORG_HEADS = ORG_NOUNS | lexicon(
    """labs lab inc ltd llc corp co bank logistics elementary partners group foundation institute
    academy hospital clinic bakery cafe café restaurant studios systems solutions technologies
    press records media collective association society council ministry capital ventures holdings
    corporation incorporated limited plc gmbh ag sa llp partnership associates brewery winery
    trust fund insurance airlines pharmaceuticals consulting"""
)
PLACE_HEADS = PLACE_NOUNS | lexicon(
    """street avenue road lane square mountains mountain river bay row crescent terrace boulevard
    mews parade grove quay wharf market"""
)
# Verbs whose subject is a person: a name NER took for a place or a group is a person here.
HUMAN_VERBS = lexicon(
    """teach speak love like hate enjoy marry study play sing write cook grow adopt ride drive own
    coach manage work live run restore volunteer paint read learn want plan visit travel move
    retire quit date meet know dance swim bake knit draw collect practise practice train"""
)

FEMALE = lexicon(
    """mother mom mum mama sister daughter wife girlfriend aunt niece grandma grandmother
    stepmom stepmother fiancee fiancée woman girl lady she her"""
)
MALE = lexicon(
    """father dad papa brother son husband boyfriend uncle nephew grandpa grandfather stepdad
    stepfather fiance fiancé man guy boy he him his"""
)


def type_for_descriptor(noun: str) -> str | None:
    """The entity type a common noun implies for the thing it names, if it implies one; a
    compound written as one word by its head ("sailboat", "motorbike")."""
    word = noun.casefold()
    found = _descriptor_type(word) or _descriptor_type(unaccented(word))  # "café"
    if found is None and len(word) > 6:
        found = next(
            (_descriptor_type(word[i:]) for i in range(2, len(word) - 3) if word[i:] in _HEADS), None
        )
    return found


def unaccented(word: str) -> str:
    """``word`` with its accents dropped, as the lexicons write it ("café": "cafe")."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def _descriptor_type(word: str) -> str | None:
    for nouns, label in (
        (PET_NOUNS, "Pet"),
        (PERSON_NOUNS, "Person"),
        (ORG_NOUNS, "Org"),
        (PLACE_NOUNS, "Place"),
        (WORK_NOUNS, "Work"),
        (PRODUCT_NOUNS, "Product"),
        (EVENT_NOUNS, "Event"),
    ):
        if word in nouns:
            return label
    return None


_HEADS = PRODUCT_NOUNS | PET_NOUNS | WORK_NOUNS


def type_for_name(name: str) -> str | None:
    """The type a name's own last word implies: "Halvorsen Logistics" an Org."""
    words = name.split()
    if len(words) < 2:
        return None
    last = words[-1].casefold()
    if last in ORG_HEADS:
        return "Org"
    if last in PLACE_HEADS:
        return "Place"
    return None


def gender_for(word: str) -> Gender | None:
    lowered = word.casefold()
    if lowered in FEMALE:
        return "female"
    if lowered in MALE:
        return "male"
    return None
