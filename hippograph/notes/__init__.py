"""Notes: mutable working state with exact retrieval by key, in a working and an archive tier."""
