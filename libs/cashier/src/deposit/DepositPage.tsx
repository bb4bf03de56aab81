import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useSearchParams } from '@wl/router';
import { ErrorPanel, Spinner } from '@wl/ui';
import { CashierPage } from '../lib/CashierPage';
import { errorText } from '../lib/texts';
import { useCashierFormat } from '../lib/use-cashier-format';
import { usePaymentMethods } from '../methods/methods-feature';
import { DepositForm } from './DepositForm';
import { DepositOutcome } from './DepositOutcome';
import { useDeposit } from './deposit-feature';
import './deposit.css';

/**
 * /deposit (a member page): the deposit form, or, when the PSP sent the player back here
 * (`?deposit=<id>&status=<the PSP's status>`), that deposit's outcome.
 */
export const DepositPage = observer(function DepositPage() {
  const { t } = useTranslation('cashier');
  const deposit = useDeposit();
  const methods = usePaymentMethods();
  const format = useCashierFormat();
  const [params] = useSearchParams();
  const depositId = params.get('deposit');
  const pspStatus = params.get('status') ?? '';

  useEffect(() => {
    void methods.load();
  }, [methods]);

  useEffect(() => {
    if (!depositId) return undefined;
    void deposit.watchDeposit(depositId, pspStatus);
    return () => deposit.stopWatching();
  }, [deposit, depositId, pspStatus]);

  // Back from the PSP's page with the browser's back button: the page is shown again as it was left.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) deposit.stayed();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [deposit]);

  let content;
  if (depositId) content = <DepositOutcome deposit={deposit} format={format} />;
  else if (methods.status === 'failed')
    content = (
      <ErrorPanel
        message={errorText(t, methods.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void methods.load(true)}
      />
    );
  else if (methods.loading) content = <Spinner label={t('ui:loading')} />;
  else content = <DepositForm deposit={deposit} format={format} />;

  return (
    <CashierPage screen="deposit" title={t('depositTitle')}>
      {content}
    </CashierPage>
  );
});
