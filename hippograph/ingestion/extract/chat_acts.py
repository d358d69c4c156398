"""What the speaker does in the conversation itself: "I'm sending you a photo of the cake", "the
pic I'm sending", "I'll text you the address", "I wanted to share this picture with you".

Sending, showing or telling the person spoken to is the act of the chat, not something a reader
would remember about the speaker; what was sent or told is the content, and is read where it is
said ("the pic is from the festival"). A clause is such an act when its verb is one of passing
something on (:data:`PASSING_ON`) and the one it goes to is the hearer ("you" as the indirect
object, or after "with" / "to"), or when what it passes on is a picture or a link of the chat
itself ("this picture", "the pic I'm sending"). Passing things on to anyone else stays a statement:
"I send my mom flowers every Sunday", "I shared a photo on Instagram"; so does telling the hearer
about something ("I want to tell you about my school event"), which is the news itself.
"""

from __future__ import annotations

from spacy.tokens import Token

from hippograph.ingestion.rules import lexicon

PASSING_ON = lexicon("send share show tell text forward email message mail")
# Things a chat passes on: what "this" / "the" points at is the one in the chat.
CHAT_MEDIA = lexicon("pic pics picture pictures photo photos snap snaps video videos selfie link screenshot")
HEARER = frozenset({"you", "ya", "u"})
DEICTIC = frozenset({"this", "these", "that", "those", "the"})


def chat_act(head: Token) -> bool:
    """True when ``head`` (a clause's verb), or a verb it governs ("wanted to tell you"), passes
    something on to the person spoken to or passes on the chat's own picture or link."""
    verbs = [head, *(c for c in head.children if c.dep_ == "xcomp")]
    return any(_passes_on_in_chat(v) for v in verbs if v.lemma_ in PASSING_ON)


def _passes_on_in_chat(verb: Token) -> bool:
    if any(c.dep_ == "prep" and c.lower_ == "about" for c in verb.children):
        return False  # "tell you about my school event": the news is what is told about
    for child in verb.children:
        if child.dep_ in {"dative", "iobj", "dobj", "obj"} and child.lower_ in HEARER:
            return True  # "sending you a photo", "tell you about my trip"
        to_hearer = any(g.dep_ == "pobj" and g.lower_ in HEARER for g in child.children)
        if child.dep_ == "prep" and child.lower_ in {"with", "to"} and to_hearer:
            return True  # "share this picture with you"
        if child.dep_ in {"dobj", "obj"} and _chat_media(child):
            return True  # "share this snap"
    return verb.dep_ == "relcl" and _chat_media(verb.head)  # "the pic I'm sending"


def _chat_media(noun: Token) -> bool:
    return noun.lemma_.lower() in CHAT_MEDIA and any(
        c.dep_ == "det" and c.lower_ in DEICTIC for c in noun.children
    )


__all__ = ["chat_act"]
