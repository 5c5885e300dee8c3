import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled part of a help page; the titles are the page's outline for screen readers. */
export function HelpSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 8 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
