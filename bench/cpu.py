"""CPU time of a process from ``/proc``: what a recall costs the service and the Neo4j JVM.

Wall time hides what two cores can sustain: a recall that waits 20 ms on Neo4j but burns 40 ms of
CPU in it caps throughput at 50 recalls/s per core. ``/proc/<pid>/stat`` counts user and system
time of every thread of a process (the service's model workers are threads, so they count), in
clock ticks (10 ms on Linux): measured over hundreds of recalls, the per-recall figure is exact
to well under a millisecond.

>>> meter = CpuMeter.of_self()
>>> meter.seconds() >= 0.0
True
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

_TICK = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class CpuMeter:
    """User + system CPU seconds of one process so far."""

    pid: int
    label: str

    @classmethod
    def of_self(cls) -> CpuMeter:
        return cls(os.getpid(), "service")

    def seconds(self) -> float:
        # Fields after the command (which may hold spaces) end with ')': utime, stime are 14 and 15.
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _TICK


def listening_pid(port: int) -> int | None:
    """The process listening on TCP ``port`` on this machine (the Neo4j behind a NEO4J_URI on
    localhost), found through the socket's inode; None if it is elsewhere or not ours to see."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            cells = line.split()
            local, state, inode = cells[1], cells[3], cells[9]
            if state == "0A" and int(local.rsplit(":", 1)[1], 16) == port:  # 0A: LISTEN
                inodes.add(f"socket:[{inode}]")
    if not inodes:
        return None
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            for fd in (proc / "fd").iterdir():
                if os.readlink(fd) in inodes:
                    return int(proc.name)
        except OSError:
            continue
    return None


@dataclass
class CpuSpan:
    """CPU seconds each meter spent between :meth:`start` and :meth:`stop`."""

    meters: list[CpuMeter]

    def start(self) -> None:
        self._begin = [meter.seconds() for meter in self.meters]

    def stop(self) -> dict[str, float]:
        return {
            meter.label: meter.seconds() - begin
            for meter, begin in zip(self.meters, self._begin, strict=True)
        }
