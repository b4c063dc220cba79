// The courier and picker programs' list call (docs/gateway-api.md, "Courier and picker programs"):
// what the panel asks and the gateway answers, written once. Small: the declarations that read it
// are in the first load (the report's code, declaration/report.ts, loads with the first call).
import type { ProgramKind, ScorePart } from './programScore';
import type { Tier, TierChange } from './programTiers';
import type { ReportDeclaration } from './declaration/report';

/** The metrics stored per worker and month, by kind, in the order the detail shows them. */
export const PROGRAM_METRICS = {
  courier: ['hoursWorked', 'deliveries', 'onTimeDeliveries', 'rating', 'utilisationPercent'],
  picker: ['hoursWorked', 'picks', 'avgPickMinutes', 'missingItems'],
} as const satisfies Record<ProgramKind, readonly string[]>;

export interface ProgramWorker {
  _id: string;
  name: string;
  warehouse: { _id: string; name: string };
  tier: Tier;
  /** The tier of the month before; null when the worker has no figures for it. */
  previousTier: Tier | null;
  change: TierChange;
  score: number;
  previousScore: number | null;
  hoursWorked: number;
  /** The month's stored metrics of the kind (PROGRAM_METRICS). */
  metrics: Record<string, number | null>;
  /** How each scored figure makes up the score. */
  parts: ScorePart[];
  bonus: { amount: number; currency: string | null };
}

export interface ProgramReply {
  workers: ProgramWorker[];
  totalCount: number;
  month: {
    key: string;
    /** First and last days, `YYYY-MM-DD`, both included. */
    first: string;
    last: string;
  };
}

/**
 * A program list's report (src/domain/declaration/report.ts): the same call shape for couriers and
 * pickers, at the program's own path (docs/gateway-api.md, "Courier and picker programs").
 */
export const programReport = (path: string): ReportDeclaration<'warehouseId' | 'tier' | 'month'> => ({
  path,
  reply: { rows: 'workers', total: 'totalCount' },
  send: { warehouseId: { as: 'warehouseIds', list: true }, tier: { as: 'tiers', list: true } },
  read: { warehouseId: 'warehouse._id', warehouseName: 'warehouse.name', bonus: 'bonus.amount', bonusCurrency: 'bonus.currency' },
  flatten: ['metrics'],
  period: { month: 'month' },
});
