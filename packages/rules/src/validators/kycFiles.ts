import { KYC_FILE_SIZE_LIMIT_BYTES, KYC_MIME_TYPES, type KycDocumentName } from '../constants';
import {
  ALL_FILES_REQUIRED_MESSAGE,
  INVALID_KYC_FILE_TYPE_MESSAGE,
  KYC_FILE_SIZE_MESSAGE,
  NO_FILE_SELECTED_MESSAGE,
} from '../messages';
import { type FileLike, hasAllowedType } from './imageFile';

/** One file per KYC document type, as picked for the initial submission. */
export type KycUpload<F extends FileLike = FileLike> = Partial<Record<KycDocumentName, F | null>>;

/**
 * KYC document check: the error text to show as a toast, or null when the file is acceptable
 * (image/jpeg, image/png, image/jpg or application/pdf, at most 5 MiB).
 */
export function validateKycFile(file: FileLike | null | undefined): string | null {
  if (!file) return NO_FILE_SELECTED_MESSAGE;
  if (!hasAllowedType(file, KYC_MIME_TYPES)) return INVALID_KYC_FILE_TYPE_MESSAGE;
  if (file.size > KYC_FILE_SIZE_LIMIT_BYTES) return KYC_FILE_SIZE_MESSAGE;
  return null;
}

/**
 * Initial KYC submission: 'All files required' unless ID, ADDRESS and ID_WITH_PHOTO each have a
 * file; then the first file error (ID, ADDRESS, ID_WITH_PHOTO order); null when all is well.
 */
export function validateKycInitialUpload(upload: KycUpload | null | undefined): string | null {
  const files = [upload?.ID, upload?.ADDRESS, upload?.ID_WITH_PHOTO];
  if (files.some((file) => !file)) return ALL_FILES_REQUIRED_MESSAGE;
  for (const file of files) {
    const error = validateKycFile(file);
    if (error) return error;
  }
  return null;
}
