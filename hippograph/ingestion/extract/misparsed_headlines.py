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

_PHRASE_POS = frozenset({"PROPN", "NOUN", "ADJ", "PRON", "DET", "PUNCT"})


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
    for token in phrase:
        if token.pos_ != "PROPN" and is_name(token):  # "Desmond" tagged a common noun
            token.pos_, token.tag_ = "PROPN", "NNP"
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
    """The head of a noun phrase naming someone: "my son Leo" (the person noun, the name its
    apposition, as the model parses it), "my nephew Dmitri" with the noun taken for an adjective
    (the name), "Marguerite, my colleague," (the name); None for names alone or no name."""
    words = [t for t in phrase if not t.is_punct]
    names = [t for t in words if is_name(t)]
    if not names or len(names) == len(words):
        return None
    if is_name(phrase[0]) and any(t.text == "," for t in phrase):
        lead = phrase[: next(i for i, t in enumerate(phrase) if t.text == ",")]
        if any(not is_name(t) for t in lead) or not _apposition(phrase, lead[-1]):
            return None
        return lead[-1]
    if any(t.is_punct for t in phrase):
        return None
    before = [t for t in words if t.i < names[0].i]
    after = [t for t in words if t.i > names[-1].i]
    if after or not before or not is_person_noun(before[-1]):
        return None  # the name ends the phrase: "my son Leo", not "Leo my son" or "the Bern office"
    relative = before[-1]
    head = relative if relative.pos_ == "NOUN" else names[-1]
    for name in names:
        if head is relative:
            name.head, name.dep_ = relative, "appos" if name is names[-1] else "compound"
        elif name is not names[-1]:
            name.head, name.dep_ = names[-1], "compound"
    if head is not relative:
        relative.head, relative.dep_ = head, "amod"
    for token in before[:-1]:
        token.head = head
    return head


def _apposition(phrase: list[Token], name: Token) -> bool:
    """ "Marguerite, my colleague,": the person noun between the commas an apposition of the
    name; False when there is none."""
    inner = [t for t in phrase if t.i > name.i and not t.is_punct]
    if not inner or not is_person_noun(inner[-1]) or phrase[-1].text != ",":
        return False
    noun = inner[-1]
    noun.head, noun.dep_ = name, "appos"
    for token in inner:
        if token is not noun:
            token.head = noun
    for token in phrase:
        if token.is_punct:
            token.head = name
    return True


def _within(token: Token, phrase: list[Token]) -> bool:
    return bool(phrase) and phrase[0].i <= token.i <= phrase[-1].i


__all__ = ["repair_headlines", "third_person_lemma"]
