// A required enum field (a person's staff type, a candidate's worker type) is still a filter the
// user can clear; only a switch the list opens on (staff statistics: couriers or pickers) offers
// no empty choice.
import { describe, expect, it } from 'vitest';
import people from '../../resources/staff/people';
import candidates from '../../resources/staff/candidates';
import staffStats from '../../resources/staff/staff-stats';
import { filterInputFor } from '../../src/framework/views/fields/filterInputs';
import type { ResourceEntry } from '../../src/framework/types';

const isRequired = (entry: ResourceEntry, source: string) => (filterInputFor(entry, source).props as { isRequired?: boolean }).isRequired;

describe('an enum filter', () => {
  it('of a required field can be cleared: staff type of people, worker type of candidates', () => {
    expect(isRequired(people as ResourceEntry, 'staffType')).toBe(false);
    expect(isRequired(candidates as ResourceEntry, 'workerType')).toBe(false);
  });

  it('that the list opens on (its default) offers no empty choice', () => {
    const [source] = Object.keys((staffStats as ResourceEntry).list?.filterDefaults ?? {});
    expect(source).toBeDefined();
    expect(isRequired(staffStats as ResourceEntry, source!)).toBe(true);
  });
});
