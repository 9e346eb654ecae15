import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The account forms' e-mail input (login, register, forgot password): spread `register('email')` into it. */
export function EmailField({ errorMessage, ...props }: TextFieldProps & { errorMessage?: string }) {
  return <TextField {...props} label="Email Address" type="email" autoComplete="email" required error={!!errorMessage} helperText={errorMessage} />;
}
