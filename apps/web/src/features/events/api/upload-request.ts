import { ZEventDocument, type TEventDocument } from '@venue/shared/events/document.schema';
import { postMultipart } from '@/lib/multipart-upload';

export interface TUploadInput {
  file: File;
  name: string;
  category: string;
  description: string;
}

export async function uploadDocument(eventId: number, input: TUploadInput, onProgress: (percent: number) => void): Promise<TEventDocument> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('category', input.category);
  form.append('description', input.description);
  form.append('file', input.file); // last, so the server has the text fields before it streams the file
  return ZEventDocument.parse(await postMultipart(`/client/events/${eventId}/upload_file/`, form, onProgress));
}
