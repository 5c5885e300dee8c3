/** The police cabinet's addresses (packages/domain/src/routes.ts). */
export const POLICE_ROUTES = {
  list: '/crc/police',
  create: '/crc/police/create',
  request: (id: string) => `/crc/police/id/${encodeURIComponent(id)}`,
} as const;
