import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { emailResetCodes, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { MailOutbox } from '../infra/mailOutbox';
import { newId } from '../infra/newId';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../infra/passwords';
import { revokeAllForUser } from './authService';
import { type MailLanguage, resetCodeMail } from './resetMail';

export const RESET_CODE_MINUTES = 10;
/** Guesses one code allows, the right one included; then it is void. */
export const RESET_CODE_TRIES = 5;

/** The one refusal for a wrong, expired, used, voided or unknown code, or an unknown address: none tells which. */
const invalidCode = () => new ApiError(400, 'RESET_CODE_INVALID', 'The code is wrong or no longer valid; ask for a new one');

/** The enabled account that has this address (addresses are unique without case). */
async function accountOf(ctx: AppContext, email: string) {
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.disabled, false)));
  return row?.email ? { id: row.id, email: row.email } : null;
}

/**
 * Mails a fresh 6-digit code to the account with this address, voiding its earlier codes; does
 * nothing for an unknown address. The code is hashed either way and the mail leaves after the
 * answer, so both cases take about as long.
 */
export async function sendResetCode(ctx: AppContext, outbox: MailOutbox, email: string, language: MailLanguage): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const account = await accountOf(ctx, email);
  if (!account) return;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailResetCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailResetCodes.userId, account.id), isNull(emailResetCodes.usedAt)));
    await tx.insert(emailResetCodes).values({
      id: newId(),
      userId: account.id,
      codeHash,
      expiresAt: new Date(now + RESET_CODE_MINUTES * 60_000),
      createdAt: new Date(now),
    });
  });
  outbox.post(resetCodeMail(language, account.email, code, RESET_CODE_MINUTES));
}

/**
 * Sets a new password with the latest code mailed to `email`, then signs the account out
 * everywhere: whoever had the password or a device keeps nothing. A try is taken from the code
 * before it is compared, so parallel guesses cannot get past the limit; the code is marked used
 * in the same transaction as the password change, so it works once.
 */
export async function resetWithCode(ctx: AppContext, email: string, code: string, newPassword: string): Promise<void> {
  const account = await accountOf(ctx, email);
  const now = new Date(ctx.clock());
  const [latest] = account
    ? await ctx.db
        .select({ id: emailResetCodes.id })
        .from(emailResetCodes)
        .where(and(eq(emailResetCodes.userId, account.id), isNull(emailResetCodes.usedAt)))
        .orderBy(desc(emailResetCodes.createdAt))
        .limit(1)
    : [];
  const [claimed] = latest
    ? await ctx.db
        .update(emailResetCodes)
        .set({ tries: sql`${emailResetCodes.tries} + 1` })
        .where(
          and(
            eq(emailResetCodes.id, latest.id),
            isNull(emailResetCodes.usedAt),
            lt(emailResetCodes.tries, RESET_CODE_TRIES),
            gt(emailResetCodes.expiresAt, now),
          ),
        )
        .returning({ id: emailResetCodes.id, codeHash: emailResetCodes.codeHash })
    : [];
  // Compared against a dummy when there is nothing to compare, so timing does not tell an unknown address.
  const right = await verifyPassword(code, claimed?.codeHash ?? DUMMY_HASH);
  if (!account || !claimed || !right) throw invalidCode();
  const passwordHash = await hashPassword(newPassword);
  const changed = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailResetCodes)
      .set({ usedAt: now })
      .where(and(eq(emailResetCodes.id, claimed.id), isNull(emailResetCodes.usedAt)))
      .returning({ id: emailResetCodes.id });
    if (!used) return false;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, account.id));
    return true;
  });
  if (!changed) throw invalidCode();
  await revokeAllForUser(ctx, account.id);
}
