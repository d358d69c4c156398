"""Instructions to the assistant: an imperative addressed to it becomes an agent fact.

"Whenever I ask you for a recipe, always include calories", "Remind me to water the ferns on
Sundays", "Don't ever use emojis": a clause whose main verb is a bare imperative (no subject of its
own) that carries a sign of a standing request -- a condition ("whenever", "when I ..."), "always"
/ "never" / "don't", or the speaker as its object ("remind me", "with me"). Social imperatives
between people ("take care", "have fun", "look at this", "keep it up") are not instructions, but a
verb of asking ("give", "tell", "check") is one when it carries a standing sign ("Always give me
the short version first"). A verb of ceasing over a gerund with its object forbids that act ("Stop
suggesting recipes with mushrooms", "Avoid booking red-eye flights"), and a polite question with
a standing sign asks for a rule ("Could you always cite your sources?"). The value is the
instruction as said, without its politeness markers; it is never a user routine.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from hippograph.ingestion.extract.agentive import VERBS_KEY
from hippograph.ingestion.extract.attitudes import dropped_experiencer, dropped_opiner
from hippograph.ingestion.extract.relayed_requests import relayed_request
from hippograph.ingestion.extraction import AGENT, SPEAKER, FactCandidate
from hippograph.ingestion.rules import FIELDS, lexicon

FIELD = "instruction"
SOCIAL = lexicon(
    """have take look check let enjoy thank see hang stay go come wish congratulate congrats tell
    say hold wait imagine guess forget remember trust believe listen get catch give stop make be do"""
)
SIGNS = lexicon("always never ever whenever when if every each me my your from only forward future")
LEADING = lexicon("please also and so oh ok okay then just")
# What makes a request a standing one rather than a favour asked once.
STANDING = lexicon("always never whenever every each anymore only forward future")
# Social verbs that ask something of the listener: a request when it stands ("always tell me ...").
ASKING = lexicon("give tell check make get do say")
# Verbs whose gerund names an act to give up: "stop sending me links", "avoid booking red-eyes".
CEASING = lexicon("stop quit avoid")
POLITE = lexicon("can could would will")
INDEFINITE = lexicon("anything something everything")


def read_instruction(span: Span, asked: bool = False) -> FactCandidate | None:
    """The sentence as an instruction to the assistant, or None. ``asked``: the sentence is a
    question, read only as a polite request for a standing rule."""
    text = span.text.strip()
    if not text:
        return None
    root = span.root
    if asked or text[-1] == "?":
        polite = _polite_request(span)
        return _fact(_words(polite)) if polite is not None else None
    if text[-1] == "!":
        return None
    named = _naming_request(root)
    if named is not None:  # "I'd like you to call me Captain": what the speaker is called
        return named
    wished = _wished(root) or _obliged(root)
    if wished is not None:  # "I'd like you to be more direct with me", "You should always ..."
        return _fact(_words(wished))
    preferred = _preferred(root)
    if preferred is not None:  # "I'd rather you didn't use emojis", "it would help if you ..."
        return _fact(preferred)
    occasion = _after_occasion(root)  # "Next time I ask about trains, check for strikes first"
    relayed = relayed_request(root) if _unsaid_subject(root) else None  # "remember to check ..."
    if occasion is None and relayed is None and not _imperative(root):
        return None
    words = {t.lower_ for t in span}
    signs = SIGNS | OCCASIONS if relayed is not None else SIGNS  # "... before suggesting hikes"
    if not words & signs and not _forbids(root) and not _next_time(span):
        return None
    if any(c.dep_ == "prt" and c.lower_ in {"up", "going"} for c in root.children):
        return None
    value = _value(span)
    if len(value.split()) < 2:
        return None
    return _fact(value)


STANDING_PHRASE = lexicon("from now on in the future going forward")
# When a relayed request is to be done: "remember to check the weather before suggesting hikes".
OCCASIONS = lexicon("before after")
NAMING = lexicon("call address name")


def _naming_request(root: Token) -> FactCandidate | None:
    """ "Call me Bea", "I'd like you to call me Captain", "address me as Dr. Lindgren": the
    speaker asks to be called by a name, bare or as a wish: the name is the speaker's."""
    verbs = [root] if _bare_verb(root) else []
    if root.lemma_ in WISHING and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in root.children):
        verbs += [c for c in root.children if c.dep_ in {"ccomp", "xcomp"}]
    for verb in verbs:
        if verb.lemma_ not in NAMING or not any(c.dep_ == "dobj" and c.lower_ == "me" for c in verb.children):
            continue
        if any(c.dep_ == "neg" or c.lower_ == "never" for c in verb.children):
            continue  # "Don't ever call me Bob": the name the speaker refuses
        name = _name_given(verb)
        if name is not None:
            spec = FIELDS["name"]
            return FactCandidate("user", spec.domain_id, "name", name, 0.9, SPEAKER)
    return None


def _name_given(verb: Token) -> str | None:
    """The name a verb of naming gives: its complement ("call me Sam") or its "as" ("address me
    as Dr. Lindgren"), a proper noun."""
    said = [c for c in verb.children if c.dep_ in {"oprd", "xcomp", "attr", "npadvmod"}]
    said += [o for p in verb.children if p.dep_ == "prep" and p.lower_ == "as" for o in p.children]
    for word in said:
        if word.pos_ == "PROPN":
            parts = [t for t in word.subtree if t.pos_ == "PROPN" or t.text == "."]
            return " ".join(t.text for t in parts).replace(" .", ".")
    return None


def _fact(value: str) -> FactCandidate:
    spec = FIELDS[FIELD]
    return FactCandidate("agent", spec.domain_id, FIELD, value, 0.8, AGENT)


WISHING = lexicon("like want need prefer")
UNSAID = frozenset({"punct", "mark"})  # "that" of "I prefer that you ...": no word of the rule
# Verbs of a manner the assistant keeps in every answer: asked for once, they hold from then on.
MAINTAINING = lexicon("keep use avoid limit stick")
# What one wishes of someone once, as a courtesy: "I want you to know", "I'd like you to meet".
WISHED_SOCIAL = lexicon("know meet see come visit have enjoy feel understand hear imagine")


def _wished(root: Token) -> list[Token] | None:
    """ "I'd like you to ...", "I want you to always ...": what the speaker asks the assistant
    to do, said as a wish; the words of the wished clause from its verb on."""
    if root.lemma_ not in WISHING or not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in root.children):
        return None
    if any(c.dep_ == "neg" for c in root.children):
        return None
    asked = any(c.dep_ == "dobj" and c.lower_ == "you" for c in root.children)  # "like you to keep"
    for clause in (c for c in root.children if c.dep_ in {"ccomp", "xcomp"}):
        told = any(c.dep_ == "nsubj" and c.lower_ == "you" for c in clause.children)
        if not (told or (asked and clause.dep_ == "xcomp")):
            continue
        if clause.lemma_ in WISHED_SOCIAL:
            return None  # "I want you to know ...", "I'd like you to meet my sister": not a rule
        words = [t for t in clause.subtree if t.dep_ not in UNSAID and t.lower_ not in {"you", "to"}]
        # "be more direct", "keep it short", "use metric units": a manner to keep, not a task
        standing = {t.lower_ for t in words} & SIGNS or clause.lemma_ == "be" or clause.lemma_ in MAINTAINING
        return words if len(words) >= 2 and standing else None
    return None


# Verbs of a conditional request: "I'd appreciate it if you ...", "it would help if you ...".
REQUESTING = lexicon("appreciate help like love prefer")
# Verbs of a standing preference: "I'd prefer (that) you ...", what the speaker always wants.
PREFERRING = lexicon("prefer")
HYPOTHETICAL = lexicon("would 'd")
# What it would be if the assistant did something: "it'd be great if you kept replies short".
APPROVING = lexicon("great good nice helpful better best ideal useful lovely brilliant handy easier")


def _preferred(root: Token) -> str | None:
    """A preference about what the assistant does, said as a wish in the conditional: "I'd rather
    you didn't use emojis", "I would prefer that you keep answers short", "I'd appreciate it if
    you called me Sam", "it would help if you used metric units". The assistant's clause, its
    verb in the plain form ("call me Sam", "don't use emojis")."""
    if _rather_you(root):  # "I'd rather you answered ..." parsed with "answered" as the root
        return _plain(root)
    conditional = root.lemma_ in HYPOTHETICAL or any(
        c.dep_ == "aux" and c.lower_ in HYPOTHETICAL for c in root.children
    )
    # "I prefer that you keep answers brief": a preference said in the present stands as well
    stated = root.lemma_ in PREFERRING and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in root.children)
    if not (conditional or stated):
        return None
    for clause in (c for c in root.children if c.dep_ in {"ccomp", "advcl"}):
        if not any(c.dep_ == "nsubj" and c.lower_ == "you" for c in clause.children):
            continue
        marks = {c.lower_ for c in clause.children if c.dep_ == "mark"}
        rather = any(c.lower_ == "rather" for c in [*clause.children, *root.children])
        approving = root.lemma_ == "be" and any(
            c.dep_ == "acomp" and c.lower_ in APPROVING for c in root.children
        )
        if not (
            rather
            or (root.lemma_ in PREFERRING and marks <= {"that"})
            or ((root.lemma_ in REQUESTING or approving) and "if" in marks)
        ):
            continue
        if clause.lemma_ in WISHED_SOCIAL:
            return None
        return _plain(clause)
    return None


def _rather_you(verb: Token) -> bool:
    """ "you" does it, "rather", and the speaker's "I'd" hangs off the same verb."""
    children = list(verb.children)
    you = any(c.dep_ == "nsubj" and c.lower_ == "you" for c in children)
    rather = any(c.lower_ == "rather" for c in children)
    speaker = any(
        c.lower_ in HYPOTHETICAL and any(g.dep_ == "nsubj" and g.lower_ == "i" for g in c.children)
        for c in children
    )
    return you and rather and speaker


def _plain(verb: Token) -> str | None:
    """The clause from its verb on, the verb in its plain form, a negation as "don't"."""
    negated = any(c.dep_ == "neg" for c in verb.children)
    rest = [
        t
        for t in verb.subtree
        if t.i > verb.i and t.dep_ != "punct" and not (t.head.i == verb.i and t.dep_ in {"neg", "aux"})
    ]
    words = [verb.lemma_.casefold(), *(t.text for t in rest)]
    value = " ".join(["don't", *words] if negated else words)
    return value if len(value.split()) >= 2 else None  # "don't swear", not "swear"


OBLIGING = lexicon("should must")
NEEDING = lexicon("need have")
CONDITIONS = lexicon("when whenever if once")


def _obliged(root: Token) -> list[Token] | None:
    """ "You should always cite your sources", "You need to remind me every April": what the
    assistant is told it must do, as a standing rule; the words from the sign or verb on."""
    you = next((c for c in root.children if c.dep_ == "nsubj" and c.lower_ == "you"), None)
    if you is None or any(c.dep_ == "neg" and c.lower_ != "never" for c in root.children):
        return None
    verb: Token | None = root
    if root.lemma_ in NEEDING:  # "you need to remind me": the duty is the infinitive
        verb = next((c for c in root.children if c.dep_ == "xcomp" and c.pos_ == "VERB"), None)
    elif not any(c.dep_ == "aux" and c.lower_ in OBLIGING for c in root.children):
        return None
    if verb is None or verb.lemma_ in SOCIAL or verb.lemma_ == "be" or not _standing(root.sent):
        return None
    words = [t for t in root.sent if t.i > you.i and not t.is_punct and t.lower_ not in OBLIGING]
    words = [t for t in words if t.lower_ not in {"to", "please"} or t.i > verb.i]
    words = [t for t in words if t.i >= verb.i or (t.head.i == root.i and t.dep_ in {"advmod", "neg"})]
    return words if len(words) >= 2 else None


def _standing(sent: Span) -> bool:
    """A sign that a request holds from now on: "always", "never", "every time", "next time", or
    a condition on what the speaker does ("when I ask for a summary, ...")."""
    if any(t.lower_ in STANDING for t in sent) or _next_time(sent):
        return True
    return any(
        t.dep_ == "advcl"
        and t.tag_ in {"VB", "VBP"}  # "when I ask", not "when I was a kid"
        and any(c.dep_ in {"mark", "advmod"} and c.lower_ in CONDITIONS for c in t.children)
        and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in t.children)
        for t in sent
    )


def _words(tokens: list[Token]) -> str:
    return "".join(t.text_with_ws for t in tokens).strip(" ,")


def _polite_request(span: Span) -> list[Token] | None:
    """ "Could you always cite your sources?", "Can you never use bullet points?": a question
    asking the assistant to do something as a rule; the words from the sign or verb on."""
    root = span.root
    if root.pos_ != "VERB" or not any(c.dep_ == "aux" and c.lower_ in POLITE for c in root.children):
        return None
    if not any(c.dep_ == "nsubj" and c.lower_ == "you" for c in root.children):
        return None
    if any(c.dep_ == "neg" and c.lower_ != "never" for c in root.children):
        return None  # "Can't you just ...?": a complaint
    if not _standing(span) and not _ceasing(root):  # "Could you stop using my full name?"
        return None
    you = next(c.i for c in root.children if c.dep_ == "nsubj")
    words = [t for t in span if t.i > you and not t.is_punct and t.lower_ != "please"]
    return words if len(words) >= 2 else None


def _imperative(root: Token) -> bool:
    # "VBP" too: a bare verb after a condition is often tagged as a present tense
    if not _bare_verb(root):
        return False
    if root.lemma_ in SOCIAL and not _asking(root) and not _ceasing(root) and not _kept_manner(root):
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in root.children):
        return False
    if dropped_experiencer(root):
        return False  # "Really miss my old neighborhood": the speaker's feeling, their "I" dropped
    if dropped_opiner(root):
        return False  # "Hope your trip went well": the speaker's hope, their "I" dropped
    return not any(
        c.dep_ == "aux" and c.lower_ in {"to", "will", "'ll", "would", "can"} for c in root.children
    )


def _standing_words(prep: Token) -> bool:
    """ "from now on", "in future", "going forward": a phrase that only says the rule stands."""
    words = {t.lower_ for t in prep.subtree}
    return words <= STANDING_PHRASE and bool(words & {"now", "future", "forward"})


def _kept_manner(root: Token) -> bool:
    """ "Whenever I mention my mum, be gentle", "Always be honest with me": a manner asked of the
    assistant with a standing sign (without one, "be careful!" is a courtesy)."""
    return root.lemma_ == "be" and any(c.dep_ == "acomp" for c in root.children) and _standing(root.sent)


def _unsaid_subject(root: Token) -> bool:
    """A bare verb with no subject: an imperative ("Be sure to ...": the tagger's auxiliary too)."""
    bare = _bare_verb(root) or (root.lemma_ == "be" and root.tag_ == "VB")
    return bare and not any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in root.children)


def _bare_verb(root: Token) -> bool:
    """A base-form verb; or a verb the tagger took for a noun, first in its sentence but for
    adverbs, with nothing a noun would have ("Only reply with code when I ask")."""
    if root.pos_ == "VERB":  # "put it in my calendar": a base form the tagger took for a past
        return root.tag_ in {"VB", "VBP"} or (root.tag_ == "VBD" and root.lower_ == root.lemma_)
    if root.pos_ != "NOUN" or root.tag_ != "NN" or root.dep_ != "ROOT":
        return False
    if root.lower_ not in root.doc.user_data.get(VERBS_KEY, frozenset()):
        return False
    if any(c.dep_ in {"det", "poss", "amod", "nummod", "compound"} for c in root.children):
        return False
    before = [t for t in root.sent if t.i < root.i and not t.is_punct]
    adverbial = {t.i for c in root.children if c.dep_ in {"prep", "advmod", "npadvmod"} for t in c.subtree}
    return all(t.pos_ == "ADV" or t.lower_ in LEADING or t.i in adverbial for t in before)


def _after_occasion(root: Token) -> Token | None:
    """ "Next time I ask about trains, check for strikes first": the occasion ("I ask", with
    "next time") parsed as the main clause and the request as its conjunct; the request, a bare
    verb of its own with no subject."""
    said_by_me = any(c.dep_ == "nsubj" and c.lower_ in {"i", "we"} for c in root.children)
    if not said_by_me or not _next_time(root.sent):
        return None
    return next(
        (
            c
            for c in root.children
            if c.dep_ == "conj"
            and c.i > root.i
            and c.tag_ in {"VB", "VBP"}
            and not any(g.dep_ in {"nsubj", "nsubjpass"} for g in c.children)
        ),
        None,
    )


def _next_time(span: Span) -> bool:
    """ "Next time I ask about dinner, suggest ...": a condition on the occasions to come."""
    return any(t.lower_ == "time" and t.i > 0 and t.doc[t.i - 1].lower_ == "next" for t in span)


def _asking(root: Token) -> bool:
    """ "Always give me the short version first", "Tell me the forecast every morning": a social
    verb of asking with a named thing asked for, as a standing request."""
    if root.lemma_ not in ASKING or not _named_object(root):
        return False
    return _standing(root.sent)


def _named_object(verb: Token) -> bool:
    return any(c.dep_ == "dobj" and c.pos_ in {"NOUN", "PROPN"} for c in verb.children)


def _ceasing(root: Token) -> bool:
    """ "Stop suggesting recipes with mushrooms", "Avoid recommending anything with gluten": the
    act to give up, a gerund with its own object."""
    if root.lemma_ not in CEASING:
        return False
    for act in (c for c in root.children if c.dep_ == "xcomp" and c.tag_ == "VBG"):
        if _named_object(act):
            return True
        indefinite = any(c.dep_ == "dobj" and c.lower_ in INDEFINITE for c in act.children)
        if indefinite and any(c.dep_ == "prep" for t in (act, *act.children) for c in t.children):
            return True  # "anything with gluten", the "with" often hung on the verb
    return False


def _forbids(root: Token) -> bool:
    """ "Don't recommend recipes with pork": a thing the assistant must not do, named by the
    verb's own object (not "don't worry about it", "don't mention it"); or an act to give up."""
    negated = any(c.dep_ == "neg" for c in root.children)
    return (negated and _named_object(root)) or _ceasing(root)


def _value(span: Span) -> str:
    tokens = list(span)
    while tokens and (tokens[0].lower_ in LEADING or tokens[0].is_punct):
        tokens = tokens[1:]
    if tokens and tokens[0].dep_ == "prep" and tokens[0].head.i == span.root.i:
        end = tokens[0].right_edge.i + 1  # "From now on, reply ...": a standing rule says as much
        if end < span.end and span.doc[end].text == ",":
            tokens = [t for t in tokens if t.i > end]
    while tokens and (tokens[-1].lower_ in {"please", "thanks"} or tokens[-1].is_punct):
        tokens = tokens[:-1]
    preps = [t for t in tokens if t.dep_ == "prep" and t.head.i == span.root.i and t.i > span.root.i]
    last = preps[-1] if preps else None
    if last is not None and tokens and last.right_edge.i == tokens[-1].i and _standing_words(last):
        tokens = [t for t in tokens if t.i < last.i]  # "use metric units from now on": a sign, said
    return "".join(t.text_with_ws for t in tokens).strip(" ,")
