// Import: the shared domains by the name an export gives them ("domain:<id>").
MATCH (d:Domain)
RETURN 'domain:' + toString(d.id) AS id, elementId(d) AS element_id
