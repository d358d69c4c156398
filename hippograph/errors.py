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

The tree lives in the thin client's distribution (``hippograph_client.errors``) so that both
sides raise the same classes; only the local-server branch (``LocalNeo4jError`` and children)
and :class:`OntologyError` (which reaches a client as the ``BAD_INPUT`` it is) are defined here.
Foreign errors (the Neo4j driver's, subprocess failures, httpx's in
``ingestion/llm_client.py`` and ``hippograph_client/client.py``) are translated at exactly one
boundary each; nothing else catches them. On the client side, :func:`error_for_code` turns a
GraphQL error's code back into the class the server raised.
"""

from __future__ import annotations

from hippograph_client.errors import (
    AuthError,
    ClientError,
    ConfigurationError,
    ConflictError,
    ConstraintViolationError,
    DatabaseError,
    DatabaseUnavailableError,
    ForbiddenError,
    HippoGraphError,
    InvalidIdentifierError,
    LLMError,
    NamespaceNotEmptyError,
    NotFoundError,
    ValidationError,
    error_for_code,
)

__all__ = [
    "AuthError",
    "ClientError",
    "ConfigurationError",
    "ConflictError",
    "ConstraintViolationError",
    "DatabaseError",
    "DatabaseUnavailableError",
    "DiskSpaceError",
    "ForbiddenError",
    "HippoGraphError",
    "InvalidIdentifierError",
    "JavaError",
    "LLMError",
    "LocalNeo4jError",
    "MavenError",
    "NamespaceNotEmptyError",
    "NotFoundError",
    "OntologyError",
    "PortInUseError",
    "StartupTimeoutError",
    "ValidationError",
    "error_for_code",
]


class OntologyError(ValidationError):
    """A relation type the ontology does not declare, or an edge whose source or target type its
    declaration does not allow. The message names the rule."""

    code = "BAD_INPUT"


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
