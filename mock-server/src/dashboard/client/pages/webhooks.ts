import { js } from "../source";

/** Webhooks: endpoints, registration, secret rotation, delivery attempts and redelivery. */
export const webhooksScript = js`
function renderWebhooks(view, route) {
  const flash = h('div', { class: 'flash' });
  const endpoints = h('div', { class: 'card' });
  const deliveries = h('div', { class: 'card', id: 'deliveries' });
  const selected = route.rest || null;
  const reload = () => Promise.all([loadEndpoints(endpoints, flash, selected), selected ? loadDeliveries(deliveries, flash, selected) : null]);
  mount(view,
    pageHeader('Webhooks', 'Endpoints registered with the demo key, and every delivery attempt with its outcome.', refreshButton(reload)),
    flash, webhookForm(flash, reload), endpoints,
    selected ? deliveries : h('p', { class: 'muted' }, 'Choose "Deliveries" on an endpoint to see its delivery attempts.'));
  return reload();
}

function webhookForm(flash, reload) {
  const events = config.webhookEvents.map((event) => [event, event]);
  const fields = h('div', { class: 'form-grid' },
    h('div', null,
      field('URL', '/url', control('input', 'url', { type: 'url', placeholder: 'https://crm.example.com/hooks/lps' }),
        'HTTPS, or plain http to loopback in the sandbox. Private addresses are refused.'),
      field('Description', '/description', control('input', 'description', { type: 'text', placeholder: 'CRM sync' }))),
    checkboxGroup('Events', '/events', 'events', events, ['lead.qualified']));
  return formCard('Register an endpoint', 'Register', fields, async (form) => {
    const body = { url: valueOf(form, 'url'), events: checkedValues(form, 'events') };
    if (valueOf(form, 'description')) body.description = valueOf(form, 'description');
    const result = await publicApi('POST', '/webhooks', body);
    if (!result.ok) return showProblem(form, result);
    form.reset();
    mount(flash, secretOnce('Signing secret for ' + result.data.url, result.data.secret,
      'Copy it now: it is shown only here and on rotation. Verify each delivery\'s x-service-signature with it.'));
    await reload();
  });
}

function loadEndpoints(container, flash, selected) {
  const table = h('div');
  mount(container, h('h2', null, 'Endpoints'), table);
  return pagedTable(table, {
    path: '/webhooks', params: { limit: 20 }, caption: 'Webhook endpoints', empty: 'No endpoints registered yet.',
    rowProps: (w) => ({ class: w.id === selected ? 'selected' : null, 'data-webhook-id': w.id }),
    columns: [
      { label: 'URL', cell: (w) => h('code', { class: 'wrap' }, w.url) },
      { label: 'Events', cell: (w) => chips(w.events) },
      { label: 'Status', cell: (w) => [badge(w.status, w.status === 'enabled' ? 'ok' : 'error'), w.disabled_reason && h('div', { class: 'small muted' }, w.disabled_reason)] },
      { label: 'Created', cell: (w) => timeCell(w.created_at) },
      { label: 'Actions', cell: (w) => h('span', { class: 'actions' },
        h('a', { class: 'btn', href: '#/webhooks/' + encodeURIComponent(w.id) }, 'Deliveries'),
        h('button', { type: 'button', class: 'btn', onclick: () => rotateSecret(w, flash) }, 'Rotate secret')) },
    ],
  });
}

async function rotateSecret(webhook, flash) {
  if (!window.confirm('Rotate the signing secret of ' + webhook.url + '? The current secret keeps signing next to the new one for 24 hours.')) return;
  const result = await publicApi('POST', '/webhooks/' + encodeURIComponent(webhook.id) + '/rotate-secret', {});
  mount(flash, result.ok
    ? secretOnce('New signing secret for ' + webhook.url, result.data.secret,
      'Copy it now: it is shown only this once. The previous secret keeps signing until ' + fmtTime(result.data.previous_secret_expires_at) + '.')
    : problemView(result));
}

function deliveryTone(status) {
  return status === 'succeeded' ? 'ok' : status === 'failed' ? 'error' : 'neutral';
}

function loadDeliveries(container, flash, webhookId) {
  const table = h('div');
  mount(container, h('h2', null, 'Delivery attempts'), h('p', { class: 'muted small' }, 'Endpoint ', h('code', null, webhookId), ', newest first.'), table);
  const reload = () => loadDeliveries(container, flash, webhookId);
  return pagedTable(table, {
    path: '/webhooks/' + encodeURIComponent(webhookId) + '/deliveries', params: { limit: 20 }, caption: 'Delivery attempts',
    empty: 'No delivery attempts yet: they appear when a subscribed event happens.',
    columns: [
      { label: 'Time', cell: (d) => timeCell(d.created_at) },
      { label: 'Event', cell: (d) => [d.event_type, h('code', { class: 'block small muted' }, d.event_id)] },
      { label: 'Attempt', numeric: true, cell: (d) => d.attempt },
      { label: 'Status', cell: (d) => [badge(d.status, deliveryTone(d.status)), d.next_attempt_at && h('span', { class: 'block small muted' }, 'next ', timeCell(d.next_attempt_at))] },
      { label: 'HTTP status', cell: (d) => httpStatusBadge(d.response_status) },
      { label: 'Latency (ms)', numeric: true, cell: (d) => fmtNumber(d.latency_ms) },
      { label: 'Error', cell: (d) => d.error || '—' },
      { label: 'Actions', cell: (d) => h('button', { type: 'button', class: 'btn', onclick: () => redeliver(d, flash, reload) }, 'Redeliver') },
    ],
  });
}

async function redeliver(delivery, flash, reload) {
  const path = '/webhooks/' + encodeURIComponent(delivery.webhook_id) + '/deliveries/' + encodeURIComponent(delivery.id) + '/redeliver';
  const result = await publicApi('POST', path);
  mount(flash, result.ok ? notice('Redelivery of ' + delivery.event_id + ' queued as attempt ' + result.data.attempt + '.') : problemView(result));
  await reload();
}
`;
