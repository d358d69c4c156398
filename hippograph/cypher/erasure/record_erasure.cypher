// One erasure in a namespace; the database's clock orders them for every process alike.
CREATE (e:Erasure {uid: randomUUID(), namespace: $user_id, scope: $scope, at: datetime()})
RETURN e.uid AS uid, e.at AS at
