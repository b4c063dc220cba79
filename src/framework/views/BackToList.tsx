import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, LinkBase, useTranslate } from 'react-admin';
import type { ResourceEntry } from '../types';

/** A link back to the resource's list page, when it has one. */
export function BackToList({ entry }: { entry: ResourceEntry }) {
  const translate = useTranslate();
  if (!entry.routes.list) return null;
  return (
    <Button
      component={LinkBase}
      to={entry.routes.list}
      label={translate('app.framework.back_to_list', { name: translate(entry.titleKey) })}
      sx={{ alignSelf: 'flex-start', mt: 1 }}
    >
      <ArrowBack />
    </Button>
  );
}
