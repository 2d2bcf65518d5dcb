// A screen's title and subtitle, with its main actions on the right (wrapping under on a phone).
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function ScreenHeader({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
