"""Remember: a conversation turn in, entities, facts and edges out, in one transaction."""
