import { DIRECTORY_DEFAULT_SORT, directoryGroupActionsAllowed } from '@afx/domain';
import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import {
  useListAddress,
  useListQuery,
  type AddressFields,
  type ListTableSelection,
} from '../../../components/list';
import type { RemoteOption } from '../../../components/remote-select';
import type { DirectoryAccess } from './useDirectoryAccess';

/** The filter row's form and what its buttons do. */
export interface DirectoryFilters<Values> {
  form: FormInstance<Values>;
  initialValues: Values;
  /** The chosen organisation's label, for the picker when the filter is set from outside. */
  orgOption: RemoteOption | null;
  onOrgOption: (option: RemoteOption | null) => void;
  onSearch: () => void;
  /** Own BINs, ATMs or acquirer IDs: the user's organisation as the filter, then search. */
  onOwn: () => void;
}

/** What the group actions and the upload of a list page need of it. */
export interface DirectoryPageState {
  /** The organisation of the applied filter. */
  filterOrgId: number | null;
  /** The organisation chosen in the filter form now, whether searched yet or not. */
  shownOrgId: () => number | null;
  filters: Pick<DirectoryFilters<unknown>, 'orgOption' | 'onOwn' | 'onSearch'>;
  /** The row keys selected. */
  selected: readonly string[];
  /** Group actions and the upload are allowed for the filtered organisation. */
  groupAllowed: boolean;
  /** Records were saved or deleted: the selection clears and the list reloads. */
  changed: () => void;
}

/** The form's filter fields only, a cleared one as the empty form has it, so that equal searches compare equal. */
function formFilterOf<Values extends object>(empty: Values, values: Values): Values {
  const picked: Record<string, unknown> = {};
  for (const [name, blank] of Object.entries(empty)) {
    picked[name] = (values as Record<string, unknown>)[name] ?? blank;
  }
  return picked as Values;
}

interface DirectoryListArgs<Values, Filter> {
  access: DirectoryAccess;
  /** The react-query key and the /list path. */
  queryKey: string;
  url: string;
  emptyValues: Values;
  toFilter: (values: Values) => Filter;
  /** The list starts on the user's own organisation (the ATMs without E1008). */
  startOnOwn?: boolean;
  /** Fields the own-organisation button clears besides setting org_id (a typed acquirer ID). */
  clearedByOwn?: Partial<Values>;
  /** The filter form's fields as the address holds them (?q.bin=…&q.org_id=7&page=2). */
  addressFields: AddressFields<Values>;
  /** The columns the list sorts by. */
  sortFields: readonly string[];
}

/**
 * A directory list filtered by organisation (spec 3 §2.2–§2.4): the filter form applied by Search,
 * the own-organisation button, the list, its selection, and whether group actions are allowed.
 * The applied form values, page, size and sort live in the address (useListAddress).
 */
export function useDirectoryList<
  Row,
  Values extends { org_id: number | null },
  Filter extends { org_id?: number },
>(args: DirectoryListArgs<Values, Filter>) {
  const { access, toFilter } = args;
  const address = useListAddress<Values>({
    fields: args.addressFields,
    sortFields: args.sortFields,
    defaultSort: DIRECTORY_DEFAULT_SORT,
    initial: () => (args.startOnOwn ? { ...args.emptyValues, org_id: access.ownOrgId } : args.emptyValues),
    blank: args.emptyValues,
  });
  // The form opens on the address's search (F5, a shared link) and follows Back.
  const [initialValues] = useState<Values>(address.filter);
  const [form] = Form.useForm<Values>();
  const { revision, filter: addressValues } = address;
  useEffect(() => {
    if (revision > 0) form.setFieldsValue(addressValues);
    // Only a search from the address refills the form, not each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision]);
  const filter = toFilter(address.filter);
  // The own organisation's name is known; another one's shows once picked again.
  const [orgOption, setOrgOption] = useState<RemoteOption | null>(
    initialValues.org_id !== null && initialValues.org_id === access.ownOrgId ? access.ownOrg : null,
  );
  const [selected, setSelected] = useState<string[]>([]);
  const list = useListQuery<Row, Filter>({
    queryKey: args.queryKey,
    url: args.url,
    filter,
    defaultSort: DIRECTORY_DEFAULT_SORT,
    view: address,
  });
  const filterOrgId = filter.org_id ?? null;

  const search = (values: Values = form.getFieldsValue(true)) => {
    setSelected([]);
    // The same filter again does not ask by itself: reload.
    if (!address.apply(formFilterOf(args.emptyValues, values))) list.reload();
  };
  const showOwn = () => {
    const values: Values = { ...form.getFieldsValue(true), ...args.clearedByOwn, org_id: access.ownOrgId };
    setOrgOption(access.ownOrg);
    form.setFieldsValue(values);
    search(values);
  };
  const filters: DirectoryFilters<Values> = {
    form,
    initialValues,
    orgOption,
    onOrgOption: setOrgOption,
    onSearch: () => search(),
    onOwn: showOwn,
  };

  const groupAllowed = directoryGroupActionsAllowed({
    extended: access.extended,
    filterOrgId,
    ownOrgId: access.ownOrgId,
  });
  // Rows may be selected only where group actions are allowed.
  const selection: ListTableSelection | undefined = groupAllowed
    ? { selected, onSelect: setSelected }
    : undefined;

  return {
    filters,
    list,
    filterOrgId,
    shownOrgId: (): number | null => (form.getFieldsValue(true) as Values).org_id ?? null,
    groupAllowed,
    selected,
    selection,
    changed: () => {
      setSelected([]);
      list.reload();
    },
  };
}
