// Every GraphQL operation the explorer sends; their types are generated into ./gql (npm run codegen).
import { graphql } from "./gql";

export const Me = graphql(`
  query Me {
    me { userId admin keyPrefix openMode }
  }
`);

export const Recall = graphql(`
  query Recall($query: String!, $limit: Int!) {
    recall(query: $query, limit: $limit) {
      query
      facts {
        id field value confidence score domainId active
        entity { id name type role }
        explanation {
          channels { channel rank score }
          path { steps entityIds edgeIds hops }
          provenance { episodeId sessionId speaker occurredAt snippet }
        }
      }
      episodes {
        id speaker occurredAt content score
        explanation { channels { channel rank score } }
      }
      entities { id name type role reason }
      edges { id sourceId relation targetId strength }
      routing { primary related }
    }
  }
`);

export const Entity = graphql(`
  query Entity($id: ID!) {
    entity(id: $id) {
      id name type role names createdAt updatedAt
      aliases { alias source confidence }
      facts {
        id field value domainId domainSlug confidence active createdAt validFrom validTo source
      }
      edges { id relation sourceId targetId strength source { id name type } target { id name type } }
    }
  }
`);

export const Neighbourhood = graphql(`
  query Neighbourhood($id: ID!) {
    entity(id: $id) {
      id name type
      edges { id relation sourceId targetId source { id name type } target { id name type } }
    }
  }
`);

export const FactHistory = graphql(`
  query FactHistory($id: ID!) {
    factHistory(id: $id) { id value confidence active createdAt validFrom validTo source review }
  }
`);

export const Entities = graphql(`
  query Entities($search: String, $first: Int) {
    entities(search: $search, first: $first) {
      totalCount
      edges { node { id name type role } }
    }
  }
`);

export const Domains = graphql(`
  query Domains {
    domains {
      id slug name layer rate description
      coverage { factCount fieldCount share ageDays stale sparse }
    }
  }
`);

export const DomainFacts = graphql(`
  query DomainFacts($domain: Int!) {
    facts(domain: $domain, first: 50) {
      totalCount
      edges { node { id field value confidence entity { id name } } }
    }
  }
`);

export const RecentFacts = graphql(`
  query RecentFacts($since: DateTime!) {
    recentFacts(since: $since, first: 100) {
      id field value confidence active review createdAt domainSlug
      entity { id name }
    }
  }
`);

export const Remember = graphql(`
  mutation Remember($input: RememberInput!) {
    remember(input: $input) {
      episodeId duplicate
      entities { id name type method }
      facts { id entityId field value action }
      edges { id relation action }
      skipped { text reason }
    }
  }
`);

export const UpdateFact = graphql(`
  mutation UpdateFact($id: ID!, $value: String!) {
    updateFact(input: { id: $id, value: $value }) { id value }
  }
`);

export const ForgetFact = graphql(`
  mutation ForgetFact($id: ID!) {
    forgetFact(id: $id) { id active }
  }
`);

export const ForgetEntity = graphql(`
  mutation ForgetEntity($id: ID!) {
    forgetEntity(id: $id) { id facts edges aliases }
  }
`);

export const ForgetMe = graphql(`
  mutation ForgetMe {
    forgetMe { total entities facts episodes }
  }
`);

export const ApproveFact = graphql(`
  mutation ApproveFact($id: ID!) {
    approveFact(id: $id) { id review }
  }
`);

export const RejectFact = graphql(`
  mutation RejectFact($id: ID!) {
    rejectFact(id: $id) { id review active }
  }
`);

export const Notes = graphql(`
  query Notes($tier: NoteTier!) {
    notes(tier: $tier) { key content tier updatedAt isJson }
  }
`);

export const SaveNote = graphql(`
  mutation SaveNote($key: String!, $content: String!) {
    saveNote(key: $key, content: $content) { key }
  }
`);

export const DeleteNote = graphql(`
  mutation DeleteNote($key: String!) {
    deleteNote(key: $key) { key }
  }
`);

export const ArchiveNote = graphql(`
  mutation ArchiveNote($key: String!, $newKey: String!) {
    archiveNote(key: $key, newKey: $newKey) { key }
  }
`);

export const RestoreNote = graphql(`
  mutation RestoreNote($key: String!) {
    restoreNote(key: $key) { key }
  }
`);

export const Reminders = graphql(`
  query Reminders {
    reminders { id keyword schedule chatId nextRun expiresAt lastFiredAt }
  }
`);

export const CreateReminder = graphql(`
  mutation CreateReminder($keyword: String!, $schedule: String!) {
    createReminder(keyword: $keyword, schedule: $schedule) { id }
  }
`);

export const DeleteReminder = graphql(`
  mutation DeleteReminder($id: ID!) {
    deleteReminder(id: $id) { id }
  }
`);
