// Seed step: three legal agreements (two for every franchise, one for the first Istanbul
// franchise only); the owner has accepted one of them there.
import type { SeedContext } from './context';

interface AgreementSeed {
  franchise: 'tr1' | null;
  fileName: string;
  title: string;
  content: string;
}

const AGREEMENTS: readonly AgreementSeed[] = [
  {
    franchise: null,
    fileName: 'data-processing-agreement.pdf',
    title: 'Data Processing Agreement',
    content:
      'This agreement sets out how the franchise processes the personal data of couriers, store staff and customers on behalf of the brand.\n' +
      'The franchise processes personal data only to run deliveries and stores, keeps it confidential, lets only authorised staff see it and reports any breach within 24 hours.\n' +
      'Data is kept no longer than the law requires and is deleted or returned when the franchise agreement ends.',
  },
  {
    franchise: null,
    fileName: 'panel-terms-of-use.pdf',
    title: 'Franchise Panel Terms of Use',
    content:
      'The franchise panel is provided to franchise owners and their staff to manage orders, couriers, staff and stores.\n' +
      'Accounts are personal: do not share passwords. Every change made in the panel is recorded with the account that made it.\n' +
      'Information shown in the panel is confidential to the franchise and the brand.',
  },
  {
    franchise: 'tr1',
    fileName: 'anadolu-yakasi-bolge-sozlesmesi.pdf',
    title: 'Anadolu Yakası Bölge Sözleşmesi',
    content:
      'Bu sözleşme, franchise’ın Anadolu Yakası’ndaki depolarının hizmet bölgelerini ve çalışma saatlerini belirler.\n' +
      'Franchise, bölgesindeki siparişleri belirlenen sürelerde teslim etmeyi ve kurye ile depo personelinin güvenliğini sağlamayı kabul eder.',
  },
];

/** Which agreement (by position) the owner has accepted in the first Istanbul franchise. */
export const OWNER_ACCEPTED_AGREEMENT = 1;

export async function seedAgreements(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  for (const [index, agreement] of AGREEMENTS.entries()) {
    const id = random.id();
    ids.agreements.push(id);
    await tx.query(
      `INSERT INTO agreements (id, franchise_id, file_name, title, content, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6::int))`,
      [id, agreement.franchise && ids.franchises[agreement.franchise], agreement.fileName, agreement.title, agreement.content, 90 - index],
    );
  }
  await tx.query(
    `INSERT INTO agreement_acceptances (agreement_id, user_id, franchise_id, accepted_at)
     VALUES ($1, $2, $3, now() - interval '30 days')`,
    [ids.agreements[OWNER_ACCEPTED_AGREEMENT], ids.users.owner, ids.franchises.tr1],
  );
}
