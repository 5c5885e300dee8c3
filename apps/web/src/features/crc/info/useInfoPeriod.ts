import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { DATE_FORMAT, defaultRange, rangeOfFilterDates } from '../../../components/date-range';

/** The period and bank of /crc/info in the address (?from=01.11.2026&to=30.11.2026&org=2). */
export interface InfoPeriod {
  range: [Dayjs, Dayjs];
  organisationId: number | undefined;
  setRange: (range: [Dayjs, Dayjs]) => void;
  setOrganisation: (organisationId: number | undefined) => void;
}

/** The address's period when both ends are real and in order, else the last 30 days. */
export function useInfoPeriod(): InfoPeriod {
  const [params, setParams] = useSearchParams();
  const range: [Dayjs, Dayjs] =
    rangeOfFilterDates(params.get('from') ?? undefined, params.get('to') ?? undefined) ?? defaultRange();
  const org = Number(params.get('org'));
  const organisationId = Number.isInteger(org) && org > 0 ? org : undefined;

  const write = (nextRange: [Dayjs, Dayjs], nextOrg: number | undefined) => {
    const next = new URLSearchParams();
    next.set('from', nextRange[0].format(DATE_FORMAT));
    next.set('to', nextRange[1].format(DATE_FORMAT));
    if (nextOrg !== undefined) next.set('org', String(nextOrg));
    setParams(next);
  };
  return {
    range,
    organisationId,
    setRange: (nextRange) => write(nextRange, organisationId),
    setOrganisation: (nextOrg) => write(range, nextOrg),
  };
}
