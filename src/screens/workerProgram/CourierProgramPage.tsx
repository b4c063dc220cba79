import { useMemo } from 'react';
import { registry } from '../../framework/registry';
import type { ResourceEntry } from '../../framework/types';
import { ProgramList } from './ProgramList';

/** /staff/courier/program: the couriers' tiers of a financial month. */
export default function CourierProgramPage() {
  const entry = useMemo(() => registry.find((candidate) => candidate.name === 'courier-program') as ResourceEntry, []);
  return <ProgramList entry={entry} kind="courier" />;
}
