// A follow-up's date and time, typed in India's time (IST) whatever the browser's zone, and sent as an instant with
// its offset (common/kolkata.ts). Used wherever a follow-up is set: the follow-ups card, a stage change, a call.
import { TextField, type TextFieldProps } from '@mui/material';
import { fromKolkataInput, toKolkataInput } from '../../common/kolkata';

/** Now in India as a datetime-local value: the earliest a follow-up may be set for. */
export const kolkataNowInput = () => toKolkataInput(new Date());

/** `local` (YYYY-MM-DDTHH:MM in India) as the API takes it; '' stays ''. */
export const followUpInstant = (local: string) => fromKolkataInput(local);

export function FollowUpTimeField({
  value,
  onChange,
  label = 'Next follow-up (IST)',
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & { value: string; onChange: (local: string) => void }) {
  return (
    <TextField
      {...props}
      label={label}
      type="datetime-local"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: kolkataNowInput(), step: 60 } }}
    />
  );
}
