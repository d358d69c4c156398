// Entities: search the namespace by name.
import { request } from "../api";
import { guarded, h, replace, status } from "../dom";
import { Entities } from "../ops";
import { go } from "../router";

export async function entitiesView(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const search = params.get("search") ?? "";
  const input = h("input", { id: "entity-search", type: "search", value: search, placeholder: "Name", "aria-label": "Entity name" });
  const list = h("section", { "aria-label": "Entities" });
  replace(
    root,
    h("h1", {}, "Entities"),
    h("form", {
      class: "bar",
      role: "search",
      onsubmit: (event: Event) => {
        event.preventDefault();
        go(`entities?${new URLSearchParams({ search: input.value }).toString()}`);
      },
    }, input, h("button", { type: "submit" }, "Search")),
    list,
  );
  await guarded(list, async () => {
    const { entities } = await request(Entities, { search: search || null, first: 100 });
    if (!entities.edges.length) {
      list.append(status(search ? "No entity by that name." : "Nothing remembered yet: remember a turn first."));
      return;
    }
    list.append(
      h("p", { class: "meta" }, `${entities.totalCount} ${entities.totalCount === 1 ? "entity" : "entities"}`),
      h("ul", { class: "entity-list" }, entities.edges.map(({ node }) =>
        h("li", {}, h("a", { href: `#/entity/${encodeURIComponent(node.id)}` }, node.name), " ", h("span", { class: `type ${node.type}` }, node.role ?? node.type)))),
    );
  });
}
