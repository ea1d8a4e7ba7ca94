export { INSURANCE_DESK, INSURANCE_SALES_READERS, INSURANCE_SELLERS, NEW_INSURANCE_ROUTES, insurancePath } from './access';
export { CancellationAlertsPage } from './CancellationAlertsPage';
export { InsurancePage } from './InsurancePage';
export { InsurancesPage } from './InsurancesPage';
export { NewInsurancePage } from './NewInsurancePage';
export { InsuranceRecordTitle, InsuranceTitle } from './titles';
export { SalesReportPage, SalesReportTitle } from './SalesReportPage';
export { WinbackPage, WinbackTitle } from './WinbackPage';
