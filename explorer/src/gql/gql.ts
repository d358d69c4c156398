/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me { userId admin keyPrefix openMode }\n  }\n": typeof types.MeDocument,
    "\n  query Recall($query: String!, $limit: Int!) {\n    recall(query: $query, limit: $limit) {\n      query\n      facts {\n        id field value confidence score domainId active\n        entity { id name type role }\n        explanation {\n          channels { channel rank score }\n          path { steps entityIds edgeIds hops }\n          provenance { episodeId sessionId speaker occurredAt snippet }\n        }\n      }\n      episodes {\n        id speaker occurredAt content score\n        explanation { channels { channel rank score } }\n      }\n      entities { id name type role reason }\n      edges { id sourceId relation targetId strength }\n      routing { primary related }\n    }\n  }\n": typeof types.RecallDocument,
    "\n  query Entity($id: ID!) {\n    entity(id: $id) {\n      id name type role names createdAt updatedAt\n      aliases { alias source confidence }\n      facts {\n        id field value domainId domainSlug confidence active createdAt validFrom validTo source\n      }\n      edges { id relation sourceId targetId strength source { id name type } target { id name type } }\n    }\n  }\n": typeof types.EntityDocument,
    "\n  query Neighbourhood($id: ID!) {\n    entity(id: $id) {\n      id name type\n      edges { id relation sourceId targetId source { id name type } target { id name type } }\n    }\n  }\n": typeof types.NeighbourhoodDocument,
    "\n  query FactHistory($id: ID!) {\n    factHistory(id: $id) { id value confidence active createdAt validFrom validTo source review }\n  }\n": typeof types.FactHistoryDocument,
    "\n  query Entities($search: String, $first: Int) {\n    entities(search: $search, first: $first) {\n      totalCount\n      edges { node { id name type role } }\n    }\n  }\n": typeof types.EntitiesDocument,
    "\n  query Domains {\n    domains {\n      id slug name layer rate description\n      coverage { factCount fieldCount share ageDays stale sparse }\n    }\n  }\n": typeof types.DomainsDocument,
    "\n  query DomainFacts($domain: Int!) {\n    facts(domain: $domain, first: 50) {\n      totalCount\n      edges { node { id field value confidence entity { id name } } }\n    }\n  }\n": typeof types.DomainFactsDocument,
    "\n  query RecentFacts($since: DateTime!) {\n    recentFacts(since: $since, first: 100) {\n      id field value confidence active review createdAt domainSlug\n      entity { id name }\n    }\n  }\n": typeof types.RecentFactsDocument,
    "\n  mutation Remember($input: RememberInput!) {\n    remember(input: $input) {\n      episodeId duplicate\n      entities { id name type method }\n      facts { id entityId field value action }\n      edges { id relation action }\n      skipped { text reason }\n    }\n  }\n": typeof types.RememberDocument,
    "\n  mutation UpdateFact($id: ID!, $value: String!) {\n    updateFact(input: { id: $id, value: $value }) { id value }\n  }\n": typeof types.UpdateFactDocument,
    "\n  mutation ForgetFact($id: ID!) {\n    forgetFact(id: $id) { id active }\n  }\n": typeof types.ForgetFactDocument,
    "\n  mutation ForgetEntity($id: ID!) {\n    forgetEntity(id: $id) { id facts edges aliases }\n  }\n": typeof types.ForgetEntityDocument,
    "\n  mutation ForgetMe {\n    forgetMe { total entities facts episodes }\n  }\n": typeof types.ForgetMeDocument,
    "\n  mutation ApproveFact($id: ID!) {\n    approveFact(id: $id) { id review }\n  }\n": typeof types.ApproveFactDocument,
    "\n  mutation RejectFact($id: ID!) {\n    rejectFact(id: $id) { id review active }\n  }\n": typeof types.RejectFactDocument,
    "\n  query Notes($tier: NoteTier!) {\n    notes(tier: $tier) { key content tier updatedAt isJson }\n  }\n": typeof types.NotesDocument,
    "\n  mutation SaveNote($key: String!, $content: String!) {\n    saveNote(key: $key, content: $content) { key }\n  }\n": typeof types.SaveNoteDocument,
    "\n  mutation DeleteNote($key: String!) {\n    deleteNote(key: $key) { key }\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation ArchiveNote($key: String!, $newKey: String!) {\n    archiveNote(key: $key, newKey: $newKey) { key }\n  }\n": typeof types.ArchiveNoteDocument,
    "\n  mutation RestoreNote($key: String!) {\n    restoreNote(key: $key) { key }\n  }\n": typeof types.RestoreNoteDocument,
    "\n  query Reminders {\n    reminders { id keyword schedule chatId nextRun expiresAt lastFiredAt }\n  }\n": typeof types.RemindersDocument,
    "\n  mutation CreateReminder($keyword: String!, $schedule: String!) {\n    createReminder(keyword: $keyword, schedule: $schedule) { id }\n  }\n": typeof types.CreateReminderDocument,
    "\n  mutation DeleteReminder($id: ID!) {\n    deleteReminder(id: $id) { id }\n  }\n": typeof types.DeleteReminderDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me { userId admin keyPrefix openMode }\n  }\n": types.MeDocument,
    "\n  query Recall($query: String!, $limit: Int!) {\n    recall(query: $query, limit: $limit) {\n      query\n      facts {\n        id field value confidence score domainId active\n        entity { id name type role }\n        explanation {\n          channels { channel rank score }\n          path { steps entityIds edgeIds hops }\n          provenance { episodeId sessionId speaker occurredAt snippet }\n        }\n      }\n      episodes {\n        id speaker occurredAt content score\n        explanation { channels { channel rank score } }\n      }\n      entities { id name type role reason }\n      edges { id sourceId relation targetId strength }\n      routing { primary related }\n    }\n  }\n": types.RecallDocument,
    "\n  query Entity($id: ID!) {\n    entity(id: $id) {\n      id name type role names createdAt updatedAt\n      aliases { alias source confidence }\n      facts {\n        id field value domainId domainSlug confidence active createdAt validFrom validTo source\n      }\n      edges { id relation sourceId targetId strength source { id name type } target { id name type } }\n    }\n  }\n": types.EntityDocument,
    "\n  query Neighbourhood($id: ID!) {\n    entity(id: $id) {\n      id name type\n      edges { id relation sourceId targetId source { id name type } target { id name type } }\n    }\n  }\n": types.NeighbourhoodDocument,
    "\n  query FactHistory($id: ID!) {\n    factHistory(id: $id) { id value confidence active createdAt validFrom validTo source review }\n  }\n": types.FactHistoryDocument,
    "\n  query Entities($search: String, $first: Int) {\n    entities(search: $search, first: $first) {\n      totalCount\n      edges { node { id name type role } }\n    }\n  }\n": types.EntitiesDocument,
    "\n  query Domains {\n    domains {\n      id slug name layer rate description\n      coverage { factCount fieldCount share ageDays stale sparse }\n    }\n  }\n": types.DomainsDocument,
    "\n  query DomainFacts($domain: Int!) {\n    facts(domain: $domain, first: 50) {\n      totalCount\n      edges { node { id field value confidence entity { id name } } }\n    }\n  }\n": types.DomainFactsDocument,
    "\n  query RecentFacts($since: DateTime!) {\n    recentFacts(since: $since, first: 100) {\n      id field value confidence active review createdAt domainSlug\n      entity { id name }\n    }\n  }\n": types.RecentFactsDocument,
    "\n  mutation Remember($input: RememberInput!) {\n    remember(input: $input) {\n      episodeId duplicate\n      entities { id name type method }\n      facts { id entityId field value action }\n      edges { id relation action }\n      skipped { text reason }\n    }\n  }\n": types.RememberDocument,
    "\n  mutation UpdateFact($id: ID!, $value: String!) {\n    updateFact(input: { id: $id, value: $value }) { id value }\n  }\n": types.UpdateFactDocument,
    "\n  mutation ForgetFact($id: ID!) {\n    forgetFact(id: $id) { id active }\n  }\n": types.ForgetFactDocument,
    "\n  mutation ForgetEntity($id: ID!) {\n    forgetEntity(id: $id) { id facts edges aliases }\n  }\n": types.ForgetEntityDocument,
    "\n  mutation ForgetMe {\n    forgetMe { total entities facts episodes }\n  }\n": types.ForgetMeDocument,
    "\n  mutation ApproveFact($id: ID!) {\n    approveFact(id: $id) { id review }\n  }\n": types.ApproveFactDocument,
    "\n  mutation RejectFact($id: ID!) {\n    rejectFact(id: $id) { id review active }\n  }\n": types.RejectFactDocument,
    "\n  query Notes($tier: NoteTier!) {\n    notes(tier: $tier) { key content tier updatedAt isJson }\n  }\n": types.NotesDocument,
    "\n  mutation SaveNote($key: String!, $content: String!) {\n    saveNote(key: $key, content: $content) { key }\n  }\n": types.SaveNoteDocument,
    "\n  mutation DeleteNote($key: String!) {\n    deleteNote(key: $key) { key }\n  }\n": types.DeleteNoteDocument,
    "\n  mutation ArchiveNote($key: String!, $newKey: String!) {\n    archiveNote(key: $key, newKey: $newKey) { key }\n  }\n": types.ArchiveNoteDocument,
    "\n  mutation RestoreNote($key: String!) {\n    restoreNote(key: $key) { key }\n  }\n": types.RestoreNoteDocument,
    "\n  query Reminders {\n    reminders { id keyword schedule chatId nextRun expiresAt lastFiredAt }\n  }\n": types.RemindersDocument,
    "\n  mutation CreateReminder($keyword: String!, $schedule: String!) {\n    createReminder(keyword: $keyword, schedule: $schedule) { id }\n  }\n": types.CreateReminderDocument,
    "\n  mutation DeleteReminder($id: ID!) {\n    deleteReminder(id: $id) { id }\n  }\n": types.DeleteReminderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me { userId admin keyPrefix openMode }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recall($query: String!, $limit: Int!) {\n    recall(query: $query, limit: $limit) {\n      query\n      facts {\n        id field value confidence score domainId active\n        entity { id name type role }\n        explanation {\n          channels { channel rank score }\n          path { steps entityIds edgeIds hops }\n          provenance { episodeId sessionId speaker occurredAt snippet }\n        }\n      }\n      episodes {\n        id speaker occurredAt content score\n        explanation { channels { channel rank score } }\n      }\n      entities { id name type role reason }\n      edges { id sourceId relation targetId strength }\n      routing { primary related }\n    }\n  }\n"): typeof import('./graphql').RecallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Entity($id: ID!) {\n    entity(id: $id) {\n      id name type role names createdAt updatedAt\n      aliases { alias source confidence }\n      facts {\n        id field value domainId domainSlug confidence active createdAt validFrom validTo source\n      }\n      edges { id relation sourceId targetId strength source { id name type } target { id name type } }\n    }\n  }\n"): typeof import('./graphql').EntityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Neighbourhood($id: ID!) {\n    entity(id: $id) {\n      id name type\n      edges { id relation sourceId targetId source { id name type } target { id name type } }\n    }\n  }\n"): typeof import('./graphql').NeighbourhoodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FactHistory($id: ID!) {\n    factHistory(id: $id) { id value confidence active createdAt validFrom validTo source review }\n  }\n"): typeof import('./graphql').FactHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Entities($search: String, $first: Int) {\n    entities(search: $search, first: $first) {\n      totalCount\n      edges { node { id name type role } }\n    }\n  }\n"): typeof import('./graphql').EntitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Domains {\n    domains {\n      id slug name layer rate description\n      coverage { factCount fieldCount share ageDays stale sparse }\n    }\n  }\n"): typeof import('./graphql').DomainsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DomainFacts($domain: Int!) {\n    facts(domain: $domain, first: 50) {\n      totalCount\n      edges { node { id field value confidence entity { id name } } }\n    }\n  }\n"): typeof import('./graphql').DomainFactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentFacts($since: DateTime!) {\n    recentFacts(since: $since, first: 100) {\n      id field value confidence active review createdAt domainSlug\n      entity { id name }\n    }\n  }\n"): typeof import('./graphql').RecentFactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Remember($input: RememberInput!) {\n    remember(input: $input) {\n      episodeId duplicate\n      entities { id name type method }\n      facts { id entityId field value action }\n      edges { id relation action }\n      skipped { text reason }\n    }\n  }\n"): typeof import('./graphql').RememberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFact($id: ID!, $value: String!) {\n    updateFact(input: { id: $id, value: $value }) { id value }\n  }\n"): typeof import('./graphql').UpdateFactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetFact($id: ID!) {\n    forgetFact(id: $id) { id active }\n  }\n"): typeof import('./graphql').ForgetFactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetEntity($id: ID!) {\n    forgetEntity(id: $id) { id facts edges aliases }\n  }\n"): typeof import('./graphql').ForgetEntityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetMe {\n    forgetMe { total entities facts episodes }\n  }\n"): typeof import('./graphql').ForgetMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveFact($id: ID!) {\n    approveFact(id: $id) { id review }\n  }\n"): typeof import('./graphql').ApproveFactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFact($id: ID!) {\n    rejectFact(id: $id) { id review active }\n  }\n"): typeof import('./graphql').RejectFactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notes($tier: NoteTier!) {\n    notes(tier: $tier) { key content tier updatedAt isJson }\n  }\n"): typeof import('./graphql').NotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNote($key: String!, $content: String!) {\n    saveNote(key: $key, content: $content) { key }\n  }\n"): typeof import('./graphql').SaveNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($key: String!) {\n    deleteNote(key: $key) { key }\n  }\n"): typeof import('./graphql').DeleteNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveNote($key: String!, $newKey: String!) {\n    archiveNote(key: $key, newKey: $newKey) { key }\n  }\n"): typeof import('./graphql').ArchiveNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreNote($key: String!) {\n    restoreNote(key: $key) { key }\n  }\n"): typeof import('./graphql').RestoreNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reminders {\n    reminders { id keyword schedule chatId nextRun expiresAt lastFiredAt }\n  }\n"): typeof import('./graphql').RemindersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReminder($keyword: String!, $schedule: String!) {\n    createReminder(keyword: $keyword, schedule: $schedule) { id }\n  }\n"): typeof import('./graphql').CreateReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReminder($id: ID!) {\n    deleteReminder(id: $id) { id }\n  }\n"): typeof import('./graphql').DeleteReminderDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
