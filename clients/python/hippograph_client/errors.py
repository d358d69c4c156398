"""The HippoGraph exception tree, shared by the service and this client.

Every error HippoGraph raises on purpose is a :class:`HippoGraphError` with a stable ``code`` that
the GraphQL API puts in ``extensions.code``; the client turns a code back into its class with
:func:`error_for_code`. The service adds its local-only branch (``LocalNeo4jError`` and children)
in ``hippograph/errors.py``::

    HippoGraphError                 INTERNAL
    ├── ConfigurationError          CONFIGURATION      settings that cannot work
    ├── DatabaseError               DATABASE           Neo4j failed (mapped in graph/driver.py)
    │   ├── DatabaseUnavailableError DATABASE_UNAVAILABLE
    │   └── ConstraintViolationError CONSTRAINT_VIOLATION
    ├── ValidationError             BAD_INPUT          input rejected before anything was written
    │   ├── InvalidIdentifierError  INVALID_IDENTIFIER a label or relationship type off-vocabulary
    │   └── NamespaceNotEmptyError  NAMESPACE_NOT_EMPTY an import into a namespace holding memory
    ├── NotFoundError               NOT_FOUND          no such node in the caller's namespace
    ├── ConflictError               CONFLICT           the name is taken, or the state forbids it
    ├── LLMError                    LLM                the optional LLM endpoint failed or timed out
    ├── ClientError                 CLIENT             the thin client could not reach the service
    └── AuthError                   UNAUTHENTICATED    missing or unknown API key
        └── ForbiddenError          FORBIDDEN          the key may not do this
"""

from __future__ import annotations


class HippoGraphError(Exception):
    """Base of every error HippoGraph raises on purpose."""

    code = "INTERNAL"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ConfigurationError(HippoGraphError):
    code = "CONFIGURATION"


class DatabaseError(HippoGraphError):
    code = "DATABASE"


class DatabaseUnavailableError(DatabaseError):
    code = "DATABASE_UNAVAILABLE"


class ConstraintViolationError(DatabaseError):
    code = "CONSTRAINT_VIOLATION"


class ValidationError(HippoGraphError):
    code = "BAD_INPUT"


class InvalidIdentifierError(ValidationError):
    code = "INVALID_IDENTIFIER"


class NamespaceNotEmptyError(ValidationError):
    code = "NAMESPACE_NOT_EMPTY"


class NotFoundError(HippoGraphError):
    code = "NOT_FOUND"


class ConflictError(HippoGraphError):
    """The request is well-formed but clashes with what exists (a note key already taken)."""

    code = "CONFLICT"


class LLMError(HippoGraphError):
    """The LLM endpoint failed, timed out or answered off-protocol; extraction falls back."""

    code = "LLM"


class AuthError(HippoGraphError):
    code = "UNAUTHENTICATED"


class ForbiddenError(AuthError):
    code = "FORBIDDEN"


class ClientError(HippoGraphError):
    code = "CLIENT"


def _classes(root: type[HippoGraphError]) -> list[type[HippoGraphError]]:
    return [root, *(cls for sub in root.__subclasses__() for cls in _classes(sub))]


def error_for_code(code: str, message: str) -> HippoGraphError:
    """The exception a server error with ``code`` stands for (e.g. ``NOT_FOUND`` → NotFoundError).

    >>> type(error_for_code("NOT_FOUND", "no fact x")).__name__
    'NotFoundError'
    """
    for cls in _classes(HippoGraphError):
        # Classes with their own constructor (the service's PortInUseError) only arise locally.
        if cls.code == code and cls.__init__ is HippoGraphError.__init__:
            return cls(message)
    error = HippoGraphError(message)
    error.code = code
    return error
