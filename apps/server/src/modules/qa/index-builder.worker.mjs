// Entry of the index-building worker thread: a new thread starts without the TypeScript loader
// the server runs under, so it registers tsx before loading the builder.
import { register } from "tsx/esm/api";

register();
await import("./index-builder.worker.ts");
