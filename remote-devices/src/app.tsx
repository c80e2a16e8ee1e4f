// The federated entry ('remote_devices/app'): single-spa lifecycles the host mounts as a parcel.
import { createAreaLifecycles } from '@console/ui';
import { devicesArea } from './area';

export const { bootstrap, mount, unmount, update } = createAreaLifecycles(devicesArea);
