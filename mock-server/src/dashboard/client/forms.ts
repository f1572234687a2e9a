import { js } from "./source";

/**
 * Form controls. Browser validation is off (`novalidate`): the point of a sandbox is to show what
 * the server answers to bad input, next to the field it names.
 */
export const formsScript = js`
let controlCount = 0;

function controlId(name) {
  return 'control-' + name + '-' + ++controlCount;
}

function control(tag, name, props, ...children) {
  return h(tag, Object.assign({ id: controlId(name), name }, props), children);
}

function field(labelText, pointer, input, hint) {
  const hintId = hint ? input.id + '-hint' : null;
  if (hintId) input.setAttribute('aria-describedby', hintId);
  return h('div', { class: 'field', 'data-pointer': pointer },
    h('label', { for: input.id }, labelText), input, hint && h('p', { class: 'hint', id: hintId }, hint));
}

function selectControl(name, options, selected) {
  return control('select', name, null, options.map(([value, text]) => h('option', { value, selected: value === selected }, text)));
}

function checkboxGroup(legend, pointer, name, options, checked, hint) {
  return h('fieldset', { class: 'field', 'data-pointer': pointer }, h('legend', null, legend),
    options.map(([value, text, description]) => {
      const input = control('input', name, { type: 'checkbox', value, checked: checked.includes(value) });
      return h('div', { class: 'check' }, input,
        h('label', { for: input.id }, h('span', { class: 'check-label' }, text), description && h('span', { class: 'hint' }, description)));
    }),
    hint && h('p', { class: 'hint' }, hint));
}

function checkbox(name, pointer, text, checked, hint) {
  const input = control('input', name, { type: 'checkbox', checked });
  return h('div', { class: 'field check', 'data-pointer': pointer }, input,
    h('label', { for: input.id }, h('span', { class: 'check-label' }, text), hint && h('span', { class: 'hint' }, hint)));
}

function formCard(title, submitText, fields, onSubmit) {
  const button = h('button', { type: 'submit', class: 'btn btn-primary' }, submitText);
  const form = h('form', { class: 'card form', novalidate: true, 'aria-label': title },
    h('h2', null, title), fields, h('div', { class: 'form-alert', hidden: true }), h('div', { class: 'form-actions' }, button));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearProblem(form);
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    try {
      await onSubmit(form);
    } finally {
      button.disabled = false;
      form.removeAttribute('aria-busy');
    }
  });
  return form;
}

function valueOf(form, name) {
  return form.elements.namedItem(name).value.trim();
}

function checkedValues(form, name) {
  return Array.from(form.querySelectorAll('input[name="' + name + '"]:checked'), (input) => input.value);
}

function isChecked(form, name) {
  return form.elements.namedItem(name).checked;
}

// "a, b" or one per line.
function splitList(text) {
  return text.split(/[\s,]+/).filter(Boolean);
}

function scopeOptions() {
  return Object.entries(config.scopes).map(([scope, description]) => [scope, scope, description]);
}
`;
