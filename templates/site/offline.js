// Registers the site's offline cache (sw.js) where the browser allows it.
'use strict';
if ('serviceWorker' in navigator && 'static' in document.documentElement.dataset) {
  const root = document.documentElement.dataset.root || './';
  navigator.serviceWorker.register(`${root}sw.js`, { scope: root }).catch(() => {});
}
