import type { MouseEvent } from 'react';
import { Link } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { telHref } from './format';
import { usePanelFormat } from './usePanelFormat';

// A click on the number dials it; it must not also open the row's detail page.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

export function PhoneLink({ source }: { source: string }) {
  const value = useFieldValue({ source });
  const { phoneCode } = usePanelFormat();
  if (value == null || value === '') return null;
  const text = String(value);
  return (
    <Link variant="body2" href={telHref(text, phoneCode)} onClick={stopPropagation}>
      {text}
    </Link>
  );
}
