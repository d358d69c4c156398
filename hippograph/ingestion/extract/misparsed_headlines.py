"""A named person's verb the small English model reads as a plural noun after an apposition.

"My son Leo interns at Quantix", "Marguerite, my colleague, climbs with Granite Edge": when the
subject is a name with who they are to the speaker ("my son Leo", "Marguerite, my colleague,"),
the model may tag the verb's third person ("interns", "climbs") a plural noun and parse the whole
sentence as one noun phrase, so it has no verb at all and no reader sees what the person does.

The grammar tells it apart: a sentence with no verb of its own, whose words up to a plural noun
are a noun phrase naming someone (a proper name, with a person noun before it or in commas after
it) and whose next word is a preposition, says what that someone does: the plural noun spells
the third person of a verb English has, and it is the sentence's verb. The tree is set right
before any reader looks at it, as the model parses the same sentence with an unambiguous verb
("My son Leo works at ..."): the verb the root, the phrase's head its subject, the rest of the
phrase attached to that head, the preposition and the final punctuation to the verb. A phrase of
names alone ("Hamid repairs ...") is left to the headline reader, which already reads it.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.subjects import is_name, is_person_noun

_PHRASE_POS = frozenset({"PROPN", "NOUN", "ADJ", "ADV", "PRON", "DET", "PUNCT"})
_TIMES = frozenset({"DATE", "TIME"})


def repair_headlines(doc: Doc, verbs: frozenset[str]) -> None:
    """Make the verb of each verbless sentence read as a named person's noun phrase a verb."""
    for sent in list(doc.sents):
        _repair(sent, verbs)


def _repair(sent: Span, verbs: frozenset[str]) -> None:
    if any(t.pos_ in {"VERB", "AUX"} for t in sent):
        return
    verb = next((t for t in sent if t.tag_ == "NNS"), None)
    if verb is None or verb.i == sent.start or verb.i + 1 >= sent.end:
        return
    if verb.nbor(1).pos_ != "ADP" or verb.is_title:
        return  # a verb with a preposition ("interns at"); a capital is part of a name
    lemma = third_person_lemma(verb, verbs)
    phrase = [t for t in sent.doc[sent.start : verb.i]]
    if lemma is None or any(t.pos_ not in _PHRASE_POS or t.tag_ == "POS" for t in phrase):
        return  # "Leo's classes at ...": a possessor's noun, not a verb
    subject = _subject(phrase)
    if subject is None:
        return
    verb.pos_, verb.tag_, verb.lemma_ = "VERB", "VBZ", lemma
    verb.head, verb.dep_ = verb, "ROOT"
    subject.head, subject.dep_ = verb, "nsubj"
    for token in phrase:
        if token.i != subject.i and not _within(token.head, phrase):
            token.head = subject
    for token in sent.doc[verb.i + 1 : sent.end]:
        if _within(token.head, phrase):
            token.head = verb


def third_person_lemma(token: Token, verbs: frozenset[str]) -> str | None:
    """The verb whose third person ``token`` spells ("interns": "intern", "practises":
    "practise", "carries": "carry"), if English has it."""
    word = token.lower_
    if not word.endswith("s"):
        return None
    stems = (
        word[:-3] + "y" if word.endswith("ies") else "",
        word[:-1],
        word[:-2] if word.endswith("es") else "",
    )
    return next((stem for stem in stems if stem and stem in verbs), None)


def _subject(phrase: list[Token]) -> Token | None:
    """The head of a noun phrase naming someone, its words attached to it as the model parses the
    same phrase before an unambiguous verb; None for names alone, no name, or anything else."""
    if phrase[-1].text == ",":
        return _apposed(phrase)
    if any(t.is_punct for t in phrase):
        return None
    names = [t for t in phrase if is_name(t)]
    if not names or len(names) == len(phrase):
        return None
    before = [t for t in phrase if t.i < names[0].i]
    after = [t for t in phrase if t.i > names[-1].i]
    if after or not before or not is_person_noun(before[-1]):
        return None  # the name ends the phrase: "my son Leo", not "Leo my son" or "the Bern office"
    relative = before[-1]
    _named(names)
    if relative.pos_ == "NOUN":  # "my son Leo": the noun heads, the name its apposition
        head = relative
        names[-1].head, names[-1].dep_ = relative, "appos"
    else:  # "my nephew Dmitri", the noun taken for an adjective: the name heads
        head = names[-1]
        relative.head, relative.dep_ = head, "amod"
    for token in before[:-1]:
        token.head = head
    return head


def _apposed(phrase: list[Token]) -> Token | None:
    """ "Marguerite, my colleague," (the name heads, the noun its apposition) and "My son, Leo,"
    (the noun heads, the name its apposition): a name and a person noun, the second in commas."""
    comma = next(i for i, t in enumerate(phrase) if t.text == ",")
    lead, inner = phrase[:comma], phrase[comma + 1 : -1]
    if not lead or not inner or any(t.is_punct for t in inner):
        return None
    if all(_name_like(t) for t in lead) and is_person_noun(inner[-1]):
        head, noun, own = lead[-1], inner[-1], inner[:-1]
        _named(lead)
        noun.head, noun.dep_ = head, "appos"
    elif is_person_noun(lead[-1]) and all(is_name(t) for t in inner):
        head, noun, own = lead[-1], lead[-1], lead[:-1]
        _named(inner)
        inner[-1].head, inner[-1].dep_ = head, "appos"
    else:
        return None
    for token in own:  # "my" of "my colleague"
        token.head = noun
    for token in phrase:
        if token.is_punct:
            token.head = head
    return head


def _name_like(token: Token) -> bool:
    """A name, or a capitalised word the tagger missed that a person noun in commas says is one
    ("Sven, my brother-in-law,": "Sven" tagged an adverb)."""
    if is_name(token):
        return True
    return token.is_title and token.is_alpha and not token.is_stop and token.ent_type_ not in _TIMES


def _named(names: list[Token]) -> None:
    """The words of one name: proper nouns, compounds of the last ("Jin Park")."""
    for token in names:
        if token.pos_ != "PROPN":  # "Desmond" tagged a common noun, "Sven" an adverb
            token.pos_, token.tag_ = "PROPN", "NNP"
        if token is not names[-1]:
            token.head, token.dep_ = names[-1], "compound"


def _within(token: Token, phrase: list[Token]) -> bool:
    return bool(phrase) and phrase[0].i <= token.i <= phrase[-1].i


__all__ = ["repair_headlines", "third_person_lemma"]
