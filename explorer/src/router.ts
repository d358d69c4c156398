// Hash routes: #/ask?q=…, #/entity/<id>, #/entities, #/domains, #/review, #/remember, #/notes, …
export function go(route: string): void {
  location.hash = `#/${route}`;
}

export function ask(query: string): void {
  go(`ask?${new URLSearchParams({ q: query }).toString()}`);
}

export interface Route {
  name: string;
  rest: string;
  params: URLSearchParams;
}

export function current(): Route {
  const hash = location.hash.replace(/^#\/?/, "");
  const [path = "", query = ""] = hash.split("?", 2);
  const [name = "", ...rest] = path.split("/");
  return { name: name || "ask", rest: decodeURIComponent(rest.join("/")), params: new URLSearchParams(query) };
}
