import { Input, type InputProps } from 'antd';

/** Six digits from an authenticator app; anything else typed or pasted is dropped. */
export function TotpCodeInput({
  value,
  onChange,
  ...rest
}: Omit<InputProps, 'onChange'> & {
  onChange?: (value: string) => void;
}) {
  return (
    <Input
      {...rest}
      value={value}
      onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      style={{ maxWidth: 160, letterSpacing: '0.2em' }}
    />
  );
}
