import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Registered spec routes whose screen lands in a later release show this, not an empty page. */
export default function ComingSoonPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.page.coming_soon_title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.page.coming_soon')}</Typography>
    </Box>
  );
}
