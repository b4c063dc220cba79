import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** Shown when a user types the path of a screen their roles or country do not allow. */
export function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      {/* the header bar names what is on screen */}
      <Title title={translate('app.page.access_denied_title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.page.access_denied_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('app.page.access_denied')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.page.back_to_panel')}
      </Button>
    </Box>
  );
}
