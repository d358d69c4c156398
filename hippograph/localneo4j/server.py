"""Starting, stopping and inspecting a local Neo4j server process.

>>> server = LocalNeo4j(load_settings())        # doctest: +SKIP
>>> server.start().uri                            # doctest: +SKIP
'bolt://127.0.0.1:7687'
"""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from neo4j import GraphDatabase
from neo4j.exceptions import AuthError as Neo4jAuthError
from neo4j.exceptions import ServiceUnavailable

from hippograph.errors import LocalNeo4jError, PortInUseError, StartupTimeoutError
from hippograph.localneo4j.assemble import SERVER_KINDS, ensure_jars, require_free_space
from hippograph.localneo4j.config import InstanceConfig
from hippograph.localneo4j.java import find_java
from hippograph.settings import Settings

ENTRY_POINTS = tuple(kind.entry_point for kind in SERVER_KINDS.values())
ADMIN_TOOL = "org.neo4j.cli.AdminTool"
USER = "neo4j"
# Neo4j on Java 17 to 25 needs these opened modules; the rest mirror Neo4j's own defaults.
JVM_FLAGS = (
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--add-opens=java.base/java.lang=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    # Lucene's vector search (the vector indexes recall queries) uses SIMD only with the incubating
    # Vector API readable; without it every distance is computed a float at a time (Neo4j logs
    # "Java vector incubator module is not readable").
    "--add-modules=jdk.incubator.vector",
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Dfile.encoding=UTF-8",
)


@dataclass(frozen=True)
class ServerStatus:
    running: bool
    pid: int | None
    uri: str
    http_url: str
    home: Path


class LocalNeo4j:
    """One local Neo4j instance living in ``home`` (default: ``<data_dir>/neo4j``)."""

    def __init__(
        self,
        settings: Settings,
        *,
        home: Path | None = None,
        bolt_port: int | None = None,
        http_port: int | None = None,
    ) -> None:
        self._settings = settings
        self.kind = SERVER_KINDS[settings.neo4j_server]
        self.config = InstanceConfig(
            home=home or settings.data_dir / "neo4j",
            bolt_port=bolt_port or settings.neo4j_bolt_port,
            http_port=http_port or settings.neo4j_http_port,
            heap=settings.neo4j_heap,
            pagecache=settings.neo4j_pagecache,
            server_settings=self.kind.settings,
        )
        self._process: subprocess.Popen[bytes] | None = None

    # --- addresses and credentials ----------------------------------------------------------
    @property
    def uri(self) -> str:
        return f"bolt://127.0.0.1:{self.config.bolt_port}"

    @property
    def http_url(self) -> str:
        return f"http://127.0.0.1:{self.config.http_port}"

    @property
    def password_file(self) -> Path:
        return self.config.data_dir / "hippograph-password"

    @property
    def _pid_file(self) -> Path:
        return self.config.run_dir / "hippograph-neo4j.pid"

    @property
    def _console_log(self) -> Path:
        return self.config.logs_dir / "console.log"

    def credentials(self) -> tuple[str, str]:
        """(user, password) of this instance; the password exists once the instance was started."""
        if not self.password_file.exists():
            raise LocalNeo4jError(
                f"no password file at {self.password_file}: start the server first (hippograph neo4j start)"
            )
        return USER, self.password_file.read_text(encoding="utf-8").strip()

    # --- lifecycle ----------------------------------------------------------------------------
    def status(self) -> ServerStatus:
        pid = self._running_pid()
        return ServerStatus(pid is not None, pid, self.uri, self.http_url, self.config.home)

    def start(self) -> ServerStatus:
        """Start the server (a no-op if it already runs) and wait until Bolt answers."""
        if self._running_pid() is not None:
            return self.status()
        java = find_java(self._settings.java_home, self.kind.java_majors, self.kind.label)
        lib = ensure_jars(self._settings.cache_dir, self.kind)
        require_free_space(self.config.home, "the Neo4j database")
        _require_free_port(self.config.bolt_port, "Neo4j Bolt")
        _require_free_port(self.config.http_port, "Neo4j HTTP")
        self.config.write()
        self._ensure_password(java, lib)
        self._spawn(java, lib)
        self._wait_ready()
        return self.status()

    def stop(self, timeout_s: float = 60.0) -> bool:
        """Stop the server; False if it was not running."""
        pid = self._running_pid()
        if pid is None:
            return False
        os.kill(pid, signal.SIGTERM)
        if not self._wait_exit(pid, timeout_s):
            os.kill(pid, signal.SIGKILL)
            self._wait_exit(pid, 10.0)
        self._pid_file.unlink(missing_ok=True)
        return True

    def log_tail(self, lines: int = 60) -> str:
        """The last lines of the server's own log, or of its console output before that exists."""
        for log in (self.config.logs_dir / "neo4j.log", self._console_log):
            if log.exists():
                return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
        return ""

    # --- internals ----------------------------------------------------------------------------
    def _ensure_password(self, java: Path, lib: Path) -> None:
        if self.password_file.exists():
            return
        if (self.config.data_dir / "databases").exists():
            raise LocalNeo4jError(
                f"{self.config.home} holds a database but no password file; remove the folder "
                "to start afresh, or point HippoGraph at it with NEO4J_URI/NEO4J_PASSWORD"
            )
        password = new_password()
        env = {
            **os.environ,
            "NEO4J_HOME": str(self.config.home),
            "NEO4J_CONF": str(self.config.conf_dir),
        }
        command = [
            str(java),
            "-cp",
            f"{lib}/*",
            ADMIN_TOOL,
            "dbms",
            "set-initial-password",
            password,
        ]
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise LocalNeo4jError(f"setting the initial password failed: {done.stderr.strip()[-500:]}")
        fd = os.open(self.password_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(password)

    def _spawn(self, java: Path, lib: Path) -> None:
        heap = self.config.heap
        command = [
            str(java), f"-Xms{heap}", f"-Xmx{heap}", *JVM_FLAGS, "-cp", f"{lib}/*", self.kind.entry_point,
            f"--home-dir={self.config.home}", f"--config-dir={self.config.conf_dir}",
        ]  # fmt: skip
        with self._console_log.open("ab") as console:
            self._process = subprocess.Popen(
                command,
                cwd=self.config.home,
                stdout=console,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,  # survives the CLI that started it
            )
        self._pid_file.write_text(str(self._process.pid), encoding="utf-8")

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self._settings.neo4j_start_timeout_s
        user, password = self.credentials()
        while time.monotonic() < deadline:
            if self._running_pid() is None:
                raise self._startup_failure()
            try:
                with GraphDatabase.driver(self.uri, auth=(user, password)) as driver:
                    driver.verify_connectivity()
                return
            except (ServiceUnavailable, OSError):
                time.sleep(0.5)
            except Neo4jAuthError as exc:
                raise LocalNeo4jError(f"the server rejected the stored password: {exc}") from exc
        self.stop()
        raise StartupTimeoutError(
            f"Neo4j did not answer on {self.uri} within {self._settings.neo4j_start_timeout_s:.0f}s;"
            f" last log lines:\n{self.log_tail(20)}"
        )

    def _startup_failure(self) -> LocalNeo4jError:
        tail = self.log_tail(30)
        if "Address already in use" in tail:
            port = self.config.http_port if f":{self.config.http_port}" in tail else self.config.bolt_port
            return PortInUseError(port, "Neo4j")
        return LocalNeo4jError(f"Neo4j exited during start-up; last log lines:\n{tail}")

    def _running_pid(self) -> int | None:
        if self._process is not None:
            # Our own child: trust poll(), as /proc may still show the pre-exec command line.
            if self._process.poll() is None:
                return self._process.pid
            self._process = None
            return None
        try:
            pid = int(self._pid_file.read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError):
            return None
        return pid if _is_our_server(pid, self.config.home) else None

    def _wait_exit(self, pid: int, timeout_s: float) -> bool:
        if self._process is not None and self._process.pid == pid:
            try:
                self._process.wait(timeout_s)
            except subprocess.TimeoutExpired:
                return False
            self._process = None
            return True
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if not _is_our_server(pid, self.config.home):
                return True
            time.sleep(0.2)
        return False


def _is_our_server(pid: int, home: Path) -> bool:
    """True if ``pid`` is a live Neo4j started for ``home`` (guards against recycled pids)."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z" and any(e in cmdline for e in ENTRY_POINTS) and f"--home-dir={home}" in cmdline


def _require_free_port(port: int, purpose: str) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        # As servers do: a port held only by TIME_WAIT connections is free to listen on.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError as exc:
            raise PortInUseError(port, purpose) from exc


def new_password() -> str:
    """A random initial password. Hex, not urlsafe: one starting with '-' would be read by the
    admin tool as an option (it happened: about one start in 32)."""
    return secrets.token_hex(24)


def free_port() -> int:
    """A port that is free on loopback right now (for tests and side-by-side instances)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port
