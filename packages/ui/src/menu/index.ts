export { MenuDropdown } from './MenuDropdown';
