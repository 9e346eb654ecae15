import { isAllowedExtension, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, UPLOAD_TYPE_NOT_ALLOWED } from '@venue/shared/events/document.schema';

/** A message's file gets the event documents' checks before a byte is sent; the server repeats them. */
export function attachmentProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  if (!isAllowedExtension(file.name)) return UPLOAD_TYPE_NOT_ALLOWED;
  return null;
}
