import { Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import type { User } from '../../domain/types';

/** Which franchise (and country) the panel shows, in the header: an owner of two must never guess. */
export function FranchiseName() {
  const { identity } = useGetIdentity();
  const franchise = (identity?.user as User | undefined)?.franchise;
  if (!franchise) return null;
  return (
    <Typography
      variant="body2"
      noWrap
      data-testid="header-franchise"
      sx={{ display: { xs: 'none', sm: 'block' }, mx: 1, minWidth: 0, maxWidth: 240, opacity: 0.92 }}
      title={`${franchise.name} · ${franchise.countryCode}`}
    >
      {franchise.name} · {franchise.countryCode}
    </Typography>
  );
}
