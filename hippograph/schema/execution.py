"""GraphQL execution with a short path for plain leaf fields.

A recall answer is ~1,100 fields for the client's document, nearly all of them plain attributes
of the result's dataclasses (``score``, ``value``, ``rank``) that strawberry resolves without an
``Info`` object. graphql-core still builds a resolve-info object for each, looks for arguments,
asks twice whether the value is awaitable and dispatches its completion on the field's type: a few
microseconds a field. A field strawberry resolves as a plain attribute, of a scalar or enum type,
with no arguments and no extension resolving fields, is read and coerced here directly; anything
else (an object or a list, a resolver, a null on a non-null field, a value that does not coerce,
any exception) takes graphql-core's own path, which reads it again (a plain attribute read has no
effect) and reports errors as always. The answer is the same, byte for byte.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, NamedTuple

from graphql import (
    GraphQLLeafType,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLSchema,
    Undefined,
    is_leaf_type,
)
from graphql.execution.collect_fields import FieldDetailsList
from graphql.pyutils import Path
from strawberry.schema.schema import StrawberryGraphQLCoreExecutionContext

# strawberry's resolver for a field with no resolver, no extensions and no exception handler:
# ``field.get_result(source, info=None, args=[], kwargs={})``, an attribute read.
_PLAIN_RESOLVER = "_get_basic_result"


@lru_cache(maxsize=4096)
def _plain_leaf(schema: GraphQLSchema, parent: GraphQLObjectType, name: str) -> _Leaf | None:
    """The leaf type of a plain attribute field and whether it may be null; None for any other
    field (fixed for a schema: a process builds few)."""
    field = schema.get_field(parent, name)
    if field is None or field.args or getattr(field.resolve, "__name__", None) != _PLAIN_RESOLVER:
        return None
    nullable = not isinstance(field.type, GraphQLNonNull)
    of_type = field.type if nullable else field.type.of_type  # type: ignore[union-attr]
    return _Leaf(field.resolve, of_type, nullable) if is_leaf_type(of_type) else None  # type: ignore[arg-type]


class _Leaf(NamedTuple):
    resolve: Callable[[Any, Any], Any]
    type: GraphQLLeafType
    nullable: bool


class PlainLeafExecution(StrawberryGraphQLCoreExecutionContext):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # strawberry passes a manager on every request, empty unless an extension resolves fields
        manager = self.middleware_manager
        self._plain = manager is None or not manager.middlewares

    def execute_field(
        self,
        parent_type: GraphQLObjectType,
        source: Any,
        field_details_list: FieldDetailsList,
        path: Path,
        position_context: Any,
    ) -> Any:
        node = field_details_list[0].node
        leaf = None if node.arguments else _plain_leaf(self.schema, parent_type, node.name.value)
        if leaf is not None and self._plain:
            try:
                value = leaf.resolve(source, None)
                if value is None:
                    if leaf.nullable:
                        return None
                elif not isinstance(value, Exception) and not self.is_awaitable(value):
                    coerced = leaf.type.coerce_output_value(value)
                    if coerced is not Undefined and coerced is not None:
                        return coerced
            except Exception:  # graphql-core's path below resolves it again and reports it
                pass
        return super().execute_field(parent_type, source, field_details_list, path, position_context)
