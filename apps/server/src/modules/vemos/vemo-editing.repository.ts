import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { vemoSources, vemos } from "../../platform/db/schema.ts";
import type { SourceRow, VemoRow } from "./vemos.repository.ts";

// Every query is scoped by organisation: the demo (no company) can never match.

export async function updateCompanyVemo(
  db: Db,
  options: { id: string; companyId: string },
  values: Partial<
    Pick<
      typeof vemos.$inferInsert,
      "title" | "calendlyLink" | "welcomeMessage" | "suggestedQuestions" | "leadCapture" | "language"
    >
  >,
): Promise<VemoRow | undefined> {
  const [row] = await db
    .update(vemos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vemos.id, options.id), eq(vemos.companyId, options.companyId)))
    .returning();
  return row;
}

/** Removes one source of the company's Vemo; its chunks go with it (foreign key cascade). */
export async function deleteCompanySource(
  db: Db,
  options: { id: string; vemoId: string; companyId: string },
): Promise<SourceRow | undefined> {
  const [row] = await db
    .delete(vemoSources)
    .where(
      and(
        eq(vemoSources.id, options.id),
        eq(vemoSources.vemoId, options.vemoId),
        eq(vemoSources.companyId, options.companyId),
      ),
    )
    .returning();
  return row;
}
