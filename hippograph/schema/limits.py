"""Request limits as strawberry extensions, each rejection with its own ``extensions.code``.

Strawberry's limiters report plain validation errors; wrapping their rules gives each a stable code
a client can act on (``QUERY_TOO_DEEP``, ``TOO_MANY_ALIASES``, ``INTROSPECTION_DISABLED``). The
token limit is enforced by the parser; :mod:`hippograph.resolvers.errors` codes it
``QUERY_TOO_LARGE``. Page sizes, ``hops`` and input sizes are checked by the resolvers
(``BAD_INPUT``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import suppress
from functools import lru_cache, partial
from typing import Any, cast

from graphql import (
    ASTValidationRule,
    DocumentNode,
    ExecutionResult,
    GraphQLError,
    GraphQLSchema,
    ValidationContext,
    parse,
)
from strawberry.extensions import (
    AddValidationRules,
    DisableIntrospection,
    MaxAliasesLimiter,
    MaxTokensLimiter,
    QueryDepthLimiter,
    SchemaExtension,
)
from strawberry.schema.schema import validate_document

from hippograph.errors import ValidationError
from hippograph.settings import Settings
from hippograph.wellformed import check_value, has_lone_surrogate


class _CodingContext:
    """A validation context that stamps a code on every error a rule reports through it."""

    def __init__(self, context: ValidationContext, code: str) -> None:
        self._context = context
        self._code = code

    def report_error(self, error: GraphQLError) -> None:
        error.extensions = {**(error.extensions or {}), "code": self._code}
        self._context.report_error(error)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._context, name)


def _with_code(rule: type[ASTValidationRule], code: str) -> type[ASTValidationRule]:
    class Coded(rule):  # type: ignore[valid-type,misc]
        def __init__(self, context: ValidationContext) -> None:
            super().__init__(cast(ValidationContext, _CodingContext(context, code)))

    Coded.__name__ = f"{code.title().replace('_', '')}{rule.__name__}"
    return Coded


def _coded(extension: AddValidationRules, code: str) -> list[type[ASTValidationRule]]:
    return [_with_code(rule, code) for rule in extension.validation_rules]


class WellFormedInputs(SchemaExtension):
    """Every string a request carries (its document and its variables, however deep) must be
    proper Unicode, and variables nest no deeper than :data:`~hippograph.wellformed.MAX_JSON_DEPTH`:
    checked once, before any resolver runs, for HTTP and subscriptions alike. A rejected request
    gets ``BAD_INPUT`` and executes nothing."""

    def on_execute(self) -> Iterator[None]:
        context = self.execution_context
        try:
            if context.query is not None and has_lone_surrogate(context.query):
                raise ValidationError("the document is not valid Unicode (a lone surrogate)")
            check_value(context.variables or {})
        except ValidationError as exc:
            error = GraphQLError(exc.message, extensions={"code": exc.code})
            context.result = ExecutionResult(data=None, errors=[error])
        yield


def limit_extensions(settings: Settings) -> list[Callable[[], SchemaExtension]]:
    """Factories, not instances: strawberry builds fresh extensions for every request."""
    rules = _coded(QueryDepthLimiter(max_depth=settings.graphql_max_depth), "QUERY_TOO_DEEP")
    rules += _coded(MaxAliasesLimiter(max_alias_count=settings.graphql_max_aliases), "TOO_MANY_ALIASES")
    if not settings.graphql_introspection:
        rules += _coded(DisableIntrospection(), "INTROSPECTION_DISABLED")
    return [
        WellFormedInputs,
        partial(AddValidationRules, rules),
        partial(MaxTokensLimiter, max_token_count=settings.graphql_max_tokens),
    ]


PARSED_DOCUMENTS = 256


@lru_cache(maxsize=PARSED_DOCUMENTS)
def _parsed(query: str, max_tokens: int | None) -> DocumentNode:
    return parse(query, max_tokens=max_tokens)


class ParsedDocuments(SchemaExtension):
    """Clients send the same few documents over and over (recall's above all): each is parsed once,
    with the token limit as part of the key. A document that does not parse is left to strawberry,
    which parses it again and reports the error its usual way (then coded ``QUERY_TOO_LARGE`` or
    ``GRAPHQL_VALIDATION``); strawberry's own ParserCache raised it from the hook instead, past the
    error coding."""

    def on_parse(self) -> Iterator[None]:
        context = self.execution_context
        if context.query is not None and set(context.parse_options) <= {"max_tokens"}:
            with suppress(GraphQLError):
                context.graphql_document = _parsed(context.query, context.parse_options.get("max_tokens"))
        yield


class _Same:
    """A document as a cache key by identity: a ``DocumentNode`` hashes by walking its whole tree
    (~0.4 ms for recall's document, on every request). The key holds the document, so its id is
    not reused while the entry lives."""

    __slots__ = ("document",)

    def __init__(self, document: DocumentNode) -> None:
        self.document = document

    def __hash__(self) -> int:
        return id(self.document)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.document is self.document


@lru_cache(maxsize=PARSED_DOCUMENTS)
def _validated(
    schema: GraphQLSchema, document: _Same, rules: tuple[type[ASTValidationRule], ...]
) -> list[GraphQLError]:
    return validate_document(schema, document.document, rules)


class ValidatedDocuments(SchemaExtension):
    """Validation costs more than parsing (every rule walks the document): each document is
    validated once, its errors kept by document object (the parsed-document cache hands out the
    same one for the same text), schema and rules (fixed for a schema)."""

    def on_validate(self) -> Iterator[None]:
        context = self.execution_context
        document, rules = context.graphql_document, context.validation_rules
        if document is not None:  # (``_schema``: the graphql-core schema strawberry wraps)
            context.pre_execution_errors = _validated(context.schema._schema, _Same(document), rules)
        yield


def forget_documents() -> None:
    """Drop the parsed and validated documents: a client may write a user's text into a document
    instead of a variable, so an erasure empties both (:mod:`hippograph.erasure`)."""
    _parsed.cache_clear()
    _validated.cache_clear()
