import { z } from 'zod';
import { zSingleLine } from '../common/input';
import { DOCUMENT_CATEGORIES } from '../enums';

export const ZEventDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  description: z.string(),
  file_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  uploaded_by: z.string(),
  download_url: z.string(),
});
export type TEventDocument = z.infer<typeof ZEventDocument>;

/** The text fields of the upload form (the file travels beside them in the multipart body). */
export const ZUploadFields = z.object({
  name: zSingleLine(
    z
      .string({ error: 'Please select a file and provide a name' })
      .trim()
      .min(1, 'Please select a file and provide a name')
      .max(200, 'Name must be at most 200 characters'),
  ),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a valid category' }).default('OTHER'),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters').default(''),
});

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'File size must be less than 10MB';
export const UPLOAD_MISSING = 'Please select a file and provide a name';
export const ALLOWED_UPLOAD_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt', '.rtf'] as const;
export const UPLOAD_TYPE_NOT_ALLOWED = `File type not allowed. Allowed types: ${ALLOWED_UPLOAD_EXTENSIONS.join(', ')}`;

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};
export const isAllowedExtension = (fileName: string) => (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
/** The upload dialog's default name: the file name without its extension. */
export const defaultDocumentName = (fileName: string) => fileName.replace(/\.[^.]+$/, '');
