// The federated entry ('remote_stores/app'): single-spa lifecycles the host mounts as a parcel.
import { createAreaLifecycles } from '@console/ui';
import { storesArea } from './area';

export const { bootstrap, mount, unmount, update } = createAreaLifecycles(storesArea);
