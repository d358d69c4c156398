"""Keyword reminders (sheldonmem "Cron System") and the service's scheduler.

A reminder stores a keyword and a 5-field cron expression, never the text to remind: when it
fires, the scheduler recalls the keyword, so changing a fact changes what the reminder says.
Nothing here is imported by the thin client except :mod:`hippograph.reminders.wire`.
"""
