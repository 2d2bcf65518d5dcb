// The card the signed-out screens (sign-in, a forgotten password, choosing a password) are drawn in: on the
// institute's red, under its logo and name, as on the public site.
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { INSTITUTE } from '../../common/site';

/** The public site's red (public-site/styles/site.css: --red, --red-darker). */
const INSTITUTE_COLOURS = { red: '#b91c1c', darker: '#450a0a' };

export function AuthCard({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** Shown under the title, e.g. the account's e-mail address. */
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        flexDirection: 'column',
        gap: 2,
        background: `linear-gradient(135deg, ${INSTITUTE_COLOURS.darker} 0%, ${INSTITUTE_COLOURS.red} 100%)`,
      }}
    >
      <Box
        component="img"
        src="/images/site/logo-light-480.webp"
        alt={INSTITUTE.name}
        width={240}
        height={48}
        sx={{ maxWidth: '70vw', height: 'auto' }}
      />
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: INSTITUTE_COLOURS.red, mb: 1 }}>{icon}</Avatar>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {subtitle}
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
