import { call } from '@/lib/api-client';

/** POST /api/user/profile-picture (multipart field `image`), reporting upload progress; answers {image_url}. */
export async function uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer: { image_url?: unknown } | undefined = await call(
    'POST /api/user/profile-picture',
    { body: form },
    { csrf: true, onUploadProgress: onProgress },
  );
  if (typeof answer?.image_url !== 'string' || !answer.image_url) throw new Error('No image_url in the answer');
  return answer.image_url;
}
