import { and, asc, count, desc, eq, gt, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import type { InvitableRole, TeamRole } from "@vemo/shared/rules/team";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { companies, companyMembers, refreshTokens, teamInvitations, users, vemos } from "../../platform/db/schema.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";

export type InvitationRow = typeof teamInvitations.$inferSelect;
export type MemberRow = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
  joinedAt: Date;
};

/** The organisation a user belongs to (as its owner or as a member) and their role in it. */
export async function findMembership(
  db: Db,
  userId: string,
): Promise<{ company: CompanyRow; role: TeamRole } | undefined> {
  const [owned] = await db.select().from(companies).where(eq(companies.ownerUserId, userId));
  if (owned) return { company: owned, role: "owner" };
  const [joined] = await db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return joined;
}

/** The owner first, then the others in the order they joined. */
export async function listMembers(db: Db, company: CompanyRow): Promise<MemberRow[]> {
  const person = { userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };
  const [owner] = await db
    .select({ ...person, joinedAt: companies.createdAt })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, company.id));
  const others = await db
    .select({ ...person, role: companyMembers.role, joinedAt: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(asc(companyMembers.createdAt));
  return [...(owner ? [{ ...owner, role: "owner" as const }] : []), ...others];
}

/** People (the owner and members) and open invitations: what counts against the plan's seats. */
export async function countSeats(db: Db, companyId: string, now: Date): Promise<number> {
  const [members] = await db
    .select({ value: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const [invited] = await db
    .select({ value: count() })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.companyId, companyId), openInvitation(now)));
  return 1 + (members?.value ?? 0) + (invited?.value ?? 0);
}

export async function updateMemberRole(
  db: Db,
  options: { companyId: string; userId: string; role: InvitableRole },
): Promise<boolean> {
  if (!isUuid(options.userId)) return false;
  const rows = await db
    .update(companyMembers)
    .set({ role: options.role })
    .where(and(eq(companyMembers.companyId, options.companyId), eq(companyMembers.userId, options.userId)))
    .returning({ userId: companyMembers.userId });
  return rows.length > 0;
}

export async function deleteMember(db: Db, options: { companyId: string; userId: string }): Promise<boolean> {
  if (!isUuid(options.userId)) return false;
  const rows = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, options.companyId), eq(companyMembers.userId, options.userId)))
    .returning({ userId: companyMembers.userId });
  return rows.length > 0;
}

/** The member becomes the owner and the owner an admin, in one transaction; false when they are not a member. */
export async function transferOwnership(
  db: Db,
  options: { companyId: string; fromUserId: string; toUserId: string },
): Promise<boolean> {
  if (!isUuid(options.toUserId)) return false;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, options.companyId), eq(companyMembers.userId, options.toUserId)))
      .returning();
    if (!moved) return false;
    await tx
      .update(companies)
      .set({ ownerUserId: options.toUserId, updatedAt: new Date() })
      .where(and(eq(companies.id, options.companyId), eq(companies.ownerUserId, options.fromUserId)));
    await tx.insert(companyMembers).values({ companyId: options.companyId, userId: options.fromUserId, role: "admin" });
    return true;
  });
}

/** Every session of the user ends: their access tokens stop working on the next request, and refreshing fails. */
export async function revokeSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

function openInvitation(now: Date) {
  return and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt), gt(teamInvitations.expiresAt, now));
}

export async function insertInvitation(db: Db, values: typeof teamInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  if (!row) throw new Error("invitation was not stored");
  return row;
}

/** An earlier open invitation of the same address gives way to the new one. */
export async function revokeOpenInvitationsFor(db: Db, options: { companyId: string; email: string; now: Date }) {
  await db
    .update(teamInvitations)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(teamInvitations.companyId, options.companyId),
        eq(teamInvitations.email, options.email),
        openInvitation(options.now),
      ),
    );
}

export async function listOpenInvitations(
  db: Db,
  options: { companyId: string; now: Date },
): Promise<(InvitationRow & { inviterFirstName: string | null; inviterLastName: string | null })[]> {
  return db
    .select({
      ...getInvitationColumns(),
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedByUserId))
    .where(and(eq(teamInvitations.companyId, options.companyId), openInvitation(options.now)))
    .orderBy(desc(teamInvitations.createdAt));
}

function getInvitationColumns() {
  const { id, companyId, email, role, token, invitedByUserId, expiresAt, acceptedAt, revokedAt, createdAt } =
    teamInvitations;
  return { id, companyId, email, role, token, invitedByUserId, expiresAt, acceptedAt, revokedAt, createdAt };
}

export async function revokeInvitation(
  db: Db,
  options: { companyId: string; id: string; now: Date },
): Promise<InvitationRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const [row] = await db
    .update(teamInvitations)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(teamInvitations.id, options.id),
        eq(teamInvitations.companyId, options.companyId),
        openInvitation(options.now),
      ),
    )
    .returning();
  return row;
}

/** An invitation by its link's token, with the organisation's name and the inviter's. */
export async function findInvitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      invitation: teamInvitations,
      company: companies,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(teamInvitations)
    .innerJoin(companies, eq(companies.id, teamInvitations.companyId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedByUserId))
    .where(eq(teamInvitations.token, token));
  return row;
}

/**
 * Spends the invitation and adds the user as a member, in one transaction: of two concurrent
 * accepts only one joins. Refuses (undefined) an invitation that is no longer open or a user who
 * belongs to an organisation by now.
 */
export async function acceptInvitation(
  db: Db,
  options: { invitationId: string; userId: string; now: Date },
): Promise<InvitationRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(teamInvitations)
        .set({ acceptedAt: options.now })
        .where(and(eq(teamInvitations.id, options.invitationId), openInvitation(options.now)))
        .returning();
      if (!spent) return undefined;
      const [owns] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.ownerUserId, options.userId));
      if (owns) tx.rollback();
      const joined = await tx
        .insert(companyMembers)
        .values({ companyId: spent.companyId, userId: options.userId, role: spent.role })
        .onConflictDoNothing()
        .returning();
      if (joined.length === 0) tx.rollback();
      return spent;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined;
    throw error;
  }
}

/** What an organisation holds that its owner would lose with it: Vemos, or a paid plan. */
export async function countVemosOf(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(vemos).where(eq(vemos.companyId, companyId));
  return row?.value ?? 0;
}

/** Deletes an organisation that holds nothing (no Vemos), so its owner can join another. */
export async function deleteEmptyCompany(db: Db, companyId: string): Promise<boolean> {
  const rows = await db
    .delete(companies)
    .where(
      and(
        eq(companies.id, companyId),
        sql`not exists (select 1 from ${vemos} where ${vemos.companyId} = ${companyId})`,
      ),
    )
    .returning({ id: companies.id });
  return rows.length > 0;
}
