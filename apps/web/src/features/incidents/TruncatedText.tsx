import { Tooltip } from 'antd';

interface TruncatedTextProps {
  text: string | null | undefined;
  /** One of the spec's truncation lengths: 20, 40, 50, 60 or 80 characters (spec 1 §9). */
  max: number;
}

/** A long text cut to `max` characters with the whole text in a tooltip; '—' for none. */
export function TruncatedText({ text, max }: TruncatedTextProps) {
  if (!text) return <>—</>;
  const chars = [...text];
  if (chars.length <= max) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span>{`${chars.slice(0, max).join('')}…`}</span>
    </Tooltip>
  );
}
