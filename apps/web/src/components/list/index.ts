export { sortableColumn } from './columns';
export { ListTable, type ListTableProps, type ListTableSelection } from './ListTable';
export { clickableRow, openableRow } from './rowOpening';
export {
  useListQuery,
  type ListRequest,
  type ListSort,
  type UseListQueryArgs,
  type UseListQueryResult,
} from './useListQuery';
export { useAppliedFilter } from './useAppliedFilter';
export { ExportButton, exportUrlOf, type ExportFormat, type ExportTarget } from './ExportButton';
export { useListAddress, type ListAddressState } from './useListAddress';
export { listParamsOf, type AddressFields } from './listAddress';
