import { Avatar, Box, Divider, Typography } from '@mui/material';
import type { User } from '../../domain/types';
import { initialOf } from './initialOf';

/** The top of the user menu: avatar letter, name and e-mail. */
export function ProfileHeader({ user }: { user: Pick<User, 'name' | 'email'> }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }} data-testid="profile-header">
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initialOf(user.name)}</Avatar>
        <Box>
          <Typography variant="subtitle2" component="p">
            {user.name}
          </Typography>
          <Typography variant="body2" component="p" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Divider />
    </>
  );
}
