// Account: who the key acts for, and forgetting everything (after typing a confirmation).
import { request } from "../api";
import { guarded, h, replace, status } from "../dom";
import { ForgetMe, Me } from "../ops";

const PHRASE = "forget everything";

export async function accountView(root: HTMLElement): Promise<void> {
  const { me } = await request(Me);
  const typed = h("input", { id: "forget-confirm", type: "text", autocomplete: "off", "aria-describedby": "forget-help" });
  const submit = h("button", { type: "submit", class: "danger", disabled: true }, "Forget everything");
  typed.addEventListener("input", () => { submit.disabled = typed.value.trim().toLowerCase() !== PHRASE; });
  const form = h("form", {
    class: "stack danger-zone",
    onsubmit: async (event: Event) => {
      event.preventDefault();
      if (typed.value.trim().toLowerCase() !== PHRASE) return;
      await guarded(form, async () => {
        const { forgetMe } = await request(ForgetMe);
        replace(form, status(`Forgot everything: ${forgetMe.total} nodes (${forgetMe.entities} entities, ${forgetMe.facts} facts, ${forgetMe.episodes} turns).`));
      });
    },
  },
  h("h2", {}, "Forget everything"),
  h("p", { id: "forget-help" }, `Erases every entity, fact, turn, note and reminder of ${me.userId}. It cannot be undone. Type "${PHRASE}" to confirm.`),
  h("label", { for: "forget-confirm" }, "Confirmation"), typed, h("div", {}, submit));
  replace(root,
    h("h1", {}, "Account"),
    h("dl", { class: "facts-table" },
      h("dt", {}, "User"), h("dd", {}, me.userId),
      h("dt", {}, "Key"), h("dd", {}, me.openMode ? "none (open mode, loopback only)" : `${me.keyPrefix ?? "?"}…`),
      h("dt", {}, "Admin"), h("dd", {}, me.admin ? "yes" : "no")),
    form);
}
