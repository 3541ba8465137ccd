// Zod compiles a fast object parser with `new Function`, and decides whether it may when the first
// object schema is made: a probe the app's Content-Security-Policy (no 'unsafe-eval') reports as a
// violation on every owner page, though the error is caught. jitless skips the probe and the
// compiled path (zod 4.6: `globalConfig.jitless`). main.tsx imports this first, before any schema.
import { z } from "zod";

z.config({ jitless: true });
