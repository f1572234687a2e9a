import type { Failure, Issue } from "./api";
import { h, mount } from "./dom";

/** Loading and empty states, server errors, and secrets shown once. */

export function loadingView(text?: string): HTMLParagraphElement {
  return h("p", { class: "loading", role: "status" }, h("span", { class: "spinner", "aria-hidden": "true" }), text || "Loading…");
}

export function emptyView(text: string): HTMLParagraphElement {
  return h("p", { class: "empty" }, text);
}

/** problem+json (RFC 9457) or an OAuth error (RFC 6749 §5.2): title, detail, then each issue. */
export function problemView(result: Failure, issues?: readonly Issue[]): HTMLDivElement {
  const problem = result.data ?? {};
  const title = problem.title || problem.error || "Request failed";
  const detail = problem.detail || problem.error_description;
  const list = issues === undefined ? problem.errors ?? [] : issues;
  return h("div", { class: "alert alert-error", role: "alert" },
    h("p", { class: "alert-title" }, title, result.status ? " (HTTP " + result.status + ")" : ""),
    detail && h("p", null, detail),
    list.length > 0 && h("ul", { class: "issues" }, list.map((issue) => h("li", null, h("code", null, issue.pointer), " ", issue.message))),
    problem.code && h("p", { class: "muted small" }, "code ", h("code", null, problem.code), problem.request_id ? " · request " + problem.request_id : ""));
}

let errorCount = 0;

/**
 * Each issue goes next to the field whose data-pointer is the longest prefix of its pointer;
 * the rest, and the detail, go in the form's alert.
 */
export function showProblem(form: HTMLFormElement, result: Failure): void {
  clearProblem(form);
  const fields = Array.from(form.querySelectorAll<HTMLElement>("[data-pointer]"));
  const unplaced: Issue[] = [];
  for (const issue of result.data?.errors ?? []) {
    const field = fieldFor(fields, issue.pointer || "");
    if (!field) unplaced.push(issue);
    // An issue inside the field's value (one entry of a list) says which entry.
    else markField(field, issue.pointer === field.dataset.pointer ? issue.message : issue.pointer + ": " + issue.message);
  }
  const alert = formAlert(form);
  mount(alert, problemView(result, unplaced));
  alert.hidden = false;
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

function fieldFor(fields: readonly HTMLElement[], pointer: string): HTMLElement | null {
  let best: HTMLElement | null = null;
  for (const field of fields) {
    const prefix = field.dataset.pointer ?? "";
    const matches = pointer === prefix || pointer.startsWith(prefix + "/");
    if (matches && (!best || prefix.length > (best.dataset.pointer ?? "").length)) best = field;
  }
  return best;
}

function markField(field: HTMLElement, message: string): void {
  const id = "field-error-" + ++errorCount;
  field.classList.add("has-error");
  field.append(h("p", { class: "field-error", id }, message));
  for (const control of field.querySelectorAll("input, select, textarea")) {
    control.setAttribute("aria-invalid", "true");
    const described = control.getAttribute("aria-describedby");
    control.setAttribute("aria-describedby", described ? described + " " + id : id);
  }
}

export function clearProblem(form: HTMLFormElement): void {
  for (const message of form.querySelectorAll(".field-error")) message.remove();
  for (const field of form.querySelectorAll(".has-error")) field.classList.remove("has-error");
  for (const control of form.querySelectorAll("[aria-invalid]")) {
    control.removeAttribute("aria-invalid");
    // Keep the hint's id; drop the error messages' ids.
    const kept = (control.getAttribute("aria-describedby") || "").split(" ").filter((id) => id && !id.startsWith("field-error-"));
    if (kept.length) control.setAttribute("aria-describedby", kept.join(" "));
    else control.removeAttribute("aria-describedby");
  }
  const alert = formAlert(form);
  alert.hidden = true;
  alert.replaceChildren();
}

// Every form of the page is built by formCard, which gives it this element.
function formAlert(form: HTMLFormElement): HTMLElement {
  return form.querySelector<HTMLElement>(".form-alert")!;
}

export function secretOnce(title: string, secret: string, warning: string): HTMLElement {
  const value = h("code", { class: "secret-value", "data-testid": "secret-value" }, secret);
  const copy: HTMLButtonElement = h("button", { type: "button", class: "btn", onclick: () => copyText(secret, value, copy) }, "Copy");
  const box: HTMLElement = h("section", { class: "secret-box", role: "status", "aria-label": title },
    h("h3", null, title),
    h("p", { class: "secret-warning" }, warning),
    h("div", { class: "secret-row" }, value, copy),
    h("button", { type: "button", class: "btn-link", onclick: () => box.remove() }, "I have stored it, hide it"));
  return box;
}

async function copyText(text: string, element: HTMLElement, button: HTMLButtonElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    // No clipboard permission: select the text so Ctrl+C works.
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    button.textContent = "Selected: press Ctrl+C";
  }
}

export function notice(text: string): HTMLParagraphElement {
  return h("p", { class: "alert alert-ok", role: "status" }, text);
}
