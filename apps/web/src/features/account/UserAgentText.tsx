import { Tooltip, Typography } from 'antd';

interface UserAgentTextProps {
  /** The server's reading of the header ('Chrome 156 on Linux'); null when it knows neither part. */
  browser: string | null;
  /** The User-Agent header as the browser sent it. */
  agent: string | null;
  maxWidth: number;
}

/** Browser and system as a person says them; the raw header only in the tooltip or, unknown, shortened. */
export function UserAgentText({ browser, agent, maxWidth }: UserAgentTextProps) {
  if (!agent) return <>—</>;
  if (browser) {
    return (
      <Tooltip title={agent}>
        <span data-testid="user-agent">{browser}</span>
      </Tooltip>
    );
  }
  return (
    <Typography.Text ellipsis={{ tooltip: agent }} style={{ maxWidth }} data-testid="user-agent">
      {agent}
    </Typography.Text>
  );
}
