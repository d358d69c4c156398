// Notes (working and archived) and reminders.
import { request } from "../api";
import { append, guarded, h, replace, status, when } from "../dom";
import type { NoteTier } from "../gql/graphql";
import { ArchiveNote, CreateReminder, DeleteNote, DeleteReminder, Notes, Reminders, RestoreNote, SaveNote } from "../ops";

const reload = () => window.dispatchEvent(new HashChangeEvent("hashchange"));

export async function notesView(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const tier: NoteTier = params.get("tier") === "ARCHIVE" ? "ARCHIVE" : "WORKING";
  const key = h("input", { id: "note-key", type: "text", required: true, autocomplete: "off" });
  const content = h("textarea", { id: "note-content", rows: 4, required: true });
  const list = h("section", { "aria-label": "Notes" });
  const form = h("form", {
    class: "stack",
    onsubmit: async (event: Event) => {
      event.preventDefault();
      await guarded(form, async () => {
        await request(SaveNote, { key: key.value, content: content.value });
        reload();
      });
    },
  }, h("label", { for: "note-key" }, "Key"), key, h("label", { for: "note-content" }, "Content"), content, h("div", {}, h("button", { type: "submit" }, "Save note")));
  replace(
    root,
    h("h1", {}, "Notes"),
    h("nav", { class: "tabs", "aria-label": "Note tiers" },
      h("a", { href: "#/notes", "aria-current": tier === "WORKING" ? "page" : undefined }, "Working"),
      h("a", { href: "#/notes?tier=ARCHIVE", "aria-current": tier === "ARCHIVE" ? "page" : undefined }, "Archive")),
    h("div", { class: "split" }, list, tier === "WORKING" ? h("aside", {}, h("h2", {}, "New or changed note"), form) : null),
  );
  await guarded(list, async () => {
    const { notes } = await request(Notes, { tier });
    if (!notes.length) {
      list.append(status(tier === "WORKING" ? "No working notes." : "The archive is empty."));
      return;
    }
    list.append(h("ul", { class: "notes" }, notes.map((note) => {
      const item = h("li", { class: "note", "data-note-key": note.key });
      const act = (work: () => Promise<unknown>) => async () => guarded(item, async () => { await work(); reload(); });
      append(item, [
        h("h3", {}, note.key), h("pre", {}, note.content), h("small", {}, `saved ${when(note.updatedAt)}${note.isJson ? " · JSON" : ""} `),
        tier === "WORKING"
          ? [
              h("button", { type: "button", onclick: () => { key.value = note.key; content.value = note.content; content.focus(); } }, "Edit"),
              h("button", { type: "button", onclick: act(async () => {
                const newKey = prompt("Archive under which key?", `${note.key}-${new Date().toISOString().slice(0, 10)}`);
                if (newKey) await request(ArchiveNote, { key: note.key, newKey });
              }) }, "Archive"),
            ]
          : h("button", { type: "button", onclick: act(() => request(RestoreNote, { key: note.key })) }, "Restore"),
        h("button", { type: "button", class: "danger", onclick: act(async () => {
          if (confirm(`Delete the note ${note.key} for good?`)) await request(DeleteNote, { key: note.key });
        }) }, "Delete"),
      ]);
      return item;
    })));
  });
}

export async function remindersView(root: HTMLElement): Promise<void> {
  const keyword = h("input", { id: "reminder-keyword", type: "text", required: true, autocomplete: "off" });
  const schedule = h("input", { id: "reminder-schedule", type: "text", required: true, value: "0 9 * * 1", autocomplete: "off" });
  const list = h("section", { "aria-label": "Reminders" });
  const form = h("form", {
    class: "stack",
    onsubmit: async (event: Event) => {
      event.preventDefault();
      await guarded(form, async () => {
        await request(CreateReminder, { keyword: keyword.value, schedule: schedule.value });
        reload();
      });
    },
  },
  h("label", { for: "reminder-keyword" }, "Keyword (recalled when it fires)"), keyword,
  h("label", { for: "reminder-schedule" }, "Schedule (5-field cron: minute hour day month weekday)"), schedule,
  h("div", {}, h("button", { type: "submit" }, "Create reminder")));
  replace(root, h("h1", {}, "Reminders"), h("div", { class: "split" }, list, h("aside", {}, h("h2", {}, "New reminder"), form)));
  await guarded(list, async () => {
    const { reminders } = await request(Reminders);
    if (!reminders.length) {
      list.append(status("No reminders."));
      return;
    }
    list.append(h("ul", { class: "reminders" }, reminders.map((reminder) => {
      const item = h("li", { "data-reminder-id": reminder.id });
      item.append(
        h("strong", {}, reminder.keyword), ` · ${reminder.schedule} · next ${when(reminder.nextRun)}`,
        reminder.lastFiredAt ? ` · last ${when(reminder.lastFiredAt)}` : "", " ",
        h("button", { type: "button", class: "danger", onclick: () => guarded(item, async () => { await request(DeleteReminder, { id: reminder.id }); reload(); }) }, "Delete"),
      );
      return item;
    })));
  });
}
