#!/usr/bin/env bash
# Ensures the project's virtualenv and prints its path.
#
# The virtualenv lives outside the checkout, in ~/.cache/hippograph (or $HIPPOGRAPH_CACHE_DIR),
# keyed by the hash of requirements.lock: a rerun reuses it at no cost, a
# changed lock builds a new one, and a fresh machine builds it from PyPI. The package itself is
# installed editable each time (a second or two) so the venv always runs this checkout, and so is
# the thin client (clients/python, distribution hippograph-client), which the package depends on.
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${HIPPOGRAPH_CACHE_DIR:-$HOME/.cache/hippograph}"
key=$(sha256sum requirements.lock | cut -c1-12)
venv="$cache/venv-$key"
if [ ! -f "$venv/.complete" ]; then
  echo "building the virtualenv $venv (first run: downloads about 3 GB)" >&2
  rm -rf "$venv"
  mkdir -p "$cache"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --upgrade pip setuptools >&2
  "$venv/bin/pip" install --quiet -c requirements.lock -e clients/python -e ".[dev]" >&2
  touch "$venv/.complete"
fi
log=$(mktemp)
"$venv/bin/pip" install --quiet --no-deps --no-build-isolation -e clients/python -e . >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
rm -f "$log"
ln -sfn "$venv" .venv
echo "$venv"
