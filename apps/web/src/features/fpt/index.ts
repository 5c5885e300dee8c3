// What other features use of FPT: Crime Check shows and edits transactions as alerts do.
export { amountText, instantText } from './alerts/alertText';
export { OutgoingTransactionsEditor } from './alerts/dialog/OutgoingTransactionsEditor';
export { TransactionsTable } from './alerts/dialog/TransactionsTable';
export { statusesOf, statusText } from './alerts/list/alertFilter';
export { IssuerCell } from './alerts/list/IssuerCell';
export { ResetTransportButton } from './alerts/list/ResetTransportButton';
export { useAlertAddress } from './alerts/list/useAlertAddress';
export { useFptTranslation } from './useFptTranslation';
export type { IssuerInfo } from './wizard/alertWizardApi';
export { PasteSection } from './wizard/PasteSection';
export { TransactionList } from './wizard/TransactionList';
export type { TransactionRow } from './wizard/transactionRow';
