// skirmishgen roster builder: the rosters this browser keeps (localStorage, one key), and
// the roster code of a share link (the text a roster sheet's QR carries). Shared by the
// start page and the builder; it never sends anything anywhere.
'use strict';

window.Skirmishgen = (() => {
  const KEY = 'skirmishgen.rosters';
  const FILE_KIND = 'skirmishgen-rosters';
  const LINK_KEY = 'roster=';
  const PREFIX = 'SKG1:';
  const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
  const MAX_DATA = 256 * 1024; // as `skirmishgen unpack`: a roster is a few kilobytes
  const MAX_TEXT = 8000;
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
  function shareLink(code) {
    return `${location.origin}/#${LINK_KEY}${encodeURIComponent(code)}`;
  }
  function base45(text) {
    const bytes = [];
    const value = (ch) => {
      const v = ALPHABET.indexOf(ch);
      if (v < 0) throw new Error('not base45');
      return v;
    };
    for (let i = 0; i < text.length; i += 3) {
      const chunk = text.slice(i, i + 3);
      if (chunk.length === 1) throw new Error('a lone character');
      let n = value(chunk[0]) + 45 * value(chunk[1]);
      if (chunk.length === 3) n += 2025 * value(chunk[2]);
      if (chunk.length === 3) {
        if (n > 0xffff) throw new Error('out of range');
        bytes.push(n >> 8, n & 0xff);
      } else {
        if (n > 0xff) throw new Error('out of range');
        bytes.push(n);
      }
    }
    return new Uint8Array(bytes);
  }
  async function inflate(bytes) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
    const reader = stream.getReader();
    const parts = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_DATA) {
        await reader.cancel();
        throw new Error('too large');
      }
      parts.push(value);
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(parts).arrayBuffer());
  }
  // The roster data a code holds; an Error whose message is one line for the player.
  async function unpack(code) {
    const text = String(code || '').trim().toUpperCase();
    if (text.length > MAX_TEXT || !text.startsWith(PREFIX)) {
      throw new Error('The link holds no roster code; copy the whole link again.');
    }
    let data;
    try {
      data = JSON.parse(await inflate(base45(text.slice(PREFIX.length))));
    } catch (error) {
      throw new Error('The roster code in the link is damaged or cut short; copy the whole link again.');
    }
    if (!data || typeof data !== 'object' || Array.isArray(data) || typeof data.system !== 'string') {
      throw new Error('The link holds no roster; copy the link from the builder or a roster sheet.');
    }
    return data;
  }

  return {
    el, list, get, put, remove, restore, titleOf, exportText, importText, linkCode, shareLink, unpack, UNKEPT,
  };
})();
