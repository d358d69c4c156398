"""These API features are tested like the API: fresh namespaces with keys on the shared service."""

from tests.api.conftest import api, keys, make_api

__all__ = ["api", "keys", "make_api"]
