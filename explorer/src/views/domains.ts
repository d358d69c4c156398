// Domains: coverage of the 14 life domains as a bar chart; a domain opens its facts.
import { request } from "../api";
import { count, guarded, h, replace, status } from "../dom";
import { DomainFacts, Domains } from "../ops";

export async function domainsView(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const chosen = Number(params.get("domain") ?? "0");
  const chart = h("ol", { class: "chart", "aria-label": "Facts per domain" });
  const detail = h("section", { class: "domain-facts", "aria-live": "polite" });
  replace(root, h("h1", {}, "Domains"), h("div", { class: "split" }, chart, detail));
  await guarded(root, async () => {
    const { domains } = await request(Domains);
    const most = Math.max(1, ...domains.map((domain) => domain.coverage.factCount));
    for (const domain of domains) {
      const { coverage } = domain;
      const flags = [coverage.stale ? "stale" : "", coverage.sparse ? "sparse" : ""].filter(Boolean);
      chart.append(
        h("li", { class: domain.id === chosen ? "chosen" : "", "data-facts": coverage.factCount },
          h("a", { href: `#/domains?domain=${domain.id}`, title: domain.description, "aria-current": domain.id === chosen ? "true" : undefined }, domain.name),
          h("span", { class: "bar-track" }, h("span", { class: "bar-fill", style: `width:${(100 * coverage.factCount) / most}%` })),
          h("span", { class: "count" }, `${count(coverage.factCount, "fact")} · ${count(coverage.fieldCount, "field")} · ${(coverage.share * 100).toFixed(0)}%`),
          flags.length ? h("span", { class: "flags" }, flags.join(", ")) : null,
        ),
      );
    }
    const domain = domains.find((candidate) => candidate.id === chosen);
    if (!domain) {
      detail.append(status("Choose a domain to see its facts."));
      return;
    }
    const { facts } = await request(DomainFacts, { domain: domain.id });
    detail.append(
      h("h2", {}, domain.name),
      h("p", { class: "meta" }, `${domain.layer} · changes ${domain.rate} · ${domain.description}`),
      facts.edges.length
        ? h("ul", { class: "fact-list" }, facts.edges.map(({ node }) =>
            h("li", { class: "fact" }, h("a", { href: `#/entity/${encodeURIComponent(node.entity.id)}` }, node.entity.name), " ", h("span", { class: "field" }, node.field), " ", h("span", { class: "value" }, node.value))))
        : status("No facts in this domain yet."),
    );
  });
}
