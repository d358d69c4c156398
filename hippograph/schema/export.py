"""Write the schema's SDL to ``schema.graphql`` (a test keeps the two identical).

python -m hippograph.schema.export            # rewrite schema.graphql in the current directory
python -m hippograph.schema.export --check    # exit 1 if it differs
"""

from __future__ import annotations

import sys
from pathlib import Path

from hippograph.schema.root import build_schema
from hippograph.settings import Settings

SDL_FILE = Path("schema.graphql")


def sdl() -> str:
    return str(build_schema(Settings())) + "\n"


def main(argv: list[str]) -> int:
    text = sdl()
    if "--check" in argv:
        current = SDL_FILE.read_text(encoding="utf-8") if SDL_FILE.exists() else ""
        if current != text:
            print(f"{SDL_FILE} is out of date: run python -m hippograph.schema.export", file=sys.stderr)
            return 1
        return 0
    SDL_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {SDL_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
