import { Worker } from "node:worker_threads";

type ErrorClass = abstract new (...args: never[]) => Error;
type Reply<T> = { result: T } | { error: { name: string; message: string; fields: Record<string, unknown> } };

/**
 * Runs `name`, an exported function of `module`, with `input` on a new worker thread and returns its
 * result: parsing, PDF reading and index building take seconds of CPU on large inputs, which on the
 * main thread would hold every other request. The input and result are copied between threads. An
 * error the task throws comes back as an instance of the class of that name among `errors`, with
 * its fields (so `instanceof ContentError` still holds), or else as a plain Error.
 */
export async function runOnWorkerThread<T>(
  task: { module: URL; name: string; errors?: ErrorClass[] },
  input: unknown,
): Promise<T> {
  const worker = new Worker(new URL("./worker-thread.mjs", import.meta.url), {
    workerData: { module: task.module.href, name: task.name, input },
  });
  try {
    const reply = await new Promise<Reply<T>>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`The worker thread stopped (exit code ${code}) before it answered.`)),
      );
    });
    if ("result" in reply) return reply.result;
    const { name, message, fields } = reply.error;
    const error = Object.assign(new Error(message), fields, { name });
    const errorClass = task.errors?.find((candidate) => candidate.name === name);
    if (errorClass) Object.setPrototypeOf(error, errorClass.prototype);
    throw error;
  } finally {
    await worker.terminate();
  }
}
