import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { companies, users } from "../../platform/db/schema.ts";

/** A table whose rows record the teammate who made them: Vemos, share links, bulk batches. */
type MadeByTeammate = { createdByUserId: AnyPgColumn; companyId: AnyPgColumn };

/**
 * Who made the row: its recorded creator, or for rows made before teams (no creator recorded) the
 * organisation's owner, who was then its only person.
 */
function maker(table: MadeByTeammate): SQL {
  return sql`coalesce(${table.createdByUserId}, (select ${companies.ownerUserId} from ${companies} where ${companies.id} = ${table.companyId}))`;
}

/** "Shared by" columns for a select: the maker's user id and name. */
export function sharedByColumns(table: MadeByTeammate) {
  return {
    sharedById: sql<string | null>`${maker(table)}`,
    sharedByName: sql<
      string | null
    >`(select concat_ws(' ', ${users.firstName}, ${users.lastName}) from ${users} where ${users.id} = ${maker(table)})`,
  };
}

/** Rows made by this teammate (the "Shared by" filter). */
export function madeBy(table: MadeByTeammate, userId: string): SQL {
  return sql`${maker(table)} = ${userId}`;
}
