"""Names made of common words: "Hope Rising", "Clean Water Forward", "Green Roots".

Charities, collectives and small companies are often named in ordinary English words, and the
small model's NER takes such a name for a person's as soon as it does something ("Green Roots
works across Peru"). A person's name is a first name and a surname: a name of three or more words
English knows whose first is no first name ("Clean Water Forward"), or whose last word is a plural
or a gerund, which no surname is ("Hope Rising", "Bright Futures"), names no person. Two common
words may still be someone's name or nickname ("Wild Rose", "Sunny Side"): left to the rest of
the evidence.
Where the name's last word already says what it names ("... Foundation", "... Street") the name's
own head decides (:mod:`hippograph.ingestion.extract.contextual_types`).
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extraction import Extraction
from hippograph.lexicon import CALENDAR_WORDS
from hippograph.ontology import Ontology, default_ontology


def worded_name(name: str, words: frozenset[str], first_name: bool) -> bool:
    """Whether ``name`` is made of common English words (``words``: the base forms English
    knows) in a way no person's name is; ``first_name``: its first word is a known first name.

    >>> words = frozenset({"hope", "rise", "rising", "green", "root", "tom", "baker"})
    >>> worded_name("Hope Rising", words, True), worded_name("Green Roots", words, False)
    (True, True)
    >>> worded_name("Tom Baker", words, True), worded_name("Tom Okafor", words, True)
    (False, False)
    """
    parts = name.split()
    if not words or len(parts) < 2 or not all(p.isalpha() and p[:1].isupper() for p in parts):
        return False
    lowered = [p.casefold() for p in parts]
    if any(w in CALENDAR_WORDS for w in lowered):
        return False  # "Boxing Day", "Good Friday": days, not organisations
    if not all(w in words or _stem(w) in words for w in lowered):
        return False  # a surname English does not know ("Tom Okafor")
    if not first_name and len(parts) > 2:
        return True  # "Clean Water Forward": three common words are no first name and surname
    return no_surname(name, words)  # "Hope Rising", "Green Roots" ("Wild Rose" may be someone)


def no_surname(name: str, words: frozenset[str] | None = None) -> bool:
    """Whether the last word of ``name`` is a plural or a gerund, which no surname is ("Hope
    Rising", "Green Roots"); ``words``, when given, must know the plural's singular."""
    last = name.split()[-1].casefold() if name.split() else ""
    if last.endswith("ing") and len(last) > 5:
        return True
    plural = last.endswith("s") and not last.endswith(("ss", "us", "is"))
    return plural and (words is None or last[:-1] in words or last[:-2] in words)


def _stem(word: str) -> str:
    for ending, base in (("ies", "y"), ("ing", ""), ("s", "")):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word[: -len(ending)] + base
    return word


_HUNG = frozenset({"amod", "compound", "npadvmod", "advmod", "dep", "nmod"})


def repair_worded_names(doc: Doc, words: frozenset[str]) -> None:
    """Make a name of common words that opens a sentence one name, its subject, where the small
    model split it: "Open Hands works in Malawi" parsed "Open" an adjective of "Hands", "Hope
    Rising works in Malawi" parsed "Rising" a modifier of the verb, which is left without a
    subject. Only capitalised words that open the sentence, two or more, and only when the last
    is a common word (a person's name stays as parsed: "Poor Hannah lost her job")."""
    for sentence in doc.sents:
        run = _opening_capitals(sentence)
        if len(run) < 2 or (run[-1].lower_ not in words and run[-1].lemma_.casefold() not in words):
            continue
        if not no_surname(" ".join(t.text for t in run), words):
            continue  # "Sunny Side is ...": two words that may be anyone's name, parsed as they are
        last = run[-1]
        verb = last.head
        if _verbless_headline(sentence, verb, words, run):  # "Faith Rising works in ...": "works" a noun
            verb.pos_, verb.tag_, verb.lemma_ = "VERB", "VBZ", verb.lower_[:-1]
        subjectless = verb.pos_ in {"VERB", "AUX"} and verb.i > last.i and last.dep_ in _HUNG
        subjectless = subjectless and not any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children)
        split = last.dep_ in {"nsubj", "nsubjpass"} and any(t.dep_ == "amod" and t.head == last for t in run)
        if not (subjectless or split):
            continue
        if subjectless:
            last.dep_ = "nsubj"
        last.pos_, last.tag_ = "PROPN", "NNPS" if last.tag_ in {"NNS", "NNPS"} else "NNP"
        for token in run[:-1]:
            token.head, token.dep_, token.pos_, token.tag_ = last, "compound", "PROPN", "NNP"


def operating(result: Extraction, ontology: Ontology | None = None) -> None:
    """Map again, in place, each edge a person's verb of work states from an organisation ("Hope
    Rising works in Malawi": not WORKS_IN, which only people do) as the verb an organisation
    does it with ("operate in": OPERATES_IN), when the ontology declares that one for the types."""
    known = ontology or default_ontology()
    types = {e.name.casefold(): e.type for e in result.entities}
    for i, edge in enumerate(result.edges):
        source, target = types.get(edge.source_name.casefold()), types.get(edge.target_name.casefold())
        words = (edge.predicate or "").split()
        if (
            source != "Org"
            or target is None
            or words[:1] != ["work"]
            or not known.has_relation(edge.relation)
        ):
            continue
        if known.relation(edge.relation).allows(source, target):
            continue
        found = known.relation_for_predicate(" ".join(["operate", *words[1:]]), source, target)
        if found is not None:
            result.edges[i] = replace(edge, relation=found.name)


def _verbless_headline(sentence: Span, root: Token, words: frozenset[str], name: list[Token]) -> bool:
    """A sentence without a verb whose root is a plural noun English also has as a verb, with
    a preposition after it: the third person of that verb ("works in", "operates across")."""
    if root.dep_ != "ROOT" or root.tag_ != "NNS" or not root.lower_.endswith("s"):
        return False
    if any(t.pos_ in {"VERB", "AUX"} for t in sentence if t not in name):
        return False
    return root.lower_[:-1] in words and any(c.dep_ == "prep" for c in root.children)


def _opening_capitals(sentence: Span) -> list[Token]:
    run: list[Token] = []
    for token in sentence:
        if not (token.is_title and token.is_alpha) or token.lower_ == "i" or token.pos_ in {"PRON", "DET"}:
            break
        if token.pos_ in {"AUX"} or (token.pos_ == "VERB" and token.dep_ == "ROOT"):
            break
        run.append(token)
    return run


__all__ = ["no_surname", "operating", "repair_worded_names", "worded_name"]
