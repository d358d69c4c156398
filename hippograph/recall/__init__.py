"""Recall: a message in, the facts, episodes, entities and paths that matter out, with reasons."""
