import { useEditContext, useListContext, useShowContext, useTranslate } from 'react-admin';
import type { ResourceEntry } from '../types';
import { LoadError } from './LoadError';

const T = 'app.framework.load_error';

// react-admin's List, Show and Edit render these as their `error` and `offline` elements, inside
// their own context: the failed call's error and its refetch come from there.

export function ListLoadError({ entry }: { entry: ResourceEntry }) {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  return <LoadError title={translate(`${T}.list`, { name: translate(entry.titleKey) })} error={error} onRetry={() => void refetch()} retrying={isFetching} sx={{ m: 1 }} />;
}

export function ShowLoadError({ entry }: { entry: ResourceEntry }) {
  const { error, refetch, isFetching } = useShowContext();
  return <RecordLoadError entry={entry} error={error} refetch={refetch} retrying={isFetching} />;
}

export function EditLoadError({ entry }: { entry: ResourceEntry }) {
  const { error, refetch, isFetching } = useEditContext();
  return <RecordLoadError entry={entry} error={error} refetch={refetch} retrying={isFetching} />;
}

function RecordLoadError({ entry, error, refetch, retrying }: { entry: ResourceEntry; error: unknown; refetch: () => unknown; retrying: boolean }) {
  const translate = useTranslate();
  return <LoadError title={translate(`${T}.record`, { name: translate(entry.titleKey) })} error={error} onRetry={() => void refetch()} retrying={retrying} sx={{ m: 1 }} />;
}

/** react-admin's default on a failed read is a toast (and, for a record, a jump to the list): the inline state replaces both. */
export const quietOnError = { onError: () => undefined } as const;
