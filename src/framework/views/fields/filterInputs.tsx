import { MAX_SEARCH_LENGTH } from '../../../domain/constants';
import {
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { ResourceEntry } from '../../types';
import { BloodGroupInput } from './BloodGroupInput';
import { MonthFilterInput } from '../period/MonthFilterInput';
import { WeekFilterInput } from '../period/WeekFilterInput';
import { DateRangeFilterInput } from './DateRangeFilterInput';
import { enumView } from './enumView';
import { PickerInput } from './LazyPickers';
import { countryChoices } from './countryChoices';
import { usePanelFormat } from './usePanelFormat';
import type { FieldDescriptor } from '../../../domain/declaration/fields';

/** An enum filter whose values follow the session's country (a leave's types). */
function CountryEnumFilter({ field, ...props }: { source: string; label: string; alwaysOn: boolean; field: Extract<FieldDescriptor, { kind: 'enum' }> }) {
  const { country } = usePanelFormat();
  return <SelectInput {...props} choices={countryChoices(field, country)} />;
}
import { fieldLabelKey } from './labels';

/**
 * The list filter of a declared field, as the element react-admin's filter form expects (it
 * reads `source`, `label` and `alwaysOn` from the element itself). Every filter stays visible:
 * declarations list only the few that matter.
 */
export function filterInputFor(entry: ResourceEntry, source: string) {
  const field = entry.fields[source];
  if (!field) throw new Error(`${entry.name}: list filter "${source}" is not a declared field`);
  const common = { source, label: fieldLabelKey(entry.name, source, field), alwaysOn: true };
  switch (field.kind) {
    case 'enum':
      // a switch (a required field the list opens on: `list.filterDefaults`) offers no empty
      // choice; any other enum filter can be cleared, required field or not
      if (field.valuesOf) return <CountryEnumFilter key={source} {...common} field={field} />;
      return (
        <SelectInput
          key={source}
          {...common}
          choices={enumView(field.enumeration).choices()}
          isRequired={Boolean(field.required && entry.list?.filterDefaults && source in entry.list.filterDefaults)}
        />
      );
    case 'reference':
      return (
        <ReferenceInput key={source} source={source} reference={field.reference} alwaysOn>
          <AutocompleteInput
            label={common.label}
            optionText={field.optionText}
            noOptionsText="app.framework.form.no_match"
            // a store the list cannot go without is changed, never cleared
            disableClearable={entry.list?.requiredStore === source}
            sx={{ minWidth: 220 }}
          />
        </ReferenceInput>
      );
    case 'bloodGroup':
      return <BloodGroupInput key={source} {...common} />;
    case 'period':
      return field.unit === 'week' ? <WeekFilterInput key={source} {...common} /> : <MonthFilterInput key={source} {...common} />;
    case 'boolean':
      return <NullableBooleanInput key={source} {...common} />;
    case 'number':
    case 'money':
      return <NumberInput key={source} {...common} />;
    case 'date':
    case 'datetime': {
      const range = entry.list?.dateRange;
      if (range && (source === range.from || source === range.to)) {
        return <DateRangeFilterInput key={source} {...common} range={range} />;
      }
      // A filter narrows by day, whatever the field holds (as the browser's date input did).
      return <PickerInput key={source} {...common} kind="date" />;
    }
    default:
      return <TextInput key={source} {...common} />;
  }
}

/** The full-text search box (`q`), labelled by the declaration. */
export function searchInputFor(labelText: string) {
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={labelText}
      slotProps={{ htmlInput: { 'aria-label': labelText, maxLength: MAX_SEARCH_LENGTH } }}
    />
  );
}
