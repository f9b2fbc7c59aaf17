// skirmishgen's static roster builder: skirmishgen itself, in Pyodide, answering the
// pages' requests as `skirmishgen serve` would (gen/skirmishgen/site/worker.py). Every
// file it loads lies beside it; it fetches nothing from any other host.
import { loadPyodide } from './pyodide/pyodide.mjs';

const ready = (async () => {
  const pyodide = await loadPyodide({ indexURL: new URL('pyodide/', self.location.href).href });
  // every package the site carries: skirmishgen, every game package, what they need
  const lock = await (await fetch(new URL('pyodide/pyodide-lock.json', self.location.href))).json();
  const quiet = { messageCallback: () => {}, errorCallback: () => {} };
  await pyodide.loadPackage(Object.keys(lock.packages), quiet);
  pyodide.runPython('from skirmishgen.site.worker import answer_js');
  return pyodide.globals.get('answer_js');
})();

self.onmessage = async (event) => {
  const { id, method, url, body } = event.data;
  try {
    const answer = await ready;
    const [status, type, bytes, name] = answer(method, url, body);
    self.postMessage({ id, status, type, body: bytes, name }, [bytes.buffer]);
  } catch (error) {
    const said = String((error && error.message) || error).split('\n').filter(Boolean).pop();
    self.postMessage({ id, error: `skirmishgen could not start in this browser (${said})` });
  }
};
