import { config } from "./api";
import { h, type Child, type Props } from "./dom";
import { clearProblem } from "./feedback";

/**
 * Form controls. Browser validation is off (`novalidate`): the point of a sandbox is to show what
 * the server answers to bad input, next to the field it names.
 */

/** [value, text] or, for checkboxes, [value, text, description]. */
export type Option = readonly [value: string, text: string, description?: string];

let controlCount = 0;

export function controlId(name: string): string {
  return "control-" + name + "-" + ++controlCount;
}

export function control<K extends "input" | "select" | "textarea">(tag: K, name: string, props?: Props, ...children: Child[]): HTMLElementTagNameMap[K] {
  return h(tag, { id: controlId(name), name, ...props }, children);
}

/** A labelled control; `pointer` is the JSON pointer of the server's errors that belong here. */
export function field(labelText: string, pointer: string, input: HTMLElement, hint?: string): HTMLDivElement {
  const hintId = hint ? input.id + "-hint" : null;
  if (hintId) input.setAttribute("aria-describedby", hintId);
  return h("div", { class: "field", "data-pointer": pointer },
    h("label", { for: input.id }, labelText), input, hint && h("p", { class: "hint", id: hintId }, hint));
}

export function selectControl(name: string, options: readonly Option[], selected: string): HTMLSelectElement {
  return control("select", name, null, options.map(([value, text]) => h("option", { value, selected: value === selected }, text)));
}

export function checkboxGroup(legend: string, pointer: string, name: string, options: readonly Option[], checked: readonly string[], hint?: string): HTMLFieldSetElement {
  return h("fieldset", { class: "field", "data-pointer": pointer }, h("legend", null, legend),
    options.map(([value, text, description]) => {
      const input = control("input", name, { type: "checkbox", value, checked: checked.includes(value) });
      return h("div", { class: "check" }, input,
        h("label", { for: input.id }, h("span", { class: "check-label" }, text), description && h("span", { class: "hint" }, description)));
    }),
    hint && h("p", { class: "hint" }, hint));
}

export function checkbox(name: string, pointer: string, text: string, checked: boolean, hint?: string): HTMLDivElement {
  const input = control("input", name, { type: "checkbox", checked });
  return h("div", { class: "field check", "data-pointer": pointer }, input,
    h("label", { for: input.id }, h("span", { class: "check-label" }, text), hint && h("span", { class: "hint" }, hint)));
}

/** A form in a card; the button stays disabled while `onSubmit` runs. */
export function formCard(title: string, submitText: string, fields: Child, onSubmit: (form: HTMLFormElement) => Promise<unknown>): HTMLFormElement {
  const button = h("button", { type: "submit", class: "btn btn-primary" }, submitText);
  const form = h("form", { class: "card form", novalidate: true, "aria-label": title },
    h("h2", null, title), fields, h("div", { class: "form-alert", hidden: true }), h("div", { class: "form-actions" }, button));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearProblem(form);
    button.disabled = true;
    form.setAttribute("aria-busy", "true");
    try {
      await onSubmit(form);
    } finally {
      button.disabled = false;
      form.removeAttribute("aria-busy");
    }
  });
  return form;
}

function namedControl(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

export function valueOf(form: HTMLFormElement, name: string): string {
  return namedControl(form, name).value.trim();
}

export function checkedValues(form: HTMLFormElement, name: string): string[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[name="' + name + '"]:checked'), (input) => input.value);
}

export function isChecked(form: HTMLFormElement, name: string): boolean {
  return namedControl(form, name).checked;
}

/** "a, b" or one per line. */
export function splitList(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

export function scopeOptions(): Option[] {
  return Object.entries(config.scopes).map(([scope, description]) => [scope, scope, description]);
}
