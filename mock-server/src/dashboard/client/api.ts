import { js } from "./source";

/** Calls to the server's own origin: the sandbox API as is, the public API with the demo key. */
export const apiScript = js`
const config = JSON.parse(document.getElementById('lps-config').textContent);

// Never throws: a network failure becomes a problem the page shows like any other.
async function request(method, path, body, withDemoKey) {
  const headers = { Accept: 'application/json' };
  if (withDemoKey) headers.Authorization = 'Bearer ' + config.demoApiKey;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { ok: response.ok, status: response.status, data: await readBody(response) };
  } catch (error) {
    return { ok: false, status: 0, data: { title: 'Network error', detail: String((error && error.message) || error) } };
  }
}

async function readBody(response) {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    return { title: 'Unreadable answer', detail: text.slice(0, 300) };
  }
}

function sandbox(method, path, body) {
  return request(method, '/__sandbox' + path, body, false);
}

function publicApi(method, path, body) {
  return request(method, '/v1' + path, body, true);
}

// Sandbox lists may come bare or wrapped like the public API's pages.
function listOf(data) {
  if (Array.isArray(data)) return data;
  return data && Array.isArray(data.data) ? data.data : [];
}

function queryString(params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (!missing(value) && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? '?' + text : '';
}

// Follows next_cursor until the list ends or maxPages; says whether it stopped early.
async function fetchPages(path, params, maxPages) {
  const items = [];
  let cursor = null;
  for (let page = 0; page < maxPages; page++) {
    const result = await publicApi('GET', path + queryString(Object.assign({}, params, { cursor })));
    if (!result.ok) return { ok: false, result, items };
    items.push(...result.data.data);
    cursor = result.data.next_cursor;
    if (!result.data.has_more) return { ok: true, items, complete: true };
  }
  return { ok: true, items, complete: false };
}
`;
