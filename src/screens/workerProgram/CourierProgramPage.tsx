import { useMemo } from 'react';
import { useRegistry } from '../../framework/registry';
import type { ResourceEntry } from '../../framework/types';
import { ProgramList } from './ProgramList';

/** /staff/courier/program: the couriers' tiers of a financial month. */
export default function CourierProgramPage() {
  const registry = useRegistry();
  const entry = useMemo(() => registry.find((candidate) => candidate.name === 'courier-program') as ResourceEntry, [registry]);
  return <ProgramList entry={entry} kind="courier" />;
}
