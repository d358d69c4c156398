// The one way the explorer talks to the service: POST /graphql with the user's key.
import type { TypedDocumentString } from "./gql/graphql";

const KEY = "hippograph.apiKey";

/** A GraphQL error as the service reports it: a message and a stable code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export const session = {
  get key(): string | null {
    return sessionStorage.getItem(KEY);
  },
  set key(value: string | null) {
    if (value === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, value);
  },
};

interface Reply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Runs one operation; a GraphQL or HTTP error becomes an ApiError. */
export async function request<T, V>(
  document: TypedDocumentString<T, V>,
  variables?: V,
): Promise<T> {
  return requestWithKey(session.key, document, variables);
}

export async function requestWithKey<T, V>(
  key: string | null,
  document: TypedDocumentString<T, V>,
  variables?: V,
): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key) headers.Authorization = `Bearer ${key}`;
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      headers,
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch {
    throw new ApiError("the service does not answer", "NETWORK");
  }
  let body: Reply<T>;
  try {
    body = (await response.json()) as Reply<T>;
  } catch {
    throw new ApiError(`the service answered ${response.status}`, "HTTP");
  }
  const error = body.errors?.[0];
  if (error) throw new ApiError(error.message, error.extensions?.code ?? "ERROR");
  if (!body.data) throw new ApiError("the service returned no data", "ERROR");
  return body.data;
}
