/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Date with time (isoformat) */
  DateTime: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](https://ecma-international.org/wp-content/uploads/ECMA-404_2nd_edition_december_2017.pdf). */
  JSON: { input: unknown; output: unknown; }
};

export type AddEdgeInput = {
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  /** e.g. WORKS_AT; must match ^[A-Z][A-Z0-9_]{1,40}$. */
  relation: Scalars['String']['input'];
  sourceId: Scalars['ID']['input'];
  strength?: Scalars['Float']['input'];
  targetId: Scalars['ID']['input'];
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
};

export type AddEntityInput = {
  aliases?: Array<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  name: Scalars['String']['input'];
  /** Person, Place, Org, Concept, Goal or Event. */
  type: Scalars['String']['input'];
};

/** A fact stated directly, without extraction. */
export type AddFactInput = {
  confidence?: Scalars['Float']['input'];
  /** 1-14; classified from the text when omitted. */
  domainId?: InputMaybe<Scalars['Int']['input']>;
  entityId: Scalars['ID']['input'];
  field: Scalars['String']['input'];
  metadata?: InputMaybe<Scalars['JSON']['input']>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['String']['input'];
};

/** Another name of an entity, learned by resolution or stated by the user. */
export type Alias = {
  __typename?: 'Alias';
  alias: Scalars['String']['output'];
  confidence: Scalars['Float']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  source?: Maybe<Scalars['String']['output']>;
  useCount: Scalars['Int']['output'];
};

/** One retrieval channel that found an item. */
export type ChannelHit = {
  __typename?: 'ChannelHit';
  /** fulltext | vector | graph | provenance */
  channel: Scalars['String']['output'];
  /** 1-based rank within the channel. */
  rank: Scalars['Int']['output'];
  /** The channel's own score. */
  score: Scalars['Float']['output'];
};

/** Which edges of an entity: those leaving it, those reaching it, or both. */
export type Direction =
  | 'BOTH'
  | 'IN'
  | 'OUT';

/** One of the 14 life domains every fact belongs to. */
export type Domain = {
  __typename?: 'Domain';
  /** Share, freshness against the rate, and sparseness of the caller's facts here. */
  coverage: DomainCoverage;
  description: Scalars['String']['output'];
  /** Active facts of the caller in this domain. */
  factCount: Scalars['Int']['output'];
  /** Distinct fields those facts cover. */
  fieldCount: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  layer: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** How fast facts of this domain usually change. */
  rate: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** How well one life domain of the caller is covered. */
export type DomainCoverage = {
  __typename?: 'DomainCoverage';
  /** Days since then; null without facts. */
  ageDays?: Maybe<Scalars['Float']['output']>;
  domainId: Scalars['Int']['output'];
  /** Active facts in the domain. */
  factCount: Scalars['Int']['output'];
  /** Distinct fields those facts cover. */
  fieldCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** When its newest active fact was learned. */
  newestFactAt?: Maybe<Scalars['DateTime']['output']>;
  /** How fast the domain's facts usually change. */
  rate: Scalars['String']['output'];
  /** The domain's share of the caller's active facts (0-1). */
  share: Scalars['Float']['output'];
  slug: Scalars['String']['output'];
  /** Fewer active facts than the configured threshold. */
  sparse: Scalars['Boolean']['output'];
  /** The newest fact is older than the domain's rate allows. */
  stale: Scalars['Boolean']['output'];
  /** The age past which the domain is stale; null for an append-only domain. */
  staleAfterDays?: Maybe<Scalars['Float']['output']>;
};

/** A domain's similarity to the query. */
export type DomainScore = {
  __typename?: 'DomainScore';
  domainId: Scalars['Int']['output'];
  score: Scalars['Float']['output'];
};

/** A typed edge between two entities (WORKS_AT, SIBLING_OF, ...). */
export type Edge = {
  __typename?: 'Edge';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  metadata?: Maybe<Scalars['JSON']['output']>;
  relation: Scalars['String']['output'];
  source: Entity;
  sourceId: Scalars['ID']['output'];
  strength: Scalars['Float']['output'];
  target: Entity;
  targetId: Scalars['ID']['output'];
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validTo?: Maybe<Scalars['DateTime']['output']>;
};

/** An edge remember created or strengthened. */
export type EdgeOutcome = {
  __typename?: 'EdgeOutcome';
  /** created | strengthened | closed | history */
  action: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  relation: Scalars['String']['output'];
  sourceId: Scalars['ID']['output'];
  strength: Scalars['Float']['output'];
  targetId: Scalars['ID']['output'];
};

/** A person, place, organisation, concept, goal or event; or the user or agent. */
export type Entity = {
  __typename?: 'Entity';
  /** Learned or stated aliases, with how they were learned. */
  aliases: Array<Alias>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Typed edges touching the entity, optionally one relation only: those valid now, or at `asOf`; `includeEnded` adds the closed ones (history). */
  edges: Array<Edge>;
  /** Facts about the entity; `active: null` gives every version. */
  facts: Array<Fact>;
  id: Scalars['ID']['output'];
  metadata?: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
  /** Other names the entity is known by. */
  names: Array<Scalars['String']['output']>;
  /** Entities within `hops` edges (1-4), nearest first. */
  neighbors: Array<Neighbor>;
  /** `user` or `agent` for the two fixed entities. */
  role?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A person, place, organisation, concept, goal or event; or the user or agent. */
export type EntityEdgesArgs = {
  asOf?: InputMaybe<Scalars['DateTime']['input']>;
  direction?: Direction;
  includeEnded?: Scalars['Boolean']['input'];
  relation?: InputMaybe<Scalars['String']['input']>;
};


/** A person, place, organisation, concept, goal or event; or the user or agent. */
export type EntityFactsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A person, place, organisation, concept, goal or event; or the user or agent. */
export type EntityNeighborsArgs = {
  hops?: Scalars['Int']['input'];
};

export type EntityConnection = {
  __typename?: 'EntityConnection';
  edges: Array<EntityConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type EntityConnectionEdge = {
  __typename?: 'EntityConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Entity;
};

/** How remember resolved a mentioned entity. */
export type EntityOutcome = {
  __typename?: 'EntityOutcome';
  id: Scalars['ID']['output'];
  matchedName?: Maybe<Scalars['String']['output']>;
  /** exact | alias | fuzzy | vector | related | new */
  method: Scalars['String']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The entity a recalled fact is about. */
export type EntityRef = {
  __typename?: 'EntityRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** One remembered conversation turn. */
export type Episode = {
  __typename?: 'Episode';
  content: Scalars['String']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  externalId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  occurredAt?: Maybe<Scalars['DateTime']['output']>;
  sessionId?: Maybe<Scalars['String']['output']>;
  speaker?: Maybe<Scalars['String']['output']>;
};

export type EpisodeConnection = {
  __typename?: 'EpisodeConnection';
  edges: Array<EpisodeConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type EpisodeConnectionEdge = {
  __typename?: 'EpisodeConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Episode;
};

/** Why an item was returned: the channels, the graph path, the source. */
export type Explanation = {
  __typename?: 'Explanation';
  channels: Array<ChannelHit>;
  path?: Maybe<GraphPath>;
  provenance?: Maybe<Provenance>;
  /** Why a fact ranked where it did (facts only). */
  ranking?: Maybe<RankReason>;
};

/** One version of a fact about an entity. */
export type Fact = {
  __typename?: 'Fact';
  accessCount: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  confidence: Scalars['Float']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  domainId: Scalars['Int']['output'];
  /** The slug of the fact's life domain. */
  domainSlug?: Maybe<Scalars['String']['output']>;
  /** The entity the fact is about. */
  entity: Entity;
  entityId: Scalars['ID']['output'];
  field: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Last reinforcement or demotion. */
  lastHitAt?: Maybe<Scalars['DateTime']['output']>;
  /** The audit's verdict, if reviewed. */
  review?: Maybe<FactReview>;
  /** When the audit approved or rejected it. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  score: Scalars['Float']['output'];
  sector?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  /** The version that replaced it. */
  supersededById?: Maybe<Scalars['ID']['output']>;
  /** The version this one replaced. */
  supersedesId?: Maybe<Scalars['ID']['output']>;
  target?: Maybe<Scalars['String']['output']>;
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validTo?: Maybe<Scalars['DateTime']['output']>;
  value: Scalars['String']['output'];
};

export type FactConnection = {
  __typename?: 'FactConnection';
  edges: Array<FactConnectionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FactConnectionEdge = {
  __typename?: 'FactConnectionEdge';
  cursor: Scalars['String']['output'];
  node: Fact;
};

/** A fact remember created, reinforced or superseded. */
export type FactOutcome = {
  __typename?: 'FactOutcome';
  /** created | reinforced | superseded | ended | history */
  action: Scalars['String']['output'];
  confidence: Scalars['Float']['output'];
  domainId: Scalars['Int']['output'];
  entityId: Scalars['ID']['output'];
  field: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  supersededId?: Maybe<Scalars['ID']['output']>;
  value: Scalars['String']['output'];
};

/** An audit's verdict on a fact. */
export type FactReview =
  | 'APPROVED'
  | 'REJECTED';

/** What forgetEntity erased. */
export type ForgetEntityPayload = {
  __typename?: 'ForgetEntityPayload';
  aliases: Scalars['Int']['output'];
  edges: Scalars['Int']['output'];
  facts: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
};

/** What forgetMe erased: node counts by kind. */
export type ForgetMePayload = {
  __typename?: 'ForgetMePayload';
  aliases: Scalars['Int']['output'];
  entities: Scalars['Int']['output'];
  episodes: Scalars['Int']['output'];
  facts: Scalars['Int']['output'];
  merges: Scalars['Int']['output'];
  other: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A path through typed edges: entity names alternating with relations. */
export type GraphPath = {
  __typename?: 'GraphPath';
  edgeIds: Array<Scalars['ID']['output']>;
  entityIds: Array<Scalars['ID']['output']>;
  hops: Scalars['Int']['output'];
  /** e.g. ["Alice", "COUSIN_OF", "Priya"] */
  steps: Array<Scalars['String']['output']>;
};

/** One change a hygiene run made (or, dry, would make). */
export type HygieneChange = {
  __typename?: 'HygieneChange';
  /** set (properties of a node), delete node, create node, create relationship, delete relationship. */
  action: Scalars['String']['output'];
  /** JSON of the properties after, where they matter. */
  after?: Maybe<Scalars['String']['output']>;
  /** JSON of the properties before, where they matter. */
  before?: Maybe<Scalars['String']['output']>;
  /** The node id, or `start -[TYPE]-> end`. */
  target: Scalars['String']['output'];
};

/** DECAY scores every fact; COMPACT merges duplicates, shortens long version chains and removes orphan entities; PRUNE archives the lowest-ranked facts above the size limit. */
export type HygieneJob =
  | 'COMPACT'
  | 'DECAY'
  | 'PRUNE';

/** What a hygiene job did in the caller's namespace (with `dryRun`: would do, nothing written). */
export type HygieneReport = {
  __typename?: 'HygieneReport';
  /** Facts archived. */
  archived: Scalars['Int']['output'];
  /** How many changes, in all. */
  changeCount: Scalars['Int']['output'];
  /** The changes (the first 500). */
  changes: Array<HygieneChange>;
  /** True: the counts and changes are the plan; nothing changed. */
  dryRun: Scalars['Boolean']['output'];
  /** Old versions moved off long supersede chains. */
  folded: Scalars['Int']['output'];
  job: HygieneJob;
  /** Facts of the same value (the same string once normalised, or two names of one entity) folded into the strongest of them. */
  merged: Scalars['Int']['output'];
  /** Orphan entities removed. */
  orphans: Scalars['Int']['output'];
  /** The recorded run (undoHygieneRun); null when dry. */
  runId?: Maybe<Scalars['ID']['output']>;
  /** Facts given a decay score. */
  scored: Scalars['Int']['output'];
};

/** A hygiene job's run in the caller's namespace, with what it changed recorded: `undoHygieneRun` takes it back. */
export type HygieneRun = {
  __typename?: 'HygieneRun';
  archived: Scalars['Int']['output'];
  /** Null while it runs (or if it stopped). */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  folded: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  job: HygieneJob;
  merged: Scalars['Int']['output'];
  /** The namespace's runs are numbered 1, 2, 3, ... */
  number: Scalars['Int']['output'];
  orphans: Scalars['Int']['output'];
  scored: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
  /** Write transactions that changed something. */
  writes: Scalars['Int']['output'];
};

/** What importMarkdown found and wrote. */
export type ImportReport = {
  __typename?: 'ImportReport';
  /** Facts written now (source migration). */
  created: Scalars['Int']['output'];
  /** Facts an earlier import already wrote: skipped. */
  existing: Scalars['Int']['output'];
  /** Memories found in the markdown. */
  items: Scalars['Int']['output'];
};

/** Who the request acts for. */
export type Me = {
  __typename?: 'Me';
  admin: Scalars['Boolean']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  keyId?: Maybe<Scalars['ID']['output']>;
  keyPrefix?: Maybe<Scalars['String']['output']>;
  /** No API keys exist: the single default user, loopback clients only. */
  openMode: Scalars['Boolean']['output'];
  userId: Scalars['String']['output'];
};

/** Everything recalled for one query. */
export type Memory = {
  __typename?: 'Memory';
  /** The agent's facts about itself. */
  agentSelf: Array<RecalledFact>;
  edges: Array<RecalledEdge>;
  entities: Array<RecalledEntity>;
  episodes: Array<RecalledEpisode>;
  facts: Array<RecalledFact>;
  /** The caller's working notes, newest first: keys and ages; fetch content with `note`. */
  notes: Array<NoteKey>;
  paths: Array<GraphPath>;
  query: Scalars['String']['output'];
  routing: Routing;
};

/** A recorded merge, undoable with unmergeEntities(mergeId). */
export type MergePayload = {
  __typename?: 'MergePayload';
  droppedId: Scalars['ID']['output'];
  droppedName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kept: Entity;
  movedAliases: Scalars['Int']['output'];
  movedEdges: Scalars['Int']['output'];
  movedFacts: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addEdge: Edge;
  addEntity: Entity;
  addFact: Fact;
  /** Mark an active fact reviewed; its confidence rises to at least the approval floor. */
  approveFact: Fact;
  /** Move a working note to the archive as `newKey`; CONFLICT if that key is taken. */
  archiveNote: Note;
  /** A possible-same-as pair is one entity: merge the new one into the known one (undo with unmergeEntities). */
  confirmSameAs: MergePayload;
  /** Remind about `keyword` on a 5-field cron `schedule`; recall runs when it fires. */
  createReminder: Reminder;
  /** Remove a note (either tier) for good. */
  deleteNote: Note;
  deleteReminder: Reminder;
  /** Delete every reminder of `keyword` (of one chat when given); returns how many. */
  deleteReminders: Scalars['Int']['output'];
  demoteFact: Fact;
  forgetEntity: ForgetEntityPayload;
  /** Deactivate a fact; its history is kept. */
  forgetFact: Fact;
  /** Erase every node of the caller's namespace; returns the counts removed. */
  forgetMe: ForgetMePayload;
  /** Store each memory of a MEMORY.md-style text as a fact (source migration); a rerun adds nothing. */
  importMarkdown: ImportReport;
  /** Merge `dropId` into `keepId`; undo with unmergeEntities. */
  mergeEntities: MergePayload;
  reinforceFact: Fact;
  /** Deactivate a fact as rejected by review; its history is kept. */
  rejectFact: Fact;
  /** A possible-same-as pair is two entities: close it; it is not proposed again. */
  rejectSameAs: SameAsCandidate;
  /** Remember one conversation turn. */
  remember: RememberPayload;
  removeEdge: Edge;
  /** Bring an archived note back to the working tier. */
  restoreNote: Note;
  /** Run one hygiene job (decay, compact, prune) now, in the caller's namespace; `dryRun` shows the plan and writes nothing. */
  runHygiene: HygieneReport;
  /** Create or update a working note; CONFLICT if the key is an archived note. */
  saveNote: Note;
  /** Take back what a hygiene run changed; CONFLICT if that memory changed since (undo newer runs first) or it was undone already. */
  undoHygieneRun: HygieneRun;
  unmergeEntities: Entity;
  /** A new version superseding the active fact. */
  updateFact: Fact;
};


export type MutationAddEdgeArgs = {
  input: AddEdgeInput;
};


export type MutationAddEntityArgs = {
  input: AddEntityInput;
};


export type MutationAddFactArgs = {
  input: AddFactInput;
};


export type MutationApproveFactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveNoteArgs = {
  key: Scalars['String']['input'];
  newKey: Scalars['String']['input'];
};


export type MutationConfirmSameAsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateReminderArgs = {
  chatId?: InputMaybe<Scalars['String']['input']>;
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  keyword: Scalars['String']['input'];
  schedule: Scalars['String']['input'];
};


export type MutationDeleteNoteArgs = {
  key: Scalars['String']['input'];
};


export type MutationDeleteReminderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRemindersArgs = {
  chatId?: InputMaybe<Scalars['String']['input']>;
  keyword: Scalars['String']['input'];
};


export type MutationDemoteFactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgetEntityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgetFactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportMarkdownArgs = {
  markdown: Scalars['String']['input'];
};


export type MutationMergeEntitiesArgs = {
  dropId: Scalars['ID']['input'];
  keepId: Scalars['ID']['input'];
};


export type MutationReinforceFactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRejectFactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRejectSameAsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRememberArgs = {
  input: RememberInput;
};


export type MutationRemoveEdgeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreNoteArgs = {
  key: Scalars['String']['input'];
};


export type MutationRunHygieneArgs = {
  dryRun?: Scalars['Boolean']['input'];
  job: HygieneJob;
};


export type MutationSaveNoteArgs = {
  content: Scalars['String']['input'];
  key: Scalars['String']['input'];
};


export type MutationUndoHygieneRunArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnmergeEntitiesArgs = {
  mergeId: Scalars['ID']['input'];
};


export type MutationUpdateFactArgs = {
  input: UpdateFactInput;
};

/** An entity reached from another one, with its distance in edges. */
export type Neighbor = {
  __typename?: 'Neighbor';
  distance: Scalars['Int']['output'];
  entity: Entity;
};

/** Mutable state with exact retrieval by key (a meal plan, a budget). */
export type Note = {
  __typename?: 'Note';
  /** Seconds since updatedAt. */
  ageSeconds: Scalars['Float']['output'];
  /** Stored verbatim; often JSON. */
  content: Scalars['String']['output'];
  /** Whether the content parses as JSON. */
  isJson: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  tier: NoteTier;
  /** When the content was last saved. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A working note's key and age, without its content (fetch it with `note`). */
export type NoteKey = {
  __typename?: 'NoteKey';
  /** Seconds since updatedAt. */
  ageSeconds: Scalars['Float']['output'];
  key: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** WORKING notes are shown with recall; ARCHIVE ones on request. */
export type NoteTier =
  | 'ARCHIVE'
  | 'WORKING';

/** What edges and facts may say: the declared vocabulary. */
export type Ontology = {
  __typename?: 'Ontology';
  attributes: Array<OntologyAttribute>;
  entityTypes: Array<Scalars['String']['output']>;
  relations: Array<OntologyRelation>;
};

/** A fact field with a declared meaning. */
export type OntologyAttribute = {
  __typename?: 'OntologyAttribute';
  /** "one": a new value supersedes the current one; "many": values add up. */
  cardinality: Scalars['String']['output'];
  description: Scalars['String']['output'];
  domainId?: Maybe<Scalars['Int']['output']>;
  lexicon: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  target: Scalars['String']['output'];
};

/** A relation type edges may have. */
export type OntologyRelation = {
  __typename?: 'OntologyRelation';
  /** "one": a new target replaces the current one; "many": targets add up. */
  cardinality: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Entity types an edge of this type may start at. */
  domain: Array<Scalars['String']['output']>;
  /** The fact attribute stating the same thing. */
  field?: Maybe<Scalars['String']['output']>;
  /** The same fact seen from the target. */
  inverse?: Maybe<Scalars['String']['output']>;
  /** Predicate phrases (lemmas) that state it. */
  lexicon: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Entity types an edge of this type may end at. */
  range: Array<Scalars['String']['output']>;
  symmetric: Scalars['Boolean']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** The conversation turn a fact was learned from. */
export type Provenance = {
  __typename?: 'Provenance';
  episodeId: Scalars['ID']['output'];
  occurredAt?: Maybe<Scalars['DateTime']['output']>;
  sessionId?: Maybe<Scalars['String']['output']>;
  snippet: Scalars['String']['output'];
  speaker?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The agent's self-entity, with its facts. */
  agentSelf: Entity;
  /** The 14 life domains with the caller's fact counts. */
  domains: Array<Domain>;
  /** Entities by name, or matching `search`, optionally of one type or domain. */
  entities: EntityConnection;
  /** One entity, by id or by name. */
  entity: Entity;
  /** Remembered turns, most recent first. */
  episodes: EpisodeConnection;
  /** Every version of a fact, newest first. */
  factHistory: Array<Fact>;
  /** Facts, newest first; `active: null` includes superseded and forgotten ones. */
  facts: FactConnection;
  /** Coverage of every life domain, sparsest first. */
  gaps: Array<DomainCoverage>;
  /** The caller's recorded hygiene runs, newest first (at most 100). */
  hygieneRuns: Array<HygieneRun>;
  /** Who the request acts for. */
  me: Me;
  /** The note with this exact key, from either tier. */
  note?: Maybe<Note>;
  /** Notes of a tier, newest first; `pattern`: case-insensitive substring of the key. */
  notes: Array<Note>;
  /** The declared relation types (domain, range, inverse, cardinality) and attributes. */
  ontology: Ontology;
  /** Shortest paths between two entities, through edges valid now (or at `asOf`). */
  paths: Array<GraphPath>;
  /** What the caller's memory holds for a query, every item explained (hops 0-4). */
  recall: Memory;
  /** Facts learned since `since` (active or not), newest first, for review. */
  recentFacts: Array<Fact>;
  /** The caller's reminders, soonest first. */
  reminders: Array<Reminder>;
  /** Entities remember kept apart that may be one, for review (newest first). */
  sameAsCandidates: Array<SameAsCandidate>;
};


export type QueryEntitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  domain?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEntityArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEpisodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sessionId?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFactHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFactsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  domain?: InputMaybe<Scalars['Int']['input']>;
  entityId?: InputMaybe<Scalars['ID']['input']>;
  field?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHygieneRunsArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryNoteArgs = {
  key: Scalars['String']['input'];
};


export type QueryNotesArgs = {
  pattern?: InputMaybe<Scalars['String']['input']>;
  tier?: NoteTier;
};


export type QueryPathsArgs = {
  asOf?: InputMaybe<Scalars['DateTime']['input']>;
  fromId: Scalars['ID']['input'];
  maxHops?: Scalars['Int']['input'];
  toId: Scalars['ID']['input'];
};


export type QueryRecallArgs = {
  asOf?: InputMaybe<Scalars['DateTime']['input']>;
  domains?: InputMaybe<Array<Scalars['Int']['input']>>;
  hops?: Scalars['Int']['input'];
  includeArchived?: Scalars['Boolean']['input'];
  includeInactive?: Scalars['Boolean']['input'];
  limit?: Scalars['Int']['input'];
  query: Scalars['String']['input'];
  ranking?: RankingPreset;
};


export type QueryRecentFactsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  since: Scalars['DateTime']['input'];
};


export type QueryRemindersArgs = {
  chatId?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySameAsCandidatesArgs = {
  first?: Scalars['Int']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Why a fact ranked where it did. */
export type RankReason = {
  __typename?: 'RankReason';
  factors: Array<ScoreFactor>;
  /** 1-based position among the facts returned. */
  rank: Scalars['Int']['output'];
  /** Why the fact's subject counted: it is whom the question is about (the asker, the agent, an entity named or a relative); null when it is someone else. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The same in one line, for people and prompts. */
  summary: Scalars['String']['output'];
};

/** How recall orders facts: DEFAULT fuses the channels with decay and domain boosts; KEYWORD is bm25 × exp(score × 0.2) / (1 + days since the last reinforcement × 0.01). */
export type RankingPreset =
  | 'DEFAULT'
  | 'KEYWORD';

export type RecalledEdge = {
  __typename?: 'RecalledEdge';
  id: Scalars['ID']['output'];
  relation: Scalars['String']['output'];
  sourceId: Scalars['ID']['output'];
  strength: Scalars['Float']['output'];
  targetId: Scalars['ID']['output'];
};

export type RecalledEntity = {
  __typename?: 'RecalledEntity';
  aliases: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Named in the query, reached by the graph, or a fact's subject. */
  reason: Scalars['String']['output'];
  role?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type RecalledEpisode = {
  __typename?: 'RecalledEpisode';
  content: Scalars['String']['output'];
  explanation: Explanation;
  externalId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  occurredAt?: Maybe<Scalars['DateTime']['output']>;
  score: Scalars['Float']['output'];
  sessionId?: Maybe<Scalars['String']['output']>;
  speaker?: Maybe<Scalars['String']['output']>;
};

export type RecalledFact = {
  __typename?: 'RecalledFact';
  accessCount: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  confidence: Scalars['Float']['output'];
  domainId: Scalars['Int']['output'];
  entity: EntityRef;
  explanation: Explanation;
  field: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The fused relevance score. */
  score: Scalars['Float']['output'];
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validTo?: Maybe<Scalars['DateTime']['output']>;
  value: Scalars['String']['output'];
};

/** One conversation turn to remember. */
export type RememberInput = {
  assistantResponse?: InputMaybe<Scalars['String']['input']>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  occurredAt?: InputMaybe<Scalars['DateTime']['input']>;
  sessionId?: InputMaybe<Scalars['String']['input']>;
  /** Who spoke, when not the user (a Person of the namespace). */
  speaker?: InputMaybe<Scalars['String']['input']>;
  userMessage: Scalars['String']['input'];
};

/** What remembering one turn did. */
export type RememberPayload = {
  __typename?: 'RememberPayload';
  /** The turn was already remembered; nothing was written. */
  duplicate: Scalars['Boolean']['output'];
  edges: Array<EdgeOutcome>;
  entities: Array<EntityOutcome>;
  episodeId: Scalars['ID']['output'];
  facts: Array<FactOutcome>;
  skipped: Array<SkipOutcome>;
};

/** A keyword reminder: when it fires, recall(keyword) says what to remind. */
export type Reminder = {
  __typename?: 'Reminder';
  chatId?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  keyword: Scalars['String']['output'];
  lastFiredAt?: Maybe<Scalars['DateTime']['output']>;
  nextRun: Scalars['DateTime']['output'];
  /** A 5-field cron expression. */
  schedule: Scalars['String']['output'];
};

/** A reminder that fired, with what memory held for its keyword then. */
export type ReminderFiring = {
  __typename?: 'ReminderFiring';
  firedAt: Scalars['DateTime']['output'];
  memory: Memory;
  reminder: Reminder;
};

/** Which life domains the query was routed to, and why. */
export type Routing = {
  __typename?: 'Routing';
  matchedRules: Array<Scalars['String']['output']>;
  primary: Array<Scalars['Int']['output']>;
  related: Array<Scalars['Int']['output']>;
  scores: Array<DomainScore>;
};

/** A new entity that may be a known one (a near name, a tie between candidates): never merged by itself; `confirmSameAs` merges the pair, `rejectSameAs` keeps them apart. */
export type SameAsCandidate = {
  __typename?: 'SameAsCandidate';
  candidate: Entity;
  /** The known entity it may be. */
  candidateId: Scalars['ID']['output'];
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  entity: Entity;
  /** The entity remember created. */
  entityId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The merge a confirmation made (undo it with unmergeEntities). */
  mergeId?: Maybe<Scalars['ID']['output']>;
  /** fuzzy | vector | related: what made them look alike */
  method: Scalars['String']['output'];
  score: Scalars['Float']['output'];
  /** open | confirmed | rejected */
  status: Scalars['String']['output'];
};

/** One factor of a fact's score (the score is their product). */
export type ScoreFactor = {
  __typename?: 'ScoreFactor';
  /** channels (fused ranks), decay, domain, subject (DEFAULT ranking); bm25, reinforcement, recency (KEYWORD ranking). */
  name: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

/** Something in the turn that was not remembered, and why. */
export type SkipOutcome = {
  __typename?: 'SkipOutcome';
  reason: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The caller's reminders as they fire (graphql-transport-ws), of one chat when given. */
  reminderFired: ReminderFiring;
};


export type SubscriptionReminderFiredArgs = {
  chatId?: InputMaybe<Scalars['String']['input']>;
};

/** A new value for an active fact; the old version is kept as history. */
export type UpdateFactInput = {
  confidence?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'Me', userId: string, admin: boolean, keyPrefix?: string | null, openMode: boolean } };

export type RecallQueryVariables = Exact<{
  query: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
}>;


export type RecallQuery = { __typename?: 'Query', recall: { __typename?: 'Memory', query: string, facts: Array<{ __typename?: 'RecalledFact', id: string, field: string, value: string, confidence: number, score: number, domainId: number, active: boolean, entity: { __typename?: 'EntityRef', id: string, name: string, type: string, role?: string | null }, explanation: { __typename?: 'Explanation', channels: Array<{ __typename?: 'ChannelHit', channel: string, rank: number, score: number }>, path?: { __typename?: 'GraphPath', steps: Array<string>, entityIds: Array<string>, edgeIds: Array<string>, hops: number } | null, provenance?: { __typename?: 'Provenance', episodeId: string, sessionId?: string | null, speaker?: string | null, occurredAt?: string | null, snippet: string } | null } }>, episodes: Array<{ __typename?: 'RecalledEpisode', id: string, speaker?: string | null, occurredAt?: string | null, content: string, score: number, explanation: { __typename?: 'Explanation', channels: Array<{ __typename?: 'ChannelHit', channel: string, rank: number, score: number }> } }>, entities: Array<{ __typename?: 'RecalledEntity', id: string, name: string, type: string, role?: string | null, reason: string }>, edges: Array<{ __typename?: 'RecalledEdge', id: string, sourceId: string, relation: string, targetId: string, strength: number }>, routing: { __typename?: 'Routing', primary: Array<number>, related: Array<number> } } };

export type EntityQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EntityQuery = { __typename?: 'Query', entity: { __typename?: 'Entity', id: string, name: string, type: string, role?: string | null, names: Array<string>, createdAt?: string | null, updatedAt?: string | null, aliases: Array<{ __typename?: 'Alias', alias: string, source?: string | null, confidence: number }>, facts: Array<{ __typename?: 'Fact', id: string, field: string, value: string, domainId: number, domainSlug?: string | null, confidence: number, active: boolean, createdAt?: string | null, validFrom?: string | null, validTo?: string | null, source?: string | null }>, edges: Array<{ __typename?: 'Edge', id: string, relation: string, sourceId: string, targetId: string, strength: number, source: { __typename?: 'Entity', id: string, name: string, type: string }, target: { __typename?: 'Entity', id: string, name: string, type: string } }> } };

export type NeighbourhoodQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NeighbourhoodQuery = { __typename?: 'Query', entity: { __typename?: 'Entity', id: string, name: string, type: string, edges: Array<{ __typename?: 'Edge', id: string, relation: string, sourceId: string, targetId: string, source: { __typename?: 'Entity', id: string, name: string, type: string }, target: { __typename?: 'Entity', id: string, name: string, type: string } }> } };

export type FactHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FactHistoryQuery = { __typename?: 'Query', factHistory: Array<{ __typename?: 'Fact', id: string, value: string, confidence: number, active: boolean, createdAt?: string | null, validFrom?: string | null, validTo?: string | null, source?: string | null, review?: FactReview | null }> };

export type EntitiesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type EntitiesQuery = { __typename?: 'Query', entities: { __typename?: 'EntityConnection', totalCount: number, edges: Array<{ __typename?: 'EntityConnectionEdge', node: { __typename?: 'Entity', id: string, name: string, type: string, role?: string | null } }> } };

export type DomainsQueryVariables = Exact<{ [key: string]: never; }>;


export type DomainsQuery = { __typename?: 'Query', domains: Array<{ __typename?: 'Domain', id: number, slug: string, name: string, layer: string, rate: string, description: string, coverage: { __typename?: 'DomainCoverage', factCount: number, fieldCount: number, share: number, ageDays?: number | null, stale: boolean, sparse: boolean } }> };

export type DomainFactsQueryVariables = Exact<{
  domain: Scalars['Int']['input'];
}>;


export type DomainFactsQuery = { __typename?: 'Query', facts: { __typename?: 'FactConnection', totalCount: number, edges: Array<{ __typename?: 'FactConnectionEdge', node: { __typename?: 'Fact', id: string, field: string, value: string, confidence: number, entity: { __typename?: 'Entity', id: string, name: string } } }> } };

export type RecentFactsQueryVariables = Exact<{
  since: Scalars['DateTime']['input'];
}>;


export type RecentFactsQuery = { __typename?: 'Query', recentFacts: Array<{ __typename?: 'Fact', id: string, field: string, value: string, confidence: number, active: boolean, review?: FactReview | null, createdAt?: string | null, domainSlug?: string | null, entity: { __typename?: 'Entity', id: string, name: string } }> };

export type RememberMutationVariables = Exact<{
  input: RememberInput;
}>;


export type RememberMutation = { __typename?: 'Mutation', remember: { __typename?: 'RememberPayload', episodeId: string, duplicate: boolean, entities: Array<{ __typename?: 'EntityOutcome', id: string, name: string, type: string, method: string }>, facts: Array<{ __typename?: 'FactOutcome', id: string, entityId: string, field: string, value: string, action: string }>, edges: Array<{ __typename?: 'EdgeOutcome', id: string, relation: string, action: string }>, skipped: Array<{ __typename?: 'SkipOutcome', text: string, reason: string }> } };

export type UpdateFactMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  value: Scalars['String']['input'];
}>;


export type UpdateFactMutation = { __typename?: 'Mutation', updateFact: { __typename?: 'Fact', id: string, value: string } };

export type ForgetFactMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ForgetFactMutation = { __typename?: 'Mutation', forgetFact: { __typename?: 'Fact', id: string, active: boolean } };

export type ForgetEntityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ForgetEntityMutation = { __typename?: 'Mutation', forgetEntity: { __typename?: 'ForgetEntityPayload', id: string, facts: number, edges: number, aliases: number } };

export type ForgetMeMutationVariables = Exact<{ [key: string]: never; }>;


export type ForgetMeMutation = { __typename?: 'Mutation', forgetMe: { __typename?: 'ForgetMePayload', total: number, entities: number, facts: number, episodes: number } };

export type ApproveFactMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApproveFactMutation = { __typename?: 'Mutation', approveFact: { __typename?: 'Fact', id: string, review?: FactReview | null } };

export type RejectFactMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RejectFactMutation = { __typename?: 'Mutation', rejectFact: { __typename?: 'Fact', id: string, review?: FactReview | null, active: boolean } };

export type NotesQueryVariables = Exact<{
  tier: NoteTier;
}>;


export type NotesQuery = { __typename?: 'Query', notes: Array<{ __typename?: 'Note', key: string, content: string, tier: NoteTier, updatedAt: string, isJson: boolean }> };

export type SaveNoteMutationVariables = Exact<{
  key: Scalars['String']['input'];
  content: Scalars['String']['input'];
}>;


export type SaveNoteMutation = { __typename?: 'Mutation', saveNote: { __typename?: 'Note', key: string } };

export type DeleteNoteMutationVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type DeleteNoteMutation = { __typename?: 'Mutation', deleteNote: { __typename?: 'Note', key: string } };

export type ArchiveNoteMutationVariables = Exact<{
  key: Scalars['String']['input'];
  newKey: Scalars['String']['input'];
}>;


export type ArchiveNoteMutation = { __typename?: 'Mutation', archiveNote: { __typename?: 'Note', key: string } };

export type RestoreNoteMutationVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type RestoreNoteMutation = { __typename?: 'Mutation', restoreNote: { __typename?: 'Note', key: string } };

export type RemindersQueryVariables = Exact<{ [key: string]: never; }>;


export type RemindersQuery = { __typename?: 'Query', reminders: Array<{ __typename?: 'Reminder', id: string, keyword: string, schedule: string, chatId?: string | null, nextRun: string, expiresAt?: string | null, lastFiredAt?: string | null }> };

export type CreateReminderMutationVariables = Exact<{
  keyword: Scalars['String']['input'];
  schedule: Scalars['String']['input'];
}>;


export type CreateReminderMutation = { __typename?: 'Mutation', createReminder: { __typename?: 'Reminder', id: string } };

export type DeleteReminderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteReminderMutation = { __typename?: 'Mutation', deleteReminder: { __typename?: 'Reminder', id: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    userId
    admin
    keyPrefix
    openMode
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const RecallDocument = new TypedDocumentString(`
    query Recall($query: String!, $limit: Int!) {
  recall(query: $query, limit: $limit) {
    query
    facts {
      id
      field
      value
      confidence
      score
      domainId
      active
      entity {
        id
        name
        type
        role
      }
      explanation {
        channels {
          channel
          rank
          score
        }
        path {
          steps
          entityIds
          edgeIds
          hops
        }
        provenance {
          episodeId
          sessionId
          speaker
          occurredAt
          snippet
        }
      }
    }
    episodes {
      id
      speaker
      occurredAt
      content
      score
      explanation {
        channels {
          channel
          rank
          score
        }
      }
    }
    entities {
      id
      name
      type
      role
      reason
    }
    edges {
      id
      sourceId
      relation
      targetId
      strength
    }
    routing {
      primary
      related
    }
  }
}
    `) as unknown as TypedDocumentString<RecallQuery, RecallQueryVariables>;
export const EntityDocument = new TypedDocumentString(`
    query Entity($id: ID!) {
  entity(id: $id) {
    id
    name
    type
    role
    names
    createdAt
    updatedAt
    aliases {
      alias
      source
      confidence
    }
    facts {
      id
      field
      value
      domainId
      domainSlug
      confidence
      active
      createdAt
      validFrom
      validTo
      source
    }
    edges {
      id
      relation
      sourceId
      targetId
      strength
      source {
        id
        name
        type
      }
      target {
        id
        name
        type
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EntityQuery, EntityQueryVariables>;
export const NeighbourhoodDocument = new TypedDocumentString(`
    query Neighbourhood($id: ID!) {
  entity(id: $id) {
    id
    name
    type
    edges {
      id
      relation
      sourceId
      targetId
      source {
        id
        name
        type
      }
      target {
        id
        name
        type
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NeighbourhoodQuery, NeighbourhoodQueryVariables>;
export const FactHistoryDocument = new TypedDocumentString(`
    query FactHistory($id: ID!) {
  factHistory(id: $id) {
    id
    value
    confidence
    active
    createdAt
    validFrom
    validTo
    source
    review
  }
}
    `) as unknown as TypedDocumentString<FactHistoryQuery, FactHistoryQueryVariables>;
export const EntitiesDocument = new TypedDocumentString(`
    query Entities($search: String, $first: Int) {
  entities(search: $search, first: $first) {
    totalCount
    edges {
      node {
        id
        name
        type
        role
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EntitiesQuery, EntitiesQueryVariables>;
export const DomainsDocument = new TypedDocumentString(`
    query Domains {
  domains {
    id
    slug
    name
    layer
    rate
    description
    coverage {
      factCount
      fieldCount
      share
      ageDays
      stale
      sparse
    }
  }
}
    `) as unknown as TypedDocumentString<DomainsQuery, DomainsQueryVariables>;
export const DomainFactsDocument = new TypedDocumentString(`
    query DomainFacts($domain: Int!) {
  facts(domain: $domain, first: 50) {
    totalCount
    edges {
      node {
        id
        field
        value
        confidence
        entity {
          id
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DomainFactsQuery, DomainFactsQueryVariables>;
export const RecentFactsDocument = new TypedDocumentString(`
    query RecentFacts($since: DateTime!) {
  recentFacts(since: $since, first: 100) {
    id
    field
    value
    confidence
    active
    review
    createdAt
    domainSlug
    entity {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RecentFactsQuery, RecentFactsQueryVariables>;
export const RememberDocument = new TypedDocumentString(`
    mutation Remember($input: RememberInput!) {
  remember(input: $input) {
    episodeId
    duplicate
    entities {
      id
      name
      type
      method
    }
    facts {
      id
      entityId
      field
      value
      action
    }
    edges {
      id
      relation
      action
    }
    skipped {
      text
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<RememberMutation, RememberMutationVariables>;
export const UpdateFactDocument = new TypedDocumentString(`
    mutation UpdateFact($id: ID!, $value: String!) {
  updateFact(input: {id: $id, value: $value}) {
    id
    value
  }
}
    `) as unknown as TypedDocumentString<UpdateFactMutation, UpdateFactMutationVariables>;
export const ForgetFactDocument = new TypedDocumentString(`
    mutation ForgetFact($id: ID!) {
  forgetFact(id: $id) {
    id
    active
  }
}
    `) as unknown as TypedDocumentString<ForgetFactMutation, ForgetFactMutationVariables>;
export const ForgetEntityDocument = new TypedDocumentString(`
    mutation ForgetEntity($id: ID!) {
  forgetEntity(id: $id) {
    id
    facts
    edges
    aliases
  }
}
    `) as unknown as TypedDocumentString<ForgetEntityMutation, ForgetEntityMutationVariables>;
export const ForgetMeDocument = new TypedDocumentString(`
    mutation ForgetMe {
  forgetMe {
    total
    entities
    facts
    episodes
  }
}
    `) as unknown as TypedDocumentString<ForgetMeMutation, ForgetMeMutationVariables>;
export const ApproveFactDocument = new TypedDocumentString(`
    mutation ApproveFact($id: ID!) {
  approveFact(id: $id) {
    id
    review
  }
}
    `) as unknown as TypedDocumentString<ApproveFactMutation, ApproveFactMutationVariables>;
export const RejectFactDocument = new TypedDocumentString(`
    mutation RejectFact($id: ID!) {
  rejectFact(id: $id) {
    id
    review
    active
  }
}
    `) as unknown as TypedDocumentString<RejectFactMutation, RejectFactMutationVariables>;
export const NotesDocument = new TypedDocumentString(`
    query Notes($tier: NoteTier!) {
  notes(tier: $tier) {
    key
    content
    tier
    updatedAt
    isJson
  }
}
    `) as unknown as TypedDocumentString<NotesQuery, NotesQueryVariables>;
export const SaveNoteDocument = new TypedDocumentString(`
    mutation SaveNote($key: String!, $content: String!) {
  saveNote(key: $key, content: $content) {
    key
  }
}
    `) as unknown as TypedDocumentString<SaveNoteMutation, SaveNoteMutationVariables>;
export const DeleteNoteDocument = new TypedDocumentString(`
    mutation DeleteNote($key: String!) {
  deleteNote(key: $key) {
    key
  }
}
    `) as unknown as TypedDocumentString<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const ArchiveNoteDocument = new TypedDocumentString(`
    mutation ArchiveNote($key: String!, $newKey: String!) {
  archiveNote(key: $key, newKey: $newKey) {
    key
  }
}
    `) as unknown as TypedDocumentString<ArchiveNoteMutation, ArchiveNoteMutationVariables>;
export const RestoreNoteDocument = new TypedDocumentString(`
    mutation RestoreNote($key: String!) {
  restoreNote(key: $key) {
    key
  }
}
    `) as unknown as TypedDocumentString<RestoreNoteMutation, RestoreNoteMutationVariables>;
export const RemindersDocument = new TypedDocumentString(`
    query Reminders {
  reminders {
    id
    keyword
    schedule
    chatId
    nextRun
    expiresAt
    lastFiredAt
  }
}
    `) as unknown as TypedDocumentString<RemindersQuery, RemindersQueryVariables>;
export const CreateReminderDocument = new TypedDocumentString(`
    mutation CreateReminder($keyword: String!, $schedule: String!) {
  createReminder(keyword: $keyword, schedule: $schedule) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateReminderMutation, CreateReminderMutationVariables>;
export const DeleteReminderDocument = new TypedDocumentString(`
    mutation DeleteReminder($id: ID!) {
  deleteReminder(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteReminderMutation, DeleteReminderMutationVariables>;