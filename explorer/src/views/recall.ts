// Ask: recall a query and show why each item came back — channels, the graph path, the source turn.
import { request } from "../api";
import { append, guarded, h, replace, status, when } from "../dom";
import type { RecallQuery } from "../gql/graphql";
import { GraphView } from "../graph";
import { ask, go } from "../router";
import { Recall } from "../ops";

type Fact = RecallQuery["recall"]["facts"][number];

export async function recallView(root: HTMLElement, params: URLSearchParams): Promise<() => void> {
  const query = params.get("q") ?? "";
  const input = h("input", { id: "ask-query", type: "search", name: "q", value: query, placeholder: "What do you know about…", "aria-label": "Question", autocomplete: "off" });
  const form = h(
    "form",
    { class: "bar", role: "search", onsubmit: (event: Event) => { event.preventDefault(); ask(input.value); } },
    input,
    h("button", { type: "submit" }, "Ask"),
  );
  const results = h("section", { class: "results", "aria-label": "Recalled facts" });
  const canvas = h("div", { class: "graph", id: "recall-graph", "aria-label": "Graph of the recalled entities" });
  const pathLine = h("p", { class: "path-line", "aria-live": "polite" });
  replace(root, h("h1", {}, "Ask"), form, h("div", { class: "split" }, results, h("aside", { class: "graph-panel" }, canvas, pathLine)));
  input.focus();
  const graph = new GraphView(canvas, (id) => go(`entity/${encodeURIComponent(id)}`));
  if (!query.trim()) {
    results.append(status("Ask anything: every answer shows why it was recalled."));
    return () => graph.destroy();
  }
  results.append(status("Recalling…"));
  results.setAttribute("aria-busy", "true");
  await guarded(results, async () => {
    const { recall } = await request(Recall, { query, limit: 20 });
    results.replaceChildren();
    graph.add(
      recall.entities.map((entity) => ({ id: entity.id, name: entity.name, type: entity.type })),
      recall.edges.map((edge) => ({ id: edge.id, source: edge.sourceId, target: edge.targetId, relation: edge.relation })),
    );
    if (!recall.facts.length && !recall.episodes.length) {
      results.append(status("Nothing remembered matches that."));
      return;
    }
    append(results, [
      h("ol", { class: "facts" }, recall.facts.map((fact) => factItem(fact, graph, pathLine))),
      recall.episodes.length
        ? h(
            "section",
            { "aria-label": "Recalled turns" },
            h("h2", {}, "Turns"),
            h("ol", { class: "turns" }, recall.episodes.map((episode) => h("li", {}, h("blockquote", {}, episode.content), h("small", {}, `${episode.speaker ?? "user"} · ${when(episode.occurredAt)} · `, channels(episode.explanation.channels))))),
          )
        : null,
    ]);
  });
  results.setAttribute("aria-busy", "false");
  return () => graph.destroy();
}

function channels(hits: Fact["explanation"]["channels"]): HTMLElement {
  return h("span", { class: "channels" }, hits.map((hit) => h("span", { class: `chip via-${hit.channel}`, title: `score ${hit.score.toFixed(3)}` }, `${hit.channel} #${hit.rank}`)));
}

function factItem(fact: Fact, graph: GraphView, pathLine: HTMLElement): HTMLElement {
  const { path, provenance } = fact.explanation;
  const show = h(
    "button",
    {
      type: "button",
      class: "show-path",
      onclick: () => {
        const entityIds = path?.entityIds.length ? path.entityIds : [fact.entity.id];
        graph.add([{ id: fact.entity.id, name: fact.entity.name, type: fact.entity.type }], []);
        graph.highlight(entityIds, path?.edgeIds ?? []);
        pathLine.textContent = path?.steps.length ? `Path: ${path.steps.join(" → ")}` : `Found on ${fact.entity.name} directly`;
      },
    },
    "Show path",
  );
  return h(
    "li",
    { class: "fact", "data-fact-id": fact.id },
    h("div", { class: "fact-head" },
      h("a", { href: `#/entity/${encodeURIComponent(fact.entity.id)}` }, fact.entity.name),
      h("span", { class: "field" }, fact.field), h("span", { class: "value" }, fact.value),
      h("span", { class: "score", title: "fused relevance" }, fact.score.toFixed(3)),
    ),
    h("div", { class: "why" }, channels(fact.explanation.channels), path?.steps.length ? h("span", { class: "steps" }, path.steps.join(" → ")) : null, show),
    provenance
      ? h("details", { class: "source" }, h("summary", {}, "Source turn"), h("blockquote", {}, provenance.snippet), h("small", {}, `${provenance.speaker ?? "user"} · ${when(provenance.occurredAt)}${provenance.sessionId ? ` · session ${provenance.sessionId}` : ""}`))
      : null,
  );
}
