import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * Registered spec routes whose screen lands in a later release show this, not an empty page: in
 * the user's words (the screen is not available yet) with the way back to the home page.
 * The content header already gives the page its h1 (the screen's title), so this is a labelled
 * section with an h2.
 */
export default function ComingSoonPage() {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 4 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}
    >
      <ConstructionIcon aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {translate('app.page.coming_soon_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mb: 3 }}>
        {translate('app.page.coming_soon')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.page.back_home')}
      </Button>
    </Box>
  );
}
