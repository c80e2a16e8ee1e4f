// The federated entry ('remote_accounts/app'): single-spa lifecycles the host mounts as a parcel.
import { createAreaLifecycles } from '@console/ui';
import { accountsArea } from './area';

export const { bootstrap, mount, unmount, update } = createAreaLifecycles(accountsArea);
