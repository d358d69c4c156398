"""GraphQL resolvers: read the request context, call the core, shape the result."""
