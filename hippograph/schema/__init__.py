"""GraphQL types. Resolvers live in ``hippograph.resolvers``; this package only shapes data."""
