"""Export and import of a whole user namespace, and the migration of flat markdown memory files.

- :mod:`~hippograph.transfer.dump` writes a namespace as JSON lines (the format in
  :mod:`~hippograph.transfer.fileformat`);
- :mod:`~hippograph.transfer.check` checks such a file whole, before anything is written;
- :mod:`~hippograph.transfer.restore` restores it;
- :mod:`~hippograph.transfer.markdown` turns MEMORY.md-style notes into facts (``source="migration"``);
- :mod:`~hippograph.transfer.cli` is ``hippograph export`` and ``hippograph import``.
"""
