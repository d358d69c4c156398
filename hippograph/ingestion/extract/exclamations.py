"""Exclamations whose "I'm" or "I had" chat dropped: "So proud of my kids!", "Super excited for
our trip to Lisbon!", "Such a fun day at the lake with my cousins!", "What a night with the team
last Friday!".

A sentence with no verb of its own says nothing the clause readers can take. Two verbless shapes
are the speaker's own statement with the subject and verb left out:

- an adjective of feeling, the sentence's root, with what the feeling is about ("proud of my kids",
  "excited for the trip", "excited to see my family"): "I'm" is restored before it;
- an exclamative noun phrase of an occasion ("such a fun day", "what a trip") that the speaker
  places as their own (a possessive of theirs, "with" someone, a date): "I had" is restored before
  it, "what" read as "such".

The message is then parsed again with the words restored (as ``dropped_subjects`` does with a verb
the tagger misread), and the readers see the statement they know. A feeling aimed at the person
spoken to ("So proud of you!") or at a thing of theirs, a verdict on a thing ("Great for
beginners!"), and an occasion not placed as the speaker's ("What a trip!": maybe the other
person's) are left as they are.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from hippograph.ingestion.extract.occasions import GOOD_TIME, OCCASIONS
from hippograph.ingestion.extract.reactions import addressed
from hippograph.ingestion.rules import lexicon

# Adjectives of a person's feeling or state toward something: what "I'm ..." would say.
FEELINGS = lexicon(
    """proud glad happy excited grateful thankful stoked thrilled psyched pumped eager keen ready
    nervous anxious worried scared afraid terrified sad upset tired sick bored obsessed addicted
    hooked crazy curious jealous envious sorry blessed lucky relieved inspired determined
    passionate fond"""
)
# Nouns of a stretch of time one has, beside the occasions: "such a fun day".
SPANS = lexicon("day night time evening morning afternoon week summer")
# Words of degree before an adjective of feeling ("Super excited", "Totally stoked").
DEGREE = lexicon("super so really totally very pretty extremely incredibly truly beyond soo sooo")
OWN = lexicon("my our me us")
TIME_LABELS = frozenset({"DATE", "TIME"})
OBJECTS = frozenset({"pobj", "pcomp"})
NOMINAL = frozenset({"amod", "compound"})


def restored(doc: Doc) -> str | None:
    """``doc``'s text with the dropped "I'm" or "I had" of each verbless exclamation restored,
    or None when it has none.

    >>> # "So proud of my son!" -> "I'm so proud of my son!"
    """
    inserts: dict[int, str] = {}
    for sent in doc.sents:
        found = _feeling(sent) or _occasion(sent)
        if found is not None:
            inserts[found[0].i] = found[1]
    if not inserts:
        return None
    parts = []
    for token in doc:
        if token.i in inserts:
            word = inserts[token.i]
            text = token.text_with_ws
            if word.endswith("had ") and token.lower_ == "what":
                text = "such" + token.whitespace_
            elif (
                token.i == token.sent.start
                and (token.pos_ != "PROPN" or token.lower_ in DEGREE)
                and token.text != "I"
            ):
                text = text[:1].lower() + text[1:]
            parts.append(word + text)
        else:
            parts.append(token.text_with_ws)
    return "".join(parts)


def _verbless(sent: Span, allowed: Token | None = None) -> bool:
    """No verb heading a clause in the sentence but in ``allowed``'s infinitive ("excited to see
    my family"); a participle or gerund inside a noun phrase is none ("the driving test", "proud
    of finishing it")."""
    inside = {t.i for c in allowed.children if c.dep_ == "xcomp" for t in c.subtree} if allowed else set()
    inside |= {t.i for t in sent if t.dep_ in NOMINAL}
    if allowed is not None:
        inside.add(allowed.i)  # the participle of feeling itself
    for token in sent:  # "the new bike I got": a relative clause inside a noun phrase
        if token.dep_ == "relcl" and token.head.pos_ in {"NOUN", "PROPN"}:
            inside |= {t.i for t in token.subtree}
    for token in sent:
        if token.dep_ in {"pcomp", "pobj"} and token.pos_ == "VERB":
            inside |= {t.i for t in token.subtree}
    return not any(t.pos_ in {"VERB", "AUX"} and t.i not in inside for t in sent)


def _feeling(sent: Span) -> tuple[Token, str] | None:
    root = sent.root
    participle = root.tag_ == "VBN" and root.lower_ in FEELINGS  # "obsessed with", "thrilled about"
    if not (root.pos_ == "ADJ" or participle) or sent.text.rstrip().endswith("?"):
        return None
    if root.lemma_.casefold() not in FEELINGS and root.lower_ not in FEELINGS:
        return None
    degree = [c for c in root.children if c.dep_ == "nsubj" and c.i < root.i and c.lower_ in DEGREE]
    if not _verbless(sent, root) or any(
        c.dep_ in {"nsubj", "expl"} and c not in degree for c in root.children
    ):
        return None  # (a capitalised "Super" before the adjective is taken for a name: a degree)
    about = [o for p in root.children if p.dep_ == "prep" for o in p.children if o.dep_ in OBJECTS]
    about += [c for c in root.children if c.dep_ == "xcomp"]
    if not about or any(addressed(t) or t.pos_ == "PRON" for t in about):
        return None  # "So proud of you!", "Glad about it!"
    leading = [c for c in root.children if c.dep_ == "advmod" and c.i < root.i]
    start = min([root, *leading, *degree], key=lambda t: t.i)
    return start, "I'm "


def _occasion(sent: Span) -> tuple[Token, str] | None:
    root = sent.root
    if root.pos_ != "NOUN" or sent.text.rstrip().endswith("?") or not _verbless(sent):
        return None
    lemma = root.lemma_.casefold()
    if lemma not in OCCASIONS and lemma not in SPANS:
        return None
    marks = [c for c in root.children if c.dep_ in {"det", "predet"}]
    exclaiming = any(c.lower_ in {"such", "what"} for c in marks)
    good = any(c.dep_ == "amod" and c.lemma_.casefold() in GOOD_TIME for c in root.children)
    if not (exclaiming or good) or any(addressed(t) for t in root.subtree):
        return None
    phrase = list(root.subtree)
    placed = any(t.lower_ in OWN for t in phrase) or any(t.ent_type_ in TIME_LABELS for t in phrase)
    placed = placed or any(c.dep_ == "prep" and c.lower_ == "with" for c in root.children)
    if not placed:
        return None  # "What a trip!": maybe the other person's
    return phrase[0], "I had "


__all__ = ["restored"]
