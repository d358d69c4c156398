"""Reading a recall query with spaCy: the lemmas the router matches, the keywords the full-text
channels search for, the names that seed the graph, whether the speaker talks about themselves
("my cousin" starts from the user) and whom the question is about (:class:`Asked`).

Whom a question is about is read from its grammar, not its words: a first-person pronoun as a
participant ("where do *I* live?", "what did *we* eat?") or a possession of the asker that is not
itself acting ("what is *my* job?") makes it about the asker; a possession that acts or owns
("where does *my sister* live?", "*my sister's* job") makes it about that someone, whom the graph
knows as one of the asker's relations; "you"/"your" alone addresses the agent.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.language import Language
from spacy.tokens import Doc, Token

from hippograph.lexicon import KINSHIP

NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP", "PRODUCT", "EVENT", "WORK_OF_ART"})
FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself"})
# The asker as a participant (not a possessor): singular, and plural ("where did we go?").
ASKER_PRONOUNS = frozenset({"i", "me", "myself", "mine", "we", "us", "ourselves", "ours"})
ASKER_POSSESSIVES = frozenset({"my", "our"})
AGENT_PRONOUNS = frozenset({"you", "your", "yours", "yourself"})
# A possessed noun in one of these roles is someone acting ("my sister lives…") or owning ("my
# sister's job"): the question is about them, not the asker.
_ACTING = frozenset({"nsubj", "nsubjpass", "agent"})
# Stop-list words that still name something: "name", "part", "May", "four".
CONTENT_POS = frozenset({"NOUN", "PROPN", "NUM"})
# Words at the edge of an entity span that are no part of the name (the small model's "Daniel
# drive" in "what does Daniel drive?").
_NOT_NAME_POS = frozenset({"VERB", "AUX", "ADP", "PRON", "DET", "PART", "PUNCT", "SCONJ", "CCONJ"})
# Question words that ask for a person ("*who* is my dentist?", "*whose* car is it?").
_PERSON_QUESTION_WORDS = frozenset({"who", "whom", "whose"})
# Words for people at large, and for whom one knows: the relation words and the fields they fill
# ("my *relatives*", "my *family*", "*anyone* I know").
_PEOPLE_WORDS = frozenset(
    {"family", "person", "people", "someone", "somebody", "anyone", "anybody", "everyone", "everybody"}
    | {kin.field for kin in KINSHIP.values()}
    | set(KINSHIP)
)
# Helpers of another verb ("where *do* I live?", "which town *was* I raised in?"): not what the
# question asks, so a predicate phrase is not matched on them.
_AUXILIARY_DEPS = frozenset({"aux", "auxpass"})
# Question words that pick the answer out of a kind ("*which* city", "*what* sport").
# "*any*": "do I have any allergies?" asks which, if any.
_CHOOSING = frozenset({"what", "which", "any"})
# Particles that make a verb another verb ("grow *up*", "help *out*", "give *up*"), where the
# parser reads them so (a verb's "prt"), or as an adverb right after it ("stay *up*").
PARTICLES = frozenset({"up", "down", "out", "off", "away", "back", "over"})
# Nouns that only classify the noun of their "of" phrase ("what *kind* of pet", "which *type* of
# car"): the kind asked for is that noun.
_CLASSIFIERS = frozenset({"kind", "type", "sort", "variety", "form"})


@dataclass(frozen=True)
class Asked:
    """Whom the question is about, as far as its grammar tells."""

    asker: bool = False  # the user: "where do I live?", "what is my job?"
    agent: bool = False  # the assistant: "what is your name?"
    # "my sister" acting or owning: the lemma of the noun ("sister"), matched against the
    # relations and names of the entities the graph reaches from the user; a chain of such words
    # is the lemmas in order, space-separated ("brother wife": "my brother's wife")
    relatives: tuple[str, ...] = ()
    # Whether the answer may be a person: a question word for one ("who", "whose"), a word for
    # someone the asker knows that is not whom the question is about ("who is my *dentist*?"
    # names no relative acting, "is Tom my *husband*?"), a name, or the word "name". A fact that
    # only says whom the asker knows ("sibling: Daniel") answers nothing else.
    person: bool = True
    # What the question asks of something it names by a possessive chain that is no person ("my
    # *dog's* name", "the colour of my car"): the lemma of the asked noun ("name", "colour"). The
    # subject's own field of that word ("name: Sofia") is not what is asked.
    of_thing: tuple[str, ...] = ()


@dataclass(frozen=True)
class QueryAnalysis:
    lemmas: list[str]
    keywords: list[str]  # the words that carry meaning: no stop words ("what", "did", "the")
    names: list[str]
    first_person: bool
    asked: Asked = Asked()
    # What the question's predicate is made of: its words' lemmas and forms as written ("born",
    # whose lemma is "bear"), auxiliaries left out (:mod:`hippograph.recall.predicate`).
    predicate_words: tuple[str, ...] = ()
    # The question's own verbs (lemmas; no auxiliary, no stop word: "drive" in "what does Daniel
    # drive?"), which the statement a fact came from may say (:mod:`hippograph.recall.predicate`).
    verbs: tuple[str, ...] = ()
    # The kind of thing the question asks for, lemmas: "sport" in "what sport am I into?", "pet"
    # in "what kind of pet do I own?" (:mod:`hippograph.recall.kind`).
    kinds: tuple[str, ...] = ()
    # The question's verbs with their particles, "verb particle" (lemma, word): "grow up" in
    # "where did I grow up?". A verb with a particle is another verb than without one: "grow up"
    # is not "grow" ("I grow tomatoes") (:mod:`hippograph.recall.predicate`).
    phrasal: tuple[str, ...] = ()


def analyse(nlp: Language, query: str) -> QueryAnalysis:
    doc = _parse(nlp, query)
    spans = [_trimmed(list(ent)) for ent in doc.ents if ent.label_ in NAME_LABELS]
    names = [" ".join(token.text for token in span) for span in spans if span]
    covered = {token.i for span in spans for token in span}
    # Proper nouns NER missed ("Umbrella Labs" in a question) still name an entity.
    names += [token.text for token in doc if token.pos_ == "PROPN" and token.i not in covered]
    keywords = [token.text for token in doc if _is_keyword(token) and not _is_dimension(token)]
    predicate = [t.lemma_.lower() for t in doc if not t.is_punct and t.dep_ not in _AUXILIARY_DEPS]
    return QueryAnalysis(
        lemmas=[token.lemma_.lower() for token in doc if not token.is_punct],
        keywords=keywords,
        names=list(dict.fromkeys(names)),
        first_person=any(token.lower_ in FIRST_PERSON for token in doc),
        asked=_asked(doc),
        predicate_words=tuple(dict.fromkeys(predicate + [word.lower() for word in keywords])),
        verbs=tuple(
            dict.fromkeys(
                t.lemma_.lower()
                for t in doc
                if t.pos_ == "VERB" and t.dep_ not in _AUXILIARY_DEPS and not t.is_stop and t.is_alpha
            )
        ),
        kinds=_kinds(doc),
        phrasal=tuple(
            dict.fromkeys(
                f"{t.lemma_.lower()} {c.lower_}"
                for t in doc
                if t.pos_ in {"VERB", "AUX"}
                for c in t.children
                if c.lower_ in PARTICLES and (c.dep_ == "prt" or (c.dep_ == "advmod" and c.i == t.i + 1))
            )
        ),
    )


def _kinds(doc: Doc) -> tuple[str, ...]:
    """The nouns that name the kind of thing asked for: one a question word determines ("*what
    sport* am I into?", "*which city* do I live in?", "do I have *any allergies*?", "*how many
    cats*…"; through a classifier, "what kind of *pet*"). The subject of "what is my …?" ("what's
    my *job*?") is not one: it names how the answer stands to its subject (a field), and a nurse
    is no job. A word for a person is whom the question is about, not what it asks for."""
    found = []
    for token in doc:
        if token.pos_ != "NOUN" or _is_person_word(token):
            continue
        chosen = any(c.lower_ in _CHOOSING and c.dep_ == "det" for c in token.children) or any(
            c.lower_ == "many" and any(h.lower_ == "how" for h in c.children) for c in token.children
        )
        if not chosen:
            continue
        classified = [
            grandchild
            for child in token.children
            if child.dep_ == "prep" and child.lower_ == "of"
            for grandchild in child.children
            if grandchild.dep_ == "pobj" and grandchild.pos_ == "NOUN"
        ]
        if token.lemma_.lower() in _CLASSIFIERS:
            found += [noun.lemma_.lower() for noun in classified if not _is_person_word(noun)]
        else:
            found.append(token.lemma_.lower())
    return tuple(dict.fromkeys(found))


def _parse(nlp: Language, query: str) -> Doc:
    """``nlp(query)``, but without the entity recogniser when no word can be part of a name: it is
    half of a query's parse (it has its own token encoder), and a question with no proper noun and
    no capitalised word inside a sentence ("what should I eat tonight?") names nothing it keeps."""
    doc = nlp.make_doc(query)
    for name, component in nlp.pipeline:
        if name == "ner" and not _may_name(doc):
            continue
        doc = component(doc)
    return doc


def _may_name(doc: Doc) -> bool:
    # The tagger has run: a proper noun, or a capital inside a sentence ("French", "the Met"),
    # which the tagger may have read as an adjective or a common noun.
    return any(
        token.pos_ == "PROPN"
        or (token.is_alpha and token.text[0].isupper() and not token.is_sent_start and token.lower_ != "i")
        for token in doc
    )


def _trimmed(span: list[Token]) -> list[Token]:
    """An entity span without the words at its edges that are no part of a name."""
    while span and span[0].pos_ in _NOT_NAME_POS:
        span = span[1:]
    while span and span[-1].pos_ in _NOT_NAME_POS:
        span = span[:-1]
    return span


def _asked(doc: Doc) -> Asked:
    asker = False
    relatives: list[str] = []
    who = any(token.lower_ in _PERSON_QUESTION_WORDS for token in doc)
    speaks = any(token.lower_ in ASKER_PRONOUNS for token in doc)  # "I", "we": the asker acts
    for token in doc:
        word = token.lower_
        if token.pos_ != "PRON":
            continue
        if word in ASKER_PRONOUNS:
            asker = True
        elif word in ASKER_POSSESSIVES:
            owned = _owned(token)
            # The subject of a verb ("where does my sister live?"), not of a copula ("what is my
            # job?": the job is what is asked, the asker's).
            # A word for someone the asker knows is that someone as the subject of a copula too
            # ("where is my husband from?", "what is my grandfather allergic to?"), unless the
            # question asks who they are ("who is my boss?": the asker's tie is the answer).
            kin = _is_kin(owned) and not who
            if kin and not speaks:  # "is my cousin vegan?": no one else in it
                relatives.append(_kin_chain(owned))
                continue
            acting = owned.dep_ in _ACTING and (owned.head.pos_ != "AUX" or kin)
            if owned.pos_ in {"NOUN", "PROPN"} and (acting or owned.dep_ == "poss"):
                relatives.append(_kin_chain(owned))
            else:
                asker = True
    agent = not asker and not relatives and any(t.lower_ in AGENT_PRONOUNS for t in doc)
    return Asked(
        asker=asker,
        agent=agent,
        relatives=tuple(dict.fromkeys(relatives)),
        person=_asks_person(doc, relatives),
        of_thing=tuple(dict.fromkeys(token.lemma_.lower() for token in doc if _thing_owner(token))),
    )


def _kin_chain(owned: Token) -> str:
    """The lemma of what "my" owns, and of each word for someone it owns in turn: "brother wife"
    for "my brother's wife's job" (the wife of the asker's brother is whom it is about)."""
    chain = [owned.lemma_.lower()]
    while _is_kin(owned) and owned.dep_ == "poss" and _is_kin(owned.head) and len(chain) < 3:
        owned = owned.head
        chain.append(owned.lemma_.lower())
    return " ".join(chain)


def _thing_owner(asked: Token) -> Token | None:
    """The possessor of a noun when it is a thing, not a person or a pronoun: "dog" of "name" in
    "my dog's name" (a possessive) or "the name of my dog" (an "of" phrase); else None."""
    if asked.pos_ != "NOUN":
        return None
    owners = [child for child in asked.children if child.dep_ == "poss"]
    owners += [
        grandchild
        for child in asked.children
        if child.dep_ == "prep" and child.lower_ == "of"
        for grandchild in child.children
        if grandchild.dep_ == "pobj"
    ]
    for owner in owners:
        if owner.pos_ == "NOUN" and not _is_person_word(owner):
            return owner
    return None


def _is_person_word(token: Token) -> bool:
    return _is_kin(token) or token.lemma_.lower() in _PEOPLE_WORDS or token.lower_ in _PEOPLE_WORDS


def _is_dimension(token: Token) -> bool:
    """Whether ``token`` is the measure a "how" question asks for: "old" in "how old is she?",
    "long" in "how long did it take?". It names what the answer measures (an age, a duration),
    not a word the answer says: "how old is my sister?" is no question about her *old* piano."""
    return token.pos_ in {"ADJ", "ADV"} and any(
        child.lower_ == "how" and child.dep_ == "advmod" for child in token.children
    )


def _owned(possessive: Token) -> Token:
    """What "my" owns: its head, or the word for someone right after it that the parser read as a
    compound of the next word ("is my *cousin* vegan?": "cousin vegan"), not of a name ("my friend
    Jonas" is Jonas)."""
    following = possessive.nbor() if possessive.i + 1 < len(possessive.doc) else None
    if (
        following is not None
        and following.dep_ == "compound"
        and _is_kin(following)
        and following.head.pos_ != "PROPN"
    ):
        return following
    return possessive.head


def _is_kin(token: Token) -> bool:
    return token.lemma_.lower() in KINSHIP or token.lower_ in KINSHIP


def _asks_person(doc: Doc, relatives: list[str]) -> bool:
    """Whether the answer may be someone: see :attr:`Asked.person`."""
    for token in doc:
        word, lemma = token.lower_, token.lemma_.lower()
        if word in _PERSON_QUESTION_WORDS or lemma == "name" or token.pos_ == "PROPN":
            return True
        if token.ent_type_ in NAME_LABELS:
            return True
        if (lemma in _PEOPLE_WORDS or word in _PEOPLE_WORDS) and lemma not in relatives:
            return True
    return False


def _is_keyword(token: Token) -> bool:
    # Stop words match almost every turn; OR-ed into a Lucene query they reward long texts.
    if token.is_punct or token.is_space:
        return False
    return not token.is_stop or token.pos_ in CONTENT_POS
