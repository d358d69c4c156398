// Erasures (forgetMe, forgetEntity, forgetFact) are recorded so that every service process purges
// its in-process copies (hippograph/erasure.py); each process reads the new ones by this index.
CREATE RANGE INDEX erasure_at IF NOT EXISTS FOR (e:Erasure) ON (e.at);
