// Remember: one conversation turn, and what the service made of it.
import { request } from "../api";
import { guarded, h, replace, status } from "../dom";
import { Remember } from "../ops";

export function rememberView(root: HTMLElement): void {
  const message = h("textarea", { id: "remember-message", rows: 4, required: true, placeholder: "My sister Priya moved to Lisbon last spring." });
  const answer = h("textarea", { id: "remember-answer", rows: 2 });
  const sessionInput = h("input", { id: "remember-session", type: "text", autocomplete: "off" });
  const outcome = h("section", { class: "outcome", "aria-live": "polite", "aria-label": "What was remembered" });
  const submit = h("button", { type: "submit" }, "Remember");
  const form = h("form", {
    class: "stack",
    onsubmit: async (event: Event) => {
      event.preventDefault();
      submit.disabled = true;
      replace(outcome, status("Remembering…"));
      await guarded(outcome, async () => {
        const { remember } = await request(Remember, {
          input: { userMessage: message.value, assistantResponse: answer.value || null, sessionId: sessionInput.value || null },
        });
        replace(outcome,
          status(remember.duplicate ? "This turn was already remembered; nothing changed." : "Remembered."),
          remember.entities.length ? [h("h2", {}, "Entities"), h("ul", { class: "entity-list" }, remember.entities.map((entity) =>
            h("li", {}, h("a", { href: `#/entity/${encodeURIComponent(entity.id)}` }, entity.name), ` (${entity.type}, ${entity.method})`)))] : null,
          remember.facts.length ? [h("h2", {}, "Facts"), h("ul", { class: "fact-list" }, remember.facts.map((fact) =>
            h("li", { class: "fact" }, h("span", { class: "field" }, fact.field), " ", h("span", { class: "value" }, fact.value), h("small", {}, ` ${fact.action}`))))] : null,
          remember.edges.length ? [h("h2", {}, "Edges"), h("ul", {}, remember.edges.map((edge) => h("li", {}, `${edge.relation} (${edge.action})`)))] : null,
          remember.skipped.length ? [h("h2", {}, "Not remembered"), h("ul", {}, remember.skipped.map((skip) => h("li", {}, `${skip.text}: ${skip.reason}`)))] : null,
        );
      });
      submit.disabled = false;
    },
  },
  h("label", { for: "remember-message" }, "What the user said"), message,
  h("label", { for: "remember-answer" }, "What the assistant answered (optional)"), answer,
  h("label", { for: "remember-session" }, "Session (optional)"), sessionInput,
  h("div", {}, submit));
  replace(root, h("h1", {}, "Remember a turn"), form, outcome);
  message.focus();
}
