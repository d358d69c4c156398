"""Start-up time of the command line and the MCP server (issue 17: `--help` < 0.5 s, MCP < 2 s).

    .venv/bin/python bench/cli_startup.py [--runs 5]

Each figure is the best of N fresh interpreters (the machine's noise only ever adds time):
`hippograph --help`, `hippograph notes --help`, and `hippograph mcp` up to its answer to
`initialize` over stdio.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

CLIENT = {"name": "bench", "version": "0"}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": CLIENT},
}


def _command(*args: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "hippograph", *args], capture_output=True, check=True)
    return time.perf_counter() - started


def _mcp() -> float:
    env = {**os.environ, "HIPPOGRAPH_URL": "http://127.0.0.1:9"}
    started = time.perf_counter()
    server = subprocess.Popen(
        [sys.executable, "-m", "hippograph", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
    )
    assert server.stdin and server.stdout
    server.stdin.write((json.dumps(INITIALIZE) + "\n").encode())
    server.stdin.flush()
    server.stdout.readline()
    elapsed = time.perf_counter() - started
    server.kill()
    server.wait()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    for name, measure in (
        ("--help", lambda: _command("--help")),
        ("notes --help", lambda: _command("notes", "--help")),
        ("mcp initialize", _mcp),
    ):
        print(f"{name:>16}: best {min(measure() for _ in range(runs)):.3f} s of {runs}")


if __name__ == "__main__":
    main()
