// The loopback S3 stand-in (s3rver) as a process of its own: s3rver signs its listing continuation
// tokens with DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider, a flag the
// test process itself should not run with. Prints `{"port":N}` once ready; stops when stdin closes.
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error("usage: s3-test-server-process.ts DIRECTORY BUCKET");

const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on("end", () => void server.close().then(() => process.exit(0)));
process.stdin.resume();
