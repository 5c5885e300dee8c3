export { applyServerFieldErrors, showFieldErrors, type FieldErrorTarget } from './serverFieldErrors';
