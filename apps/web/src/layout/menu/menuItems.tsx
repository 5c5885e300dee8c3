import type { MenuProps } from 'antd';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClientConfig } from '../../app/auth/clientConfig';
import { CounterBadge } from '../../components/CounterBadge';
import { externalPageUrl } from './externalPages';
import { menuIcon } from './menuIcons';
import type { MenuEntry } from './menuModel';

type MenuItem = NonNullable<MenuProps['items']>[number];

export interface MenuItemsContext {
  title: (entry: MenuEntry) => string;
  config: ClientConfig;
  /** Counts of new items by menu path (Crime Check, FPT). */
  counts: Readonly<Record<string, number | null>>;
}

/** antd's menu items for the entries: pages are links, so they open in a new tab on demand too. */
export function toMenuItems(entries: readonly MenuEntry[], context: MenuItemsContext): MenuItem[] {
  return entries.map((entry) => {
    const text = withBadge(context.title(entry), context.counts[entry.path] ?? null, entry.path);
    if (entry.children.length > 0) {
      return {
        key: entry.path,
        icon: menuIcon(entry.path),
        label: text,
        children: toMenuItems(entry.children, context),
      };
    }
    return { key: entry.path, icon: menuIcon(entry.path), label: linkTo(entry, text, context.config) };
  });
}

function linkTo(entry: MenuEntry, text: ReactNode, config: ClientConfig): ReactNode {
  const url = entry.external ? externalPageUrl(entry.path, config) : null;
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return <Link to={entry.target}>{text}</Link>;
}

function withBadge(title: string, count: number | null, path: string): ReactNode {
  // The title attribute shows a long name that the 210 px column cuts short.
  const text = (
    <span data-testid={`menu-${path}`} title={title}>
      {title}
    </span>
  );
  if (count === null || count < 1) return text;
  return (
    <Flex component="span" align="center" justify="space-between" gap="small">
      {text}
      <CounterBadge count={count} testId={`counter-${path.slice(1)}`} />
    </Flex>
  );
}
