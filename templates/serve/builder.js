// skirmishgen roster builder: a form generated from the game's JSON Schema, checked live
// by the server (the same checks as `skirmishgen validate`). Text only ever goes into the
// page as text (textContent, attribute values), never as markup.
'use strict';

(() => {
  const main = document.getElementById('builder');
  const system = main.dataset.system;
  const formEl = document.getElementById('roster');
  const UPLOAD_KEY = 'skirmishgen.upload';
  let form = null;
  let defs = {};
  let root = null;
  let state = null;
  let last = null;
  let timer = 0;
  let sequence = 0;
  let pending = null;
  let uid = 0;

  // ---- small helpers ----------------------------------------------------------------
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
  const words = (key) => String(key).replace(/_/g, ' ');
  const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  const pathKey = (path) => JSON.stringify(path);
  const clone = (value) => JSON.parse(JSON.stringify(value));
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
  function variants(schema) {
    const found = resolve(schema);
    if (!found.anyOf) return [found];
    return found.anyOf.map(resolve).filter((v) => v.type !== 'null');
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
    if (k === 'enum') return resolve(schema).enum.includes(value);
    if (k === 'number' || k === 'integer') return typeof value === 'number';
    if (k === 'boolean') return typeof value === 'boolean';
    return typeof value === 'string';
  }
  const holdsEntries = (schema) => variants(resolve(schema).items).some((v) => kind(v) === 'object');

  // A new value: the schema's default, else its example (for a choice, only for an entry
  // added to a list: a new fighter is a rookie, the first one the boss), else the first choice.
  function blank(schema, key, noun, index, adding = false) {
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
        value[name] = blank(found.properties[name], name, noun, index, adding);
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
  function changed(structure) {
    if (structure) render();
    schedule();
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
      const node = field(property, [...path, key], key, required.has(key), noun, index, top);
      if (node) box.append(node);
    }
    return box;
  }

  function slot() {
    return el('ul', { class: 'findings slot', id: `slot-${++uid}` });
  }

  function field(schema, path, key, required, noun, index, top) {
    const options = variants(schema);
    const value = getAt(path);
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
    const id = `f-${path.join('-').replace(/[^A-Za-z0-9_-]/g, '_')}`;
    const control = input(only, path, id, required || !isNullable(schema), key);
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

  function input(schema, path, id, required, key) {
    const k = kind(schema);
    const value = getAt(path);
    if (k === 'enum') {
      const select = el('select', { id, name: id });
      if (!required || !schema.enum.includes(value)) select.append(el('option', { value: '', text: '(none)' }));
      schema.enum.forEach((choice, i) => select.append(el('option', { value: String(i), text: String(choice), selected: choice === value })));
      if (schema.enum.includes(value)) select.value = String(schema.enum.indexOf(value));
      select.addEventListener('change', () => {
        setAt(path, select.value === '' ? undefined : schema.enum[Number(select.value)]);
        changed(false);
      });
      return select;
    }
    if (k === 'boolean') {
      const box = el('input', { type: 'checkbox', id, name: id, checked: value === true });
      box.addEventListener('change', () => {
        setAt(path, box.checked ? true : (schema.default === false && !required ? undefined : false));
        changed(false);
      });
      return box;
    }
    if (k === 'number' || k === 'integer') {
      const box = el('input', {
        type: 'number', id, name: id, min: schema.minimum, max: schema.maximum,
        step: k === 'integer' ? 1 : 'any', inputmode: k === 'integer' ? 'numeric' : 'decimal',
        placeholder: schema.default ?? null,
      });
      box.value = value === undefined || value === null ? '' : String(value);
      box.addEventListener('input', () => {
        const text = box.value.trim();
        const number = Number(text);
        setAt(path, text === '' ? undefined : (Number.isFinite(number) ? number : text));
        changed(false);
      });
      return box;
    }
    const names = form.names[key] || form.names[path.filter((p) => typeof p === 'string').pop()];
    const box = el('input', {
      type: 'text', id, name: id, maxlength: schema.maxLength, autocomplete: 'off',
      list: names ? `names-${key}` : null,
    });
    box.value = value === undefined || value === null ? '' : String(value);
    box.addEventListener('input', () => {
      setAt(path, box.value === '' && !required ? undefined : box.value);
      if (key === 'name') retitle(path);
      changed(false);
    });
    return box;
  }

  function retitle(path) {
    const entry = document.querySelector(`[data-path='${CSS.escape(pathKey(path.slice(0, -1)))}'] > .entry-head > .title`);
    if (entry) entry.textContent = getAt(path) || entry.dataset.fallback;
  }

  function choices(schema, path, key, required) {
    const item = resolve(schema.items);
    const picked = new Set(getAt(path) || []);
    const box = el('fieldset', { class: 'field group', 'data-path': pathKey(path) }, el('legend', { text: capital(words(key)) }));
    const row = el('div', { class: 'choices' });
    item.enum.forEach((choice) => {
      const id = `f-${++uid}`;
      const tick = el('input', { type: 'checkbox', id, checked: picked.has(choice) });
      tick.addEventListener('change', () => {
        const now = new Set(getAt(path) || []);
        if (tick.checked) now.add(choice); else now.delete(choice);
        const list = item.enum.filter((c) => now.has(c));
        setAt(path, list.length || required ? list : undefined);
        changed(false);
      });
      row.append(el('label', { class: 'check', for: id }, tick, ` ${choice}`));
    });
    box.append(row, slot());
    return box;
  }

  function textList(schema, path, key) {
    const list = getAt(path) || [];
    const box = el('fieldset', { class: 'field list group', 'data-path': pathKey(path) }, el('legend', { text: capital(words(key)) }));
    list.forEach((_, i) => {
      const itemPath = [...path, i];
      const id = `f-${itemPath.join('-')}`;
      const control = input(variants(schema.items)[0], itemPath, id, true, key);
      control.setAttribute('aria-label', `${capital(singular(key))} ${i + 1}`);
      box.append(el('div', { class: 'row', 'data-path': pathKey(itemPath) }, control,
        el('button', { type: 'button', class: 'small-button danger', 'aria-label': `Remove ${singular(key)} ${i + 1}`, text: 'Remove', onclick: () => { remove(path, i); } }), slot()));
    });
    box.append(el('button', {
      type: 'button', class: 'small-button', text: `Add ${singular(key)}`,
      onclick: () => { setAt([...path, list.length], ''); changed(true); focusLast(path); },
    }), slot());
    return box;
  }

  // A list whose items are written as text or given in parts (a skill by name, or a
  // custom skill; a weapon as "Rifle (24", A1)" or as its fields): one compact row each.
  function mixedList(schema, path, key) {
    const list = getAt(path) || [];
    const options = variants(schema.items);
    const noun = singular(key);
    const box = el('fieldset', { class: 'field list group', 'data-path': pathKey(path) },
      el('legend', { text: `${capital(words(key))} (${list.length})` }), slot());
    list.forEach((value, i) => {
      const itemPath = [...path, i];
      const inner = options.find((v) => fits(v, value)) || options[0];
      const removeButton = el('button', {
        type: 'button', class: 'small-button danger', text: 'Remove',
        'aria-label': `Remove ${noun} ${i + 1}`, onclick: () => remove(path, i),
      });
      if (kind(inner) === 'object') {
        const part = el('div', { class: 'entry compact', 'data-path': pathKey(itemPath) }, slot(),
          objectFields(inner, itemPath, noun, i + 1), el('div', { class: 'tools' }, removeButton));
        box.append(part);
      } else {
        const control = input(inner, itemPath, `f-${itemPath.join('-')}`, true, key);
        control.setAttribute('aria-label', `${capital(noun)} ${i + 1}`);
        box.append(el('div', { class: 'row', 'data-path': pathKey(itemPath) }, control, removeButton, slot()));
      }
    });
    const adders = el('div', { class: 'tools' });
    options.forEach((option) => {
      const text = kind(option) === 'object' ? `Add ${noun} in parts` : `Add ${noun}`;
      adders.append(el('button', {
        type: 'button', class: 'small-button', text,
        onclick: () => { setAt([...path, list.length], blank(option, noun, noun, list.length + 1)); changed(true); focusLast(path); },
      }));
    });
    box.append(adders);
    return box;
  }

  function mapField(schema, path, key) {
    const map = getAt(path) || {};
    const box = el('fieldset', { class: 'field list group', 'data-path': pathKey(path) }, el('legend', { text: capital(words(key)) }));
    Object.keys(map).forEach((name, i) => {
      const keyBox = el('input', { type: 'text', id: `f-${key}-k${i}`, 'aria-label': `${capital(singular(key))} ${i + 1}: name`, value: name });
      const valueBox = el('input', { type: 'text', id: `f-${key}-v${i}`, 'aria-label': `${capital(singular(key))} ${i + 1}: text`, value: map[name] });
      keyBox.addEventListener('change', () => {
        const rebuilt = {};
        for (const [k, v] of Object.entries(getAt(path))) rebuilt[k === name ? keyBox.value : k] = v;
        setAt(path, rebuilt);
        changed(true);
      });
      valueBox.addEventListener('input', () => { setAt([...path, name], valueBox.value); changed(false); });
      box.append(el('div', { class: 'row', 'data-path': pathKey([...path, name]) }, keyBox, valueBox,
        el('button', { type: 'button', class: 'small-button danger', text: 'Remove', 'aria-label': `Remove ${name}`, onclick: () => { const rest = { ...getAt(path) }; delete rest[name]; setAt(path, Object.keys(rest).length ? rest : undefined); changed(true); } }), slot()));
    });
    box.append(el('button', {
      type: 'button', class: 'small-button', text: `Add ${singular(key)}`,
      onclick: () => {
        const current = { ...(getAt(path) || {}) };
        let n = Object.keys(current).length + 1;
        while (`New ${singular(key)} ${n}` in current) n += 1;
        current[`New ${singular(key)} ${n}`] = '';
        setAt(path, current);
        changed(true);
      },
    }), slot());
    return box;
  }

  function unionField(options, path, key, noun, index) {
    const value = getAt(path);
    const chosen = Math.max(0, options.findIndex((v) => fits(v, value)));
    const labels = options.map((v) => ({ string: 'as written', object: 'in parts', enum: 'one choice', array: 'a list' }[kind(v)] || kind(v)));
    const id = `v-${++uid}`;
    const pick = el('select', { id, 'aria-label': `${capital(words(key))}: how to give it` });
    labels.forEach((label, i) => pick.append(el('option', { value: String(i), text: label, selected: i === chosen })));
    pick.value = String(chosen);
    pick.addEventListener('change', () => {
      setAt(path, blank(options[Number(pick.value)], key, noun, index));
      changed(true);
    });
    const box = el('div', { class: 'field wide', 'data-path': pathKey(path) });
    const label = el('span', { class: 'variant' }, el('label', { for: id, text: capital(words(key)) }), pick);
    const inner = options[chosen];
    if (kind(inner) === 'object') {
      if (!fits(inner, value)) setAt(path, blank(inner, key, noun, index));
      box.append(label, objectFields(inner, path, noun, index));
    } else if (kind(inner) === 'array') {
      box.append(label, field(inner, path, key, true, noun, index) || '');
    } else {
      const control = input(inner, path, `f-${path.join('-')}`, true, key);
      control.setAttribute('aria-label', capital(words(key)));
      box.append(label, control);
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
    box.append(el('button', {
      type: 'button', class: nested ? 'small-button' : 'primary', text: `Add ${noun}`,
      onclick: () => {
        setAt([...path, list.length], blank(schema.items, key, noun, list.length + 1, true));
        changed(true);
        focusLast(path);
      },
    }));
    return box;
  }

  function entry(schema, path, i, count, key, noun, nested) {
    if (nested) return compactEntry(schema, path, i, count, noun);
    const value = getAt(path);
    const fallback = `${capital(noun)} ${i + 1}`;
    const title = el(nested ? 'h4' : 'h3', { class: 'title', 'data-fallback': fallback, text: (value && typeof value === 'object' && value.name) || (typeof value === 'string' && value) || fallback });
    const name = () => (getAt(path) && getAt(path).name) || fallback;
    const tools = el('div', { class: 'tools' },
      el('button', { type: 'button', class: 'small-button', text: 'Duplicate', 'aria-label': `Duplicate ${name()}`, onclick: () => duplicate(path.slice(0, -1), i, noun) }),
      el('button', { type: 'button', class: 'small-button', text: '\u2191', title: 'Move up', 'aria-label': `Move ${name()} up`, disabled: i === 0, onclick: () => move(path.slice(0, -1), i, -1) }),
      el('button', { type: 'button', class: 'small-button', text: '\u2193', title: 'Move down', 'aria-label': `Move ${name()} down`, disabled: i === count - 1, onclick: () => move(path.slice(0, -1), i, 1) }),
      el('button', { type: 'button', class: 'small-button danger', text: 'Remove', 'aria-label': `Remove ${name()}`, onclick: () => remove(path.slice(0, -1), i) }));
    const head = el('div', { class: 'entry-head' }, title, el('ul', { class: 'tallies', 'data-tally': pathKey(path) }), tools);
    const section = el('section', { class: 'entry', 'data-path': pathKey(path), 'aria-label': name() }, head, slot());
    const options = variants(schema);
    if (options.length > 1) {
      section.append(unionField(options, path, singular(key), noun, i + 1));
    } else {
      section.append(objectFields(options[0], path, noun, i + 1));
    }
    return section;
  }

  // An entry inside an entry (a fighter's equipment): its fields in one row, tools after.
  function compactEntry(schema, path, i, count, noun) {
    const listPath = path.slice(0, -1);
    const name = () => (getAt(path) && getAt(path).name) || `${noun} ${i + 1}`;
    const tools = el('div', { class: 'tools' },
      el('button', { type: 'button', class: 'small-button', text: 'Duplicate', 'aria-label': `Duplicate ${name()}`, onclick: () => duplicate(listPath, i, noun) }),
      el('button', { type: 'button', class: 'small-button danger', text: 'Remove', 'aria-label': `Remove ${name()}`, onclick: () => remove(listPath, i) }));
    return el('div', { class: 'entry compact', 'data-path': pathKey(path), role: 'group', 'aria-label': name() },
      slot(), objectFields(variants(schema)[0], path, noun, i + 1), tools);
  }

  function remove(listPath, i) {
    const list = getAt(listPath);
    list.splice(i, 1);
    changed(true);
    const rest = document.querySelector(`[data-path='${CSS.escape(pathKey(listPath))}'] > button:last-of-type`);
    if (rest) rest.focus();
  }
  function duplicate(listPath, i, noun) {
    const list = getAt(listPath);
    const copy = clone(list[i]);
    if (copy && typeof copy === 'object' && typeof copy.name === 'string') copy.name = `${copy.name} (copy)`;
    list.splice(i + 1, 0, copy);
    changed(true);
    focusEntry([...listPath, i + 1]);
  }
  function move(listPath, i, step) {
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
  function focusLast(listPath) {
    const list = getAt(listPath) || [];
    focusEntry([...listPath, list.length - 1]);
  }

  // ---- live check -------------------------------------------------------------------
  function schedule() {
    main.dataset.busy = 'true';
    clearTimeout(timer);
    timer = setTimeout(check, 200);
  }

  async function check() {
    main.dataset.busy = 'true';
    clearTimeout(timer);
    const mine = ++sequence;
    pending = (async () => {
      const response = await fetch('/api/check', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(state),
      });
      const answer = await response.json();
      if (mine !== sequence) return;
      if (!response.ok) {
        last = { legal: false, readable: false, findings: [], tallies: [], summary: answer.error, yaml: null };
      } else {
        last = answer;
      }
      paint();
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
    const word = last.legal ? 'Legal' : (last.readable ? 'Not legal' : 'Not readable');
    const counts = [plural(count('error'), 'error'), plural(count('warning'), 'warning')].join(', ');
    verdict.textContent = last.findings.length || !last.readable ? `${word} \u00b7 ${counts}` : word;
    paintTallies();
    const all = document.getElementById('findings');
    all.replaceChildren();
    if (!last.findings.length) all.append(el('li', { class: 'none', text: 'No findings: every rule is kept.' }));
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
        item.append(el('button', { type: 'button', class: 'small-button', text: 'Show', onclick: () => show(target) }));
      }
      all.append(item);
    }
    const roster = document.getElementById('get-roster');
    roster.disabled = !last.legal;
    document.getElementById('download-note').textContent = last.legal
      ? 'The roster sheet is what skirmishgen roster prints for the YAML file.'
      : 'Fix the errors to print the roster sheet; the YAML can be saved as it is.';
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

  function findingItem(finding) {
    const item = el('li', { class: `finding ${finding.severity}` },
      el('span', { class: 'what', text: finding.severity }), ' ', el('span', { text: finding.message }));
    if (finding.hint) item.append(el('span', { class: 'hint', text: `; ${finding.hint}` }));
    if (finding.rule) item.append(' ', el('span', { class: 'rule', text: finding.rule, title: `rule ${finding.rule}, as validate reports it` }));
    return item;
  }

  function show(target) {
    target.scrollIntoView({ block: 'center' });
    const control = target.querySelector('input, select') || target.querySelector('button');
    if (control) control.focus();
  }

  // ---- downloads --------------------------------------------------------------------
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
    const response = await fetch(`${endpoint}?paper=${encodeURIComponent(paper)}`, {
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

  // ---- start ------------------------------------------------------------------------
  async function startingData() {
    const params = new URLSearchParams(location.search);
    const example = params.get('example');
    if (example) {
      const response = await fetch(`/api/example/${encodeURIComponent(system)}/${encodeURIComponent(example)}`);
      if (response.ok) return response.json();
    }
    if (params.get('from') === 'upload') {
      const kept = sessionStorage.getItem(UPLOAD_KEY);
      if (kept) return JSON.parse(kept);
    }
    return blank(root, 'roster', 'roster', 1);
  }

  function datalists() {
    for (const [key, names] of Object.entries(form.names)) {
      const list = el('datalist', { id: `names-${key}` });
      for (const name of names) list.append(el('option', { value: name }));
      document.body.append(list);
    }
  }

  async function start() {
    form = await (await fetch(`/api/form/${encodeURIComponent(system)}`)).json();
    defs = form.schema.$defs || {};
    root = form.schema;
    state = await startingData();
    if (!state.name && root.properties.name) state.name = 'My roster';
    datalists();
    render();
    document.getElementById('get-yaml').addEventListener('click', getYaml);
    document.getElementById('get-roster').addEventListener('click', () => getPdf('/api/roster.pdf', 'roster.pdf'));
    document.getElementById('get-sheet').addEventListener('click', () => getPdf('/api/cheatsheet.pdf', 'cheatsheet.pdf'));
    await check();
    main.dataset.ready = 'true';
  }

  start();
})();
