// A `file` field in the detail and the list: each file a link that downloads it, with its name
// and size in the panel's language. The link in the record is signed for 5 minutes; one clicked
// later is fetched again first, so a page left open still downloads.
import type { MouseEvent } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import { gatewayLink } from '../../../../dataProvider/calls/upload';
import { formatFileSize, type FileRef } from '../../../domain/files';
import { usePanelFormat } from './usePanelFormat';

/** Whether a signed link is past its `expires` (seconds), with a little margin for the click. */
export const expired = (url: string) => {
  const expires = Number(new URL(url, 'http://link').searchParams.get('expires'));
  return Number.isFinite(expires) && expires * 1000 < Date.now() + 5_000;
};

export function FileValue({ source, variant = 'show' }: { source: string; variant?: 'cell' | 'show' }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const { language } = usePanelFormat();
  const value = record?.[source] as FileRef | FileRef[] | null | undefined;
  const files = Array.isArray(value) ? value : value ? [value] : [];
  if (files.length === 0) return null;

  async function open(event: MouseEvent<HTMLAnchorElement>, file: FileRef) {
    event.stopPropagation(); // a list row's click opens the record, not the file
    if (!file.url || !expired(file.url) || !record || !resource) return;
    event.preventDefault();
    const { data } = await dataProvider.getOne(resource, { id: record.id });
    const fresh = [data[source] as FileRef | FileRef[] | null].flat().find((candidate) => candidate?.key === file.key);
    if (fresh?.url) window.location.assign(gatewayLink(fresh.url));
  }

  return (
    <Stack component="span" spacing={0.25} sx={{ display: 'inline-flex', minWidth: 0 }}>
      {files.map((file) => {
        const size = formatFileSize(file.size, language);
        return file.url ? (
          <Link
            key={file.key}
            href={gatewayLink(file.url)}
            download={file.name}
            onClick={(event) => void open(event, file)}
            sx={{ overflowWrap: 'anywhere', ...(variant === 'cell' ? { whiteSpace: 'nowrap' } : {}) }}
          >
            {file.name} <Typography component="span" variant="inherit" color="text.secondary">({size})</Typography>
          </Link>
        ) : (
          <Typography key={file.key} component="span" variant="body2">
            {file.name} ({size})
          </Typography>
        );
      })}
    </Stack>
  );
}
