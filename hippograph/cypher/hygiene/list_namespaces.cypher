// Every user namespace (it has exactly one user entity), for the jobs that run over all of them.
MATCH (u:Entity {role: 'user'})
RETURN u.user_id AS user_id
ORDER BY user_id
