import { useMemo } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { useRegistry } from '../../framework/registry';
import type { ResourceEntry } from '../../framework/types';
import { MoveToStoreButton } from './MoveToStoreButton';
import { ShiftList, ShiftsCell, ShiftsLine, WithPlans } from './pickerPlans';
import { ProgramList } from './ProgramList';

/**
 * /staff/picker/program: the pickers' tiers of a financial month beside their shift plans of the
 * month (the spec's plan calls), and a move to another store (the spec's change-warehouse call).
 */
export default function PickerProgramPage() {
  const registry = useRegistry();
  const entry = useMemo(() => registry.find((candidate) => candidate.name === 'picker-program') as ResourceEntry, [registry]);
  const translate = useTranslate();
  const shifts = useMemo(
    () => [
      <DataTable.Col key="shifts" label={translate('workerProgram.plans.column')} disableSort>
        <ShiftsCell />
      </DataTable.Col>,
    ],
    [translate],
  );
  return (
    <ProgramList
      entry={entry}
      kind="picker"
      wrap={(rows) => <WithPlans>{rows}</WithPlans>}
      extraColumns={shifts}
      CardExtra={ShiftsLine}
      DetailExtra={ShiftList}
      RowActions={MoveToStoreButton}
    />
  );
}
