"""The thin client, re-exported: it ships as its own distribution, ``hippograph-client``
(``clients/python/``, import name :mod:`hippograph_client`), which depends on httpx alone.

>>> from hippograph.client import HippoGraph, context    # the same objects as hippograph_client's
"""

from hippograph_client import *  # noqa: F403
from hippograph_client import __all__ as __all__
