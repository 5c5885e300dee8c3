export { sortableColumn } from './columns';
export { ListTable, type ListTableProps, type ListTableSelection } from './ListTable';
export { clickableRow, openableRow } from './rowOpening';
export { useListQuery, type UseListQueryResult } from './useListQuery';
export { ExportButton, exportUrlOf, saveFile } from './ExportButton';
export { useListAddress } from './useListAddress';
export { listParamsOf, type AddressFields } from './listAddress';
export { overdueRowProps } from './overdueRow';
export { FilterButtons } from './FilterButtons';
