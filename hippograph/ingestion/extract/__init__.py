"""Open, clause-level extraction on spaCy's dependency parse, for any subject.

:mod:`views` reads each clause of a sentence (its subject, predicate, negation, hedges, tense and
time expression); :mod:`subjects` says who a clause is about; :mod:`readers` turn a clause into
statements, one reader per construction (copula, verb and its objects, possessives and
appositions, naming); :mod:`gate` keeps only values that are whole constituents; :mod:`mapping`
names the field and finds a declared relation; :mod:`entity_types` types the named things.
:func:`~hippograph.ingestion.extract.open.read_doc` runs them all over one parsed message.
"""
