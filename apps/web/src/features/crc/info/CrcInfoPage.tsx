import { hasExtended, PERMISSION } from '@afx/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Result, Select, Spin } from 'antd';
import { useRef } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { DATE_FORMAT } from '../../../components/date-range';
import { DateRangeFilter } from '../../../components/date-range/DateRangeFilter';
import { BanksTable } from './BanksTable';
import { fetchInfoSummary, type InfoBank } from './infoApi';
import { InfoChart } from './InfoChart';
import { InfoFigures } from './InfoFigures';
import { ServiceGuide } from './ServiceGuide';
import { useInfoPeriod } from './useInfoPeriod';
import { useInfoTranslation } from './useInfoTranslation';

/**
 * /crc/info (U1009 the own bank, E1009 every bank): the Crime Check figures of a period kept in the
 * address, the requests per day on a chart, for E1009 a bank to narrow to and every bank's table,
 * and a short guide to the service.
 */
export function CrcInfoPage() {
  const { t } = useInfoTranslation();
  const profile = useProfile();
  const allBanks = hasExtended(profile, PERMISSION.crimeCheckInfo);
  const period = useInfoPeriod();
  const [from, to] = period.range.map((day) => day.format(DATE_FORMAT)) as [string, string];
  const organisationId = allBanks ? period.organisationId : undefined;

  const summary = useQuery({
    queryKey: ['crc', 'info', from, to, organisationId ?? null],
    queryFn: ({ signal }) =>
      fetchInfoSummary(
        {
          date_from: from,
          date_to: to,
          ...(organisationId !== undefined ? { organisation_id: organisationId } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  // The banks to choose from: those of the last answer that listed them.
  const knownBanks = useRef<readonly InfoBank[]>([]);
  if (summary.data && summary.data.banks.length > 0) knownBanks.current = summary.data.banks;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form layout="inline">
          <Form.Item label={t('period')}>
            <DateRangeFilter
              aria-label={t('period')}
              value={period.range}
              allowClear={false}
              onChange={(range) => {
                if (range) period.setRange(range);
              }}
            />
          </Form.Item>
          {allBanks ? (
            <Form.Item label={t('organisation')}>
              <Select
                aria-label={t('organisation')}
                style={{ minWidth: 240 }}
                value={organisationId ?? 0}
                onChange={(value: number) => period.setOrganisation(value === 0 ? undefined : value)}
                options={[
                  { value: 0, label: t('allBanks') },
                  ...knownBanks.current.map((bank) => ({ value: bank.organisation_id, label: bank.name })),
                ]}
                data-testid="crc-info-organisation"
              />
            </Form.Item>
          ) : null}
        </Form>
      </Card>
      {summary.isError ? (
        <Result
          status="warning"
          title={t('failed')}
          extra={<Button onClick={() => void summary.refetch()}>{t('retry')}</Button>}
        />
      ) : !summary.data ? (
        <Spin />
      ) : (
        <>
          <InfoFigures figures={summary.data.figures} />
          <InfoChart days={summary.data.per_day} />
          {allBanks ? <BanksTable banks={summary.data.banks} period={`${from}-${to}`} /> : null}
        </>
      )}
      <ServiceGuide />
    </Flex>
  );
}
