"""The GraphQL documents the client sends (one constant per operation)."""

from __future__ import annotations

_FACT_FIELDS = "id field value domainId confidence active score"
_RECALLED_FACT = f"""{_FACT_FIELDS} entity {{ id name type role }}
  explanation {{ channels {{ channel rank score }} path {{ steps }}
                 provenance {{ episodeId sessionId speaker occurredAt snippet }} }}"""

REMEMBER = """mutation Remember($input: RememberInput!) {
  remember(input: $input) {
    episodeId duplicate
    facts { id field value domainId confidence action supersededId }
    entities { id name type method }
    skipped { text reason }
  }
}"""
RECALL = f"""query Recall($query: String!, $domains: [Int!], $limit: Int!, $hops: Int!,
                          $asOf: DateTime, $includeInactive: Boolean!, $ranking: RankingPreset!,
                          $includeArchived: Boolean!) {{
  recall(query: $query, domains: $domains, limit: $limit, hops: $hops, asOf: $asOf,
         includeInactive: $includeInactive, ranking: $ranking, includeArchived: $includeArchived) {{
    facts {{ {_RECALLED_FACT} }}
    agentSelf {{ {_RECALLED_FACT} }}
    episodes {{ id sessionId speaker occurredAt content score }}
    routing {{ primary related }}
    notes {{ key updatedAt ageSeconds }}
  }}
}}"""
FACT_HISTORY = (
    f"""query History($id: ID!) {{ factHistory(id: $id) {{ {_FACT_FIELDS} validFrom validTo }} }}"""
)
FORGET_FACT = f"""mutation Forget($id: ID!) {{ forgetFact(id: $id) {{ {_FACT_FIELDS} }} }}"""
REINFORCE_FACT = f"""mutation Reinforce($id: ID!) {{ reinforceFact(id: $id) {{ {_FACT_FIELDS} }} }}"""
DEMOTE_FACT = f"""mutation Demote($id: ID!) {{ demoteFact(id: $id) {{ {_FACT_FIELDS} }} }}"""
IMPORT_MARKDOWN = """mutation ImportMarkdown($markdown: String!) {
  importMarkdown(markdown: $markdown) { items created existing }
}"""
RUN_HYGIENE = """mutation RunHygiene($job: HygieneJob!) {
  runHygiene(job: $job) { job scored merged folded orphans archived }
}"""

# --- notes and audit ---
_NOTE = "{ key content tier updatedAt ageSeconds isJson }"
SAVE_NOTE = f"""mutation SaveNote($key: String!, $content: String!) {{
  saveNote(key: $key, content: $content) {_NOTE} }}"""
GET_NOTE = f"query GetNote($key: String!) {{ note(key: $key) {_NOTE} }}"
DELETE_NOTE = f"mutation DeleteNote($key: String!) {{ deleteNote(key: $key) {_NOTE} }}"
ARCHIVE_NOTE = f"""mutation ArchiveNote($key: String!, $newKey: String!) {{
  archiveNote(key: $key, newKey: $newKey) {_NOTE} }}"""
RESTORE_NOTE = f"mutation RestoreNote($key: String!) {{ restoreNote(key: $key) {_NOTE} }}"
LIST_NOTES = f"""query Notes($tier: NoteTier!, $pattern: String) {{
  notes(tier: $tier, pattern: $pattern) {_NOTE} }}"""
_REVIEWED = f"{{ {_FACT_FIELDS} source createdAt review reviewedAt entity {{ name }} }}"
RECENT_FACTS = f"""query Recent($since: DateTime!, $first: Int) {{
  recentFacts(since: $since, first: $first) {_REVIEWED} }}"""
APPROVE_FACT = f"mutation Approve($id: ID!) {{ approveFact(id: $id) {_REVIEWED} }}"
REJECT_FACT = f"mutation Reject($id: ID!) {{ rejectFact(id: $id) {_REVIEWED} }}"

# --- entities, edges, merges, erasure ---
_ENTITY = "id name type role names"
_EDGE = f"""id relation sourceId targetId strength validFrom validTo
  source {{ {_ENTITY} }} target {{ {_ENTITY} }}"""
_FULL_FACT = f"{_FACT_FIELDS} validFrom validTo source createdAt"
ENTITIES = f"""query Entities($search: String, $type: String, $domain: Int, $first: Int, $after: String) {{
  entities(search: $search, type: $type, domain: $domain, first: $first, after: $after) {{
    totalCount pageInfo {{ hasNextPage endCursor }} edges {{ node {{ {_ENTITY} }} }}
  }}
}}"""
ENTITY = f"""query Entity($id: ID, $name: String, $active: Boolean) {{
  entity(id: $id, name: $name) {{
    {_ENTITY} facts(active: $active) {{ {_FULL_FACT} }} edges {{ {_EDGE} }}
  }}
}}"""
ADD_ENTITY = f"""mutation AddEntity($input: AddEntityInput!) {{ addEntity(input: $input) {{ {_ENTITY} }} }}"""
FORGET_ENTITY = "mutation ForgetEntity($id: ID!) { forgetEntity(id: $id) { id facts aliases edges } }"
ADD_FACT = f"mutation AddFact($input: AddFactInput!) {{ addFact(input: $input) {{ {_FULL_FACT} }} }}"
UPDATE_FACT = (
    f"mutation UpdateFact($input: UpdateFactInput!) {{ updateFact(input: $input) {{ {_FULL_FACT} }} }}"
)
EDGES = f"""query Edges($id: ID!, $direction: Direction!, $relation: String) {{
  entity(id: $id) {{ edges(direction: $direction, relation: $relation) {{ {_EDGE} }} }}
}}"""
ADD_EDGE = f"mutation AddEdge($input: AddEdgeInput!) {{ addEdge(input: $input) {{ {_EDGE} }} }}"
REMOVE_EDGE = f"mutation RemoveEdge($id: ID!) {{ removeEdge(id: $id) {{ {_EDGE} }} }}"
MERGE_ENTITIES = f"""mutation Merge($keepId: ID!, $dropId: ID!) {{
  mergeEntities(keepId: $keepId, dropId: $dropId) {{
    id droppedId droppedName movedFacts movedEdges movedAliases kept {{ {_ENTITY} }}
  }}
}}"""
UNMERGE_ENTITIES = f"mutation Unmerge($mergeId: ID!) {{ unmergeEntities(mergeId: $mergeId) {{ {_ENTITY} }} }}"
FORGET_ME = "mutation ForgetMe { forgetMe { entities facts episodes aliases merges other total } }"
GAPS = """query Gaps { gaps { domainId slug name rate factCount fieldCount share newestFactAt ageDays
  staleAfterDays stale sparse } }"""
