// skirmishgen roster builder: a form generated from the game's JSON Schema, checked live
// by the server (the same checks as `skirmishgen validate`), kept in this browser as it is
// edited, with undo and a share link. Text only ever goes into the page as text
// (textContent, attribute values), never as markup.
'use strict';

(() => {
  const store = window.Skirmishgen;
  const main = document.getElementById('builder');
  const system = main.dataset.system;
  const formEl = document.getElementById('roster');
  const UPLOAD_KEY = 'skirmishgen.upload';
  const HISTORY = 200;
  // The pause after an edit before it is checked (typing is checked once it stops); the
  // browser tests shorten it with window.skirmishgenCheckPause, set before this script.
  const CHECK_PAUSE = Number.isFinite(window.skirmishgenCheckPause) ? window.skirmishgenCheckPause : 200;
  let form = null;
  let defs = {};
  let root = null;
  let state = null;
  let last = null;
  let timer = 0;
  let sequence = 0;
  let pending = null;
  let record = null; // the kept roster this page edits: { id, ... } once kept
  let fromLink = false;
  let edited = false; // an edit since the page opened: only then is a new roster kept
  const past = [];
  const future = [];
  let mark = { key: null, time: 0 };

  // ---- small helpers ----------------------------------------------------------------
  const { el } = store;
  const words = (key) => String(key).replace(/_/g, ' ');
  const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  const pathKey = (path) => JSON.stringify(path);
  const idOf = (prefix, path) => `${prefix}-${path.join('-').replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const clone = (value) => JSON.parse(JSON.stringify(value));
  // A rulebook term as validate reads it: "Meat Shield" and "meat_shield" are meat-shield.
  const term = (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s_]+/g, '-') : value);
  function singular(key) {
    const text = words(key);
    return text.endsWith('s') ? text.slice(0, -1) : text;
  }

  // ---- the schema -------------------------------------------------------------------
  function resolve(schema) {
    let found = schema || {};
    while (found.$ref) found = defs[found.$ref.split('/').pop()] || {};
    return found;
  }
  // The shapes a value may take: null left out, nested choices flattened, and a term's
  // "printed spelling" branch folded into its list of ids (the form offers the ids).
  function variants(schema) {
    const found = resolve(schema);
    if (!found.anyOf) return [found];
    const all = found.anyOf.flatMap((v) => (resolve(v).anyOf ? variants(v) : [resolve(v)]))
      .filter((v) => v.type !== 'null');
    const spelled = all.some((v) => v.enum) ? all.filter((v) => !(v.pattern && !v.enum)) : all;
    return spelled.map((v) => (spelled.length === 1 && found.default !== undefined ? { ...v, default: found.default } : v));
  }
  function kind(schema) {
    const found = resolve(schema);
    if ('const' in found) return 'const';
    if (found.enum) return 'enum';
    if (found.type === 'array') return 'array';
    if (found.type === 'object') return found.properties ? 'object' : 'map';
    return found.type || 'string';
  }
  function fits(schema, value) {
    const k = kind(schema);
    if (value === undefined || value === null) return false;
    if (k === 'array') return Array.isArray(value);
    if (k === 'object' || k === 'map') return typeof value === 'object' && !Array.isArray(value);
    if (k === 'enum') return resolve(schema).enum.map(term).includes(term(value));
    if (k === 'number' || k === 'integer') return typeof value === 'number';
    if (k === 'boolean') return typeof value === 'boolean';
    return typeof value === 'string';
  }
  const holdsEntries = (schema) => variants(resolve(schema).items).some((v) => kind(v) === 'object');
  const isChoiceList = (schema) => kind(schema) === 'array' && kind(resolve(schema).items) === 'enum';

  // A new value: the schema's default, else its example (for a choice, only for an entry
  // added to a list: a new fighter is a rookie, the first one the boss), else the first
  // choice. A part added to a list (an own skill, a weapon in parts) starts unnamed, so it
  // is quietly incomplete until named.
  function blank(schema, key, noun, index, adding = false, unnamed = false) {
    const found = variants(schema)[0];
    const k = kind(found);
    const example = (found.examples || resolve(schema).examples || [])[0];
    if (k === 'const') return found.const;
    if (found.default !== undefined && found.default !== null) return clone(found.default);
    if (example !== undefined && (k !== 'enum' || adding)) return clone(example);
    if (k === 'enum') return found.enum[0];
    if (k === 'object') {
      const value = {};
      for (const name of found.required || []) {
        value[name] = unnamed && name === 'name' ? '' : blank(found.properties[name], name, noun, index, adding);
      }
      return value;
    }
    if (k === 'map') return {};
    if (k === 'array') {
      return found.minItems ? [blank(found.items, singular(key), nounFor(key), 1)] : [];
    }
    if (k === 'number' || k === 'integer') {
      return Math.min(Math.max(1, found.minimum ?? 1), found.maximum ?? 1);
    }
    if (k === 'boolean') return false;
    return key === 'name' && noun !== 'roster' ? `${capital(noun)} ${index}` : '';
  }
  function nounFor(key) {
    const main = Object.entries(root.properties).find(([, s]) => kind(s) === 'array' && holdsEntries(s));
    return main && main[0] === key ? form.member : singular(key);
  }

  // ---- the data ---------------------------------------------------------------------
  const getAt = (path) => path.reduce((v, k) => (v === null || v === undefined ? undefined : v[k]), state);
  function setAt(path, value) {
    let parent = state;
    for (const [i, k] of path.slice(0, -1).entries()) {
      if (parent[k] === undefined || parent[k] === null || typeof parent[k] !== 'object') {
        parent[k] = typeof path[i + 1] === 'number' ? [] : {};
      }
      parent = parent[k];
    }
    const end = path[path.length - 1];
    if (value === undefined && !Array.isArray(parent)) delete parent[end];
    else parent[end] = value;
  }

  // Named entries whose text is given beside the name (a custom rule): their paths.
  const maps = new Set();

  // An entry of a list not yet filled in (a skill not chosen, a weapon not named), or of
  // such a map (a custom rule with no text yet): left out of what is checked and saved as
  // YAML, and marked at its place instead.
  const incomplete = (value) => value === '' || (value !== null && typeof value === 'object'
    && !Array.isArray(value) && Object.values(value).some((v) => v === ''));

  // The roster as it is checked: incomplete entries left out; `kept` says, for each list,
  // which of its entries were sent, so a finding's path finds its entry again.
  function sendable() {
    const kept = new Map();
    const gaps = [];
    const walk = (value, path) => {
      if (Array.isArray(value)) {
        const sent = [];
        const index = [];
        value.forEach((item, i) => {
          if (incomplete(item)) {
            gaps.push([...path, i]);
            return;
          }
          index.push(i);
          sent.push(walk(item, [...path, i]));
        });
        kept.set(pathKey(path), index);
        return sent;
      }
      if (value !== null && typeof value === 'object') {
        const named = maps.has(pathKey(path));
        const entries = Object.entries(value).filter(([k, v]) => {
          if (named && v === '') gaps.push([...path, k]);
          return !(named && v === '');
        });
        return Object.fromEntries(entries.map(([k, v]) => [k, walk(v, [...path, k])]));
      }
      return value;
    };
    return { data: walk(state, []), kept, gaps };
  }
  function statePath(path, kept) {
    const out = [];
    for (const part of path) {
      const index = typeof part === 'number' ? kept.get(pathKey(out)) : null;
      out.push(index && part < index.length ? index[part] : part);
    }
    return out;
  }

  // ---- undo, redo, and keeping the roster -------------------------------------------
  // Call before an edit: typing in one field is one step until a pause or another field.
  function remember(key = null) {
    const now = Date.now();
    if (key !== null && key === mark.key && now - mark.time < 1500) {
      mark.time = now;
      return;
    }
    past.push(JSON.stringify(state));
    if (past.length > HISTORY) past.shift();
    future.length = 0;
    mark = { key, time: now };
    paintHistory();
  }
  function travel(from, to, word) {
    if (!from.length) return;
    to.push(JSON.stringify(state));
    state = JSON.parse(from.pop());
    mark = { key: null, time: 0 };
    document.getElementById('history-note').textContent = `${word}.`;
    render();
    changed(false);
    paintHistory();
  }
  const undo = () => travel(past, future, 'Undone');
  const redo = () => travel(future, past, 'Redone');
  function paintHistory() {
    document.getElementById('undo').disabled = past.length === 0;
    document.getElementById('redo').disabled = future.length === 0;
  }

  function edit(path, value, structure = false, key = null) {
    remember(key);
    setAt(path, value);
    changed(structure);
  }
  function changed(structure) {
    edited = true;
    if (structure) render();
    keep();
    schedule();
  }

  function verdictWords(answer) {
    if (!answer) return '';
    if (answer.legal) return 'Legal';
    if (!answer.readable) return 'Incomplete';
    const errors = answer.findings.filter((f) => f.severity === 'error').length;
    return `Not legal \u00b7 ${errors} error${errors === 1 ? '' : 's'}`;
  }
  // Keep the roster in this browser: after every edit (an example or a link opened and
  // not edited is not kept, unless the player asks).
  function keep(force = false) {
    if (record === null && !edited && !force) return;
    const saved = store.put({
      id: record && record.id, system, data: state,
      legal: Boolean(last && last.legal), verdict: verdictWords(last),
    });
    const note = document.getElementById('kept-note');
    if (saved.problem) {
      note.textContent = saved.problem;
      return;
    }
    const first = record === null;
    record = saved.value;
    if (first) {
      history.replaceState(null, '', store.page(system, `?id=${encodeURIComponent(record.id)}`));
      fromLink = false;
      note.replaceChildren('Kept in this browser under ', el('a', { href: store.root, text: 'My rosters' }), '.');
    }
  }

  // ---- the form ---------------------------------------------------------------------
  function render() {
    const focused = document.activeElement && document.activeElement.id;
    formEl.replaceChildren(objectFields(root, [], 'roster', 1, true));
    paint();
    if (focused && document.getElementById(focused)) document.getElementById(focused).focus();
  }

  function objectFields(schema, path, noun, index, top = false) {
    const box = el('div', { class: 'fields' });
    const required = new Set(schema.required || []);
    const big = (property) => variants(property).some((v) => ['array', 'object', 'map'].includes(kind(v)));
    const keys = Object.entries(schema.properties || {});
    const ordered = [...keys.filter(([, p]) => !big(p)), ...keys.filter(([, p]) => big(p))];
    for (const [key, property] of ordered) {
      if (property[form.file_mark]) continue; // files come with the kit, not through the builder
      if (!applies(property, path)) continue;
      const node = field(property, [...path, key], key, required.has(key), noun, index, top);
      if (node) box.append(node);
    }
    return box;
  }

  // A field whose choices follow another field of its entry (a heavy shooter's option
  // only for a heavy shooter): `x-follows` names that field and the choices for each of
  // its values; a field with none for the value shown is left out.
  function follows(schema, path) {
    const rule = resolve(schema)['x-follows'];
    if (!rule) return null;
    const other = term(getAt([...path.slice(0, -1), rule.field]));
    return rule.choices[other] || [];
  }
  function applies(schema, parentPath) {
    const allowed = follows(schema, [...parentPath, '?']);
    return allowed === null || allowed.length > 0;
  }

  function slot() {
    return el('ul', { class: 'findings slot' });
  }

  function field(schema, path, key, required, noun, index, top) {
    const options = variants(schema);
    const value = getAt(path);
    if (options.length === 2 && options.some((v) => kind(v) === 'enum') && options.some(isChoiceList)) {
      return choices(options.find(isChoiceList), path, key, required, options.find((v) => kind(v) === 'enum'));
    }
    if (options.length > 1) return unionField(options, path, key, noun, index);
    const only = options[0];
    const k = kind(only);
    if (k === 'const') return null;
    if (k === 'array') {
      if (holdsEntries(only) && variants(only.items).length > 1) return mixedList(only, path, key);
      if (holdsEntries(only)) return entries(only, path, key);
      if (kind(only.items) === 'enum' && variants(only.items).length === 1) return choices(only, path, key, required);
      return textList(only, path, key);
    }
    if (k === 'map') return mapField(only, path, key);
    if (k === 'object') {
      if (value === undefined) setAt(path, blank(only, key, noun, index));
      return el('fieldset', { class: 'group', 'data-path': pathKey(path) },
        el('legend', { text: capital(words(key)) }), slot(), objectFields(only, path, singular(key), 1));
    }
    const id = idOf('f', path);
    const outer = resolve(schema);
    const control = input({ ...only, default: only.default ?? outer.default, 'x-follows': outer['x-follows'] },
      path, id, required || !isNullable(schema), key);
    const wrap = el('div', { class: `field${top && key === 'name' ? ' wide' : ''}`, 'data-path': pathKey(path) });
    if (k === 'boolean') {
      wrap.append(el('span', { class: 'field-label', text: ' ' }),
        el('label', { class: 'check', for: id }, control, ` ${capital(words(key))}`));
    } else {
      wrap.append(el('label', { for: id, text: capital(words(key)) }), control);
    }
    wrap.append(slot());
    return wrap;
  }

  function isNullable(schema) {
    return (resolve(schema).anyOf || []).some((v) => resolve(v).type === 'null');
  }

  function enumInput(schema, path, id, required, key) {
    const value = getAt(path);
    const allowed = follows(schema, path);
    const choices = (allowed || schema.enum).filter((c) => schema.enum.includes(c));
    const shown = choices.findIndex((c) => term(c) === term(value));
    const fallback = schema.default !== undefined && schema.default !== null ? schema.default : null;
    const select = el('select', { id, name: id });
    if (shown < 0 && (value === undefined || value === null) && fallback === null) {
      select.append(el('option', { value: '', text: required ? `choose a ${words(key)}` : `no ${words(key)}` }));
    } else if (shown < 0 && value !== undefined && value !== null) {
      select.append(el('option', { value: '', text: `${String(value)} (not a choice)` }));
    }
    choices.forEach((choice, i) => {
      const label = choice === fallback ? `${choice} (the default)` : String(choice);
      select.append(el('option', { value: String(i), text: label }));
    });
    if (shown >= 0) select.value = String(shown);
    else if ((value === undefined || value === null) && fallback !== null && choices.includes(fallback)) {
      select.value = String(choices.indexOf(fallback));
    } else select.value = '';
    if (!required && shown >= 0) select.append(el('option', { value: 'unset', text: `no ${words(key)}` }));
    select.addEventListener('change', () => {
      const picked = select.value === '' || select.value === 'unset' ? undefined : choices[Number(select.value)];
      remember();
      setAt(path, picked);
      settleFollowers(path);
      changed(true);
    });
    return select;
  }

  // After a field changes, a field following it keeps its value only if still a choice
  // (a shooter made a heavy shooter drops its 2 hands, so its kind's 3 are used).
  function settleFollowers(path) {
    const parentPath = path.slice(0, -1);
    const parent = resolveAt(parentPath);
    if (!parent) return;
    for (const [key, property] of Object.entries(parent.properties || {})) {
      const rule = resolve(property)['x-follows'];
      if (!rule || rule.field !== path[path.length - 1]) continue;
      const allowed = follows(property, [...parentPath, key]) || [];
      const value = getAt([...parentPath, key]);
      if (value !== undefined && !allowed.map(term).includes(term(value))) setAt([...parentPath, key], undefined);
    }
  }
  // The object schema of the value at `path` (the form walks the same way).
  function resolveAt(path) {
    let schema = root;
    for (const part of path) {
      const here = variants(schema).find((v) => ['object', 'array'].includes(kind(v)));
      if (!here) return null;
      if (typeof part === 'number') {
        const item = variants(here.items).find((v) => fits(v, getAt(path.slice(0, path.indexOf(part) + 1))));
        schema = item || variants(here.items)[0];
      } else schema = (here.properties || {})[part];
      if (!schema) return null;
    }
    const found = variants(schema).find((v) => kind(v) === 'object');
    return found || null;
  }

  function input(schema, path, id, required, key) {
    const k = kind(schema);
    const value = getAt(path);
    if (k === 'enum') return enumInput(schema, path, id, required, key);
    if (k === 'boolean') {
      const box = el('input', { type: 'checkbox', id, name: id, checked: value === true });
      box.addEventListener('change', () => {
        edit(path, box.checked ? true : (schema.default === false && !required ? undefined : false));
      });
      return box;
    }
    if (k === 'number' || k === 'integer') {
      const allowed = follows(schema, path);
      const usual = allowed && allowed.length ? allowed[0] : schema.default;
      const box = el('input', {
        type: 'number', id, name: id, min: schema.minimum, max: schema.maximum,
        step: k === 'integer' ? 1 : 'any', inputmode: k === 'integer' ? 'numeric' : 'decimal',
        placeholder: usual === undefined || usual === null ? null : `${usual} (usual)`,
      });
      box.value = value === undefined || value === null ? '' : String(value);
      box.addEventListener('input', () => {
        const text = box.value.trim();
        const number = Number(text);
        edit(path, text === '' ? undefined : (Number.isFinite(number) ? number : text), false, id);
      });
      return box;
    }
    const names = form.names[key] || form.names[path.filter((p) => typeof p === 'string').pop()];
    const box = el('input', {
      type: 'text', id, name: id, maxlength: schema.maxLength, autocomplete: 'off',
      list: names ? `names-${key in form.names ? key : path.filter((p) => typeof p === 'string').pop()}` : null,
    });
    box.value = value === undefined || value === null ? '' : String(value);
    box.addEventListener('input', () => {
      const wasIncomplete = incompleteAt(path);
      remember(id);
      setAt(path, box.value === '' && !required ? undefined : box.value);
      relabel();
      if (wasIncomplete !== incompleteAt(path)) paintGaps();
      changed(false);
    });
    return box;
  }
  function incompleteAt(path) {
    for (let size = path.length; size > 0; size -= 1) {
      if (typeof path[size - 1] === 'number' && incomplete(getAt(path.slice(0, size)))) return true;
    }
    return false;
  }

  // What an entry goes by in button names: its name, else its place ("Fighter 3"); an
  // entry inside another says whose ("Short bow of Robyn").
  function describe(path) {
    const parts = [];
    for (let size = path.length; size > 0; size -= 1) {
      if (typeof path[size - 1] !== 'number') continue;
      const value = getAt(path.slice(0, size));
      const key = path[size - 2];
      const noun = size === 2 ? nounFor(key) : singular(key);
      const own = (value && typeof value === 'object' && typeof value.name === 'string' && value.name.trim())
        || (typeof value === 'string' && value.trim());
      parts.push(own || `${capital(noun)} ${path[size - 1] + 1}`);
    }
    return parts.join(' of ');
  }
  // A button named after an entry, renamed as the entry is.
  function named(template, subject, attrs) {
    return el('button', { type: 'button', ...attrs, 'data-label': template, 'data-subject': pathKey(subject), 'aria-label': label(template, subject) });
  }
  function label(template, subject) {
    const who = describe(subject);
    return (who ? template.replace('{}', who) : template.replace(/ (to|of|from) \{\}$/, '')).trim();
  }
  function relabel() {
    for (const node of document.querySelectorAll('[data-label]')) {
      node.setAttribute('aria-label', label(node.dataset.label, JSON.parse(node.dataset.subject)));
    }
    for (const node of document.querySelectorAll('.entry-head > .title')) {
      const path = JSON.parse(node.closest('.entry').dataset.path);
      node.textContent = describe(path.slice(-2));
      node.closest('.entry').setAttribute('aria-label', describe(path));
    }
  }

  // A list of choices as tick boxes; `single` is the same field written as one word
  // ("none", "gun", "both"), shown as the boxes it stands for.
  function choices(schema, path, key, required, single = null) {
    const item = resolve(schema.items);
    const picked = new Set(asList(getAt(path), item.enum, single));
    const box = el('fieldset', { class: 'field group', 'data-path': pathKey(path) }, el('legend', { text: capital(words(key)) }));
    const row = el('div', { class: 'choices' });
    item.enum.forEach((choice, i) => {
      const id = idOf('f', [...path, i]);
      const tick = el('input', { type: 'checkbox', id, checked: picked.has(choice) });
      tick.addEventListener('change', () => {
        const now = new Set(asList(getAt(path), item.enum, single));
        if (tick.checked) now.add(choice); else now.delete(choice);
        const list = item.enum.filter((c) => now.has(c));
        edit(path, list.length || required || single ? list : undefined);
      });
      row.append(el('label', { class: 'check', for: id }, tick, ` ${choice}`));
    });
    box.append(row, slot());
    return box;
  }
  function asList(value, items, single) {
    if (Array.isArray(value)) return value.map(term);
    if (typeof value !== 'string' || !single) return [];
    const word = term(value);
    if (items.includes(word)) return [word];
    return ['both', 'all'].includes(word) ? items : [];
  }

  function textList(schema, path, key) {
    const list = getAt(path) || [];
    const noun = singular(key);
    const box = el('fieldset', { class: 'field list group', 'data-path': pathKey(path) }, el('legend', { text: capital(words(key)) }));
    list.forEach((_, i) => {
      const itemPath = [...path, i];
      const control = input(variants(schema.items)[0], itemPath, idOf('f', itemPath), true, key);
      control.setAttribute('aria-label', `${capital(noun)} ${i + 1}`);
      box.append(el('div', { class: 'row', 'data-path': pathKey(itemPath) }, control,
        named(`Remove ${noun} {}`, itemPath, { class: 'small-button danger', text: 'Remove', onclick: () => remove(path, i) }), slot()));
    });
    box.append(named(`Add ${noun} to {}`, path.slice(0, -1), {
      class: 'small-button', text: `Add ${noun}`, onclick: () => add(path, ''),
    }), slot());
    return box;
  }

  // A list whose items are written as text or given in parts (a skill by name, or one of
  // the warband's own; a weapon as "Rifle (24", A1)" or as its fields): one row each.
  function mixedList(schema, path, key) {
    const list = getAt(path) || [];
    const options = variants(schema.items);
    const noun = singular(key);
    const box = el('fieldset', { class: 'field list group', 'data-path': pathKey(path) },
      el('legend', { text: `${capital(words(key))} (${list.length})` }), slot());
    list.forEach((value, i) => {
      const itemPath = [...path, i];
      const inner = options.find((v) => fits(v, value)) || options[0];
      const removeButton = named('Remove {}', itemPath, {
        class: 'small-button danger', text: 'Remove', onclick: () => remove(path, i),
      });
      if (kind(inner) === 'object') {
        box.append(el('div', { class: 'entry compact', 'data-path': pathKey(itemPath) }, slot(),
          objectFields(inner, itemPath, noun, i + 1), el('div', { class: 'tools' }, removeButton)));
      } else {
        const control = input(inner, itemPath, idOf('f', itemPath), true, key);
        control.setAttribute('aria-label', `${capital(noun)} ${i + 1}`);
        box.append(el('div', { class: 'row', 'data-path': pathKey(itemPath) }, control, removeButton, slot()));
      }
    });
    const adders = el('div', { class: 'tools' });
    options.forEach((option) => {
      const text = `Add ${kind(option) === 'object' ? partsName(option, noun) : noun}`;
      adders.append(named(`${text} to {}`, path.slice(0, -1), {
        class: 'small-button', text,
        onclick: () => add(path, kind(option) === 'object' ? blank(option, noun, noun, list.length + 1, false, true) : ''),
      }));
    });
    box.append(adders);
    return box;
  }
  // What an entry given in parts is called: its schema's title when it is in words
  // ("own skill"), else "<noun> in parts".
  function partsName(option, noun) {
    const title = resolve(option).title || '';
    return /^[a-z][a-z ]*$/.test(title) ? title : `${noun} in parts`;
  }

  function mapField(schema, path, key) {
    maps.add(pathKey(path));
    const map = getAt(path) || {};
    const noun = singular(key);
    const box = el('fieldset', { class: 'field list group', 'data-path': pathKey(path) }, el('legend', { text: capital(words(key)) }));
    Object.keys(map).forEach((name, i) => {
      const keyBox = el('input', { type: 'text', id: idOf('k', [...path, i]), 'aria-label': `${capital(noun)} ${i + 1}: name`, value: name });
      const valueBox = el('input', { type: 'text', id: idOf('v', [...path, i]), 'aria-label': `${capital(noun)} ${i + 1}: what it does`, value: map[name] });
      keyBox.addEventListener('change', () => {
        const rebuilt = {};
        for (const [k, v] of Object.entries(getAt(path))) rebuilt[k === name ? keyBox.value : k] = v;
        edit(path, rebuilt, true);
      });
      valueBox.addEventListener('input', () => edit([...path, name], valueBox.value, false, valueBox.id));
      box.append(el('div', { class: 'row', 'data-path': pathKey([...path, name]) }, keyBox, valueBox,
        el('button', {
          type: 'button', class: 'small-button danger', text: 'Remove', 'aria-label': `Remove ${noun} ${name}`,
          onclick: () => {
            const rest = { ...getAt(path) };
            delete rest[name];
            edit(path, Object.keys(rest).length ? rest : undefined, true);
            say(`Removed ${noun} ${name}.`, true);
            document.querySelector('#history-note button').focus();
          },
        }), slot()));
    });
    box.append(el('button', {
      type: 'button', class: 'small-button', text: `Add ${noun}`,
      onclick: () => {
        const current = { ...(getAt(path) || {}) };
        let n = Object.keys(current).length + 1;
        while (`New ${noun} ${n}` in current) n += 1;
        current[`New ${noun} ${n}`] = '';
        edit(path, current, true);
      },
    }), slot());
    return box;
  }

  // A value of several shapes (rare: the games' own shapes are handled above): a choice
  // of which, then its field.
  function unionField(options, path, key, noun, index) {
    const value = getAt(path);
    const chosen = Math.max(0, options.findIndex((v) => fits(v, value)));
    const labels = options.map((v) => ({ string: 'written out', object: 'in parts', enum: 'a choice', array: 'several' }[kind(v)] || kind(v)));
    const id = idOf('v', path);
    const pick = el('select', { id, 'aria-label': `${capital(words(key))} given as` });
    labels.forEach((text, i) => pick.append(el('option', { value: String(i), text })));
    pick.value = String(chosen);
    pick.addEventListener('change', () => edit(path, blank(options[Number(pick.value)], key, noun, index), true));
    const box = el('div', { class: 'field wide', 'data-path': pathKey(path) });
    const head = el('span', { class: 'variant' }, el('label', { for: id, text: capital(words(key)) }), pick);
    const inner = options[chosen];
    if (kind(inner) === 'object') {
      if (!fits(inner, value)) setAt(path, blank(inner, key, noun, index));
      box.append(head, objectFields(inner, path, noun, index));
    } else if (kind(inner) === 'array') {
      box.append(head, field(inner, path, key, true, noun, index) || '');
    } else {
      const control = input(inner, path, idOf('f', path), true, key);
      control.setAttribute('aria-label', capital(words(key)));
      box.append(head, control);
    }
    box.append(slot());
    return box;
  }

  function entries(schema, path, key) {
    const list = getAt(path) || [];
    const noun = nounFor(key);
    const nested = path.length > 1;
    const box = el('fieldset', { class: 'entries', 'data-path': pathKey(path) },
      el('legend', { text: `${capital(words(key))} (${list.length})` }), slot());
    list.forEach((_, i) => box.append(entry(schema.items, [...path, i], i, list.length, key, noun, nested)));
    box.append(named(`Add ${noun} to {}`, path.slice(0, -1), {
      class: nested ? 'small-button' : 'primary', text: `Add ${noun}`,
      onclick: () => add(path, blank(schema.items, key, noun, list.length + 1, true)),
    }));
    return box;
  }

  function entry(schema, path, i, count, key, noun, nested) {
    if (nested) return compactEntry(schema, path, i, noun);
    const listPath = path.slice(0, -1);
    const title = el('h3', { class: 'title', text: describe(path) });
    const tools = el('div', { class: 'tools' },
      named('Duplicate {}', path, { class: 'small-button', text: 'Duplicate', onclick: () => duplicate(listPath, i) }),
      named('Move {} up', path, { class: 'small-button', text: '\u2191', title: 'Move up', disabled: i === 0, onclick: () => move(listPath, i, -1) }),
      named('Move {} down', path, { class: 'small-button', text: '\u2193', title: 'Move down', disabled: i === count - 1, onclick: () => move(listPath, i, 1) }),
      named('Remove {}', path, { class: 'small-button danger', text: 'Remove', onclick: () => remove(listPath, i) }));
    const head = el('div', { class: 'entry-head' }, title, el('ul', { class: 'tallies', 'data-tally': pathKey(path) }), tools);
    const section = el('section', { class: 'entry', 'data-path': pathKey(path), 'aria-label': describe(path) }, head, slot());
    const options = variants(schema);
    if (options.length > 1) section.append(unionField(options, path, singular(key), noun, i + 1));
    else section.append(objectFields(options[0], path, noun, i + 1));
    return section;
  }

  // An entry inside an entry (a fighter's equipment): its fields in a row, tools after.
  function compactEntry(schema, path, i, noun) {
    const listPath = path.slice(0, -1);
    const tools = el('div', { class: 'tools' },
      named('Duplicate {}', path, { class: 'small-button', text: 'Duplicate', onclick: () => duplicate(listPath, i) }),
      named('Remove {}', path, { class: 'small-button danger', text: 'Remove', onclick: () => remove(listPath, i) }));
    return el('div', { class: 'entry compact', 'data-path': pathKey(path), role: 'group', 'aria-label': describe(path) },
      slot(), objectFields(variants(schema)[0], path, noun, i + 1), tools);
  }

  function add(listPath, value) {
    const at = (getAt(listPath) || []).length;
    edit([...listPath, at], value, true);
    focusEntry([...listPath, at]);
  }
  function remove(listPath, i) {
    const gone = describe([...listPath, i]);
    remember();
    getAt(listPath).splice(i, 1);
    changed(true);
    say(`Removed ${gone}.`, true);
    afterRemoving(listPath, i);
  }
  // Focus stays in the list: on the entry that took the removed one's place, else the one
  // before it, else the Undo beside the note that says what went.
  function afterRemoving(listPath, i) {
    const left = (getAt(listPath) || []).length;
    if (left) {
      focusEntry([...listPath, Math.min(i, left - 1)]);
      return;
    }
    const undoButton = document.querySelector('#history-note button');
    if (undoButton) undoButton.focus();
  }
  function duplicate(listPath, i) {
    remember();
    const list = getAt(listPath);
    const copy = clone(list[i]);
    if (copy && typeof copy === 'object' && typeof copy.name === 'string') copy.name = `${copy.name} (copy)`.slice(0, 60);
    list.splice(i + 1, 0, copy);
    changed(true);
    focusEntry([...listPath, i + 1]);
  }
  function move(listPath, i, step) {
    remember();
    const list = getAt(listPath);
    const [item] = list.splice(i, 1);
    list.splice(i + step, 0, item);
    changed(true);
    focusEntry([...listPath, i + step]);
  }
  function focusEntry(path) {
    const node = document.querySelector(`[data-path='${CSS.escape(pathKey(path))}'] input, [data-path='${CSS.escape(pathKey(path))}'] select`);
    if (node) node.focus();
  }
  // A line under the verdict; with `undoable`, an Undo button beside it (Remove asks
  // nothing: it can be taken back).
  function say(text, undoable = false) {
    const note = document.getElementById('history-note');
    note.replaceChildren(text);
    if (undoable) {
      note.append(' ', el('button', { type: 'button', class: 'small-button', text: 'Undo', 'aria-label': `Undo: ${text}`, onclick: () => { undo(); document.getElementById('undo').focus(); } }));
    }
  }

  // ---- live check -------------------------------------------------------------------
  function schedule() {
    main.dataset.busy = 'true';
    clearTimeout(timer);
    timer = setTimeout(check, CHECK_PAUSE);
  }

  async function check() {
    main.dataset.busy = 'true';
    clearTimeout(timer);
    const mine = ++sequence;
    const sent = sendable();
    pending = (async () => {
      let answer;
      let ok = false;
      try {
        const response = await store.api('/api/check', {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(sent.data),
        });
        answer = await response.json();
        ok = response.ok;
      } catch (error) {
        answer = { error: 'the builder cannot reach skirmishgen serve; start it again, then edit to check' };
      }
      if (mine !== sequence) return;
      if (!ok) {
        last = { legal: false, readable: false, findings: [], tallies: [], summary: answer.error, yaml: null, code: null, problem: answer.error };
      } else {
        last = answer;
        for (const item of [...last.findings, ...last.tallies]) item.path = statePath(item.path, sent.kept);
      }
      last.gaps = sent.gaps;
      paint();
      if (record !== null && record.verdict !== verdictWords(last)) keep();
      main.dataset.busy = 'false';
    })();
    return pending;
  }

  function paint() {
    if (!last) return;
    for (const node of document.querySelectorAll('.slot')) node.replaceChildren();
    for (const node of document.querySelectorAll('[aria-invalid]')) node.removeAttribute('aria-invalid');
    for (const node of document.querySelectorAll('.entry')) node.classList.remove('has-error', 'has-warning');
    const verdict = document.getElementById('verdict');
    verdict.className = `verdict ${last.legal ? 'legal' : (last.readable ? 'illegal' : 'unreadable')}`;
    const count = (severity) => last.findings.filter((f) => f.severity === severity).length;
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const word = last.legal ? 'Legal' : (last.readable ? 'Not legal' : 'Incomplete');
    const counts = [plural(count('error'), 'error'), plural(count('warning'), 'warning')].join(', ');
    verdict.textContent = last.problem ? `Not checked \u00b7 ${last.problem}` : (last.findings.length || !last.readable ? `${word} \u00b7 ${counts}` : word);
    paintTallies();
    paintGaps();
    const all = document.getElementById('findings');
    all.replaceChildren();
    if (!last.findings.length) all.append(el('li', { class: 'none', text: last.readable ? 'No findings: every rule is kept.' : 'No findings yet.' }));
    for (const finding of last.findings) {
      const target = placeOf(finding.path);
      const item = findingItem(finding);
      const here = target && slotOf(target);
      if (target && here) {
        here.append(findingItem(finding));
        const control = target.matches('.field, .row') ? target.querySelector('input, select') : null;
        if (control && finding.severity === 'error') control.setAttribute('aria-invalid', 'true');
        const owner = target.closest('.entry');
        if (owner) owner.classList.add(finding.severity === 'error' ? 'has-error' : 'has-warning');
        item.append(el('button', { type: 'button', class: 'small-button', text: 'Show', 'aria-label': `Show where: ${finding.message}`.slice(0, 120), onclick: () => show(target) }));
      }
      all.append(item);
    }
    document.getElementById('get-roster').disabled = !last.legal;
    document.getElementById('copy-link').disabled = !last.code;
    document.getElementById('download-note').textContent = last.legal
      ? 'The roster sheet is what skirmishgen roster prints for the YAML file.'
      : 'Fix the errors to print the roster sheet; the YAML can be saved as it is.';
  }

  // Entries not yet filled in: a quiet note at each, not an error.
  function paintGaps() {
    for (const node of document.querySelectorAll('.gap')) node.remove();
    for (const path of (last && last.gaps) || []) {
      const target = document.querySelector(`[data-path='${CSS.escape(pathKey(path))}']`);
      const value = getAt(path);
      if (!target || !incomplete(value)) continue;
      const noun = singular(path[path.length - 2]);
      let text = typeof value === 'string' ? `choose a ${noun}; it is left out until then` : `name the ${noun}; it is left out until then`;
      if (typeof path[path.length - 1] === 'string') text = `say what the ${noun} does; it is left out until then`;
      const home = slotOf(target);
      if (home) home.append(el('li', { class: 'finding note gap', text }));
    }
  }

  function paintTallies() {
    const whole = document.getElementById('tallies');
    whole.replaceChildren();
    for (const node of document.querySelectorAll('[data-tally]')) node.replaceChildren();
    for (const tally of last.tallies) {
      const shown = tally.limit === null ? String(tally.value) : `${tally.value} / ${tally.limit}`;
      const item = el('li', { class: `tally${tally.over ? ' over' : ''}` }, `${tally.label} `, el('b', { text: shown }));
      const home = tally.path.length ? document.querySelector(`[data-tally='${CSS.escape(pathKey(tally.path))}']`) : whole;
      if (home) home.append(item);
    }
  }

  function slotOf(target) {
    for (let node = target; node; node = node.parentElement) {
      const found = node.querySelector(':scope > .slot');
      if (found) return found;
    }
    return null;
  }

  function placeOf(path) {
    for (let size = path.length; size >= 0; size -= 1) {
      const node = document.querySelector(`[data-path='${CSS.escape(pathKey(path.slice(0, size)))}']`);
      if (node) return node;
    }
    return null;
  }

  // A finding's words for the page: a schema message names its place as the file's keys
  // (`custom_rules.New custom rule 1: ...`); the page names it as the form does.
  function playerWords(finding) {
    const dotted = (finding.path || []).reduce((text, part) => (typeof part === 'number'
      ? `${text}[${part}]` : (text ? `${text}.${part}` : String(part))), '');
    const text = String(finding.message || '');
    if (!dotted || !text.startsWith(`${dotted}: `)) return text;
    return `${placeName(finding.path)}: ${text.slice(dotted.length + 2)}`;
  }
  function placeName(path) {
    const named = describe(path);
    const last = path[path.length - 1];
    if (typeof last !== 'string') return named || 'The roster';
    const parent = path[path.length - 2];
    const field = typeof parent === 'string' ? `${capital(singular(parent))} ${last}` : capital(words(last));
    return named ? `${field} of ${named}` : field;
  }

  function findingItem(finding) {
    const item = el('li', { class: `finding ${finding.severity}` },
      el('span', { class: 'what', text: finding.severity }), ' ', el('span', { text: playerWords(finding) }));
    if (finding.hint) item.append(el('span', { class: 'hint', text: `; ${finding.hint}` }));
    if (finding.rule) item.append(' ', el('span', { class: 'rule', text: finding.rule, title: `rule ${finding.rule}, as validate reports it` }));
    return item;
  }

  function show(target) {
    target.scrollIntoView({ block: 'center' });
    const control = target.querySelector('input, select') || target.querySelector('button');
    if (control) control.focus();
  }

  // ---- downloads and the share link -----------------------------------------------------
  function save(blob, name) {
    const link = el('a', { href: URL.createObjectURL(blob), download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
  }
  function fileName() {
    const name = (state && typeof state.name === 'string' && state.name) || 'roster';
    return name.toLowerCase().replace(/['\u2019]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'roster';
  }
  async function fresh() {
    await check();
    return last;
  }
  async function getYaml() {
    const now = await fresh();
    if (now.yaml) save(new Blob([now.yaml], { type: 'application/yaml' }), `${fileName()}.yaml`);
  }
  async function getPdf(endpoint, fallback) {
    const now = await fresh();
    const note = document.getElementById('download-note');
    if (!now.yaml) return;
    note.textContent = 'Making the PDF…';
    const paper = document.getElementById('paper').value;
    const site = store.siteAddress ? `&site=${encodeURIComponent(store.siteAddress)}` : '';
    const response = await store.api(`${endpoint}?paper=${encodeURIComponent(paper)}${site}`, {
      method: 'POST', headers: { 'Content-Type': 'application/yaml' }, body: now.yaml,
    });
    if (!response.ok) {
      const answer = await response.json();
      note.textContent = `Not made: ${answer.error}`;
      return;
    }
    const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') || '');
    save(await response.blob(), named ? named[1] : fallback);
    note.textContent = 'Saved. Print it at actual size (100 %).';
  }
  // The list as plain text, for a chat, a forum or a tournament's inbox: its name, game
  // and verdict, each entry on a line of its own, the share link.
  function listText(now) {
    const lines = [`${(state && state.name) || 'Roster'} (${form.title})`];
    const tallies = (now.tallies || []).filter((t) => !t.path.length)
      .map((t) => `${t.label} ${t.limit === null ? t.value : `${t.value} / ${t.limit}`}`);
    const warnings = (now.findings || []).filter((f) => f.severity === 'warning').length;
    const verdict = verdictWords(now) + (now.legal && warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : '');
    lines.push([verdict, ...tallies].join(' \u00b7 '));
    for (const key of Object.keys(root.properties)) {
      const value = getAt([key]);
      if (['name', 'system'].includes(key) || value === undefined || value === null || value === '') continue;
      if (Array.isArray(value) && value.some((v) => v && typeof v === 'object' && !Array.isArray(v))) {
        lines.push('', `${capital(words(key))}:`);
        for (const entry of value) lines.push(`- ${entryText(entry)}`);
      } else {
        lines.push(value === true ? capital(words(key)) : `${capital(words(key))}: ${plainText(value)}`);
      }
    }
    const said = (now.findings || []).map((f) => `${f.severity === 'error' ? 'Error' : 'Warning'}: ${playerWords(f)}`);
    if (said.length) lines.push('', ...said);
    if (now.code) lines.push('', `Open it checked: ${store.shareLink(now.code, system)}`);
    return lines.join('\n');
  }
  function entryText(entry) {
    if (!entry || typeof entry !== 'object') return plainText(entry);
    const parts = Object.entries(entry).filter(([k, v]) => k !== 'name' && v !== '' && v !== undefined && v !== null
      && !(Array.isArray(v) && !v.length) && v !== false)
      .map(([k, v]) => (v === true ? words(k) : `${words(k)} ${plainText(v)}`));
    return [entry.name, parts.join('; ')].filter(Boolean).join(': ');
  }
  function plainText(value) {
    if (Array.isArray(value)) return value.filter((v) => !incomplete(v)).map(plainText).join(', ');
    if (value && typeof value === 'object') {
      if (typeof value.name === 'string') {  // a part in parts: Crossbow (range 24, attacks 1)
        const parts = Object.entries(value).filter(([k, v]) => k !== 'name' && v !== '' && v !== null
          && v !== undefined && v !== false && !(Array.isArray(v) && !v.length))
          .map(([k, v]) => (v === true ? words(k) : `${words(k)} ${plainText(v)}`));
        return parts.length ? `${value.name} (${parts.join(', ')})` : value.name;
      }
      return Object.entries(value).filter(([, v]) => v !== '').map(([k, v]) => `${k} (${plainText(v)})`).join(', ');
    }
    return String(value);
  }
  async function copyText() {
    const now = await fresh();
    const note = document.getElementById('download-note');
    const text = listText(now);
    document.getElementById('list-text').textContent = text;
    try {
      await navigator.clipboard.writeText(text);
      note.textContent = 'The list is copied as text: paste it into a chat or an email.';
    } catch (error) {
      document.getElementById('as-text').hidden = false;
      note.textContent = 'Copy the list below (this browser did not let the page copy it).';
    }
  }
  async function printList() {
    const now = await fresh();
    document.getElementById('list-text').textContent = listText(now);
    document.body.classList.add('printing-list');
    window.print();
    document.body.classList.remove('printing-list');
  }

  async function copyLink() {
    const now = await fresh();
    const note = document.getElementById('download-note');
    if (!now.code) {
      note.textContent = 'The roster cannot be read yet; fix what the findings say to share it.';
      return;
    }
    const link = store.shareLink(now.code, system);
    const box = document.getElementById('share-link');
    box.value = link;
    document.getElementById('share').hidden = false;
    try {
      await navigator.clipboard.writeText(link);
      note.textContent = 'Link copied. Whoever opens it sees this roster, checked; it holds the roster itself, so it works offline too.';
    } catch (error) {
      note.textContent = 'Copy the link below (this browser did not let the page copy it).';
    }
    box.focus();
    box.select();
  }

  // ---- start ------------------------------------------------------------------------
  async function startingData() {
    const params = new URLSearchParams(location.search);
    const note = document.getElementById('kept-note');
    const code = store.linkCode(location.hash);
    if (code !== null) {
      try {
        const data = await store.unpack(code);
        if (data.system === system) {
          fromLink = true;
          return data;
        }
        note.textContent = `The link holds a roster of another game (${String(data.system).slice(0, 40)}); open it from the start page.`;
      } catch (error) {
        note.textContent = error.message;
      }
    }
    const id = params.get('id');
    if (id) {
      const found = store.get(id);
      if (found.value && found.value.system === system) {
        record = found.value;
        return clone(found.value.data);
      }
      note.textContent = found.problem || 'That roster is no longer kept in this browser; here is a blank one.';
    }
    const example = params.get('example');
    if (example) {
      const response = await store.api(`/api/example/${encodeURIComponent(system)}/${encodeURIComponent(example)}`);
      if (response.ok) return response.json();
    }
    if (params.get('from') === 'upload') {
      const kept = sessionStorage.getItem(UPLOAD_KEY);
      if (kept) {
        sessionStorage.removeItem(UPLOAD_KEY);
        const data = JSON.parse(kept);
        state = data;
        keep(true);
        return data;
      }
    }
    return blank(root, 'roster', 'roster', 1);
  }

  // A roster opened from a share link is shown as it was sent, read only: the list, its
  // verdict and findings, and printing; "Edit a copy" keeps it here and opens it to edit.
  function offerToKeep() {
    formEl.inert = true;
    main.dataset.view = 'shared';
    const note = document.getElementById('kept-note');
    note.replaceChildren('Opened from a share link: shown as it was sent, read only. ',
      el('button', {
        type: 'button', class: 'small-button', id: 'keep-link', text: 'Edit a copy',
        onclick: () => {
          formEl.inert = false;
          delete main.dataset.view;
          keep(true);
          document.getElementById('verdict').focus();
        },
      }));
  }

  function datalists() {
    for (const [key, names] of Object.entries(form.names)) {
      const list = el('datalist', { id: `names-${key}` });
      for (const name of names) list.append(el('option', { value: name }));
      document.body.append(list);
    }
  }

  function shortcuts(event) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
    else return;
    event.preventDefault();
  }

  // A new list starts at the size the game usually plays (AOF's 250 points) where the
  // schema gives one, and asks for its size first: the field has the focus and a note.
  let askSize = false;
  function sizeFirst() {
    const field = form.size && root.properties[form.size];
    if (!field) return;
    const usual = field.default ?? (field.examples || [])[0];
    if (getAt([form.size]) === undefined && usual !== undefined && usual !== null) setAt([form.size], usual);
    askSize = true;
  }
  function showSizeFirst() {
    if (!askSize) return;
    const box = document.querySelector(`[data-path='${CSS.escape(pathKey([form.size]))}'] input`);
    const note = document.getElementById('kept-note');
    if (!box || note.textContent) return;
    note.textContent = `A new list: set its ${words(form.size)} first.`;
    box.focus();
    box.select();
  }

  async function start() {
    form = await (await store.api(`/api/form/${encodeURIComponent(system)}`)).json();
    defs = form.schema.$defs || {};
    root = form.schema;
    const asked = new URLSearchParams(location.search);
    const given = store.linkCode(location.hash) !== null || ['id', 'example', 'from'].some((k) => asked.has(k));
    state = await startingData();
    const fresh = !state.name && !given;
    if (!state.name && root.properties.name) state.name = 'My roster';
    if (fresh) sizeFirst();
    if (form.unchecked) {
      const line = document.getElementById('unchecked');
      line.textContent = `Not checked: ${form.unchecked}.`;
      line.hidden = false;
    }
    datalists();
    render();
    if (fromLink) offerToKeep();
    document.getElementById('get-yaml').addEventListener('click', getYaml);
    document.getElementById('get-roster').addEventListener('click', () => getPdf('/api/roster.pdf', 'roster.pdf'));
    document.getElementById('get-sheet').addEventListener('click', () => getPdf('/api/cheatsheet.pdf', 'cheatsheet.pdf'));
    document.getElementById('copy-link').addEventListener('click', copyLink);
    document.getElementById('copy-text').addEventListener('click', copyText);
    document.getElementById('print-list').addEventListener('click', printList);
    document.getElementById('undo').addEventListener('click', undo);
    document.getElementById('redo').addEventListener('click', redo);
    document.addEventListener('keydown', shortcuts);
    // another share link opened in this tab: open that roster, as a new page would
    window.addEventListener('hashchange', () => {
      if (store.linkCode(location.hash) !== null) location.reload();
    });
    document.getElementById('verdict').tabIndex = -1;
    await check();
    showSizeFirst();
    main.dataset.ready = 'true';
  }

  start();
})();
