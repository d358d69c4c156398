"""A Neo4j Community server assembled from Maven Central and run as a local child process.

``LocalNeo4j(settings).start()`` is what ``hippograph neo4j start`` and the test session use; no
Docker engine is involved.
"""

from hippograph.localneo4j.server import LocalNeo4j, ServerStatus

__all__ = ["LocalNeo4j", "ServerStatus"]
