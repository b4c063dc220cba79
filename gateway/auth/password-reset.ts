// Reset by e-mail: a random single-use token, stored hashed, valid ten minutes, mailed as a link
// to the panel's /password/reset page. The request never reveals whether the user exists.
import type { GatewayContext } from '../context';
import { GatewayError } from '../errors';
import { insertResetToken, spendResetToken } from '../db/password-resets';
import { revokeUserSessions } from '../db/sessions';
import { findUserByUsername, setUserPassword } from '../db/users';
import { hashPassword } from './passwords';
import { hashToken, randomToken } from './tokens';

export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Mails a reset link to the user, if there is one; the caller answers success either way. */
export async function requestPasswordReset(ctx: GatewayContext, username: string, origin: string): Promise<void> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) return;
  const now = ctx.clock();
  const token = randomToken();
  await insertResetToken(ctx.db, {
    hash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${origin}/password/reset?${new URLSearchParams({ token, username: user.username })}`;
  await ctx.outbox.send(
    {
      to: user.email,
      subject: 'Reset your Franchise Panel password',
      body: [
        `Hello ${user.name},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Franchise Panel account.',
        `Open this link within 10 minutes to choose a new password:`,
        '',
        link,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    },
    now,
  );
}

/**
 * Sets a new password with a mailed token. Every session of the user ends, except the one making
 * the request (a signed-in user changing a forced password keeps working).
 */
export async function completePasswordReset(
  ctx: GatewayContext,
  input: { username: string; password: string; token: string },
  keepSessionId: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  const ended = await ctx.db.transaction(async (tx) => {
    const spentBy = await spendResetToken(tx, hashToken(input.token), input.username, now);
    if (!spentBy) return null;
    await setUserPassword(tx, spentBy, passwordHash, now);
    return revokeUserSessions(tx, spentBy, now, 'password-reset', keepSessionId);
  });
  if (!ended) throw new GatewayError(400, 'RESET_TOKEN_INVALID');
  ctx.sessionEnds.ended(ended);
}
