import { useCallback, useMemo, useState } from 'react';
import { InputAdornment, NativeSelect } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useCalls } from '../../calls';
import { usePanelFormat } from './usePanelFormat';

/** The countries rarely change: one call per ten minutes at most (the spec's default cache lifetime). */
const COUNTRIES_STALE_MS = 600_000;

/** The code a stored "+<code> <number>" starts with, when it is one of `codes`. */
const codeOf = (value: unknown, codes: readonly string[]) =>
  typeof value === 'string' ? codes.find((code) => value.startsWith(`+${code} `) || value === `+${code}`) : undefined;

/**
 * A phone number with its country code (`phone({ countryCode: true })`): the codes come from
 * POST /geonaming/countries/filter (the session country's first), the number is typed beside
 * them, and the form holds "+<code> <number>", which the field kind's check reads.
 */
export default function PhoneWithCodeInput(props: TextInputProps & { source: string }) {
  const { source } = props;
  const calls = useCalls();
  const translate = useTranslate();
  const { phoneCode } = usePanelFormat();
  const { getValues, setValue, formState } = useFormContext();
  const countries = useQuery({
    queryKey: ['geonaming', 'countries'],
    queryFn: ({ signal }) => calls.franchise.countries({}, signal),
    staleTime: COUNTRIES_STALE_MS,
  });
  const codes = useMemo(() => {
    const listed = (countries.data?.countries ?? []).map((country) => ({ code: country.countryCode, alpha2: country.code.alpha2 }));
    // Until the call answers (or if it fails) the session's own code still works.
    if (phoneCode && !listed.some((entry) => entry.code === phoneCode)) listed.unshift({ code: phoneCode, alpha2: '' });
    return listed;
  }, [countries.data, phoneCode]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const code = chosen ?? codeOf(getValues(source), codes.map((entry) => entry.code)) ?? phoneCode ?? codes[0]?.code ?? '';

  const format = useCallback(
    (value: unknown) => {
      if (typeof value !== 'string') return '';
      const prefix = `+${code}`;
      return value.startsWith(prefix) ? value.slice(prefix.length).trimStart() : value;
    },
    [code],
  );
  // A number typed with its own code ("+44 7911…", "0044…") chooses that code; an unknown code
  // is kept as typed, so the field's check says what is wrong with it.
  const parse = useCallback(
    (typed: string) => {
      // Spaces at the end stay while typing ("532 "); the stored form is cleaned on save.
      const text = typed.trimStart();
      if (text.trim() === '') return null;
      const compact = text.replace(/[\s\-().]/g, '').replace(/^00/, '+');
      if (!compact.startsWith('+')) return `+${code} ${text}`;
      const known = codes.find((entry) => compact.startsWith(`+${entry.code}`));
      if (!known) return text;
      setChosen(known.code);
      const rest = text.replace(/^(\+|00)\s*/, '').slice(known.code.length).trimStart();
      return rest.trim() ? `+${known.code} ${rest}` : `+${known.code}`;
    },
    [code, codes],
  );
  const onCode = (next: string) => {
    const number = format(getValues(source));
    setChosen(next);
    setValue(source, number.trim() === '' ? null : `+${next} ${number}`, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const adornment = (
    <InputAdornment position="start">
      <NativeSelect
        value={code}
        onChange={(event) => onCode(event.target.value)}
        disableUnderline
        inputProps={{ 'aria-label': translate('app.framework.phone_code') }}
        sx={{ fontSize: 'inherit', minWidth: '5.5rem' }}
      >
        {codes.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.alpha2 ? `${entry.alpha2} +${entry.code}` : `+${entry.code}`}
          </option>
        ))}
      </NativeSelect>
    </InputAdornment>
  );
  return (
    <TextInput
      {...props}
      type="tel"
      autoComplete="tel-national"
      format={format}
      parse={parse}
      InputProps={{ startAdornment: adornment }}
    />
  );
}
