export { AllocationSettingsPage } from './AllocationSettingsPage.tsx';
