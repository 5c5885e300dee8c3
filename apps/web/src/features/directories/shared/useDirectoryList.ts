import { DIRECTORY_DEFAULT_SORT, directoryGroupActionsAllowed } from '@afx/domain';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useAppliedFilter, useListQuery, type ListTableSelection } from '../../../components/list';
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
}

/**
 * A directory list filtered by organisation (spec 3 §2.2–§2.4): the filter form applied by Search,
 * the own-organisation button, the list, its selection, and whether group actions are allowed.
 */
export function useDirectoryList<
  Row,
  Values extends { org_id: number | null },
  Filter extends { org_id?: number },
>(args: DirectoryListArgs<Values, Filter>) {
  const { access, toFilter } = args;
  const [initialValues] = useState<Values>(() =>
    args.startOnOwn ? { ...args.emptyValues, org_id: access.ownOrgId } : args.emptyValues,
  );
  const [form] = Form.useForm<Values>();
  const [filter, applyFilter] = useAppliedFilter<Filter>(() => toFilter(initialValues));
  const [orgOption, setOrgOption] = useState<RemoteOption | null>(args.startOnOwn ? access.ownOrg : null);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useListQuery<Row, Filter>({
    queryKey: args.queryKey,
    url: args.url,
    filter,
    defaultSort: DIRECTORY_DEFAULT_SORT,
  });
  const filterOrgId = filter.org_id ?? null;

  const search = (values: Values = form.getFieldsValue(true)) => {
    setSelected([]);
    // The same filter again does not ask by itself: reload.
    if (!applyFilter(toFilter(values))) list.reload();
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
