// Every reminder of a keyword (sheldonmem DeleteCronByKeyword), of one chat when given.
OPTIONAL MATCH (r:Reminder {user_id: $user_id, keyword: $keyword})
WHERE $chat_id IS NULL OR r.chat_id = $chat_id
DETACH DELETE r
RETURN count(r) AS deleted
