// Entry of the caption-parsing worker thread: a new thread starts without the TypeScript loader
// the server runs under, so it registers tsx before loading the parser.
import { register } from "tsx/esm/api";

register();
await import("./caption-parser.worker.ts");
