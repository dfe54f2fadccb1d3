import type { FileInfo } from '../types';
import { postApi } from '@/lib/typed-api';

/**
 * POST /files/ (multipart). An admin names the client the file belongs to; a client's own is implied. The
 * server decides the type from the bytes, so none is sent.
 */
export function uploadFile(file: File, clientId: number | null): Promise<FileInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('name', file.name);
  if (clientId !== null) form.append('client', String(clientId));
  return postApi('/files/' as const, { body: form });
}
