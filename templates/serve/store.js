// skirmishgen roster builder: the rosters this browser keeps (localStorage, one key), and
// the roster code of a share link (the text a roster sheet's QR carries). Shared by the
// start page and the builder; it never sends anything anywhere.
'use strict';

window.Skirmishgen = (() => {
  const KEY = 'skirmishgen.rosters';
  const FILE_KIND = 'skirmishgen-rosters';
  const LINK_KEY = 'roster=';
  const MAX_TEXT = 8000; // as `skirmishgen unpack`: the most a QR code holds, and more
  const ROOT = document.documentElement.dataset.root || '/';
  const STATIC = 'static' in document.documentElement.dataset;
  const UNKEPT = 'This browser is not keeping rosters (its storage is full or turned off); download the YAML to keep this one.';

  // An element with attributes, listeners (`onclick`) and children; text always as text.
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  }

  // ---- the pages and the API ------------------------------------------------------------
  // A builder page's address: /build/GAME from `skirmishgen serve`, build/GAME/ in the
  // static site (`skirmishgen site`), which any web host serves from any folder.
  function page(system, rest = '') {
    return `${ROOT}build/${encodeURIComponent(system)}${STATIC ? '/' : ''}${rest}`;
  }
  // A request to the builder's API: the server's, or in the static site skirmishgen itself
  // running in this browser (worker.js), answered as a fetch would be.
  let worker = null;
  let asked = 0;
  const waiting = new Map();
  function api(path, init = {}) {
    if (!STATIC) return fetch(path, init);
    // a game's form, its examples, the games: answered ahead, as files of the site
    if ((init.method || 'GET') === 'GET') return fetch(`${ROOT}${path.replace(/^\//, '')}.json`);
    return ask(path, init);
  }
  function ask(path, init) {
    startWorker();
    const id = ++asked;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, method: init.method || 'GET', url: path, body: init.body || '' });
    });
  }
  function startWorker() {
    if (worker === null) {
      worker = new Worker(`${ROOT}worker.js`, { type: 'module' });
      worker.onmessage = (event) => {
        const { id, status, type, body, name, error } = event.data;
        const done = waiting.get(id);
        waiting.delete(id);
        if (error) { done.reject(new Error(error)); return; }
        const headers = { 'Content-Type': type };
        if (name) headers['Content-Disposition'] = `attachment; filename="${name}"`;
        done.resolve(new Response(body, { status, headers }));
      };
    }
  }
  if (STATIC && document.getElementById('builder')) startWorker();  // Python starts at once

  // ---- the rosters kept ---------------------------------------------------------------
  function read() {
    const text = localStorage.getItem(KEY);
    if (!text) return {};
    try {
      const kept = JSON.parse(text);
      return kept && typeof kept.rosters === 'object' && kept.rosters ? kept.rosters : {};
    } catch (error) {
      return {};
    }
  }
  function write(rosters) {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, rosters }));
  }
  // Every call answers; a failure is one line in `problem` (null when all is well).
  function attempt(action) {
    try {
      return { value: action(), problem: null };
    } catch (error) {
      return { value: null, problem: UNKEPT };
    }
  }
  const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const byLastChange = (a, b) => (b.changed || '').localeCompare(a.changed || '');

  function list() {
    return attempt(() => Object.values(read()).filter(valid).sort(byLastChange));
  }
  function get(id) {
    return attempt(() => {
      const found = read()[id];
      return valid(found) ? found : null;
    });
  }
  function put(record) {
    return attempt(() => {
      const rosters = read();
      const kept = { ...record, id: record.id || newId(), changed: new Date().toISOString() };
      rosters[kept.id] = kept;
      write(rosters);
      return kept;
    });
  }
  function remove(id) {
    return attempt(() => {
      const rosters = read();
      const gone = rosters[id] || null;
      delete rosters[id];
      write(rosters);
      return gone;
    });
  }
  function restore(record) {
    return attempt(() => {
      const rosters = read();
      rosters[record.id] = record;
      write(rosters);
      return record;
    });
  }
  function valid(record) {
    return Boolean(record && typeof record === 'object' && typeof record.id === 'string'
      && typeof record.system === 'string' && record.data && typeof record.data === 'object');
  }
  function titleOf(data) {
    const name = data && typeof data.name === 'string' ? data.name.trim() : '';
    return name || 'Unnamed roster';
  }

  // One file holding every kept roster, and its reading back (added beside what is kept;
  // a roster already kept under the same id is replaced only when the file's is newer).
  function exportText() {
    const found = list();
    if (found.problem) return found;
    return { value: JSON.stringify({ kind: FILE_KIND, version: 1, rosters: found.value }, null, 1), problem: null };
  }
  function importText(text) {
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return { value: 0, problem: 'This file is not a rosters file (it is not JSON); choose a file saved with "Export all".' };
    }
    if (!parsed || parsed.kind !== FILE_KIND || !Array.isArray(parsed.rosters)) {
      return { value: 0, problem: 'This file is not a rosters file saved with "Export all"; open a single YAML roster below instead.' };
    }
    return attempt(() => {
      const rosters = read();
      let added = 0;
      for (const record of parsed.rosters) {
        if (!valid(record)) continue;
        const mine = rosters[record.id];
        if (mine && (mine.changed || '') >= (record.changed || '')) continue;
        rosters[record.id] = record;
        added += 1;
      }
      write(rosters);
      return added;
    });
  }

  // ---- the roster code of a share link ----------------------------------------------
  function linkCode(hash) {
    const text = (hash || '').replace(/^#/, '');
    if (!text.startsWith(LINK_KEY)) return null;
    try {
      return decodeURIComponent(text.slice(LINK_KEY.length).split('&')[0]);
    } catch (error) {
      return '';
    }
  }
  // A share link: the builder page of the roster's game (or the start page, which finds
  // the game), opening the roster the code holds.
  function shareLink(code, system = null) {
    const where = new URL(system ? page(system) : ROOT, location.href).href;
    return `${where}#${LINK_KEY}${encodeURIComponent(code)}`;
  }
  // The roster data a code holds, read by the server as `skirmishgen unpack` reads it;
  // an Error whose message is one line for the player.
  async function unpack(code) {
    const text = String(code || '').trim();
    if (text.length > MAX_TEXT) throw new Error('The link is longer than any roster code; copy the whole link again.');
    const response = await api('/api/unpack', {
      method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: text,
    });
    const answer = await response.json();
    if (!response.ok) {
      const said = String(answer.error || 'the link holds no roster');
      throw new Error(said.charAt(0).toUpperCase() + said.slice(1) + '.');
    }
    return answer.data;
  }

  return {
    el, api, page, root: ROOT, siteAddress: STATIC ? new URL(ROOT, location.href).href : null, list, get, put, remove, restore, titleOf, exportText, importText, linkCode, shareLink, unpack, UNKEPT,
  };
})();
