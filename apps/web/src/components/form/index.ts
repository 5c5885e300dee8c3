export { applyServerFieldErrors, showFieldErrors } from './serverFieldErrors';
