"""The reminders part of the thin client, re-exported from :mod:`hippograph_client.reminders`."""

from hippograph_client.reminders import (
    CREATE_REMINDER,
    DELETE_REMINDER,
    DELETE_REMINDERS,
    LIST_REMINDERS,
    Reminder,
    create_variables,
    reminder,
    reminders,
)

__all__ = [
    "CREATE_REMINDER",
    "DELETE_REMINDER",
    "DELETE_REMINDERS",
    "LIST_REMINDERS",
    "Reminder",
    "create_variables",
    "reminder",
    "reminders",
]
