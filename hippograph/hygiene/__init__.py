"""Memory hygiene (koramem "Memory Hygiene", keyword-memory "Pruning"): the jobs that keep a
growing memory clean without losing anything.

- decay: score every fact (confidence × recency × frequency) and store the score;
- compact: merge facts that say the same thing, shorten very long supersede chains (history stays
  complete), remove orphan entities;
- prune: above a size, archive the lowest-ranked facts; recall skips them unless asked.

:class:`~hippograph.hygiene.service.Hygiene` runs them for one namespace or all of them; the
scheduler runs them on cron schedules (:func:`~hippograph.hygiene.jobs.hygiene_jobs`), the CLI and
the ``runHygiene`` mutation on demand.
"""
