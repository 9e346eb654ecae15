import { cleanFileName } from '@venue/shared/common/file-name';

/** RFC 6266: an ASCII fallback plus the UTF-8 name, for downloads; cleaned again for names stored before the rule. */
export function contentDisposition(name: string): string {
  const fileName = cleanFileName(name);
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
