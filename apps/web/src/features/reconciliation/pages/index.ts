export { ReconciliationPage } from './ReconciliationPage.tsx';
