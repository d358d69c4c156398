MATCH (e:Episode {user_id: $user_id, content_hash: $content_hash})
RETURN e.uid AS uid, e.result AS result
