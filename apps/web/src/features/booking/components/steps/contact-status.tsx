import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import type { TContactFieldStatus } from '@venue/shared/booking/contact-fields';

/**
 * Spec 002 §4 "Contact field status": a mark at the field's end. "Invalid" waits until the field was left (or has
 * an error), so a name is not marked wrong while its first word is being typed.
 */
export function ContactStatusMark({ status, touched }: { status: TContactFieldStatus; touched: boolean }) {
  if (status === 'valid')
    return (
      <InputAdornment position="end">
        <CheckCircleIcon color="success" fontSize="small" titleAccess="Valid" data-status="valid" />
      </InputAdornment>
    );
  if (status === 'invalid' && touched)
    return (
      <InputAdornment position="end">
        <ErrorOutlineIcon color="error" fontSize="small" titleAccess="Invalid" data-status="invalid" />
      </InputAdornment>
    );
  return null;
}
