import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** react-admin's catchAll: any path no route matches. */
export function NoMatch() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('app.page.no_match')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.page.no_match_text')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.page.back_home')}
      </Button>
    </Box>
  );
}
