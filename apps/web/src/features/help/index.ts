// What other features show of the help: Crime Check's status table.
export { CrimeCheckStatusTable } from './CrimeCheckStatusTable';
