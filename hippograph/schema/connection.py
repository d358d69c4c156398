"""Relay-style connections (``edges { cursor node }``, ``pageInfo``, ``totalCount``).

Node ids stay the graph's uids (the API has no global ids), so these are plain generic types
rather than strawberry's relay module.
"""

from __future__ import annotations

from typing import Generic, TypeVar

import strawberry

from hippograph.resolvers.paging import Page, encode_cursor

T = TypeVar("T")


@strawberry.type
class PageInfo:
    has_next_page: bool
    has_previous_page: bool
    start_cursor: str | None
    end_cursor: str | None


@strawberry.type
class ConnectionEdge(Generic[T]):
    cursor: str
    node: T


@strawberry.type
class Connection(Generic[T]):
    edges: list[ConnectionEdge[T]]
    page_info: PageInfo
    total_count: int

    @classmethod
    def of(cls, nodes: list[T], page: Page, total: int) -> Connection[T]:
        edges = [
            ConnectionEdge(cursor=encode_cursor(page.offset + i), node=node) for i, node in enumerate(nodes)
        ]
        return cls(
            edges=edges,
            page_info=PageInfo(
                has_next_page=page.offset + len(nodes) < total,
                has_previous_page=page.offset > 0,
                start_cursor=edges[0].cursor if edges else None,
                end_cursor=edges[-1].cursor if edges else None,
            ),
            total_count=total,
        )
