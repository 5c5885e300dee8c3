import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { DATE_FORMAT, defaultRange } from '../../../components/date-range';

/** The period and bank of /crc/info in the address (?from=01.11.2026&to=30.11.2026&org=2). */
export interface InfoPeriod {
  range: [Dayjs, Dayjs];
  organisationId: number | undefined;
  setRange: (range: [Dayjs, Dayjs]) => void;
  setOrganisation: (organisationId: number | undefined) => void;
}

function dayOf(text: string | null): Dayjs | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text ?? '');
  if (!match) return null;
  const date = dayjs(`${match[3]}-${match[2]}-${match[1]}`);
  return date.isValid() && date.format(DATE_FORMAT) === text ? date : null;
}

/** The address's period when both ends are real and in order, else the last 30 days. */
export function useInfoPeriod(): InfoPeriod {
  const [params, setParams] = useSearchParams();
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const range: [Dayjs, Dayjs] =
    from && to && !to.isBefore(from) ? [from.startOf('day'), to.endOf('day')] : defaultRange();
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
