"""Turning exceptions into GraphQL errors with a stable ``extensions.code``.

Expected failures (:class:`HippoGraphError`) keep their message and code; GraphQL's own syntax and
validation errors get ``GRAPHQL_VALIDATION`` unless a limit rule already coded them (see
:mod:`hippograph.schema.limits`), and a document over the token limit gets ``QUERY_TOO_LARGE``;
anything else is logged and masked so internals never reach a client.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

from graphql import GraphQLError, GraphQLSyntaxError
from strawberry.extensions import SchemaExtension

from hippograph.errors import DatabaseUnavailableError, HippoGraphError

log = logging.getLogger(__name__)
MASKED_MESSAGE = "Unexpected error."
# graphql-core's parser reports the token limit only as this message; no other marker exists.
TOKEN_LIMIT_MARKER = "tokens. Parsing aborted"
RETRY_AFTER_S = 5  # the hint a DATABASE_UNAVAILABLE error carries (``extensions.retryAfterSeconds``)


def coded(error: GraphQLError) -> GraphQLError:
    original = error.original_error
    # A variable that does not coerce (an unknown enum value) is the request's fault, like a bad
    # literal, even though graphql-core keeps the parser's exception as the original error.
    if original is None or (error.path is None and error.message.startswith("Variable '$")):
        code = (error.extensions or {}).get("code") or "GRAPHQL_VALIDATION"
        if isinstance(error, GraphQLSyntaxError) and TOKEN_LIMIT_MARKER in error.message:
            code = "QUERY_TOO_LARGE"
        message = error.message
    elif isinstance(original, HippoGraphError):
        code, message = original.code, original.message
    else:
        log.error("unexpected error in a resolver", exc_info=original)
        code, message = "INTERNAL", MASKED_MESSAGE
    extensions = {**(error.extensions or {}), "code": code}
    if isinstance(original, DatabaseUnavailableError):
        extensions["retryAfterSeconds"] = RETRY_AFTER_S
    return GraphQLError(
        message,
        nodes=error.nodes,
        source=error.source,
        positions=error.positions,
        path=error.path,
        original_error=original,
        extensions=extensions,
    )


class ErrorCodes(SchemaExtension):
    def on_operation(self) -> Iterator[None]:
        yield
        result = self.execution_context.result
        if result is not None and result.errors:
            result.errors = [coded(error) for error in result.errors]
