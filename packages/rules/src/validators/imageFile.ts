import { IMAGE_MIME_TYPES, IMAGE_SIZE_LIMIT_BYTES } from '../constants';
import { IMAGE_SIZE_MESSAGE, INVALID_IMAGE_TYPE_MESSAGE, NO_FILE_SELECTED_MESSAGE } from '../messages';

/** What the file checks read: a browser File, or the platform's view of an upload. */
export interface FileLike {
  /** MIME type, e.g. 'image/png' (compared case-insensitively). */
  type: string;
  /** Size in bytes. */
  size: number;
}

export const hasAllowedType = (file: FileLike, types: readonly string[]): boolean =>
  types.includes(file.type.trim().toLowerCase());

/**
 * Profile picture check: the error text to show, or null when the file is acceptable
 * (image/jpeg, image/png or image/jpg, at most 512KB = 524288 bytes).
 */
export function validateImageFile(file: FileLike | null | undefined): string | null {
  if (!file) return NO_FILE_SELECTED_MESSAGE;
  if (!hasAllowedType(file, IMAGE_MIME_TYPES)) return INVALID_IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_SIZE_LIMIT_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
