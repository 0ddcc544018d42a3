export { FulfilmentWorkPage } from './FulfilmentWorkPage.tsx';
export { InspectionPage } from './InspectionPage.tsx';
