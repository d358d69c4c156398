// The field "core_value" is now "values": a fact reads "Melanie values honesty" (the field names
// what the person does with the value), as its embedding and the extraction bench read it.
// Facts stored under the old name are renamed; their embeddings keep the old wording, which
// says the same thing.
MATCH (f:Fact {field: "core_value"})
CALL (f) {
  SET f.field = "values"
} IN TRANSACTIONS OF 10000 ROWS;
