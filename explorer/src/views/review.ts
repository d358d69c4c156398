// Review: facts learned recently, approved or rejected one by one.
import { request } from "../api";
import { guarded, h, replace, status, when } from "../dom";
import { ApproveFact, RecentFacts, RejectFact } from "../ops";
import { go } from "../router";

const WINDOWS = [1, 7, 30, 365];

export async function reviewView(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const days = Number(params.get("days") ?? "7") || 7;
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const queue = h("section", { "aria-label": "Recent facts" });
  const picker = h("select", { id: "review-window", "aria-label": "Learned within", onchange: () => go(`review?days=${picker.value}`) },
    WINDOWS.map((window) => h("option", { value: window, selected: window === days }, `last ${window} ${window === 1 ? "day" : "days"}`)));
  replace(
    root,
    h("h1", {}, "Review"),
    h("p", { class: "bar" }, h("label", { for: "review-window" }, "Facts learned in the "), picker),
    queue,
    // Same-as candidates (entities that may be one) and conflicts (contradicting facts) are being
    // added to the API on other branches; their panels go here when those queries exist.
    h("section", { class: "pending-feature", id: "same-as-candidates", "aria-label": "Same-as candidates" },
      h("h2", {}, "Same-as candidates"), status("Not available yet: the service does not list merge candidates.")),
    h("section", { class: "pending-feature", id: "conflicts", "aria-label": "Conflicts" },
      h("h2", {}, "Conflicts"), status("Not available yet: the service does not list conflicting facts.")),
  );
  await guarded(queue, async () => {
    const { recentFacts } = await request(RecentFacts, { since });
    if (!recentFacts.length) {
      queue.append(status("Nothing learned in this window."));
      return;
    }
    queue.append(h("ul", { class: "fact-list" }, recentFacts.map((fact) => {
      const verdict = h("span", { class: "verdict" }, fact.review ? fact.review.toLowerCase() : fact.active ? "" : "inactive");
      const row = h("li", { class: "fact", "data-fact-id": fact.id });
      const decide = (approve: boolean) => async () => {
        await guarded(row, async () => {
          const changed = approve ? (await request(ApproveFact, { id: fact.id })).approveFact : (await request(RejectFact, { id: fact.id })).rejectFact;
          verdict.textContent = changed.review ? changed.review.toLowerCase() : "";
          for (const button of row.querySelectorAll("button")) button.disabled = true;
        });
      };
      row.append(
        h("div", { class: "fact-head" }, h("a", { href: `#/entity/${encodeURIComponent(fact.entity.id)}` }, fact.entity.name), h("span", { class: "field" }, fact.field), h("span", { class: "value" }, fact.value)),
        h("div", { class: "fact-meta" },
          h("small", {}, `${fact.domainSlug ?? ""} · confidence ${fact.confidence.toFixed(2)} · learned ${when(fact.createdAt)} `),
          verdict,
          fact.active && !fact.review ? [h("button", { type: "button", onclick: decide(true) }, "Approve"), h("button", { type: "button", class: "danger", onclick: decide(false) }, "Reject")] : null,
        ),
      );
      return row;
    })));
  });
}
