// A course in a staff table: its short code (SPAM, SPTH, BBA…), the full name on hover, focus and for screen readers;
// and an application's course type as a badge.
import { Box, Chip, Tooltip } from '@mui/material';
import { COURSE_TYPE_LABELS, type CourseType, courseNames } from '../../common/enums';

export function CourseCode({ course }: { course: string }) {
  const { code, name } = courseNames(course);
  if (code === name) return <span>{name}</span>;
  return (
    <Tooltip title={name}>
      {/* An abbreviation whose expansion is the tooltip; focusable so keyboard users can open it too. */}
      <Box
        component="abbr"
        tabIndex={0}
        aria-label={name}
        sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}
      >
        {code}
      </Box>
    </Tooltip>
  );
}

export const CourseTypeBadge = ({ courseType }: { courseType: string }) => (
  <Chip
    size="small"
    label={COURSE_TYPE_LABELS[courseType as CourseType] ?? courseType}
    color={courseType === 'degree' ? 'primary' : 'success'}
    variant={courseType === 'degree' ? 'filled' : 'outlined'}
  />
);
