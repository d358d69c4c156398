// The explorer's shell: the login screen, the navigation, and one view per hash route.
import "./style.css";
import { ApiError, requestWithKey, session } from "./api";
import { guarded, h, replace, status } from "./dom";
import { Me } from "./ops";
import { current } from "./router";
import { accountView } from "./views/account";
import { domainsView } from "./views/domains";
import { entitiesView } from "./views/entities";
import { entityView } from "./views/entity";
import { notesView, remindersView } from "./views/notes";
import { recallView } from "./views/recall";
import { rememberView } from "./views/remember";
import { reviewView } from "./views/review";

const NAV: [route: string, label: string][] = [
  ["ask", "Ask"],
  ["remember", "Remember"],
  ["entities", "Entities"],
  ["domains", "Domains"],
  ["review", "Review"],
  ["notes", "Notes"],
  ["reminders", "Reminders"],
  ["account", "Account"],
];

const app = document.getElementById("app") as HTMLElement;
let cleanup: (() => void) | void = undefined;

function login(message?: string): void {
  const key = h("input", { id: "api-key", type: "password", autocomplete: "off", "aria-describedby": "key-help" });
  const form = h("form", {
    class: "login stack",
    onsubmit: async (event: Event) => {
      event.preventDefault();
      await guarded(form, async () => {
        const secret = key.value.trim() || null;
        await requestWithKey(secret, Me);
        session.key = secret ?? "";
        start();
      });
    },
  },
  h("h1", {}, "HippoGraph memory explorer"),
  message ? status(message, "error") : null,
  h("label", { for: "api-key" }, "API key"), key,
  h("p", { id: "key-help", class: "hint" }, "Create one with `hippograph keys create --user NAME`. It stays in this tab only (session storage). Leave it empty when the service runs without keys."),
  h("div", {}, h("button", { type: "submit" }, "Sign in")));
  replace(app, h("main", { id: "view" }, form));
  key.focus();
}

function shell(userId: string): HTMLElement {
  const view = h("main", { id: "view", tabindex: "-1" });
  replace(app,
    h("a", { class: "skip", href: "#view", onclick: (event: Event) => { event.preventDefault(); view.focus(); } }, "Skip to content"),
    h("header", { class: "top" },
      h("span", { class: "brand" }, "HippoGraph"),
      h("nav", { "aria-label": "Sections" }, h("ul", {}, NAV.map(([route, label]) => h("li", {}, h("a", { href: `#/${route}`, "data-route": route }, label))))),
      h("span", { class: "who" }, userId),
      h("button", { type: "button", class: "link", onclick: () => { session.key = null; login(); } }, "Sign out"),
    ),
    view);
  return view;
}

let generation = 0; // a view still loading when the person moves on renders into a detached pane

async function show(view: HTMLElement): Promise<void> {
  const mine = ++generation;
  if (typeof cleanup === "function") cleanup();
  cleanup = undefined;
  const route = current();
  for (const link of document.querySelectorAll<HTMLAnchorElement>("nav a[data-route]")) {
    const active = link.dataset.route === route.name || (route.name === "entity" && link.dataset.route === "entities");
    if (active) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  const pane = h("div", { class: "pane" }, status("Loading…"));
  view.replaceChildren(pane);
  const flash = sessionStorage.getItem("hippograph.flash");
  sessionStorage.removeItem("hippograph.flash");
  let done: (() => void) | void = undefined;
  try {
    switch (route.name) {
      case "entity": done = await entityView(pane, route.rest); break;
      case "entities": await entitiesView(pane, route.params); break;
      case "domains": await domainsView(pane, route.params); break;
      case "review": await reviewView(pane, route.params); break;
      case "remember": rememberView(pane); break;
      case "notes": await notesView(pane, route.params); break;
      case "reminders": await remindersView(pane); break;
      case "account": await accountView(pane); break;
      default: done = await recallView(pane, route.params);
    }
  } catch (error) {
    if (error instanceof ApiError && error.code === "UNAUTHENTICATED") return login("The key was not accepted; sign in again.");
    replace(pane, status(error instanceof Error ? error.message : String(error), "error"));
  }
  if (mine !== generation) {
    if (typeof done === "function") done();
    return;
  }
  cleanup = done;
  if (flash) pane.prepend(status(flash));
}

let started = false;

async function start(): Promise<void> {
  const { me } = await requestWithKey(session.key, Me);
  const view = shell(me.userId);
  if (!started) {
    window.addEventListener("hashchange", () => {
      const current = document.getElementById("view");
      if (current && session.key !== null) void show(current);
    });
    started = true;
  }
  await show(view);
}

if (session.key === null) login();
else start().catch(() => login("The key was not accepted; sign in again."));
