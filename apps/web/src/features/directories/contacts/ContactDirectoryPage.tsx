import { Flex, Input } from 'antd';
import { useState } from 'react';
import { useAppliedFilter, useListQuery } from '../../../components/list';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { CONTACTS_BASE, type ContactFilter, type ContactKind, type ContactView } from './contactApi';
import { ContactDialog } from './ContactDialog';
import { ContactTable } from './ContactTable';

/** A searchable contact directory with its view/edit dialog and history. */
export function ContactDirectoryPage({ kind }: { kind: ContactKind }) {
  const { t } = useDirectoriesTranslation();
  const [filter, applyFilter] = useAppliedFilter<ContactFilter>(() => ({}));
  const [open, setOpen] = useState<ContactView | null>(null);
  const list = useListQuery<ContactView, ContactFilter>({
    queryKey: `directories-contacts-${kind}`,
    url: `${CONTACTS_BASE}/${kind}/list`,
    filter,
    defaultSort: { field: 'name', order: 'ascend' },
  });
  return (
    <Flex vertical gap="middle">
      <Input.Search
        allowClear
        maxLength={200}
        enterButton={t('common.search')}
        placeholder={t(`contacts.search.${kind}`)}
        aria-label={t(`contacts.search.${kind}`)}
        style={{ maxWidth: 480 }}
        onSearch={(text) => {
          const query = text.trim();
          if (!applyFilter(query ? { query } : {})) list.reload();
        }}
      />
      <ContactTable kind={kind} list={list} onOpen={setOpen} />
      {open ? (
        <ContactDialog kind={kind} record={open} onClose={() => setOpen(null)} onChanged={list.reload} />
      ) : null}
    </Flex>
  );
}
