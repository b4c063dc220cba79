import type { ListParts } from '../../framework/views/listParts';
import { MonthNote } from './MonthNote';
import { ScoreBreakdown } from './ScoreBreakdown';
import { TierCell } from './TierCell';

/** The courier program's list (resources/staff/courier-program.ts): its tiers' moves and each score's breakdown. */
const courierProgramParts: ListParts = {
  Above: MonthNote,
  cells: { tier: TierCell },
  Details: () => <ScoreBreakdown kind="courier" />,
};

export default courierProgramParts;
