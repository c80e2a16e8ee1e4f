// @console/contract: the API's request and response shapes, once. The server validates with
// these schemas and publishes them as OpenAPI; the clients take their types from them
// (`import type`, so no TypeBox code reaches a browser bundle). Plain data both sides use at
// run time lives in TypeBox-free files (`@console/contract/resolutions`).
export * from './envelope';
export * from './localized';
export * from './messages';
export * from './paging';
export * from './payment';
export * from './checkout';
export * from './resolutions';
export * from './user';
export * from './providerSite';
export * from './passwords';
export * from './config';
export * from './records';
export * from './upload';
export * from './billing';
export * from './phone';
export * from './phoneOrder';
export * from './cloudNumber';
export * from './appMarket';
export * from './account';
export * from './networkCard';
export * from './store';
export * from './member';
export * from './orgResources';
export * from './order';
export * from './walletFlow';
export * from './dashboard';
export * from './company';
export * from './security';
export * from './enterpriseLog';
export * from './ipDevice';
export * from './notice';
export * from './webhook';
