export { SignedOutHandoff } from './signedOut/SignedOutHandoff';
export { NotFoundPage } from './notFound/NotFoundPage';
export { OperationManualPage } from './manual/OperationManualPage';
export { QrPage } from './qr/QrPage';
export { PaySuccessPage } from './paySuccess/PaySuccessPage';
export { ConsolePage } from './console/ConsolePage';
