// The federated entry ('remote_billing/app'): single-spa lifecycles the host mounts as a parcel.
import { createAreaLifecycles } from '@console/ui';
import { billingArea } from './area';

export const { bootstrap, mount, unmount, update } = createAreaLifecycles(billingArea);
