// Stat cards: figures computed by the server (GET /api/admin/{resource}/stats), refreshed when the list total changes.
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDataProvider, useListContext, useResourceContext } from 'react-admin';
import type { ResourceStats, StaffDataProvider } from '../dataProvider';
import { useLoad } from './useLoad';

export type StatCard = { label: string; value: ReactNode; icon?: ReactNode };

export function StatCardGrid({
  cards,
  loading,
  minWidth = 160,
}: {
  cards: StatCard[];
  loading?: boolean;
  minWidth?: number;
}) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fit, minmax(min(${minWidth}px, 100%), 1fr))` }}
    >
      {cards.map((card) => (
        <Card key={card.label} data-testid="stat-card">
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
            {card.icon && <Box sx={{ color: 'primary.main', display: 'flex', fontSize: 32 }}>{card.icon}</Box>}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {card.label}
              </Typography>
              <Typography
                variant={typeof card.value === 'string' && !/^[\d,.]+$/.test(card.value) ? 'h6' : 'h5'}
                component="p"
                sx={{ fontWeight: 700, lineHeight: 1.3 }}
              >
                {loading ? <Skeleton width={60} /> : card.value}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** Reads a number from the stats answer, tolerating a nested path such as `by_category.training`. */
export function statValue(stats: ResourceStats | undefined, path: string): number | string {
  let value: unknown = stats;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' || typeof value === 'string' ? value : 0;
}

/** The stat cards of the current list's resource; `toCards` turns the server's figures into cards. */
export function ResourceStatCards({ toCards }: { toCards: (stats: ResourceStats | undefined) => StatCard[] }) {
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { total, isPending } = useListContext();
  // Loaded once the list has answered, and again whenever its total changes (a row added or deleted).
  const stats = useLoad(() => dataProvider.getStats(resource), [resource, total], !isPending);
  if (stats.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={stats.retry}>
            Retry
          </Button>
        }
      >
        Could not load the figures: {stats.error.message}
      </Alert>
    );
  }
  return <StatCardGrid cards={toCards(stats.data)} loading={stats.loading && !stats.data} />;
}
