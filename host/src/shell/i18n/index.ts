// The shell's texts ('shell' namespace), zh default.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const SHELL_NS = 'shell';

addResources(SHELL_NS, { zh, en });
