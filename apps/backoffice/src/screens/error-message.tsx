import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** An error key in words, announced and focused when it appears so keyboard and screen-reader users meet it. */
export function ErrorMessage({ error, id }: { error: string | undefined; id?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  return (
    <p className="bo-error" role="alert" tabIndex={-1} ref={ref} id={id}>
      {t([`errors.${error}`, 'errors.unknown'])}
    </p>
  );
}
