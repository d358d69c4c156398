MATCH (e:Episode {user_id: $user_id, uid: $episode_uid})
SET e.result = $result
