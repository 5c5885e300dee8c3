import { Flex, Input } from 'antd';
import { useListAddress, useListQuery, type AddressFields } from '../../../components/list';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { NO_SUCH_RECORD, RecordMissing, useRecordAddress } from '../../../components/record-address';
import {
  CONTACTS_BASE,
  contactApi,
  type ContactFilter,
  type ContactKind,
  type ContactView,
} from './contactApi';
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
  // A contact opened shows in the address (/di/banks/id/{id}).
  const opened = useRecordAddress<ContactView>({
    listPath: `/di/${kind}`,
    queryKey: `directories-contact-${kind}`,
    load: (key, signal) => {
      const id = Number(key);
      return Number.isSafeInteger(id) && id > 0 ? contactApi.get(kind, id, signal) : NO_SUCH_RECORD();
    },
  });
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
      {opened.missing && opened.key !== null ? <RecordMissing recordKey={opened.key} /> : null}
      <ContactTable kind={kind} list={list} onOpen={(row) => opened.open(String(row.id))} />
      {opened.record ? (
        <ContactDialog
          key={opened.key}
          kind={kind}
          record={opened.record}
          link={opened.linkOf(String(opened.record.id))}
          onClose={opened.close}
          onChanged={list.reload}
        />
      ) : null}
    </Flex>
  );
}
