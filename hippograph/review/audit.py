"""Audit (koramem "Memory Hygiene", ``/review``): list what was learned lately, approve or reject it.

Approving marks an active fact reviewed and raises its confidence to at least a floor; rejecting
deactivates it like ``forgetFact`` but records the rejection, so its history stays queryable and
says why it ended. A rejected fact that had replaced another ("I moved to Lisbon" over Porto) gives
it back: the replaced version is active again, the edge the rejected fact stated is closed and the
edges it had closed (LIVES_IN Porto) are valid again.

>>> audit = Audit(db, clock, approved_confidence=0.95)            # doctest: +SKIP
>>> for uid in await audit.recent("alice", since, first=20):      # doctest: +SKIP
...     await audit.approve("alice", uid)
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from hippograph.clock import Clock
from hippograph.errors import NotFoundError, ValidationError
from hippograph.graph.driver import Database, Tx
from hippograph.ontology import Ontology, load_ontology
from hippograph.text import normalise_name


class Review(StrEnum):
    APPROVED = "approved"
    REJECTED = "rejected"


class Audit:
    def __init__(
        self, db: Database, clock: Clock, approved_confidence: float, ontology: Ontology | None = None
    ) -> None:
        self._db = db
        self._clock = clock
        self._approved_confidence = approved_confidence
        self._ontology = ontology or load_ontology()

    async def recent(self, user_id: str, since: datetime, first: int) -> list[str]:
        """Uids of the facts created since ``since`` (active or not), newest first."""
        if since.tzinfo is None:
            raise ValidationError("since needs a time zone (e.g. 2026-01-05T00:00:00Z)")
        rows = await self._db.read("review/recent_facts", user_id=user_id, since=since, first=first)
        return [row["uid"] for row in rows]

    async def approve(self, user_id: str, uid: str) -> str:
        """Mark the active fact ``uid`` approved; a fact no longer active cannot be."""
        rows = await self._db.write(
            "review/approve_fact",
            user_id=user_id,
            uid=uid,
            now=self._clock.now(),
            confidence=self._approved_confidence,
        )
        if not rows:
            raise NotFoundError(f"no fact {uid!r}")
        if not rows[0]["was_active"]:
            raise ValidationError("only an active fact can be approved")
        return uid

    async def reject(self, user_id: str, uid: str) -> str:
        """Deactivate the fact ``uid`` from now on, recorded as rejected, and give back what it
        had replaced (facts and edges), in one transaction."""
        now = self._clock.now()
        params = {"user_id": user_id, "uid": uid, "now": now}

        async def work(tx: Tx) -> None:
            rows = await tx.run("review/reject_fact", **params)
            if not rows:
                raise NotFoundError(f"no fact {uid!r}")
            row = rows[0]
            if not row["was_active"]:
                return  # already history: nothing it replaces is waiting for it
            await tx.run("review/restore_replaced", **params)
            relation = self._ontology.relation_for_field(row["field"])
            if relation is not None and row["entity_uid"] is not None:
                await tx.run(
                    "review/restore_edges",
                    type=relation.name,
                    entity_uid=row["entity_uid"],
                    value_uid=row["value_uid"],
                    value_norm=normalise_name(row["value"]),
                    **params,
                )

        await self._db.write_tx(work)
        return uid
