import { BooleanField, EmailField, FunctionField, ImageField, TextField, useTranslate } from 'react-admin';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import { bloodGroupLabelKey } from '../../../domain/validators/bloodGroups';
import { formatIban } from '../../../domain/validators/iban';
import { DateValue } from './DateValue';
import { EnumChip } from './EnumChip';
import { FileValue } from './FileValue';
import { FlagValue } from './FlagValue';
import { GradeValue } from './GradeValue';
import { fieldLabelKey } from './labels';
import { MoneyValue } from './MoneyValue';
import { NumberValue } from './NumberValue';
import { PeriodValue } from './PeriodValue';
import { PhoneLink } from './PhoneLink';
import { QuestionnaireValue } from './QuestionnaireValue';
import { ReferenceValue } from './ReferenceValue';

export interface FieldValueProps {
  resource: string;
  source: string;
  field: FieldDescriptor;
  /** A list cell keeps images small and long texts on one line. */
  variant?: 'cell' | 'show';
}

/** One field of the current record, rendered by its kind (list cells and the detail page). */
export function FieldValue({ resource, source, field, variant = 'show' }: FieldValueProps) {
  const translate = useTranslate();
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          source={source}
          sx={field.multiline && variant === 'show' ? { whiteSpace: 'pre-line' } : undefined}
        />
      );
    case 'number':
      return <NumberValue source={source} decimals={field.decimals} percent={field.percent} signed={field.signed} />;
    case 'money':
      return <MoneyValue source={source} currencySource={field.currencySource} />;
    case 'date':
      return <DateValue source={source} expiry={field.expiry} />;
    case 'datetime':
      return <DateValue source={source} withTime field={field} />;
    case 'enum':
      return <EnumChip source={source} enumeration={field.enumeration} />;
    case 'reference':
      return <ReferenceValue source={source} reference={field.reference} optionText={field.optionText} linked={variant === 'show'} />;
    case 'boolean':
      return field.flag ? <FlagValue source={source} label={translate(fieldLabelKey(resource, source, field))} /> : <BooleanField source={source} />;
    case 'image': {
      const size = variant === 'cell' ? 48 : 240;
      return (
        <ImageField
          source={source}
          title={translate(fieldLabelKey(resource, source, field))}
          sx={{ '& img': { maxWidth: size, maxHeight: size, objectFit: 'contain', m: 0 } }}
        />
      );
    }
    case 'phone':
      return <PhoneLink source={source} />;
    case 'email':
      return <EmailField source={source} />;
    case 'nationalId':
    case 'personName':
      return <TextField source={source} />;
    case 'iban':
      return (
        <FunctionField
          source={source}
          render={(record: Record<string, unknown>) => (typeof record[source] === 'string' ? formatIban(record[source]) : null)}
        />
      );
    case 'bloodGroup':
      return <BloodGroupValue source={source} />;
    case 'file':
      return <FileValue source={source} variant={variant} />;
    case 'grade':
      return <GradeValue resource={resource} source={source} weightedOf={field.weightedOf} opens={field.opens} />;
    case 'questionnaire':
      return <QuestionnaireValue source={source} answers={field.answers} />;
    case 'period':
      // a record's own period (a reward's financial month), not only a filter
      return <PeriodValue source={source} unit={field.unit} />;
  }
}

/** A blood group in the user's language (English writes the letter O for group 0). */
function BloodGroupValue({ source }: { source: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) => {
        const key = bloodGroupLabelKey(record[source]);
        return key ? translate(key) : ((record[source] as string | undefined) ?? null);
      }}
    />
  );
}
