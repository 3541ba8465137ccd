// `npm run migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from "../config.ts";
import { openDatabase } from "./database.ts";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
