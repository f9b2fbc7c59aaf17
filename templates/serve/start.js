// skirmishgen roster builder, start page: the rosters this browser keeps (open, rename,
// duplicate, delete with undo, export and import all), a share link opened in its game's
// builder, and an uploaded roster file opened in its game's builder.
'use strict';

(() => {
  const store = window.Skirmishgen;
  const upload = document.getElementById('upload');
  const problems = document.getElementById('upload-error');
  const table = document.getElementById('saved-list');
  const note = document.getElementById('saved-note');
  const MAX_BYTES = 1000000;
  const games = Object.fromEntries([...document.querySelectorAll('.game')].map(
    (node) => [node.dataset.system, node.querySelector('h3').textContent]));

  const { el } = store;

  function say(target, lines) {
    target.replaceChildren(...lines.map((line) => el('p', { class: 'finding error', text: line })));
  }

  // ---- My rosters ---------------------------------------------------------------------
  function when(iso) {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  }

  function show() {
    const found = store.list();
    const rosters = found.value || [];
    if (found.problem) note.textContent = found.problem;
    table.hidden = rosters.length === 0;
    document.getElementById('saved-none').hidden = rosters.length > 0;
    document.getElementById('export-all').disabled = rosters.length === 0;
    table.tBodies[0].replaceChildren(...rosters.map(row));
  }

  function row(record) {
    const title = store.titleOf(record.data);
    const open = el('a', { href: store.page(record.system, `?id=${encodeURIComponent(record.id)}`), text: title });
    const verdict = record.verdict || '';
    const tone = record.legal ? 'legal' : (verdict.startsWith('Not legal') ? 'illegal' : 'unknown');
    return el('tr', { 'data-id': record.id },
      el('th', { scope: 'row', class: 'name' }, open),
      el('td', { text: games[record.system] || record.system }),
      el('td', {}, el('span', { class: `verdict-word ${tone}`, text: verdict || 'not checked' })),
      el('td', { class: 'small' }, el('time', { datetime: record.changed || '', text: when(record.changed) })),
      el('td', { class: 'actions' }, el('div', { class: 'tools' },
        el('button', { type: 'button', class: 'small-button', text: 'Rename', 'aria-label': `Rename ${title}`, onclick: () => rename(record) }),
        el('button', { type: 'button', class: 'small-button', text: 'Duplicate', 'aria-label': `Duplicate ${title}`, onclick: () => duplicate(record) }),
        el('button', { type: 'button', class: 'small-button danger', text: 'Delete', 'aria-label': `Delete ${title}`, onclick: () => remove(record) }))));
  }

  function rename(record) {
    const cell = table.querySelector(`tr[data-id='${CSS.escape(record.id)}'] .name`);
    const title = store.titleOf(record.data);
    const box = el('input', { type: 'text', value: title, maxlength: 60, 'aria-label': `New name for ${title}` });
    let done = false;
    const finish = (keep) => {
      if (done) return;
      done = true;
      const name = box.value.trim();
      if (keep && name && name !== title) {
        const saved = store.put({ ...record, data: { ...record.data, name } });
        note.textContent = saved.problem || `Renamed to ${name}.`;
      }
      show();
      const again = table.querySelector(`tr[data-id='${CSS.escape(record.id)}'] .name a`);
      if (again) again.focus();
    };
    box.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== 'Escape') return;
      event.preventDefault(); // the key must not go on to the control focused next
      finish(event.key === 'Enter');
    });
    box.addEventListener('blur', () => finish(true));
    cell.replaceChildren(box);
    box.focus();
    box.select();
  }

  function duplicate(record) {
    const title = store.titleOf(record.data);
    const copy = { ...record, id: undefined, data: { ...record.data, name: `${title} (copy)`.slice(0, 60) } };
    const saved = store.put(copy);
    note.textContent = saved.problem || `Duplicated as ${saved.value.data.name}.`;
    show();
  }

  function remove(record) {
    const gone = store.remove(record.id);
    if (gone.problem) {
      note.textContent = gone.problem;
      return;
    }
    const undo = el('button', {
      type: 'button', class: 'small-button', text: 'Undo',
      onclick: () => {
        const back = store.restore(record);
        note.textContent = back.problem || `${store.titleOf(record.data)} is back.`;
        show();
      },
    });
    note.replaceChildren(`Deleted ${store.titleOf(record.data)}. `, undo);
    show();
    undo.focus();
  }

  function exportAll() {
    const made = store.exportText();
    if (made.problem) {
      note.textContent = made.problem;
      return;
    }
    const link = el('a', {
      href: URL.createObjectURL(new Blob([made.value], { type: 'application/json' })),
      download: `skirmishgen-rosters-${new Date().toISOString().slice(0, 10)}.json`,
    });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
    note.textContent = 'Saved every roster in one file; "Import all" reads it back, here or in another browser.';
  }

  async function importAll(input) {
    const file = input.files[0];
    if (!file) return;
    if (file.size > 5 * MAX_BYTES) {
      note.textContent = `${file.name} is larger than 5 MB; a rosters file is a few hundred kilobytes.`;
      return;
    }
    const read = store.importText(await file.text());
    input.value = '';
    const count = read.value || 0;
    note.textContent = read.problem || `${count} roster${count === 1 ? '' : 's'} added from ${file.name}.`;
    show();
  }

  // ---- a share link ---------------------------------------------------------------------
  async function openLink() {
    const code = store.linkCode(location.hash);
    if (code === null) return;
    const where = document.getElementById('link-note');
    try {
      const data = await store.unpack(code);
      if (!(data.system in games)) {
        say(where, [`The link holds a roster of "${String(data.system).slice(0, 40)}", which has no builder here.`]);
        return;
      }
      location.replace(store.page(data.system, location.hash));
    } catch (error) {
      say(where, [error.message]);
    }
  }

  // ---- a roster file -------------------------------------------------------------------
  upload.addEventListener('change', async () => {
    const file = upload.files[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      say(problems, [`${file.name} is larger than 1 MB; a roster file is a few kilobytes.`]);
      return;
    }
    const response = await store.api('/api/read', {
      method: 'POST', headers: { 'Content-Type': 'application/yaml' }, body: await file.text(),
    });
    const answer = await response.json();
    if (!response.ok) {
      const found = (answer.findings || []).map((f) => `line ${f.line}: ${f.message}${f.hint ? `; ${f.hint}` : ''}`);
      say(problems, [`${file.name}: ${answer.error}`, ...found]);
      return;
    }
    sessionStorage.setItem('skirmishgen.upload', JSON.stringify(answer.data));
    location.assign(store.page(answer.system, '?from=upload'));
  });

  document.getElementById('export-all').addEventListener('click', exportAll);
  const importer = document.getElementById('import-all');
  document.getElementById('import-button').addEventListener('click', () => importer.click());
  importer.addEventListener('change', () => importAll(importer));
  window.addEventListener('hashchange', openLink);
  window.addEventListener('storage', show);
  show();
  openLink();
  document.getElementById('start').dataset.ready = 'true';
})();
