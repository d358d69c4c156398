"""The ``neo4j.conf`` of a local instance: loopback only, sized for a small machine.

Only settings that both Neo4j 5.26's and 2026.x's strict validation know are written, plus the
server line's own (``ServerKind.settings``); an unknown key stops the server at start.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class InstanceConfig:
    home: Path
    bolt_port: int
    http_port: int
    heap: str
    pagecache: str
    server_settings: tuple[tuple[str, str], ...] = ()  # the server line's own (ServerKind.settings)

    @property
    def conf_dir(self) -> Path:
        return self.home / "conf"

    @property
    def data_dir(self) -> Path:
        return self.home / "data"

    @property
    def logs_dir(self) -> Path:
        return self.home / "logs"

    @property
    def run_dir(self) -> Path:
        return self.home / "run"

    def render(self) -> str:
        settings = {
            "server.default_listen_address": "127.0.0.1",
            "server.default_advertised_address": "127.0.0.1",
            "server.bolt.listen_address": f"127.0.0.1:{self.bolt_port}",
            "server.bolt.advertised_address": f"127.0.0.1:{self.bolt_port}",
            "server.http.listen_address": f"127.0.0.1:{self.http_port}",
            "server.http.advertised_address": f"127.0.0.1:{self.http_port}",
            "server.https.enabled": "false",
            "server.directories.data": str(self.data_dir),
            "server.directories.logs": str(self.logs_dir),
            "server.directories.run": str(self.run_dir),
            "server.directories.plugins": str(self.home / "plugins"),
            "server.directories.import": str(self.home / "import"),
            "server.memory.heap.initial_size": self.heap,
            "server.memory.heap.max_size": self.heap,
            "server.memory.pagecache.size": self.pagecache,
            "dbms.security.auth_enabled": "true",
            # The machine has no internet: the usage report would only time out.
            "dbms.usage_report.enabled": "false",
            "client.allow_telemetry": "false",  # Neo4j Browser's product usage reporting
            # Guides (:play) and styles (:style) only from this machine: HippoGraph serves them.
            "browser.remote_content_hostname_whitelist": "127.0.0.1,localhost",
            # Forgotten memory must not outlive a forget in the transaction logs: keep only the
            # newest log file (the minimum Neo4j allows), rotated every 8 MB of writes and pruned
            # at the next checkpoint (README, "Forgetting").
            "db.tx_log.rotation.retention_policy": "keep_none",
            "db.tx_log.rotation.size": "8M",
            "db.checkpoint.interval.time": "5m",
            "db.logs.query.enabled": "OFF",
        }
        settings.update(self.server_settings)
        return "".join(f"{key}={value}\n" for key, value in settings.items())

    def write(self) -> None:
        for folder in (self.conf_dir, self.data_dir, self.logs_dir, self.run_dir):
            folder.mkdir(parents=True, exist_ok=True)
        (self.conf_dir / "neo4j.conf").write_text(self.render(), encoding="utf-8")
