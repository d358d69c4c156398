// A page of episodes, most recent first, optionally of one session, with the total.
MATCH (ep:Episode {user_id: $user_id})
WHERE $session_id IS NULL OR ep.session_id = $session_id
WITH ep ORDER BY coalesce(ep.occurred_at, ep.created_at) DESC, ep.uid
WITH collect(ep) AS items
RETURN size(items) AS total,
       [ep IN items[$offset..$offset + $first] |
        ep {.uid, .session_id, .external_id, .speaker, .content, .occurred_at, .created_at}] AS page
