// The start page setting's texts ('startPage' namespace), zh default; the sidebar header's link
// to the dashboard reads them too.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const START_PAGE_NS = 'startPage';

addResources(START_PAGE_NS, { zh, en });
