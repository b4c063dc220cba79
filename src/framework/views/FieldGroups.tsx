import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldGroup } from '../../domain/declaration/resource';

/**
 * `fields` laid out under the view's declared groups (`resources.<name>.groups.<group>` as the
 * heading), in the groups' order; fields no group names come first, without a heading. Without
 * groups, the fields as one block. `render` draws one block of fields (a form's or a detail's).
 */
export function FieldGroups({
  resource,
  fields,
  groups,
  render,
}: {
  resource: string;
  fields: readonly string[];
  groups: readonly FieldGroup[] | undefined;
  render: (fields: readonly string[]) => ReactNode;
}) {
  const translate = useTranslate();
  if (!groups || groups.length === 0) return <>{render(fields)}</>;
  const grouped = new Set(groups.flatMap((group) => group.fields));
  const loose = fields.filter((field) => !grouped.has(field));
  return (
    <Box sx={{ width: '100%' }}>
      {loose.length > 0 && render(loose)}
      {groups.map((group) => {
        const shown = group.fields.filter((field) => fields.includes(field));
        if (shown.length === 0) return null;
        const headingId = `${resource}-group-${group.name}`;
        return (
          <Box key={group.name} component="section" aria-labelledby={headingId} sx={{ mt: 1, mb: 1 }} data-group={group.name}>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {translate(`resources.${resource}.groups.${group.name}`)}
            </Typography>
            {render(shown)}
          </Box>
        );
      })}
    </Box>
  );
}
