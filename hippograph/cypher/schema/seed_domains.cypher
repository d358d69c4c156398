UNWIND $domains AS row
MERGE (d:Domain {id: row.id})
SET d.slug = row.slug, d.name = row.name, d.layer = row.layer,
    d.description = row.description, d.rate = row.rate
