// The field "core_value" is now "cares_about": a fact reads "Melanie cares about honesty", as its
// embedding and the extraction bench read it ("core value honesty" is not English; "values
// honesty" parses "values" as a noun). Facts stored under the old name are renamed; their
// embeddings keep the old wording, which says the same thing.
MATCH (f:Fact {field: "core_value"})
CALL (f) {
  SET f.field = "cares_about"
} IN TRANSACTIONS OF 10000 ROWS;
