// The federated entry ('remote_org/app'): single-spa lifecycles the host mounts as a parcel.
import { createAreaLifecycles } from '@console/ui';
import { orgArea } from './area';

export const { bootstrap, mount, unmount, update } = createAreaLifecycles(orgArea);
