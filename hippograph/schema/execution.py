"""GraphQL execution with a short path for plain fields: leaves, and objects and lists made of them.

A recall answer is ~1,100 fields for the client's document, nearly all of them plain attributes
of the result's dataclasses (``score``, ``value``, ``rank``) that strawberry resolves without an
``Info`` object, inside lists of plain objects (``facts { entity { … } explanation { channels
{ … } } }``). graphql-core builds a resolve-info object and a response path for each field, looks
for arguments, asks whether the value is awaitable and dispatches its completion on the field's
type: a few microseconds a field, and again for each list item and object.

A field is *plain* when strawberry resolves it as an attribute read (no resolver, no arguments, no
extension resolving fields) and its type is a scalar or an enum, an object type with no
``is_type_of`` check whose selected fields are all plain, or a list of those (nullable or not).
For each plain field a request selects, the shape of its answer is worked out once (from the
fields graphql-core itself collects for the selection, with ``@skip``/``@include`` applied) and
the value is completed along it directly: attributes read, leaves coerced, lists and objects
built. Anything else takes graphql-core's own path: a field with a resolver, arguments, an
interface or union, ``__typename``, ``@defer`` or ``@stream``, and at completion time any value
that is not what the shape expects (a null on a non-null field, a value that does not coerce, an
exception, an awaitable, a list that is no list or tuple). graphql-core then completes the whole
field again (a plain attribute read has no effect) and reports errors with their paths as always.
The answer is the same, byte for byte.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from operator import attrgetter
from typing import Any, NamedTuple

from graphql import (
    GraphQLField,
    GraphQLLeafType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLOutputType,
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
# Directives that only decide whether a field is selected (graphql-core's field collection applies
# them); any other (@stream, a custom one) sends the field to graphql-core's path.
_SELECTING = frozenset({"skip", "include"})
# Values of these types are never awaitable: the check is skipped for them.
_PLAIN_VALUES = frozenset({str, int, float, bool})
# Where strawberry keeps a GraphQL field's own definition (its Python name, resolver).
_BACKREF = "strawberry-definition"
Resolve = Callable[[Any, Any], Any]


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
    resolve: Resolve
    type: GraphQLLeafType
    nullable: bool


class _Fallback(Exception):
    """A value the short path does not complete: graphql-core's path completes the field."""


Complete = Callable[[Any], Any]  # a value read from its parent → its completed answer
Read = Callable[[Any], Any]  # a parent → the field's value


def _fallback() -> Any:
    raise _Fallback


class PlainLeafExecution(StrawberryGraphQLCoreExecutionContext):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # strawberry passes a manager on every request, empty unless an extension resolves fields
        manager = self.middleware_manager
        self._plain = manager is None or not manager.middlewares
        # How each plain object or list field selected is read and completed, per (parent type,
        # field group); the group is kept alive with it, so that its id is not reused meanwhile.
        self._fields: dict[tuple[str, int], tuple[FieldDetailsList, tuple[Read, Complete] | None]] = {}

    def execute_field(
        self,
        parent_type: GraphQLObjectType,
        source: Any,
        field_details_list: FieldDetailsList,
        path: Path,
        position_context: Any,
    ) -> Any:
        if self._plain:
            node = field_details_list[0].node
            leaf = None if node.arguments else _plain_leaf(self.schema, parent_type, node.name.value)
            if leaf is not None:
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
            else:
                field = self._plain_field(parent_type, field_details_list)
                if field is not None:
                    read, complete = field
                    try:
                        return complete(read(source))
                    except Exception:  # graphql-core's path below completes it again and reports it
                        pass
        return super().execute_field(parent_type, source, field_details_list, path, position_context)

    def _plain_field(
        self, parent: GraphQLObjectType, group: FieldDetailsList
    ) -> tuple[Read, Complete] | None:
        """How a plain object or list field is read and completed (None: it is not plain)."""
        key = (parent.name, id(group))
        known = self._fields.get(key)
        if known is not None:
            return known[1]
        field = self._field_of(parent, group)
        self._fields[key] = (group, field)
        return field

    def _field_of(self, parent: GraphQLObjectType, group: FieldDetailsList) -> tuple[Read, Complete] | None:
        field = self.schema.get_field(parent, group[0].node.name.value)
        if field is None or field.args or field.resolve is None:
            return None
        resolve = field.resolve
        if getattr(resolve, "__name__", None) != _PLAIN_RESOLVER:
            return None
        for details in group:
            if details.defer_usage is not None or details.node.arguments:
                return None
            if any(d.name.value not in _SELECTING for d in details.node.directives or ()):
                return None
        complete = self._completer(field.type, group)
        return None if complete is None else (_reader(field, resolve), complete)

    def _completer(self, of_type: GraphQLOutputType, group: FieldDetailsList) -> Complete | None:
        """The completion of a value of ``of_type`` selected by ``group``; raises :class:`_Fallback`
        (or the error met) on a value it does not expect."""
        nullable = not isinstance(of_type, GraphQLNonNull)
        inner = of_type.of_type if isinstance(of_type, GraphQLNonNull) else of_type
        is_awaitable = self.is_awaitable
        if isinstance(inner, GraphQLLeafType):
            coerce = inner.coerce_output_value

            def leaf(value: Any) -> Any:
                if value is None:
                    return None if nullable else _fallback()
                if type(value) not in _PLAIN_VALUES and (isinstance(value, Exception) or is_awaitable(value)):
                    raise _Fallback
                coerced = coerce(value)
                if coerced is Undefined or coerced is None:
                    raise _Fallback
                return coerced

            return leaf
        if isinstance(inner, GraphQLList):
            item = self._completer(inner.of_type, group)
            if item is None:
                return None

            def items(value: Any) -> Any:
                if value is None:
                    return None if nullable else _fallback()
                if type(value) is not list and type(value) is not tuple:
                    raise _Fallback
                return [item(one) for one in value]

            return items
        if not isinstance(inner, GraphQLObjectType) or inner.is_type_of is not None:
            return None
        collected = self.collect_subfields(inner, group)
        if collected.new_defer_usages or collected.forbidden_directive_instances:
            return None
        fields = []
        for name, sub_group in collected.grouped_field_set.items():
            sub = self._field_of(inner, sub_group)
            if sub is None:
                return None
            fields.append((name, *sub))

        def fields_of(value: Any) -> Any:
            if value is None:
                return None if nullable else _fallback()
            if isinstance(value, Exception) or is_awaitable(value):
                raise _Fallback
            return {name: complete(read(value)) for name, read, complete in fields}

        return fields_of


def _reader(field: GraphQLField, resolve: Callable[..., Any]) -> Read:
    """The attribute read of a plain field: strawberry's default resolver (``getattr``) of the
    field's Python name, done directly; else strawberry's own resolver."""
    definition = (field.extensions or {}).get(_BACKREF)
    name = getattr(definition, "python_name", None)
    if (
        isinstance(name, str)
        and getattr(definition, "base_resolver", True) is None
        and getattr(definition, "default_resolver", None) is getattr
    ):
        return attrgetter(name)
    return lambda source: resolve(source, None)
