import type { PageAnswer } from '@wl/api';

/**
 * The image the home page shows largest on arrival, its first slide, from the render's answers: the
 * page asks for it first (preload, high priority). Other pages have no such image.
 */
export function firstSlideImage(answers: readonly PageAnswer[], pagePath: string): string | undefined {
  if (pagePath !== '/') return undefined;
  const slides = answers.find((entry) => entry.path === 'home/fetch_slide')?.answer;
  const value = (slides as { value?: unknown } | undefined)?.value;
  if (!Array.isArray(value)) return undefined;
  const first = value.find(
    (slide: unknown): slide is { image_url: string } =>
      typeof (slide as { image_url?: unknown }).image_url === 'string' &&
      (slide as { image_url: string }).image_url !== '',
  );
  return first?.image_url;
}
