# The two commands of the README: `make run` and `make test`. Everything else is a helper.
SHELL := /bin/bash
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

.PHONY: run test venv browser-deps neo4j-start neo4j-stop lint bench

venv:
	@scripts/venv.sh >/dev/null

## Start the local Neo4j (if no NEO4J_URI is set) and the service on http://127.0.0.1:8000/graphql
run: venv
	.venv/bin/hippograph serve --with-neo4j

# Debian's chromium for the browser tests (installed only when missing)
browser-deps:
	@scripts/browser-deps.sh

## Start a throw-away Neo4j 2026.x on free ports and run the whole test suite against it; then the
## graph and recall tests once more on a throw-away Neo4j 5.26 (the path existing servers take).
## With NEO4J_URI set, the suite runs once, on that server.
test: venv browser-deps
	.venv/bin/python -m pytest $(PYTEST_ARGS)
	@if [ -z "$${NEO4J_URI:-}" ]; then \
		echo "--- graph and recall tests on Neo4j 5.26"; \
		HIPPOGRAPH_NEO4J_SERVER=5.26 .venv/bin/python -m pytest -q tests/graph tests/recall; \
	fi

neo4j-start: venv
	.venv/bin/hippograph neo4j start

neo4j-stop: venv
	.venv/bin/hippograph neo4j stop

lint: venv
	.venv/bin/ruff check hippograph clients/python tests bench
	.venv/bin/ruff format --check hippograph clients/python tests bench
	.venv/bin/mypy
