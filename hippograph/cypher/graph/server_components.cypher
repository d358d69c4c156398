// What the server is: its kernel version and the Cypher versions it speaks (capabilities are
// decided from these once, at connect time: hippograph/graph/driver.py).
CALL dbms.components() YIELD name, versions, edition
RETURN name, versions, edition
