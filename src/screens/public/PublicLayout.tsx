import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PANEL_NAME } from '../../domain/constants';
import { useDocumentTitle } from '../../framework/useDocumentTitle';
import { BRAND_COLORS } from '../../theme';

interface PublicLayoutProps {
  /** The page's only h1. */
  title: ReactNode;
  /** The browser tab's name for the page, when the heading is not it (default: the heading). */
  tabTitle?: string;
  subtitle?: ReactNode;
  /** Top-right of the card, e.g. the language button. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of the pages shown without a session: a centred card on the brand's purple. */
export function PublicLayout({ title, tabTitle, subtitle, actions, children }: PublicLayoutProps) {
  useDocumentTitle(tabTitle ?? (typeof title === 'string' ? title : null));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 1.5, sm: 3 },
        background: `radial-gradient(circle at 15% 10%, rgba(255, 209, 13, 0.18), transparent 35%),
          radial-gradient(circle at 85% 90%, rgba(179, 156, 245, 0.35), transparent 40%),
          linear-gradient(140deg, ${BRAND_COLORS.purple} 0%, ${BRAND_COLORS.purpleDark} 100%)`,
      }}
    >
      <Card elevation={12} sx={{ width: '100%', maxWidth: 420, borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ height: 6, bgcolor: 'secondary.main' }} />
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <Box
                aria-hidden
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: 1.5,
                  bgcolor: 'secondary.main',
                  color: BRAND_COLORS.purple,
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: 20,
                }}
              >
                F
              </Box>
              <Typography component="span" sx={{ fontWeight: 700, fontSize: 17, letterSpacing: 0.2 }}>
                {PANEL_NAME}
              </Typography>
            </Box>
            {actions}
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: subtitle ? 0.5 : 2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
