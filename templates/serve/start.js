// skirmishgen roster builder, start page: open an uploaded roster file in its game's builder.
'use strict';

(() => {
  const upload = document.getElementById('upload');
  const problems = document.getElementById('upload-error');
  const MAX_BYTES = 1000000;

  function say(lines) {
    problems.replaceChildren(...lines.map((line) => {
      const item = document.createElement('p');
      item.className = 'finding error';
      item.textContent = line;
      return item;
    }));
  }

  upload.addEventListener('change', async () => {
    const file = upload.files[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      say([`${file.name} is larger than 1 MB; a roster file is a few kilobytes.`]);
      return;
    }
    const response = await fetch('/api/read', {
      method: 'POST', headers: { 'Content-Type': 'application/yaml' }, body: await file.text(),
    });
    const answer = await response.json();
    if (!response.ok) {
      const found = (answer.findings || []).map((f) => `line ${f.line}: ${f.message}${f.hint ? `; ${f.hint}` : ''}`);
      say([`${file.name}: ${answer.error}`, ...found]);
      return;
    }
    sessionStorage.setItem('skirmishgen.upload', JSON.stringify(answer.data));
    location.assign(`/build/${encodeURIComponent(answer.system)}?from=upload`);
  });
})();
