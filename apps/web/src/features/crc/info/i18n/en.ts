import type { CrcInfoTexts } from './uk';

export const en: CrcInfoTexts = {
  title: 'Crime Check: figures',
  period: 'Period',
  organisation: 'Bank',
  allBanks: 'All banks',
  figures: {
    received: 'Requests received',
    taken: 'Taken into processing',
    replied: 'Replied',
    rejected: 'Rejected',
    medianToTake: 'Median time to take',
    medianToReply: 'Median time to reply',
    answeredByDue: 'Answered by the due date',
  },
  duration: {
    none: '—',
    minutes: '{{minutes}} min',
    hours: '{{hours}} h {{minutes}} min',
    days: '{{days}} d {{hours}} h',
  },
  chart: {
    title: 'Requests per day',
    date: 'Date',
    loading: 'The chart is loading…',
    empty: 'No requests in this period.',
  },
  banks: {
    title: 'All banks',
    name: 'Bank',
    fileName: 'crime-check-banks',
    export: 'Export CSV',
  },
  failed: 'The figures could not be loaded.',
  retry: 'Try again',
  guide: {
    title: 'About Crime Check',
    text: 'The cyber police send requests about cards and accounts that received money from fraud. A request reaches the issuing bank at once; the bank takes it into processing and replies with data (transactions, geodata, the holder) or rejects it with a reason. The due date depends on the registry type: ERDR and EO 10 days, a claim 30, s102 5.',
    figures:
      "'Received' counts the requests that reached the bank in the period; 'taken', 'replied' and 'rejected' are the bank's actions on them; 'by the due date' is the share of replies and rejections given in time.",
    help: 'Full guide',
    statuses: 'Request statuses',
  },
};
