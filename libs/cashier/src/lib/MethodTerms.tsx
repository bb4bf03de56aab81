import { useTranslation } from '@wl/i18n';
import type { ShownMethod } from './shown';
import { kindLabel } from './texts';
import type { CashierFormat } from './use-cashier-format';

/** A method's fee: "No fee", "Fee ₱5.00", "Fee 1.5 %" or "Fee ₱5.00 + 1.5 %". */
export function useFeeText(): (method: ShownMethod, format: CashierFormat) => string {
  const { t } = useTranslation('cashier');
  return (method, format) => {
    const fixed = format.money(method.feeFixed, method.currency);
    const percent = format.number(method.feePercent);
    if (method.feeFixed > 0 && method.feePercent > 0) return t('feeBoth', { fixed, percent });
    if (method.feeFixed > 0) return t('feeFixed', { fixed });
    if (method.feePercent > 0) return t('feePercent', { percent });
    return t('feeNone');
  };
}

/** A method's limits and fee on one line: "Min ₱100.00 · Max ₱50,000.00 · Fee ₱5.00 + 1.5 %". */
export function MethodTerms({
  method,
  format,
  id,
}: {
  method: ShownMethod;
  format: CashierFormat;
  id?: string;
}) {
  const { t } = useTranslation('cashier');
  const feeText = useFeeText();
  return (
    <span className="wl-cashier__terms" id={id}>
      {t('limits', {
        min: format.money(method.min, method.currency),
        max: format.money(method.max, method.currency),
      })}
      {' · '}
      {feeText(method, format)}
    </span>
  );
}

/** How a method moves money (card, e-wallet...), unless its name already says so ("Bank transfer"). */
export function MethodKind({
  method,
  className = 'wl-cashier__method-kind',
}: {
  method: ShownMethod;
  className?: string;
}) {
  const { t } = useTranslation('cashier');
  const kind = kindLabel(t, method.kind);
  if (kind.trim().toLocaleLowerCase() === method.name.trim().toLocaleLowerCase()) return null;
  return <span className={className}>{kind}</span>;
}

/** A method's fee alone, for a column headed "Fee": "No fee", "₱5.00", "1.5%" or "₱5.00 + 1.5%". */
export function useBareFee(): (method: ShownMethod, format: CashierFormat) => string {
  const { t } = useTranslation('cashier');
  return (method, format) => {
    const parts = [
      method.feeFixed > 0 ? format.money(method.feeFixed, method.currency) : '',
      method.feePercent > 0 ? format.percent(method.feePercent) : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' + ') : t('feeNone');
  };
}
