import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteTitle } from '../routeTitle';
import type { VisitedTagsState } from './useVisitedTags';
import { closeAllTags, closeOtherTags, closeTag, pathAfterClosing, type VisitedTag } from './visitedTags';

type TagAction = 'refresh' | 'close' | 'close-others' | 'close-all';

/**
 * The visited pages under the top bar, with refresh and close actions (on each tag's context menu
 * and, for keyboards, on the menu button at the end). The tags are links, not tabs: they lead to
 * pages rather than switch panels.
 */
export function TagsView({ tags, activePath, setTags }: VisitedTagsState) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  const apply = (remaining: readonly VisitedTag[]): void => {
    setTags(remaining);
    const next = pathAfterClosing(remaining, activePath ?? '');
    if (next !== null && activePath !== null) void navigate(next);
  };

  const run = (action: TagAction, tag: VisitedTag): void => {
    switch (action) {
      case 'refresh':
        // /redirect/{path} replaces itself with the path at once, so the page mounts afresh.
        void navigate(`/redirect${tag.fullPath}`, { replace: tag.path === activePath });
        return;
      case 'close':
        apply(closeTag(tags, tag.path));
        return;
      case 'close-others':
        setTags(closeOtherTags(tags, tag.path));
        if (tag.path !== activePath) void navigate(tag.fullPath);
        return;
      case 'close-all':
        apply(closeAllTags(tags));
    }
  };

  const actionsFor = (tag: VisitedTag): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: tag.fixed },
      { key: 'close-others', label: t('tags.closeOthers') },
      { key: 'close-all', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TagAction, tag);
    },
  });

  const active = tags.find((tag) => tag.path === activePath);

  return (
    <nav aria-label={t('tags.label')} className="afx-tags-view" data-testid="tags-view">
      <ul className="afx-tags-list">
        {tags.map((tag) => {
          const title = routeTitle(tag.titleKey);
          const current = tag.path === activePath;
          return (
            <li
              key={tag.path}
              className={current ? 'afx-tag afx-tag-active' : 'afx-tag'}
              style={current ? { background: token.colorLink, borderColor: token.colorLink } : undefined}
              ref={current ? scrollIntoView : undefined}
            >
              <Dropdown menu={actionsFor(tag)} trigger={['contextMenu']}>
                <Link
                  to={tag.fullPath}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`tag-${tag.path}`}
                >
                  {title}
                </Link>
              </Dropdown>
              {tag.fixed ? null : (
                <button
                  type="button"
                  className="afx-tag-close"
                  aria-label={`${t('tags.close')}: ${title}`}
                  data-testid={`tag-close-${tag.path}`}
                  onClick={() => run('close', tag)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {active ? (
        <Dropdown menu={actionsFor(active)} trigger={['click']} placement="bottomRight">
          <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tags.actions')} />
        </Dropdown>
      ) : null}
    </nav>
  );
}

/** Keeps the current page's tag in sight when the list is wider than the window. */
function scrollIntoView(element: HTMLLIElement | null): void {
  element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
