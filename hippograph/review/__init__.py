"""Memory hygiene on demand: reviewing recent facts (audit) and per-domain coverage (gaps)."""
