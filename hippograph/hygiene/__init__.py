"""Memory hygiene (koramem "Memory Hygiene", keyword-memory "Pruning"): the jobs that keep a
growing memory clean without losing anything.

- decay: score every fact (confidence × recency × frequency) and store the score;
- compact: merge facts of the same value (the same string once normalised, or two names of one
  entity in a single-valued field; never two different values), shorten very long supersede
  chains (history stays complete), remove orphan entities;
- prune: above a size, archive the lowest-ranked facts; recall skips them unless asked.

:class:`~hippograph.hygiene.service.Hygiene` runs them for one namespace or all of them; the
scheduler runs them on cron schedules (:func:`~hippograph.hygiene.jobs.hygiene_jobs`), the CLI and
the ``runHygiene`` mutation on demand. Every run records what it changed
(:mod:`~hippograph.hygiene.record`) and can be undone exactly (:mod:`~hippograph.hygiene.undo`);
a dry run shows the plan and writes nothing.
"""
