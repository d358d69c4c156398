"""The HippoGraph exception tree.

Every error HippoGraph raises on purpose is a :class:`HippoGraphError` with a stable ``code`` that
the GraphQL API puts in ``extensions.code``::

    HippoGraphError                 INTERNAL
    ├── ConfigurationError          CONFIGURATION      settings that cannot work
    ├── LocalNeo4jError             LOCAL_NEO4J        the local server cannot be built or started
    │   ├── JavaError               JAVA               Java missing or the wrong version
    │   ├── MavenError              MAVEN              Maven missing or Central unreachable
    │   ├── PortInUseError          PORT_IN_USE        a Bolt or HTTP port is taken
    │   ├── DiskSpaceError          DISK_SPACE         not enough free disk
    │   └── StartupTimeoutError     STARTUP_TIMEOUT    the server did not become ready in time
    ├── DatabaseError               DATABASE           Neo4j failed (mapped in graph/driver.py)
    │   ├── DatabaseUnavailableError DATABASE_UNAVAILABLE
    │   └── ConstraintViolationError CONSTRAINT_VIOLATION
    ├── ValidationError             BAD_INPUT          input rejected before anything was written
    │   ├── InvalidIdentifierError  INVALID_IDENTIFIER a label or relationship type off-vocabulary
    │   ├── OntologyError           BAD_INPUT          a relation not declared, or its domain/range broken
    │   └── NamespaceNotEmptyError  NAMESPACE_NOT_EMPTY an import into a namespace holding memory
    ├── NotFoundError               NOT_FOUND          no such node in the caller's namespace
    ├── ConflictError               CONFLICT           the name is taken, or the state forbids it
    ├── LLMError                    LLM                the optional LLM endpoint failed or timed out
    ├── ClientError                 CLIENT             the thin client could not reach the service
    └── AuthError                   UNAUTHENTICATED    missing or unknown API key
        └── ForbiddenError          FORBIDDEN          the key may not do this

Foreign errors (the Neo4j driver's, subprocess failures, httpx's in ``ingestion/llm_client.py`` and
``client.py``) are translated at exactly one boundary each; nothing else catches them. On the client
side, :func:`error_for_code` turns a GraphQL error's code back into the class the server raised.
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


class LocalNeo4jError(HippoGraphError):
    code = "LOCAL_NEO4J"


class JavaError(LocalNeo4jError):
    code = "JAVA"


class MavenError(LocalNeo4jError):
    code = "MAVEN"


class PortInUseError(LocalNeo4jError):
    code = "PORT_IN_USE"

    def __init__(self, port: int, purpose: str) -> None:
        super().__init__(f"port {port} ({purpose}) is already in use on 127.0.0.1")
        self.port = port


class DiskSpaceError(LocalNeo4jError):
    code = "DISK_SPACE"


class StartupTimeoutError(LocalNeo4jError):
    code = "STARTUP_TIMEOUT"


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


class OntologyError(ValidationError):
    """A relation type the ontology does not declare, or an edge whose source or target type its
    declaration does not allow. The message names the rule."""

    code = "BAD_INPUT"


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
        # Classes with their own constructor (PortInUseError) only arise locally.
        if cls.code == code and cls.__init__ is HippoGraphError.__init__:
            return cls(message)
    error = HippoGraphError(message)
    error.code = code
    return error
