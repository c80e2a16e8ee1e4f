// What every purchase of the area gets back from the server (docs/api-devices.md): the price of
// an order, always computed by the server, and the outcome of placing it. The shapes are the
// API contract's (@console/contract).
export type { PayResult, PayType, Price } from '@console/contract';
