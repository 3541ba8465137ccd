import type { Logger } from "pino";

/** Stops cleanly on SIGINT/SIGTERM: in-flight requests and jobs finish, the database closes. */
export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let isStopping = false;
  const handleSignal = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal }, "shutting down");
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", handleSignal);
  process.on("SIGTERM", handleSignal);
}
