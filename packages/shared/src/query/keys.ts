// Query keys more than one app reads or invalidates. An area's own keys live in that area
// (`[area, resource, params]`); only what crosses the host/remote line is named here.
export const sharedQueryKeys = {
  /** GET /user/memberInfo (balance, level, attestation): the top bar and any screen that shows the balance. */
  member: ['shell', 'member'] as const,
  /** GET /phone/cnt: the sidebar counters. */
  phoneCounters: ['shell', 'phoneCounters'] as const,
};
