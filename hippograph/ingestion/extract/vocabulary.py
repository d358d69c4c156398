"""The ontology a document is read with: the deployment's, when the extractor was given one, else
the shipped default. The extractor puts it on each document it parses (``doc.user_data``), so a
reader deep in a sentence reads the same declarations the service enforces -- which nouns name a
tie ("job", "course"), which verbs begin one ("start", "land") -- without each reader being handed
it.
"""

from __future__ import annotations

from spacy.tokens import Doc

from hippograph.ontology import Ontology, default_ontology

ONTOLOGY_KEY = "hippograph_ontology"


def ontology_of(doc: Doc) -> Ontology:
    """The ontology ``doc`` is read with."""
    found = doc.user_data.get(ONTOLOGY_KEY)
    return found if isinstance(found, Ontology) else default_ontology()


__all__ = ["ONTOLOGY_KEY", "ontology_of"]
