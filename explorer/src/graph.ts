// The graph panel: Cytoscape.js drawing entities and typed edges, a path highlighted on demand.
import cytoscape from "cytoscape";
import type { Core, ElementDefinition } from "cytoscape";

export interface GraphNode {
  id: string;
  name: string;
  type: string;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  relation: string;
}

const COLOURS: Record<string, string> = {
  Person: "#2f6fb3",
  Place: "#2e8b57",
  Org: "#b5651d",
  Concept: "#7b52ab",
  Goal: "#c0392b",
  Event: "#8a6d00",
};

const STYLE: cytoscape.StylesheetJson = [
  {
    selector: "node",
    style: {
      label: "data(name)",
      "background-color": (node: cytoscape.NodeSingular) => COLOURS[node.data("type") as string] ?? "#5f6b7a",
      color: "#1d232b",
      "font-size": 11,
      "text-valign": "bottom",
      "text-margin-y": 4,
      width: 22,
      height: 22,
    },
  },
  { selector: "node.root", style: { width: 30, height: 30, "border-width": 3, "border-color": "#1d232b" } },
  {
    selector: "edge",
    style: {
      label: "data(relation)",
      "font-size": 9,
      color: "#4a5563",
      width: 1.5,
      "line-color": "#aab3bf",
      "target-arrow-color": "#aab3bf",
      "target-arrow-shape": "triangle",
      "curve-style": "bezier",
      "text-rotation": "autorotate",
      "text-background-color": "#ffffff",
      "text-background-opacity": 0.8,
    },
  },
  { selector: ".faded", style: { opacity: 0.2 } },
  { selector: "node.on-path", style: { "border-width": 4, "border-color": "#e8a317" } },
  {
    selector: "edge.on-path",
    style: { width: 4, "line-color": "#e8a317", "target-arrow-color": "#e8a317", color: "#1d232b" },
  },
];

/** A Cytoscape instance in `container`; `onOpen` runs when a node is tapped. */
export class GraphView {
  private readonly cy: Core;
  private readonly container: HTMLElement;

  constructor(container: HTMLElement, onOpen: (id: string) => void) {
    this.container = container;
    this.cy = cytoscape({
      container,
      style: STYLE,
      minZoom: 0.3,
      maxZoom: 3,
    });
    this.cy.on("tap", "node", (event) => onOpen(event.target.id() as string));
  }

  /** Adds what is new; returns how many nodes were added. */
  add(nodes: GraphNode[], edges: GraphEdge[]): number {
    const fresh: ElementDefinition[] = [];
    for (const node of nodes) {
      if (this.cy.getElementById(node.id).empty()) {
        fresh.push({ group: "nodes", data: { id: node.id, name: node.name, type: node.type } });
      }
    }
    const known = new Set(nodes.map((node) => node.id));
    this.cy.nodes().forEach((node) => {
      known.add(node.id());
    });
    for (const edge of edges) {
      if (this.cy.getElementById(edge.id).empty() && known.has(edge.source) && known.has(edge.target)) {
        fresh.push({ group: "edges", data: { ...edge } });
      }
    }
    const added = fresh.filter((element) => element.group === "nodes").length;
    if (fresh.length) {
      this.cy.add(fresh);
      this.layout();
    }
    this.describe();
    return added;
  }


  markRoot(id: string): void {
    this.cy.nodes().removeClass("root");
    this.cy.getElementById(id).addClass("root");
  }

  /** Highlights the entities and edges of a path; an empty path clears the highlight. */
  highlight(entityIds: string[], edgeIds: string[]): void {
    this.cy.elements().removeClass("on-path faded");
    this.container.dataset.highlighted = entityIds.join(" ");
    if (!entityIds.length) return;
    const path = this.cy.collection();
    for (const id of [...entityIds, ...edgeIds]) path.merge(this.cy.getElementById(id));
    this.cy.elements().not(path).addClass("faded");
    path.addClass("on-path");
    this.cy.animate({ fit: { eles: path, padding: 40 } }, { duration: 200 });
  }

  /** What is drawn, as data attributes: the canvas itself says nothing to tests or assistive tech. */
  private describe(): void {
    this.container.dataset.nodes = this.cy.nodes().map((node) => node.id()).join(" ");
    this.container.dataset.nodeCount = String(this.cy.nodes().length);
  }

  destroy(): void {
    this.cy.destroy();
  }

  private layout(): void {
    const count = this.cy.nodes().length;
    this.cy.layout({ name: count > 2 ? "cose" : "grid", animate: false, padding: 30 }).run();
  }
}
