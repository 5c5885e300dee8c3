import {
  clickableRow,
  ListTable,
  type ListTableProps,
  type ListTableSelection,
  type UseListQueryResult,
} from '../../../components/list';

/** What a directory page gives its table. */
export interface DirectoryTableProps<Row> {
  list: UseListQueryResult<Row>;
  /** Row selection, where group actions are allowed (the BINs, the ATMs). */
  selection?: ListTableSelection;
  /** A click on a row opens its dialog. */
  onOpen: (row: Row) => void;
}

type DirectoryTableOwnProps<Row> = DirectoryTableProps<Row> &
  Pick<ListTableProps<Row>, 'rowKey' | 'columns' | 'busy' | 'scroll' | 'tableLayout'>;

/** A directory list whose rows open their dialog on a click (spec 3 §2.2–§2.4). */
export function DirectoryTable<Row extends object>({ onOpen, ...table }: DirectoryTableOwnProps<Row>) {
  return <ListTable<Row> {...table} onRow={(row) => clickableRow(() => onOpen(row))} />;
}
