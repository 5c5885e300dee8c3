import { Flex, Input } from 'antd';
import { useState } from 'react';
import { useListAddress, useListQuery, type AddressFields } from '../../../components/list';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { CONTACTS_BASE, type ContactFilter, type ContactKind, type ContactView } from './contactApi';
import { ContactDialog } from './ContactDialog';
import { ContactTable } from './ContactTable';

/** The search as the address holds it (?q.query=Львів&page=2). */
const CONTACT_ADDRESS_FIELDS: AddressFields<ContactFilter> = { query: 'text' };
const CONTACT_DEFAULT_SORT = { field: 'name', order: 'ascend' } as const;

/** A searchable contact directory with its view/edit dialog and history. */
export function ContactDirectoryPage({ kind }: { kind: ContactKind }) {
  const { t } = useDirectoriesTranslation();
  const address = useListAddress<ContactFilter>({
    fields: CONTACT_ADDRESS_FIELDS,
    sortFields: ['name'],
    defaultSort: CONTACT_DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const [open, setOpen] = useState<ContactView | null>(null);
  const list = useListQuery<ContactView, ContactFilter>({
    queryKey: `directories-contacts-${kind}`,
    url: `${CONTACTS_BASE}/${kind}/list`,
    filter: address.filter,
    defaultSort: CONTACT_DEFAULT_SORT,
    view: address,
  });
  return (
    <Flex vertical gap="middle">
      <Input.Search
        // A search from the address (a reload, Back) fills the box afresh.
        key={address.revision}
        defaultValue={address.filter.query}
        allowClear
        maxLength={200}
        enterButton={t('common.search')}
        placeholder={t(`contacts.search.${kind}`)}
        aria-label={t(`contacts.search.${kind}`)}
        style={{ maxWidth: 480 }}
        onSearch={(text) => {
          const query = text.trim();
          if (!address.apply(query ? { query } : {})) list.reload();
        }}
      />
      <ContactTable kind={kind} list={list} onOpen={setOpen} />
      {open ? (
        <ContactDialog kind={kind} record={open} onClose={() => setOpen(null)} onChanged={list.reload} />
      ) : null}
    </Flex>
  );
}
