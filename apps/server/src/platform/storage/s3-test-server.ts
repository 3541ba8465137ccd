import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export type TestS3Server = {
  /** The S3_* variables that reach the server's one bucket (for loadConfig or a child process). */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** Starts an S3-protocol server (s3rver) on a free loopback port with one empty bucket, for tests. */
export async function startTestS3Server(bucket = "vemo-files"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "vemo-s3-"));
  const script = path.join(import.meta.dirname, "s3-test-server-process.ts");
  const child = spawn(process.execPath, ["--openssl-legacy-provider", "--import", "tsx", script, directory, bucket], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(child, "exit");
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout }), "line"), exited])) as [unknown];
  if (typeof line !== "string") {
    await rm(directory, { recursive: true, force: true });
    throw new Error(`The S3 test server did not start: ${errors}`);
  }
  const { port } = JSON.parse(line) as { port: number };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver accepts only signatures made with its fixed key pair.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      if (child.exitCode === null) {
        child.stdin.end();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
