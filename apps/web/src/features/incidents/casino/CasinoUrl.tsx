import { Typography } from 'antd';
import { TruncatedText } from '../TruncatedText';

/**
 * An illegal casino's address as plain text with a copy button — never a live link: one click
 * must not take an analyst's browser (inside the bank's network) to the site under report.
 */
export function CasinoUrl({ url }: { url: string | null }) {
  if (!url) return <>—</>;
  return (
    // The copy button sits in a clickable row: copying must not also open the incident.
    <span onClick={(event) => event.stopPropagation()} data-testid="casino-url">
      <Typography.Text copyable={{ text: url }}>
        <TruncatedText text={url} max={60} />
      </Typography.Text>
    </span>
  );
}
