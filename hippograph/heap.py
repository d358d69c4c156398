"""The process's heap after start-up: what was built to serve lives as long as the process.

Python's cyclic garbage collector runs its full (oldest generation) collection over every
container object the process holds, and a started service holds ~300,000 that never become
garbage: the spaCy pipeline, the ontology and lexicons, the encoder's tokenizer, the schema. Each
full collection walked them all (~170 ms of CPU, about one per 100 recalls: 1.7 ms per recall,
measured on the recall benchmark's questions). Frozen after start, they are left out of every
collection; garbage made since start is collected as before.

>>> settle_heap()  # doctest: +SKIP
"""

from __future__ import annotations

import gc


def settle_heap() -> bool:
    """Collect what start-up left over, then freeze the rest; once per process (a second call,
    a test starting another app, freezes nothing more: cycles frozen with a later app would never
    be collected). True when it froze."""
    if gc.get_freeze_count():
        return False
    gc.collect()
    gc.freeze()
    return True
