import { IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { useFavorites, useToggleFavorite } from './useFavorites';

/** The star beside the page title: adds or removes the page from the Favorites group. */
export function FavoriteStar({ path }: { path: string }) {
  const translate = useTranslate();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const starred = favorites.includes(path);
  const label = translate(starred ? 'app.layout.favorite.remove' : 'app.layout.favorite.add');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={starred}
        onClick={() => toggle.mutate({ path, add: !starred })}
        sx={{ color: starred ? 'warning.dark' : 'text.secondary' }}
      >
        {starred ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
