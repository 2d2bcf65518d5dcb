// On a phone the sidebar is a drawer behind the menu button, so its "Due now" count would be out of sight all day:
// the app bar carries Today's calls there, with the count on it. Desktop shows the count in the sidebar instead.
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import { Badge, IconButton, type Theme, useMediaQuery } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffAccess } from '../../common/roles';
import { useDueNow } from '../applicants/useDueNow';
import { mayAccess } from '../authProvider';
import { CALLS_LABEL, CALLS_SECTION } from './sections';

export function DueNowButton() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { permissions } = usePermissions<StaffAccess | null>();
  const shown = small && mayAccess(permissions, 'applicants');
  const due = useDueNow(shown) ?? 0;
  if (!shown) return null;
  return (
    <IconButton
      component={Link}
      to={CALLS_SECTION}
      color="inherit"
      aria-label={due ? `${CALLS_LABEL}: ${due} due now` : CALLS_LABEL}
    >
      <Badge badgeContent={due} color="error" max={99}>
        <PhoneCallbackIcon />
      </Badge>
    </IconButton>
  );
}
