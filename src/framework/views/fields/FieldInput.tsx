import { lazy, Suspense, useMemo } from 'react';
import { InputAdornment } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import { BloodGroupInput } from './BloodGroupInput';
import { countryChoices } from './countryChoices';
import { FileInput } from './FileInput';
import { fieldLabelKey } from './labels';
import { usePanelFormat } from './usePanelFormat';
import { nationalIdInputHints } from '../../../domain/validators/nationalId';
import { validatorsFor } from './validators';
import { PickerInput } from './LazyPickers';
import { ZonedDateTimeInput } from './ZonedDateTimeInput';

// Loaded where a phone with a country code is drawn (it calls the gateway for the codes).
const PhoneWithCodeInput = lazy(() => import('./PhoneWithCodeInput'));

export interface FieldInputProps {
  resource: string;
  source: string;
  field: FieldDescriptor;
}

/** The form input of a declared field, with the declaration's validation. */
export function FieldInput({ resource, source, field }: FieldInputProps) {
  const { currency, country, language } = usePanelFormat();
  const label = fieldLabelKey(resource, source, field);
  const validate = useMemo(() => validatorsFor(field, { country, language }), [field, country, language]);
  const common = { source, label, validate };
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} multiline={field.multiline} minRows={field.multiline ? 3 : undefined} />;
    case 'number':
      return (
        <NumberInput {...common} min={field.min} max={field.max} step={field.integer ? 1 : 'any'} />
      );
    case 'money': {
      // The adornment names the session currency; a record-specific currency is not known here.
      const adornment = !field.currencySource && currency ? <InputAdornment position="end">{currency}</InputAdornment> : undefined;
      return <NumberInput {...common} min={field.min} step={0.01} InputProps={{ endAdornment: adornment }} />;
    }
    case 'date':
      return <PickerInput {...common} kind="date" />;
    case 'datetime':
      return <ZonedDateTimeInput {...common} dayWhen={field.dayWhen} />;
    case 'enum':
      return <SelectInput {...common} choices={countryChoices(field, country)} />;
    case 'reference':
      // ReferenceInput takes no validation: its child does.
      return (
        <ReferenceInput source={source} reference={field.reference} filter={field.pickFrom}>
          <AutocompleteInput label={label} optionText={field.optionText} validate={validate} noOptionsText="app.framework.form.no_match" />
        </ReferenceInput>
      );
    case 'boolean':
      return <BooleanInput source={source} label={label} validate={validate} />;
    case 'image':
      return <TextInput {...common} type="url" />;
    case 'phone':
      // With its country code: the codes of POST /geonaming/countries/filter beside the number.
      if (field.countryCode) {
        return (
          <Suspense fallback={null}>
            <PhoneWithCodeInput {...common} />
          </Suspense>
        );
      }
      return <TextInput {...common} type="tel" autoComplete="tel" />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" />;
    case 'nationalId':
      // the country's form: TR digits only, GB letters too (spaces welcome, stored compact)
      return <TextInput {...common} slotProps={{ htmlInput: { ...nationalIdInputHints(country), spellCheck: false } }} />;
    case 'iban':
      // Spaces are welcome while typing: the value is stored compact.
      return <TextInput {...common} slotProps={{ htmlInput: { maxLength: 42, spellCheck: false } }} />;
    case 'personName':
      return <TextInput {...common} autoComplete="name" />;
    case 'bloodGroup':
      return <BloodGroupInput {...common} />;
    case 'file':
      return <FileInput source={source} label={label} field={field} validate={validate} />;
    case 'grade':
      return <NumberInput {...common} min={0} max={100} step="any" />;
    case 'questionnaire':
      // an answered form is read, never typed
      return null;
  }
}
