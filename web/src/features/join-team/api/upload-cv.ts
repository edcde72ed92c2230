import { call } from '@/lib/api-client';

/** POST /api/upload-cv (multipart: cv, application_id), reporting upload progress. */
export function uploadCv(file: File, applicationId: string, onProgress: (fraction: number) => void): Promise<unknown> {
  const form = new FormData();
  form.append('cv', file);
  form.append('application_id', applicationId);
  return call('POST /api/upload-cv', { body: form }, { onUploadProgress: onProgress });
}
