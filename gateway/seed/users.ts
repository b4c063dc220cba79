// Seed step: the demo accounts, their roles and the franchises they may work in.
import type { SeedContext } from './context';
import { DEMO_ACCOUNTS } from './accounts';

export async function seedUsers(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const account of DEMO_ACCOUNTS) {
    const id = random.id();
    ids.users[account.username] = id;
    const franchiseIds = account.franchises.map((slot) => ids.franchises[slot]);
    await tx.query(
      `INSERT INTO users (id, username, name, email, password_hash, is_company_employee, force_password_change,
         is_owner, franchise_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        account.username,
        account.name,
        account.email,
        ctx.passwordHashes[account.username],
        account.isCompanyEmployee,
        account.forcePasswordChange,
        account.isOwner,
        franchiseIds[0],
      ],
    );
    for (const franchiseId of franchiseIds) {
      await tx.query(`INSERT INTO user_franchises (user_id, franchise_id) VALUES ($1, $2)`, [id, franchiseId]);
    }
    for (const role of account.roles) {
      await tx.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, $2, $3)`, [
        id,
        role.key,
        [...role.permissions],
      ]);
    }
  }
}
