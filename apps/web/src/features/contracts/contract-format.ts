import type { ChipProps } from '@mui/material/Chip';
import type { TContractStatus } from '@venue/shared/enums';

/** Spec section 9 colours: fully signed success, waiting for signatures warning, expired and void error. */
export const CONTRACT_STATUS_COLOR: Record<TContractStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SENT: 'warning',
  PARTIALLY_SIGNED: 'info',
  SIGNED: 'success',
  EXPIRED: 'error',
  AMENDED: 'default',
  VOID: 'error',
};

/** valid_until is a calendar day; read at noon so no time zone moves it. */
export const dayAtNoon = (day: string) => `${day}T12:00:00+08:00`;
