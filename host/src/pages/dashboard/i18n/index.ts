// The dashboard's texts ('dashboard' namespace), zh default; registered when the page loads.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const DASHBOARD_NS = 'dashboard';

addResources(DASHBOARD_NS, { zh, en });
