export { currencyOf, formatMoney } from './money';
export type { Currency } from './money';
export { formatDateTime, formatDate, formatTime, timeZoneForCountry, DATE_TIME_FORMAT, DATE_FORMAT, TIME_FORMAT } from './dates';
export type { Country } from './country';
export { formatPersonalId } from './personalId';
export { formatPostalCode } from './postalCode';
export { formatPhoneNumber } from './phoneNumber';
export { formatFileSize } from './fileSize';
export { formatInterestRate } from './interestRate';
