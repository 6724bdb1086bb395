// Runs formulajs over the series in a worker thread: its IRR can loop without end on some inputs, and
// only a thread can be stopped from outside. Progress and answers go through shared memory. Plain
// JavaScript because Node 20 loads a worker's entry file before tsx's hooks apply; the cases file is
// TypeScript, imported once tsx is registered.
import { register } from 'tsx/esm/api';
import { parentPort, workerData } from 'node:worker_threads';

register();
const { solveTheirs } = await import('./finance-cases.ts');
const { series, start, progress, answers } = workerData;
for (let i = start; i < series.length; i += 1) {
  Atomics.store(progress, 0, i);
  let answer;
  try {
    answer = solveTheirs(series[i]);
  } catch {
    answer = undefined;
  }
  answers[i] = typeof answer === 'number' ? answer : Number.NaN;
}
Atomics.store(progress, 0, series.length);
parentPort?.postMessage('done');
