// A course in a staff table: its short code (SPAM, SPTH, BBA…), the full name on hover, focus and for screen readers.
import { Box, Tooltip } from '@mui/material';
import { courseNames } from '../../common/enums';

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
