export {
  useListQuery,
  type ListRequest,
  type ListSort,
  type UseListQueryArgs,
  type UseListQueryResult,
} from './useListQuery';
