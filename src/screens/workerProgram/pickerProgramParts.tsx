import type { ListParts } from '../../framework/views/listParts';
import { MonthNote } from './MonthNote';
import { MoveToStoreButton } from './MoveToStoreButton';
import { ShiftList, ShiftsCell, WithPlans } from './pickerPlans';
import { ScoreBreakdown } from './ScoreBreakdown';
import { TierCell } from './TierCell';

/**
 * The picker program's list (resources/staff/picker-program.ts): beside the tiers, each picker's
 * shifts of the month (the spec's plan calls, once for the page) and a move to another store.
 */
const pickerProgramParts: ListParts = {
  Above: MonthNote,
  Around: WithPlans,
  cells: { tier: TierCell },
  extraColumns: [{ key: 'shifts', labelKey: 'workerProgram.plans.column', Cell: ShiftsCell }],
  Details: () => (
    <ScoreBreakdown kind="picker">
      <ShiftList />
    </ScoreBreakdown>
  ),
  RowActions: MoveToStoreButton,
};

export default pickerProgramParts;
