import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatHours, T } from './text';

/** The excess: red with its words ("Over by 2 h"), never colour alone; within the limit otherwise. */
export function ExcessText({ hours, language }: { hours: number; language: string }) {
  const translate = useTranslate();
  if (hours <= 0) return <Box component="span" sx={{ color: 'text.secondary' }}>{translate(`${T}.within`)}</Box>;
  return (
    <Box component="strong" data-excess sx={{ color: 'error.main', fontWeight: 700 }}>
      {translate(`${T}.over`, { hours: formatHours(hours, language) })}
    </Box>
  );
}
