"""Instruction rules for the rule-based extractor: spaCy ``Matcher`` patterns for what the user
asks of the assistant ("keep your answers short", "call me Max"), and the words that may come
before such an instruction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hippograph.ingestion.rules import LANGUAGES, lexicon

# ----------------------------------------------------------------------------------------------
# Instructions to the assistant. Each rule is a spaCy Matcher pattern; the value is what follows
# the match up to the end of the clause (or the part of the match from ``value_from`` on),
# put into ``template``.
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AgentRule:
    key: str
    field: str
    pattern: tuple[dict[str, Any], ...]
    template: str = "{}"
    value_from: int | None = None  # take the value from this pattern position, not after it
    value_to: int | None = None  # ... up to this pattern position, not to the end of the clause
    instruction: bool = False  # only at the start of an instruction ("please ...", "can you ...")
    in_questions: bool = False
    lexicon: frozenset[str] | None = None
    proper: bool = False  # value must be a proper name
    confidence: float = 0.9


def _lower(*words: str) -> dict[str, Any]:
    return {"LOWER": {"IN": list(words)}}


def _lemma(*words: str) -> dict[str, Any]:
    return {"LEMMA": {"IN": list(words)}}


_OPT = "?"
_YOU = _lower("you")
_ME = {"LOWER": "me", "OP": _OPT}
_NOT = {"LOWER": {"IN": ["not", "n't", "never"]}}
_ANSWERS = _lemma("answer", "response", "reply", "message", "explanation", "text", "summary")
_TALK = _lemma("talk", "speak", "reply", "respond", "answer", "write", "text", "chat")
_HUMOR_ADJ = _lower(
    "funny", "funnier", "sarcastic", "playful", "witty", "serious", "silly", "goofy",
    "humorous", "cheeky", "dry",
)  # fmt: skip

AGENT_RULES: tuple[AgentRule, ...] = (
    AgentRule("call_you", "nickname", (_lemma("call", "name"), _YOU), proper=True, confidence=0.9),
    AgentRule("your_name", "nickname", (_lower("your"), _lower("name"), _lemma("be")), proper=True,
              confidence=0.85),
    AgentRule("answer_in", "communication_lang",
              (_TALK, {"LOWER": {"IN": ["to", "with"]}, "OP": _OPT}, _ME, _lower("in")),
              instruction=True, in_questions=True, lexicon=LANGUAGES),
    AgentRule("lets_speak", "communication_lang",
              (_lower("let"), _lower("'s", "us"), _TALK, {"LOWER": "in", "OP": _OPT}),
              in_questions=True, lexicon=LANGUAGES),
    AgentRule("like_your_humor", "humor_style",
              (_lemma("like", "love", "enjoy", "appreciate"), _lower("your"),
               {"POS": "ADJ", "OP": "*"}, _lemma("humor", "humour", "joke", "pun", "sarcasm")),
              value_from=2),
    AgentRule("be_funny", "humor_style", (_lemma("be"), {"LOWER": {"IN": ["more", "less"]},
              "OP": _OPT}, _HUMOR_ADJ), value_from=1, instruction=True, in_questions=True),
    AgentRule("no_jokes", "humor_style", (_lemma("do"), _NOT, _lemma("joke", "make")),
              template="no jokes", instruction=True),
    AgentRule("no_more_jokes", "humor_style", (_lower("no"), {"LOWER": "more", "OP": _OPT},
              _lemma("joke", "pun")), template="no jokes", instruction=True),
    AgentRule("stop_joking", "humor_style", (_lemma("stop"), _lemma("joke", "joking", "make")),
              template="no jokes", instruction=True),
    # a measured length is a format to keep, not a tone: "keep your summaries to three bullet points"
    AgentRule("measured_answers", "instruction",
              (_lemma("keep", "limit", "cap", "make"), {"LOWER": {"IN": ["your", "the", "my"]}, "OP": _OPT},
               _ANSWERS, _lower("to", "under", "below", "within", "at", "in", "around", "about"),
               {"LOWER": {"IN": ["most", "least", "max", "maximum", "a", "one"]}, "OP": _OPT},
               {"LIKE_NUM": True}),
              value_from=1, instruction=True, in_questions=True),
    AgentRule("keep_answers", "tone_preference",
              (_lemma("keep", "make"), {"LOWER": {"IN": ["your", "the", "my"]}, "OP": _OPT},
               _ANSWERS), template="{} answers", instruction=True, in_questions=True),
    AgentRule("keep_it", "tone_preference", (_lemma("keep"), _lower("it", "things")),
              template="{} answers", instruction=True, in_questions=True),
    AgentRule("be_more", "tone_preference", (_lemma("be"), _lower("more", "less")), value_from=1,
              instruction=True, in_questions=True),
    AgentRule("be_adj", "tone_preference",
              (_lemma("be"), _lower("concise", "brief", "blunt", "direct", "formal", "casual",
                                    "informal", "honest", "gentle", "friendly", "terse")),
              value_from=1, instruction=True, in_questions=True),
    AgentRule("talk_more", "tone_preference", (_TALK, _lower("more", "less")), value_from=1,
              instruction=True, in_questions=True),
    AgentRule("dont_use", "tone_preference", (_lemma("do"), _NOT, _lemma("use")),
              template="no {}", instruction=True),
    AgentRule("stop_using", "tone_preference", (_lemma("stop", "avoid"), _lower("using")),
              template="no {}", instruction=True),
    AgentRule("prefer_answers", "tone_preference",
              ({"LOWER": "i"}, {"LOWER": {"IN": ["'d", "would"]}, "OP": _OPT},
               _lemma("prefer", "like", "love", "want"),
               {"POS": {"IN": ["ADJ", "NOUN", "ADV"]}, "OP": "+"}, _ANSWERS), value_from=3),
    AgentRule("tend_to", "self_correction", (_YOU, _lemma("tend"), _lower("to"))),
    AgentRule("you_keep", "self_correction", (_YOU, _lemma("keep"), {"TAG": "VBG"}),
              value_from=2),
    AgentRule("you_too", "self_correction", (_YOU, _lemma("be"), _lower("too", "overly")),
              value_from=2),
    AgentRule("you_always", "self_correction",
              (_YOU, _lower("always", "constantly"), {"POS": "VERB"}), value_from=2,
              confidence=0.8),
    AgentRule("no_need_to_ask", "trust_level",
              (_YOU, {"LEMMA": "do", "OP": _OPT}, _NOT, _lemma("need", "have"), _lower("to"),
               _lemma("ask", "check", "confirm"), {"LOWER": "with", "OP": _OPT}, _ME,
               {"LOWER": "first", "OP": _OPT},
               _lower("before", "for", "about", "when")), template="autonomous: {}"),
    AgentRule("without_asking", "trust_level",
              (_YOU, _lemma("can", "may"),
               {"LOWER": {"NOT_IN": ["without", "not", "n't"]}, "OP": "+"},
               _lower("without"), _lemma("ask", "asking", "check", "checking", "confirm")),
              template="autonomous: {}", value_from=2, value_to=3),
    AgentRule("not_without_asking", "trust_level",
              (_lemma("do"), _NOT, {"LOWER": {"NOT_IN": ["without"]}, "OP": "+"},
               _lower("without"), _lemma("ask", "asking", "check", "checking", "confirm")),
              template="confirm: {}", value_from=2, value_to=3, instruction=True),
    AgentRule("call_me", "name", (_lemma("call"), _lower("me")), proper=True, instruction=True),
    AgentRule("feel_free", "trust_level", (_lower("feel"), _lower("free"), _lower("to")),
              template="autonomous: {}"),
    AgentRule("ask_before", "trust_level",
              (_lemma("ask", "check", "confirm"), {"LOWER": {"IN": ["me", "with"]}, "OP": _OPT},
               _ME, {"LOWER": "first", "OP": _OPT}, _lower("before")),
              template="confirm: {}", instruction=True),
)  # fmt: skip

# Words that may come before an instruction's verb: "please", "from now on,", "can you".
INSTRUCTION_PREFIX = lexicon(
    """please pls plz kindly also and just so ok okay from now on going forward , can could would
    will you try to always in the future"""
)
