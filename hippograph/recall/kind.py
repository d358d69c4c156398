"""The kind of thing a question asks for, matched to what each fact's value is.

"What *sport* am I into?", "which *city* do I live in?", "what *kind of pet* do I own?": the noun
a question word determines names the class of the answer (the subject of "what is my …?" names
a field instead: "what's my *job*?" is answered by a nurse, which is no job). A person's facts
all sit near a question about them, and the field's meaning alone does not tell "play:
volleyball" from "hobby: cello" for "what sport am I into?"; the value does: volleyball is a
sport, the cello is not. Each fetched fact's value, alone and as "field: value" (the text its own
vector encodes, less the subject), is compared with the kind noun (the nearer counts), and a fact
near it is multiplied by ``1 + boost × strength``, strength rising from 0 at :data:`LOW` to 1 at
:data:`HIGH` (as a field's meaning does in :mod:`hippograph.recall.predicate`); the others keep
their score. The reason is kept for the explanation.

>>> match = KindMatch({("play", "volleyball"): (1.0, "sport", 0.64)}, 0.5)
>>> match.factor("play", "volleyball"), match.factor("hobby", "cello")
(1.5, 1.0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from hippograph.ingestion.embedder import AsyncEmbedder
from hippograph.text import fact_embedding_text

LOW = 0.4  # a value this near the kind noun (cosine) or less: not one of that kind ("role:
# veterinarian" is at 0.42 from "pet": near in meaning, of another kind)
HIGH = 0.6  # this near or nearer: surely one
Said = tuple[str, str]  # a fact's (field, value)


@dataclass(frozen=True)
class KindMatch:
    """Facts whose value is of the kind the question asks for ((field, value) → (strength 0..1,
    the kind noun, the cosine)) and the boost they give."""

    strengths: dict[Said, tuple[float, str, float]] = field(default_factory=dict)
    boost: float = 0.0

    def factor(self, name: str, value: str) -> float:
        found = self.strengths.get((name, value))
        return 1.0 + self.boost * found[0] if found else 1.0

    def reason(self, name: str, value: str) -> str | None:
        found = self.strengths.get((name, value))
        if found is None:
            return None
        return f"the question asks for a {found[1]}; '{value[:40]}' is one ({found[2]:.2f})"


async def kind_match(
    embedder: AsyncEmbedder, kinds: Iterable[str], facts: Iterable[Said], boost: float
) -> KindMatch:
    """How near each fact of ``facts`` is to the nearest of ``kinds`` (the question's kind nouns,
    lemmas): none when the question names no kind. The kind word itself is taken out of the
    value first: "practises music every evening" says the word "music" (the full-text channel
    has counted it) but is no music; "Brazilian jazz" is."""
    nouns = list(dict.fromkeys(kinds))
    said = list(dict.fromkeys(facts))
    if not nouns or not said or boost <= 0:
        return KindMatch()
    # The value alone ("swimming" is a sport) and with its field ("city: Leeds" is a city): the
    # nearer counts.
    pairs = [
        (one, noun, text)
        for one in said
        for noun in nouns
        if (rest := _without(one[1], noun))
        for text in (rest, fact_embedding_text(None, one[0], rest))
    ]
    if not pairs:
        return KindMatch()
    texts = list(dict.fromkeys(text for _, _, text in pairs))
    encoded = await embedder.embed(nouns + texts, urgent=True)
    vectors = {text: _unit(vector) for text, vector in zip(nouns + texts, encoded, strict=True)}
    strengths: dict[Said, tuple[float, str, float]] = {}
    for one, noun, text in pairs:
        cosine = float(vectors[noun] @ vectors[text])
        strength = min(1.0, (cosine - LOW) / (HIGH - LOW))
        if strength > 0 and strength > strengths.get(one, (0.0, "", 0.0))[0]:
            strengths[one] = (strength, noun, cosine)
    return KindMatch(strengths, boost)


def _without(value: str, noun: str) -> str:
    """``value`` without the words that are ``noun`` (or its plural)."""
    forms = {noun, noun + "s", noun + "es"}
    return " ".join(word for word in value.split() if word.lower().strip(".,;:!?'\"") not in forms)


def _unit(vector: Sequence[float]) -> np.ndarray:
    array = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(array))
    return array / norm if norm else array
