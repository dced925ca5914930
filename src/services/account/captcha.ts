import { call } from '../shell/http';

/** A captcha image (data URL) and, when the server names it, the id to send back with the answer. */
export interface Captcha {
  image: string;
  id: string;
}

function toDataUrl(image: string): string {
  if (image.startsWith('data:') || image.startsWith('/') || image.startsWith('http')) return image;
  return `data:image/png;base64,${image}`;
}

/** §7 Captcha: GET /wps/captcha; the answer is a base64 image in data.value. */
export async function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  const value = await call<string | { image?: string; captcha?: string; id?: string; captchaId?: string }>(
    '/wps/captcha',
    { signal },
  );
  if (typeof value === 'string') return { image: toDataUrl(value), id: '' };
  return { image: toDataUrl(value.image ?? value.captcha ?? ''), id: value.id ?? value.captchaId ?? '' };
}
