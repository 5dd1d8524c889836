export { formatZip } from './format-zip';
export { formatPhone } from './format-phone';
export { formatSsn } from './format-ssn';
export { formatUsd } from './format-usd';
export { formatDay } from './format-day';
