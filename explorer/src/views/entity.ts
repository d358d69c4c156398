// One entity: its profile, facts (edit, forget, history as a timeline) and an expandable neighbourhood.
import { request } from "../api";
import { guarded, h, replace, status, when } from "../dom";
import type { EntityQuery } from "../gql/graphql";
import { GraphView } from "../graph";
import type { GraphEdge, GraphNode } from "../graph";
import { FactHistory, ForgetEntity, ForgetFact, Neighbourhood, UpdateFact, Entity as EntityQueryDoc } from "../ops";
import { go } from "../router";

type Entity = EntityQuery["entity"];
type Fact = Entity["facts"][number];
type Edge = Pick<Entity["edges"][number], "id" | "relation" | "sourceId" | "targetId" | "source" | "target">;

function graphOf(edges: Edge[]): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes = edges.flatMap((edge) => [edge.source, edge.target]);
  return {
    nodes,
    edges: edges.map((edge) => ({ id: edge.id, source: edge.sourceId, target: edge.targetId, relation: edge.relation })),
  };
}

export async function entityView(root: HTMLElement, id: string): Promise<() => void> {
  const { entity } = await request(EntityQueryDoc, { id });
  const canvas = h("div", { class: "graph", id: "entity-graph", "aria-label": `Neighbourhood of ${entity.name}` });
  const expanded = new Set([entity.id]);
  const neighbours = h("ul", { class: "neighbours" });
  let graph: GraphView | undefined; // drawn once the canvas is in the page
  const note = h("p", { class: "hint", "aria-live": "polite" }, "Select a neighbour to expand it; its own neighbours join the graph.");

  async function expand(nodeId: string): Promise<void> {
    if (expanded.has(nodeId)) {
      if (nodeId !== entity.id) go(`entity/${encodeURIComponent(nodeId)}`);
      return;
    }
    expanded.add(nodeId);
    const { entity: other } = await request(Neighbourhood, { id: nodeId });
    const part = graphOf(other.edges);
    const added = graph!.add([{ id: other.id, name: other.name, type: other.type }, ...part.nodes], part.edges);
    note.textContent = `Expanded ${other.name}: ${added} new ${added === 1 ? "entity" : "entities"}. Select it again to open it.`;
  }

  const part = graphOf(entity.edges);
  const seen = new Set<string>();
  for (const node of part.nodes) {
    if (node.id === entity.id || seen.has(node.id)) continue;
    seen.add(node.id);
    neighbours.append(
      h("li", {},
        h("a", { href: `#/entity/${encodeURIComponent(node.id)}` }, node.name), ` (${node.type}) `,
        h("button", { type: "button", class: "link", onclick: () => void expand(node.id) }, "expand"),
      ),
    );
  }

  const facts = h("ul", { class: "fact-list", "aria-label": "Facts" }, entity.facts.map(factRow));
  replace(
    root,
    h("header", { class: "entity-head" },
      h("h1", {}, entity.name, " ", h("span", { class: `type ${entity.type}` }, entity.role ?? entity.type)),
      h("button", { type: "button", class: "danger", onclick: () => void forgetEntity(root, entity) }, "Forget this entity"),
    ),
    entity.names.length > 1 ? h("p", { class: "aliases" }, "Also known as: ", entity.names.filter((name) => name !== entity.name).join(", ")) : null,
    h("p", { class: "meta" }, `Known since ${when(entity.createdAt)} · updated ${when(entity.updatedAt)}`),
    h("div", { class: "split" },
      h("section", { "aria-label": "Facts" }, h("h2", {}, `Facts (${entity.facts.length})`), entity.facts.length ? facts : status("No active facts.")),
      h("aside", { class: "graph-panel" }, h("h2", {}, "Neighbours"), canvas, note, seen.size ? neighbours : status("No typed edges yet.")),
    ),
  );
  const drawn = new GraphView(canvas, (nodeId) => void expand(nodeId));
  graph = drawn;
  drawn.add([{ id: entity.id, name: entity.name, type: entity.type }, ...part.nodes], part.edges);
  drawn.markRoot(entity.id);
  return () => drawn.destroy();
}

function factRow(fact: Fact): HTMLElement {
  const timeline = h("ol", { class: "timeline", hidden: true, "aria-label": `History of ${fact.field}` });
  const row = h("li", { class: "fact", "data-fact-id": fact.id });
  const reload = () => window.dispatchEvent(new HashChangeEvent("hashchange"));

  const history = h("button", {
    type: "button",
    "aria-expanded": "false",
    onclick: async () => {
      if (!timeline.hidden) {
        timeline.hidden = true;
        history.setAttribute("aria-expanded", "false");
        return;
      }
      await guarded(row, async () => {
        const { factHistory } = await request(FactHistory, { id: fact.id });
        replace(timeline, factHistory.map((version) =>
          h("li", { class: version.active ? "current" : "past" },
            h("time", { datetime: version.validFrom ?? version.createdAt ?? "" }, when(version.validFrom ?? version.createdAt)),
            " ", h("strong", {}, version.value),
            h("small", {}, ` ${version.active ? "current" : version.validTo ? `until ${when(version.validTo)}` : "inactive"} · confidence ${version.confidence.toFixed(2)}${version.review ? ` · ${version.review.toLowerCase()}` : ""}${version.source ? ` · ${version.source}` : ""}`),
          )));
        timeline.hidden = false;
        history.setAttribute("aria-expanded", "true");
      });
    },
  }, "History");

  const edit = h("button", {
    type: "button",
    onclick: () => {
      const input = h("input", { type: "text", value: fact.value, "aria-label": `New value of ${fact.field}`, class: "edit-value" });
      const form = h("form", {
        class: "inline",
        onsubmit: async (event: Event) => {
          event.preventDefault();
          await guarded(row, async () => {
            await request(UpdateFact, { id: fact.id, value: input.value });
            reload();
          });
        },
      }, input, h("button", { type: "submit" }, "Save"), h("button", { type: "button", onclick: () => form.replaceWith(value) }, "Cancel"));
      value.replaceWith(form);
      input.focus();
      input.select();
    },
  }, "Edit");

  const forget = h("button", {
    type: "button",
    class: "danger",
    onclick: async () => {
      if (!confirm(`Forget "${fact.field}: ${fact.value}"? Its history is kept.`)) return;
      await guarded(row, async () => {
        await request(ForgetFact, { id: fact.id });
        reload();
      });
    },
  }, "Forget");

  const value = h("span", { class: "value" }, fact.value);
  row.append(
    h("div", { class: "fact-head" }, h("span", { class: "field" }, fact.field), value),
    h("div", { class: "fact-meta" },
      h("span", { class: "chip domain" }, fact.domainSlug ?? `domain ${fact.domainId}`),
      h("small", {}, ` confidence ${fact.confidence.toFixed(2)} · since ${when(fact.validFrom ?? fact.createdAt)} `),
      history, edit, forget,
    ),
    timeline,
  );
  return row;
}

async function forgetEntity(root: HTMLElement, entity: Entity): Promise<void> {
  if (!confirm(`Forget ${entity.name} with all its facts, aliases and edges? This cannot be undone.`)) return;
  await guarded(root, async () => {
    const { forgetEntity: gone } = await request(ForgetEntity, { id: entity.id });
    sessionStorage.setItem("hippograph.flash", `Forgot ${entity.name}: ${gone.facts} facts, ${gone.edges} edges, ${gone.aliases} aliases.`);
    go("entities");
  });
}
