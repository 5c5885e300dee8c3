import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { GroupActionButtons, type GroupActionButtonsProps } from './GroupActionButtons';
import { TemplateDownloadButton } from '../../../components/upload';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

interface GroupActionBarProps extends GroupActionButtonsProps {
  /** The static upload template and the name it is saved under. */
  template: { href: string; fileName: string };
  /** Before the group buttons (the BINs' Add). */
  before?: ReactNode;
  /** The upload button and its dialog. */
  upload: ReactNode;
}

/**
 * The row above a BIN or ATM list: group update and delete, the upload and its template, how many
 * rows are selected, and why group actions are off when they are.
 */
export function GroupActionBar({ template, before, upload, ...buttons }: GroupActionBarProps) {
  const { t } = useDirectoriesTranslation();
  const { enabled, selectedCount } = buttons.group;
  return (
    <Flex gap="small" wrap align="center">
      {before}
      <GroupActionButtons {...buttons} />
      {upload}
      <TemplateDownloadButton
        href={template.href}
        fileName={template.fileName}
        label={t('common.downloadTemplate')}
      />
      {selectedCount > 0 ? (
        <Typography.Text type="secondary">{t('common.selected', { count: selectedCount })}</Typography.Text>
      ) : null}
      {enabled ? null : <Typography.Text type="secondary">{t('common.groupHint')}</Typography.Text>}
    </Flex>
  );
}
