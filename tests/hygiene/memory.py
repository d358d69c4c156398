"""The GraphQL schema executed in-process for one namespace, and its canonical export: the fast
path for tests that run many operations (the same resolvers and services as over HTTP)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from hippograph.auth import Principal
from hippograph.resolvers.context import Context
from hippograph.schema.root import build_schema
from hippograph.services import Services
from hippograph.transfer.dump import dump


@dataclass
class Memory:
    services: Services
    user_id: str

    def _context(self) -> Context:
        return Context(
            self.services, Principal(self.user_id, admin=False, key_id=str(uuid.uuid4()), key_prefix=None)
        )

    async def result(self, document: str, **variables: Any) -> Any:
        schema = build_schema(self.services.settings)
        return await schema.execute(document, variable_values=variables, context_value=self._context())

    async def data(self, document: str, **variables: Any) -> dict[str, Any]:
        """The data of an operation that must succeed."""
        result = await self.result(document, **variables)
        assert result.errors is None, result.errors
        assert result.data is not None
        data: dict[str, Any] = result.data
        return data

    async def codes(self, document: str, **variables: Any) -> list[str]:
        """The error codes of an operation that must fail."""
        result = await self.result(document, **variables)
        assert result.errors, result
        return [error.extensions["code"] if error.extensions else "?" for error in result.errors]

    async def export(self) -> list[str]:
        """The canonical export (vectors included), without the header's time stamp."""
        lines: list[str] = []
        header = await dump(
            self.services.db, self.user_id, lines.append, clock=self.services.clock, embeddings=True
        )
        return [f"{header.nodes} nodes, {header.relationships} relationships", *lines[1:]]
