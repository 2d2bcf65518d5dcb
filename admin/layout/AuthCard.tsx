// The card on a blue page that the signed-out screens (sign-in, choosing a password) are drawn in.
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

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
        background: 'linear-gradient(135deg, #0b3d91 0%, #1e6fd9 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>{icon}</Avatar>
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
