import {
  isPasteTooLarge,
  SMART_PASTE_TEXT_MAX_BYTES,
  type PastedTransaction,
  type PasteProblem,
  type PasteRowReport,
  type SmartPasteResult,
} from '@afx/domain';
import { Alert, Button, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ComponentsKey } from '../i18n/texts';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';

export interface PastePanelProps {
  /** Parses the text: the domain's parser for a preview, the server for a dialog (usePasteResult). */
  parse: (text: string) => SmartPasteResult | Promise<SmartPasteResult>;
  /** Takes the accepted and flagged transactions; no accept button without it (a preview). */
  onAccept?: (transactions: PastedTransaction[]) => void;
  /** Once a result is shown, a change of this parses the text again (the format as it is edited). */
  revision?: string;
  /** Why nothing can be parsed now (a format with errors); the parse button waits. */
  blockedReason?: string;
  /** Controls beside the parse button (the preview's kind of message). */
  extra?: ReactNode;
}

/** The transaction fields in the order a person reads them. */
const PASTE_FIELDS = [
  'date_time',
  'term_type',
  'tran_type',
  'amount',
  'currency_code',
  'pan',
  'iban',
  'phone',
  'acquirer_id',
  'terminal_id',
  'merchant_id',
  'merchant_name',
  'city',
  'country_code',
  'transaction_notes',
  'recipient_cardholder_id',
  'recipient_cardholder_name',
] as const satisfies readonly (keyof PastedTransaction)[];
type PasteField = (typeof PASTE_FIELDS)[number];

const TAKEN = new Set<PasteRowReport['outcome']>(['accepted', 'flagged']);
const NOT_TAKEN = new Set<PasteRowReport['outcome']>(['refused', 'skipped']);
const OUTCOME_COLOURS: Record<PasteRowReport['outcome'], string> = {
  accepted: 'green',
  flagged: 'gold',
  refused: 'red',
  skipped: 'default',
  header: 'default',
  blank: 'default',
};

interface TakenRow {
  key: number;
  report: PasteRowReport;
  transaction: PastedTransaction;
}

/**
 * The smart paste (spec 2 §2.8): rows copied from a spreadsheet or a report are pasted, parsed with a
 * format, and shown with their outcome, the flagged values marked; refused and skipped rows are
 * listed with their reasons; accept hands the accepted and flagged transactions to the caller.
 */
export function PastePanel({ parse, onAccept, revision, blockedReason, extra }: PastePanelProps) {
  const { t, tm } = useComponentsTranslation();
  const [text, setText] = useState('');
  const [result, setResult] = useState<SmartPasteResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [parsing, setParsing] = useState(false);
  const latest = useRef({ parse, text });
  useEffect(() => {
    latest.current = { parse, text };
  });

  const run = async (pasted: string) => {
    if (pasted.trim() === '') {
      setNotice(t('pasteEmpty'));
      setResult(null);
      return;
    }
    if (isPasteTooLarge(pasted)) {
      setNotice(t('pasteTooLarge', { max: SMART_PASTE_TEXT_MAX_BYTES / 1024 }));
      setResult(null);
      return;
    }
    setNotice(null);
    setParsing(true);
    try {
      setResult(await latest.current.parse(pasted));
    } catch {
      // The HTTP client has said why; the last result is no longer this text's.
      setResult(null);
    } finally {
      setParsing(false);
    }
  };

  // The format changed under a shown result: parse the same text again.
  const shown = result !== null;
  useEffect(() => {
    if (shown && !blockedReason) void run(latest.current.text);
    // Only a new revision re-parses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision]);

  const fieldLabel = (field: string): string =>
    (PASTE_FIELDS as readonly string[]).includes(field) ? t(`pasteField_${field}` as ComponentsKey) : field;
  const problemText = (problem: PasteProblem): string => {
    const reason = tm(problem.message, problem.params);
    const said = problem.field ? `${fieldLabel(problem.field)}: ${reason}` : reason;
    return problem.value ? `${said} (${problem.value})` : said;
  };

  const taken: TakenRow[] = (result?.rows ?? []).flatMap((report) => {
    const transaction = report.index === null ? undefined : result?.list[report.index];
    return TAKEN.has(report.outcome) && transaction ? [{ key: report.line, report, transaction }] : [];
  });
  const notTaken = (result?.rows ?? []).filter((report) => NOT_TAKEN.has(report.outcome));
  const count = (outcome: PasteRowReport['outcome']) =>
    (result?.rows ?? []).filter((report) => report.outcome === outcome).length;
  const shownFields = PASTE_FIELDS.filter(
    (field) =>
      field === 'date_time' ||
      field === 'amount' ||
      taken.some(
        (row) => row.transaction[field] !== null || row.report.problems.some((p) => p.field === field),
      ),
  );

  const columns: TableColumnsType<TakenRow> = [
    { key: 'line', title: t('pasteLine'), render: (_, row) => row.report.line },
    {
      key: 'outcome',
      title: t('pasteOutcome'),
      render: (_, row) => (
        <Tag color={OUTCOME_COLOURS[row.report.outcome]}>{t(`pasteOutcome_${row.report.outcome}`)}</Tag>
      ),
    },
    ...shownFields.map((field: PasteField) => ({
      key: field,
      title: fieldLabel(field),
      onCell: (row: TakenRow) =>
        row.report.problems.some((problem) => problem.field === field)
          ? { className: 'afx-paste-flagged', style: { background: 'var(--ant-color-warning-bg, #fffbe6)' } }
          : {},
      render: (_: unknown, row: TakenRow) => {
        const problem = row.report.problems.find((p) => p.field === field);
        if (problem) return <Typography.Text type="danger">{problem.value || '—'}</Typography.Text>;
        return row.transaction[field] ?? '';
      },
    })),
    {
      key: 'problems',
      title: t('pasteProblems'),
      render: (_, row) => row.report.problems.map(problemText).join('; '),
    },
  ];

  return (
    <Flex vertical gap="small" data-testid="paste-panel">
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={6}
        placeholder={t('pastePlaceholder')}
        aria-label={t('pasteText')}
        style={{ fontFamily: 'monospace' }}
      />
      <Flex gap="small" align="center" wrap>
        <Button onClick={() => void run(text)} loading={parsing} disabled={blockedReason !== undefined}>
          {t('pasteParse')}
        </Button>
        {extra}
      </Flex>
      {blockedReason ? <Alert type="info" showIcon title={blockedReason} /> : null}
      {notice ? <Alert type="warning" showIcon title={notice} /> : null}
      {result ? (
        <>
          <Typography.Text>
            {t('pasteCounts', {
              accepted: count('accepted'),
              flagged: count('flagged'),
              refused: count('refused'),
              skipped: count('skipped'),
            })}
          </Typography.Text>
          <Table<TakenRow>
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={columns}
            dataSource={taken}
            aria-label={t('pasteOutcome')}
          />
          {notTaken.length > 0 ? (
            <div>
              <Typography.Text strong>{t('pasteNotTaken')}</Typography.Text>
              <ul aria-label={t('pasteNotTaken')} style={{ margin: 0, paddingInlineStart: 20 }}>
                {notTaken.map((report) => (
                  <li key={report.line}>
                    {`${t('pasteLine')} ${report.line} — ${t(`pasteOutcome_${report.outcome}`)}: ${report.problems
                      .map(problemText)
                      .join('; ')}`}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {onAccept ? (
            <div>
              <Button
                type="primary"
                disabled={result.list.length === 0}
                onClick={() => onAccept(result.list)}
              >
                {t('pasteAccept', { count: result.list.length })}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}
