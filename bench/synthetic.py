# Word lists are written as split strings on purpose: a hundred quoted names per list is noise.
# ruff: noqa: SIM905
"""A synthetic but realistic memory namespace for the recall benchmark, grown in steps.

People, places and organisations named from small word lists, typed edges between them and to the
namespace's user, facts in the 14 domains (field and value as the extractor writes them) and the
episodes the facts come from. Everything is deterministic in (seed, fact index), so a namespace can
grow from 10k to 100k to 1M facts without regenerating what is already loaded.

Embeddings: encoding a million texts with the real encoder is too slow here, so only the distinct
*template* texts (``"like: sushi"``, a few thousand) are encoded with the real model; each fact gets
its template's vector plus Gaussian noise (σ per dimension, default 0.02, so cosine ≈ 0.93 to the
template), renormalised. The noise stands in for what the real text adds (the subject's name).
Entities get the normalised sum of their name parts' real vectors plus the same noise.

>>> templates = Templates.build(embed)                          # doctest: +SKIP
>>> ns = SyntheticNamespace("bench", "user-uid", "agent-uid", templates, seed=1)  # doctest: +SKIP
>>> batch = ns.grow(0, 10_000)                                  # doctest: +SKIP
>>> len(batch.facts)                                            # doctest: +SKIP
10000
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
from numpy.typing import NDArray

from hippograph.graph.turns import turn_key

Row = dict[str, Any]
Embed = Callable[[list[str]], list[list[float]]]

NOISE_SIGMA = 0.02
FACTS_PER_ENTITY = 20  # a namespace with N facts knows about N / 20 entities
FACTS_PER_EPISODE = 5
EPISODES_PER_SESSION = 20
USER_FACT_SHARE = 0.2  # one fact in five is about the user themself
AGENT_FACTS = 20
INACTIVE_SHARE = 0.05
START = datetime(2019, 1, 1, tzinfo=UTC)

FIRST_NAMES = (
    "Maria Ana Sofia Lucia Elena Clara Julia Laura Marta Sara Paula Ines Rita Carla Helena Nina Lea Emma "
    "Olivia Mia Chloe Zoe Hannah Grace Alice Ruth Esther Naomi Priya Aisha Mei Yuki Leila Fatima Ingrid "
    "Astrid John David Michael James Daniel Pedro Luis Carlos Jorge Miguel Tomas Paulo Rui Andre Marco "
    "Luca Matteo Leon Felix Oscar Hugo Liam Noah Ethan Omar Ravi Kenji Tariq Sven Lars Bruno Diego Pablo"
).split()
LAST_NAMES = (
    "Silva Santos Costa Pereira Oliveira Ferreira Almeida Carvalho Gomes Martins Rossi Bianchi Romano "
    "Moreau Laurent Dubois Muller Schmidt Weber Fischer Wagner Becker Smith Johnson Brown Taylor Wilson "
    "Evans Walker Wright Green Hall Clarke Novak Kowalski Horvat Petrov Ivanova Jensen Larsen Nilsson "
    "Berg Tanaka Sato Suzuki Kim Park Chen Wang Li Singh Patel Khan Haddad Mensah Okafor Garcia Lopez"
).split()
CITIES = (
    "Porto Lisbon Madrid Barcelona Seville Paris Lyon Marseille Berlin Munich Hamburg Vienna Zurich Geneva "
    "Milan Rome Naples Turin Amsterdam Rotterdam Brussels Antwerp Copenhagen Stockholm Oslo Helsinki "
    "Dublin London Manchester Edinburgh Glasgow Prague Warsaw Krakow Budapest Athens Istanbul Cairo "
    "Nairobi Lagos Tokyo Osaka Kyoto Seoul Beijing Shanghai Singapore Bangkok Mumbai Delhi Sydney "
    "Melbourne Toronto Montreal Vancouver Boston Chicago Austin Denver Seattle Portland"
).split()
PLACE_KINDS = (
    "Cafe Park Gym Library Market Station Bakery Museum Clinic Beach Harbour Square Garden Theatre "
    "Bookshop Pool Hostel Bistro Hall Studio"
).split()
ORG_WORDS = (
    "Acme Initech Globex Umbrella Stark Wayne Hooli Vandelay Soylent Cyberdyne Tyrell Wonka Aperture "
    "Massive Pied Oscorp Nakatomi Gringotts Monarch Zenith Apex Blue North Silver Bright Quantum Vertex "
    "Nimbus Orion Atlas"
).split()
ORG_KINDS = "Labs Corp Systems Bank Studios Foods Health Logistics Partners Media Capital Robotics".split()

_POOLS: dict[str, list[str]] = {
    "food": (
        "sushi|ramen|pizza|tacos|curry|pasta carbonara|grilled sardines|pad thai|falafel|dumplings|"
        "pho|paella|croissants|dark chocolate|spicy food|vegan burgers|cheesecake|mango sticky rice|"
        "bacalhau|risotto|kimchi|burritos|lasagna|dim sum|oysters|green tea ice cream|miso soup|tapas"
    ).split("|"),
    "drink": "espresso|green tea|red wine|craft beer|oat milk lattes|sparkling water|matcha|gin tonic".split(
        "|"
    ),
    "music": (
        "jazz|classical piano|techno|fado|indie rock|hip hop|bossa nova|k-pop|heavy metal|folk music|"
        "opera|lo-fi beats|blues|reggae"
    ).split("|"),
    "hobby": (
        "rock climbing|running|surfing|chess|painting|photography|gardening|baking|knitting|yoga|"
        "cycling|hiking|board games|pottery|birdwatching|swimming|tennis|playing guitar|reading sci-fi|"
        "woodworking|salsa dancing|video games|sailing|calligraphy|bouldering|skiing"
    ).split("|"),
    "allergen": "peanuts|shellfish|pollen|cats|penicillin|gluten|dust mites|bee stings|lactose|eggs".split(
        "|"
    ),
    "condition": (
        "asthma|migraines|type 1 diabetes|high blood pressure|lower back pain|insomnia|eczema|anxiety|"
        "celiac disease|a knee injury|iron deficiency"
    ).split("|"),
    "medication": (
        "ibuprofen|insulin|an inhaler|melatonin|vitamin D|antihistamines|metformin|sertraline"
    ).split("|"),
    "diet": "vegetarian|vegan|keto|no red meat|intermittent fasting|low sugar|pescatarian|halal".split("|"),
    "language": (
        "Portuguese|Spanish|French|German|Italian|Japanese|Mandarin|Korean|Arabic|Hindi|Dutch|Swedish|Polish"
    ).split("|"),
    "trait": (
        "introverted|curious|impatient|organised|stubborn|empathetic|perfectionist|optimistic|anxious|"
        "talkative|calm under pressure|competitive"
    ).split("|"),
    "emotion": (
        "nervous before presentations|afraid of flying|stressed about deadlines|lonely on weekends|"
        "anxious in crowds|happy when cooking|calm near the sea|frustrated by meetings"
    ).split("|"),
    "belief": (
        "climate change is urgent|education should be free|hard work pays off|people are mostly good|"
        "animals have rights|privacy matters"
    ).split("|"),
    "cares_about": "honesty|family|freedom|kindness|loyalty|creativity|fairness|independence".split("|"),
    "skill": (
        "Python|machine learning|public speaking|carpentry|first aid|accounting|UX design|Kubernetes|"
        "negotiation|video editing|statistics|sign language|welding|copywriting"
    ).split("|"),
    "subject": (
        "computer science|economics|architecture|nursing|law|biology|philosophy|graphic design|physics|"
        "marketing|history|mechanical engineering"
    ).split("|"),
    "role": (
        "software engineer|nurse|teacher|product manager|data scientist|architect|chef|accountant|"
        "graphic designer|lawyer|researcher|sales manager|doctor|electrician|journalist|barista"
    ).split("|"),
    "industry": "healthcare|fintech|education|retail|logistics|gaming|energy|tourism|media".split("|"),
    "expense": (
        "rent of 900 euros a month|a car loan|daycare fees|gym membership|weekly groceries|phone plan|"
        "student loan payments|dog food and vet bills"
    ).split("|"),
    "subscription": "Netflix|Spotify|a climbing gym|The Guardian|a meal kit|cloud storage|a wine club".split(
        "|"
    ),
    "saving": "a house deposit|a trip to Japan|a new laptop|retirement|a wedding|an electric car".split("|"),
    "possession": (
        "a red bicycle|an old Volvo|a vinyl collection|a sailboat|a gaming PC|a piano|a camper van|"
        "a Kindle|a sourdough starter"
    ).split("|"),
    "home": "a small flat|a house with a garden|a studio apartment|a shared flat|a houseboat".split("|"),
    "goal": (
        "run a marathon|learn Japanese|get promoted|buy a house|write a novel|lose ten kilos|"
        "start a company|visit every continent|finish the PhD|pay off the debt|learn to sail|"
        "read fifty books|move abroad|sleep eight hours a night"
    ).split("|"),
    "routine": (
        "runs every morning at 7|meditates before bed|does yoga on Sundays|"
        "cooks dinner with family on Fridays|"
        "calls mum every Sunday|goes climbing on Tuesday evenings|reads the news with breakfast|"
        "walks the dog at lunchtime|plays football on Saturdays|does the groceries on Thursdays"
    ).split("|"),
    "time": "6:00|6:30|7:00|7:30|8:00|10:30 pm|11 pm|midnight".split("|"),
    "event": (
        "got married|changed jobs|moved house|broke a leg|finished a marathon|adopted a dog|"
        "graduated|had a baby|lost a grandparent|started therapy|bought a car|went on a retreat"
    ).split("|"),
    "pattern": (
        "interrupts when excited|says 'basically' a lot|avoids conflict|overcommits to projects|"
        "procrastinates on paperwork|apologises too often|talks fast when nervous"
    ).split("|"),
    "pet": "a cat called Miso|a golden retriever|two rabbits|a parrot|a tortoise|a beagle called Max".split(
        "|"
    ),
    "religion": "Catholic|Buddhist|agnostic|atheist|Muslim|Jewish|Hindu".split("|"),
    "politics": "left-leaning|centrist|green|liberal|conservative".split("|"),
    "tone": "short answers|no emojis|a friendly tone|bullet points|formal language".split("|"),
}
_YEARS = [str(y) for y in range(2005, 2025)]
_MONTHS = "January March May July September November".split()

# (field, value pool(s)): values of the form "a b" combine two pools; the domain is the field's.
_FIELDS: tuple[tuple[str, int, tuple[str, ...]], ...] = (
    ("language", 1, ("language",)),
    ("origin", 1, ("city",)),
    ("birthplace", 1, ("city",)),
    ("allergy", 2, ("allergen",)),
    ("condition", 2, ("condition",)),
    ("medication", 2, ("medication",)),
    ("diet", 2, ("diet",)),
    ("trait", 3, ("trait",)),
    ("emotion", 3, ("emotion",)),
    ("religion", 4, ("religion",)),
    ("politics", 4, ("politics",)),
    ("belief", 4, ("belief",)),
    ("cares_about", 4, ("cares_about",)),
    ("education", 5, ("subject",)),
    ("skill", 5, ("skill",)),
    ("learning", 5, ("skill",)),
    ("pet", 6, ("pet",)),
    ("role", 7, ("role",)),
    ("industry", 7, ("industry",)),
    ("expense", 8, ("expense",)),
    ("subscription", 8, ("subscription",)),
    ("saving_goal", 8, ("saving",)),
    ("city", 9, ("city",)),
    ("former_city", 9, ("city",)),
    ("home", 9, ("home",)),
    ("travel_plan", 9, ("city", "month")),
    ("visited", 9, ("city", "year")),
    ("possession", 9, ("possession",)),
    ("goal", 10, ("goal", "year")),
    ("like", 11, ("food",)),
    ("like", 11, ("music",)),
    ("like", 11, ("drink",)),
    ("dislike", 11, ("food",)),
    ("favorite", 11, ("music",)),
    ("hobby", 11, ("hobby",)),
    ("routine", 12, ("routine",)),
    ("wake_time", 12, ("time",)),
    ("bed_time", 12, ("time",)),
    ("event", 13, ("event", "month", "year")),
    ("pattern", 14, ("pattern",)),
)
_AGENT_FIELDS = (("tone_preference", 11, ("tone",)),)
SECTOR_BY_DOMAIN = {13: "episodic", 3: "affective", 12: "procedural"}

# Edge types by (source type, target type); the user's own edges come from USER_EDGES.
EDGE_TYPES: dict[tuple[str, str], tuple[str, ...]] = {
    ("Person", "Person"): ("KNOWS", "FRIEND_OF", "COLLEAGUE_OF", "SIBLING_OF", "MARRIED_TO", "COUSIN_OF"),
    ("Person", "Place"): ("LIVES_IN", "VISITED", "FROM", "BORN_IN", "LIVED_IN"),
    ("Person", "Org"): ("WORKS_AT", "WORKED_AT", "STUDIED_AT", "MEMBER_OF"),
    ("Org", "Place"): ("HEADQUARTERED_IN", "LOCATED_IN"),
    ("Place", "Place"): ("PART_OF",),
    ("Org", "Org"): ("PART_OF", "FUNDS"),
    ("Place", "Org"): ("LOCATED_IN",),
    ("Org", "Person"): ("FUNDS",),
    ("Place", "Person"): ("VISITED",),
}
USER_EDGES = {
    "Person": ("FRIEND_OF", "COLLEAGUE_OF", "SIBLING_OF", "COUSIN_OF", "KNOWS", "REPORTS_TO"),
    "Place": ("LIVES_IN", "VISITED", "LIVED_IN", "FROM"),
    "Org": ("WORKS_AT", "WORKED_AT", "STUDIED_AT", "MEMBER_OF"),
}
USER_EDGE_SHARE = {"Person": 0.04, "Place": 0.02, "Org": 0.02}
_STREAMS = {"entities": 1, "facts": 2}


def _pool(name: str) -> list[str]:
    if name == "city":
        return CITIES
    if name == "year":
        return _YEARS
    if name == "month":
        return _MONTHS
    return _POOLS[name]


def _joined(parts: tuple[str, ...]) -> Iterator[str]:
    head, *rest = parts
    for value in _pool(head):
        if not rest:
            yield value
            continue
        for tail in _joined(tuple(rest)):
            yield f"{value} in {tail}"


@dataclass(frozen=True)
class Template:
    field: str
    domain_id: int
    value: str

    @property
    def text(self) -> str:
        """What the pipeline embeds for a fact about the speaker (``fact_text``)."""
        return f"{self.field.replace('_', ' ')}: {self.value}"


def all_templates() -> tuple[list[Template], list[Template]]:
    """(user-side templates, agent templates), every distinct field and value."""
    user = [Template(f, d, v) for f, d, pools in _FIELDS for v in _joined(pools)]
    agent = [Template(f, d, v) for f, d, pools in _AGENT_FIELDS for v in _joined(pools)]
    return list(dict.fromkeys(user)), agent


def _unit(rows: NDArray[np.float32]) -> NDArray[np.float32]:
    norms: NDArray[np.float32] = np.linalg.norm(rows, axis=1, keepdims=True)
    unit: NDArray[np.float32] = (rows / np.maximum(norms, 1e-12)).astype(np.float32)
    return unit


@dataclass
class Templates:
    """The distinct texts and their real vectors (one encoder call, a few thousand texts)."""

    user: list[Template]
    agent: list[Template]
    vectors: NDArray[np.float32]  # user templates, then agent ones
    words: dict[str, NDArray[np.float32]]  # name parts (first names, cities, ...) → vector
    encode_seconds: float = 0.0

    @classmethod
    def build(cls, embed: Embed) -> Templates:
        import time

        user, agent = all_templates()
        parts = list(dict.fromkeys(FIRST_NAMES + LAST_NAMES + CITIES + PLACE_KINDS + ORG_WORDS + ORG_KINDS))
        started = time.perf_counter()
        vectors = np.asarray(embed([t.text for t in user + agent]), dtype=np.float32)
        word_vectors = np.asarray(embed(parts), dtype=np.float32)
        seconds = time.perf_counter() - started
        return cls(user, agent, vectors, dict(zip(parts, word_vectors, strict=True)), seconds)

    @property
    def count(self) -> int:
        return len(self.user) + len(self.agent)


def noisy(rng: np.random.Generator, base: NDArray[np.float32], sigma: float) -> list[list[float]]:
    """``base`` rows plus N(0, σ²) per dimension, back to unit length, as driver-ready lists."""
    noise = rng.normal(0.0, sigma, size=base.shape).astype(np.float32)
    return _unit(base + noise).tolist()  # type: ignore[no-any-return]


def _mixed_radix(index: int, sizes: tuple[int, ...]) -> tuple[list[int], int]:
    digits = []
    for size in sizes:
        digits.append(index % size)
        index //= size
    return digits, index


def entity_name(kind: str, index: int) -> tuple[str, list[str]]:
    """The index-th distinct name of a kind, and the word parts its vector is built from."""
    if kind == "Person":
        (first, last, second), extra = _mixed_radix(
            index, (len(FIRST_NAMES), len(LAST_NAMES), len(LAST_NAMES))
        )
        words = [FIRST_NAMES[first], LAST_NAMES[last]]
        if second or extra:  # past first × last, a second surname keeps names unique
            words.append(LAST_NAMES[second])
    elif kind == "Place":
        (city, place), extra = _mixed_radix(index, (len(CITIES), len(PLACE_KINDS) + 1))
        words = [CITIES[city]] if place == 0 else [CITIES[city], PLACE_KINDS[place - 1]]
    else:
        (word, org_kind), extra = _mixed_radix(index, (len(ORG_WORDS), len(ORG_KINDS)))
        words = [ORG_WORDS[word], ORG_KINDS[org_kind]]
    name = " ".join(words) + (f" {extra + 1}" if extra else "")
    return name, words


@dataclass
class Batch:
    """Rows for one growth step, in load order: entities, edges, episodes, facts."""

    entities: list[Row] = field(default_factory=list)
    edges: list[Row] = field(default_factory=list)
    episodes: list[Row] = field(default_factory=list)
    facts: list[Row] = field(default_factory=list)


@dataclass(frozen=True)
class Known:
    """An entity the query generator may name."""

    name: str
    type: str


class SyntheticNamespace:
    """One user's synthetic memory. ``grow(a, b)`` yields the rows for facts ``a`` to ``b - 1``
    (plus the entities, edges and episodes they need); the same seed always gives the same rows."""

    def __init__(
        self,
        user_id: str,
        user_uid: str,
        agent_uid: str,
        templates: Templates,
        *,
        seed: int,
        sigma: float = NOISE_SIGMA,
    ) -> None:
        self.user_id = user_id
        self.user_uid = user_uid
        self.agent_uid = agent_uid
        self.templates = templates
        self.seed = seed
        self.sigma = sigma
        self.entities = 0
        self.facts = 0
        self._entity_types: list[str] = []

    def entity_uid(self, index: int) -> str:
        return f"{self.user_id}-e{index}"

    def entity_count(self, facts: int) -> int:
        return max(50, facts // FACTS_PER_ENTITY)

    def grow(self, stop: int, chunk: int = 10_000) -> Iterator[Batch]:
        """Batches (of at most ``chunk`` facts) taking the namespace from its size to ``stop``."""
        start = self.facts
        target_entities = self.entity_count(stop)
        if target_entities > self.entities:
            yield self._new_entities(self.entities, target_entities)
            self.entities = target_entities
        for lo in range(start, stop, chunk):
            hi = min(stop, lo + chunk)
            yield self._facts(lo, hi)
            self.facts = hi

    def _rng(self, kind: str, index: int) -> np.random.Generator:
        return np.random.default_rng([self.seed, _STREAMS[kind], index])

    def _type(self, index: int) -> str:
        # Every 10th entity is a place, every 5th (otherwise) an org: stable whatever the growth.
        return "Place" if index % 10 in (3, 7) else "Org" if index % 5 == 1 else "Person"

    def _new_entities(self, lo: int, hi: int) -> Batch:
        rng = self._rng("entities", lo)
        batch = Batch()
        counters: dict[str, int] = {}
        for index in range(lo, hi):
            kind = self._type(index)
            counters[kind] = self._type_index(kind, index)
            name, words = entity_name(kind, counters[kind])
            base = _unit(np.sum([self.templates.words[w] for w in words], axis=0, keepdims=True))
            batch.entities.append(
                {
                    "uid": self.entity_uid(index),
                    "type": kind,
                    "name": name,
                    "name_norm": name.casefold(),
                    "embedding": noisy(rng, base, self.sigma)[0],
                }
            )
            batch.edges += self._edges_of(rng, index, kind)
        return batch

    def _type_index(self, kind: str, index: int) -> int:
        """How many entities of ``kind`` come before ``index`` (names are numbered per type)."""
        full, rest = divmod(index, 10)
        per_ten = {"Place": 2, "Org": 2, "Person": 6}[kind]
        return full * per_ten + sum(1 for i in range(rest) if self._type(i) == kind)

    def _edges_of(self, rng: np.random.Generator, index: int, kind: str) -> list[Row]:
        edges: list[Row] = []
        if rng.random() < USER_EDGE_SHARE[kind]:
            relation = USER_EDGES[kind][int(rng.integers(len(USER_EDGES[kind])))]
            edges.append(self._edge(f"{index}u", self.user_uid, self.entity_uid(index), relation, rng))
        if index == 0:
            return edges
        for n in range(int(rng.integers(1, 4))):
            other = int(index * rng.random() ** 2)  # earlier, well-known entities attract edges
            other_kind = self._type(other)
            types = EDGE_TYPES[(kind, other_kind)]
            relation = types[int(rng.integers(len(types)))]
            edges.append(
                self._edge(f"{index}.{n}", self.entity_uid(index), self.entity_uid(other), relation, rng)
            )
        return edges

    def _edge(self, key: str, source: str, target: str, relation: str, rng: np.random.Generator) -> Row:
        return {
            "uid": f"{self.user_id}-r{key}",
            "source": source,
            "target": target,
            "type": relation,
            "strength": float(1 + rng.integers(0, 4)),
        }

    def _subject(self, rng: np.random.Generator, index: int) -> tuple[str, str]:
        """(entity uid, target) of the index-th fact."""
        if index < AGENT_FACTS:
            return self.agent_uid, "agent"
        if rng.random() < USER_FACT_SHARE:
            return self.user_uid, "user"
        entities = self.entity_count(index + 1)
        return self.entity_uid(int(entities * rng.random() ** 2)), "user"

    def _facts(self, lo: int, hi: int) -> Batch:
        rng = self._rng("facts", lo)
        batch = Batch()
        user_templates = len(self.templates.user)
        episode_texts: dict[int, list[str]] = {}
        template_ids: list[int] = []
        for index in range(lo, hi):
            entity_uid, target = self._subject(rng, index)
            if target == "agent":
                tid = user_templates + index % len(self.templates.agent)
                template = self.templates.agent[index % len(self.templates.agent)]
            else:
                tid = int(rng.integers(user_templates))
                template = self.templates.user[tid]
            template_ids.append(tid)
            episode = index // FACTS_PER_EPISODE
            occurred = START + timedelta(hours=6 * episode)
            inactive = rng.random() < INACTIVE_SHARE
            confidence = round(float(rng.uniform(0.6, 0.99)), 3)
            batch.facts.append(
                {
                    "uid": f"{self.user_id}-f{index}",
                    "entity_uid": entity_uid,
                    "episode_uid": f"{self.user_id}-p{episode}",
                    "domain_id": template.domain_id,
                    "field": template.field,
                    "value": template.value,
                    "confidence": confidence,
                    "active": not inactive,
                    "target": target,
                    "sector": "procedural"
                    if target == "agent"
                    else SECTOR_BY_DOMAIN.get(template.domain_id, "semantic"),
                    "metadata": json.dumps({}),
                    "valid_from": occurred,
                    "valid_to": occurred + timedelta(days=30) if inactive else None,
                }
            )
            episode_texts.setdefault(episode, []).append(template.value)
        vectors = noisy(rng, self.templates.vectors[template_ids], self.sigma)
        for row, vector in zip(batch.facts, vectors, strict=True):
            row["embedding"] = vector
        first_tids = [template_ids[max(0, e * FACTS_PER_EPISODE - lo)] for e in episode_texts]
        episode_vectors = noisy(rng, self.templates.vectors[first_tids], self.sigma * 1.5)
        for (episode, values), vector in zip(episode_texts.items(), episode_vectors, strict=True):
            if episode * FACTS_PER_EPISODE < lo:  # its first facts came with the previous batch
                continue
            occurred = START + timedelta(hours=6 * episode)
            content = "By the way: " + "; also ".join(values) + "."
            uid = f"{self.user_id}-p{episode}"
            batch.episodes.append(
                {
                    "uid": uid,
                    "session_id": f"{self.user_id}-s{episode // EPISODES_PER_SESSION}",
                    "content": content,
                    "content_hash": f"{self.user_id}-h{episode}",
                    "occurred_at": occurred,
                    "turn_key": turn_key(occurred, occurred, uid),
                    "embedding": vector,
                }
            )
        return batch

    def known_entities(self, limit: int) -> list[Known]:
        """The best-known entities (the earliest ones attract most facts and edges)."""
        known = []
        for index in range(min(limit, self.entities)):
            kind = self._type(index)
            name, _ = entity_name(kind, self._type_index(kind, index))
            known.append(Known(name, kind))
        return known


_QUESTIONS: dict[str, tuple[str, ...]] = {
    "Person": (
        "What does {name} like to eat?",
        "Where does {name} work?",
        "Is {name} allergic to anything?",
        "What are {name}'s hobbies?",
        "Where did {name} travel last year?",
        "What is {name} trying to achieve?",
        "How do I know {name}?",
        "What languages does {name} speak?",
    ),
    "Place": (
        "Who do I know in {name}?",
        "When was I last in {name}?",
        "What do I like about {name}?",
    ),
    "Org": (
        "Who works at {name}?",
        "What do I know about {name}?",
    ),
    "": (
        "What should I eat tonight?",
        "What are my allergies?",
        "When do I usually wake up?",
        "What are my goals for this year?",
        "Which medications do I take?",
        "What music do I like?",
        "What am I saving money for?",
        "How should you answer me?",
        "Where do I live now?",
        "What happened in my life in 2019?",
        "Which subscriptions am I paying for?",
        "What stresses me out at work?",
        "what do i do on weekends",
        "any plans to travel to Japan?",
        "recommend a hobby for me",
        "What skills am I learning at the moment?",
    ),
}


def questions(known: list[Known], count: int, seed: int) -> list[str]:
    """Realistic recall queries: half name a known entity (so the resolver and the graph walk
    run), half are about the user in general."""
    rng = np.random.default_rng(seed)
    out: list[str] = []
    for n in range(count):
        if n % 2 == 0 and known:
            entity = known[int(len(known) * rng.random() ** 2)]
            pool = _QUESTIONS[entity.type]
            out.append(pool[int(rng.integers(len(pool)))].format(name=entity.name))
        else:
            pool = _QUESTIONS[""]
            out.append(pool[int(rng.integers(len(pool)))])
    return out
