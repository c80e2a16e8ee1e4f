// The federated entry ('remote_network/app'): single-spa lifecycles the host mounts as a parcel.
import { createAreaLifecycles } from '@console/ui';
import { networkArea } from './area';

export const { bootstrap, mount, unmount, update } = createAreaLifecycles(networkArea);
