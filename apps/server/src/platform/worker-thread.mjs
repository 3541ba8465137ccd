// Entry of every worker thread (worker-thread.ts): a new thread starts without the TypeScript
// loader the server runs under, so it registers tsx, then runs the task it was given and posts
// its result or its error (name, message and the error's own fields).
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { module, name, input } = workerData;
try {
  const task = (await import(module))[name];
  parentPort.postMessage({ result: await task(input) });
} catch (error) {
  const {
    name: errorName = "Error",
    message = String(error),
    ...fields
  } = error instanceof Error ? { ...error, name: error.name, message: error.message } : {};
  parentPort.postMessage({ error: { name: errorName, message, fields } });
}
