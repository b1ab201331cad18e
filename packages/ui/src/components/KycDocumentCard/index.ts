export { KycDocumentCard, defaultKycDocumentCardMessages } from './KycDocumentCard';
export type { KycDocumentCardMessages, KycDocumentCardProps, KycDocumentCardStatus } from './KycDocumentCard';
