import { ConfigProvider, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/copy';

interface IdentifierInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  maxLength?: number;
  'aria-label'?: string;
  /** Applied as typed (e.g. upper-cased passport). */
  normalize?: (value: string) => string;
  /** Applied when the field is left (e.g. a phone number's country code). */
  normalizeOnBlur?: (value: string) => string;
  /** Shown under the input for the current value. */
  hint?: (value: string) => ReactNode;
}

/** An identifier field (tax id, passport, card, phone, e-mail, IP, URL) with a copy button. */
export function IdentifierInput({
  value = '',
  onChange,
  normalize,
  normalizeOnBlur,
  hint,
  ...inputProps
}: IdentifierInputProps) {
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          {...inputProps}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange?.(normalize ? normalize(event.target.value) : event.target.value)}
          onBlur={() => {
            if (!normalizeOnBlur) return;
            const normalized = normalizeOnBlur(value);
            if (normalized !== value) onChange?.(normalized);
          }}
        />
        {value.trim() !== '' && (
          // Copying stays possible in a read-only form.
          <ConfigProvider componentDisabled={false}>
            <CopyButton text={value.trim()} size="middle" />
          </ConfigProvider>
        )}
      </Space.Compact>
      {hint?.(value)}
    </>
  );
}
