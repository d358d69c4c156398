"""``python -m hippograph …`` is the ``hippograph`` command."""

from hippograph.cli import main

main()
