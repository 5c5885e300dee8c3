import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A help page's frame: a readable line length and the lead paragraph. */
export function HelpArticle({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <Card style={{ maxWidth: 1040 }}>
      <Typography>
        <Typography.Paragraph style={{ fontSize: 15 }}>{intro}</Typography.Paragraph>
        {children}
      </Typography>
    </Card>
  );
}
