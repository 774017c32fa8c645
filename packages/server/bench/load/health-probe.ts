import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { ActionStats } from './stats';

/**
 * The probe's loop, run in a thread of its own. Plain JavaScript so the thread needs no
 * TypeScript loader; `eval` workers are CommonJS.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.on('message', () => { running = false; });
const probe = () =>
  fetch(workerData.url, { headers: { accept: 'application/json' } }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
(async () => {
  // One untimed call first: the thread's first fetch also starts its HTTP client.
  await probe();
  parentPort.postMessage('ready');
  while (running) {
    const started = performance.now();
    const status = await probe();
    parentPort.postMessage({ ms: performance.now() - started, status });
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.close();
})();
`;

/**
 * Times `url` every `everyMs` from a thread of its own, as a load balancer probes from a process
 * of its own: on the benchmark's main thread the probe's answer would wait behind the 32
 * cashiers' own JSON parsing and bookkeeping, timing the client as much as the server. Resolves
 * once the thread has made its first, untimed call.
 */
export async function startHealthProbe(url: string, everyMs: number) {
  const stats = new ActionStats();
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, everyMs } });
  const ready = once(worker, 'message');
  worker.on('message', (answer: 'ready' | { ms: number; status: number }) => {
    if (answer === 'ready') return;
    stats.add(answer.ms, answer.status >= 200 && answer.status < 300, answer.status);
  });
  await ready;
  return {
    async stop(): Promise<ActionStats> {
      const exited = once(worker, 'exit');
      worker.postMessage('stop');
      await exited;
      return stats;
    },
  };
}
