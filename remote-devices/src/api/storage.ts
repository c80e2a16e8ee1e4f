// Uploads (phone files, APKs): the shared one-time signed-URL flow of @console/shared.
export { putFile, storageUrl, uploadTicket } from '@console/shared';
export type { UploadTicket } from '@console/contract';
