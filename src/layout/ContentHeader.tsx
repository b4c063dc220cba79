import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useRegistry } from '../framework/registry';
import type { EntryShell } from '../framework/types';
import { FavoriteStar } from './favorites/FavoriteStar';
import { useDocumentTitle } from '../framework/useDocumentTitle';
import { favoritePathOf, pageOfPath } from './favorites/favoritePaths';

/** The content area's page title, with the favourite star on pages that can be starred. */
export function ContentHeader({ entries: given }: { entries?: readonly EntryShell[] }) {
  const registry = useRegistry();
  const entries = given ?? registry;
  const translate = useTranslate();
  const { pathname } = useLocation();
  const page = pageOfPath(entries, pathname);
  const title = page ? translate(page.entry.titleKey) : null;
  useDocumentTitle(title);
  if (!page) return null;
  const favoritePath = favoritePathOf(entries, pathname);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1.5 }}>
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      {favoritePath && <FavoriteStar path={favoritePath} />}
    </Box>
  );
}
