import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useLocation } from '@wl/router';
import { useStores, type ModalId } from '@wl/core';
import { CloseIconButton } from './CloseIconButton';
import { LazyChunk } from './LazyChunk';
import { loadSignInChunk } from './load-sign-in';
import { Modal } from '@wl/ui';

/** The templates' login modals (#loginmodal, #modal-signin), with the sign-in form loaded on opening. */
const SIGN_IN_MODALS: readonly ModalId[] = ['loginmodal', 'modal-signin'];

export const SignInModals = observer(function SignInModals() {
  const { modals } = useStores();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <>
      {SIGN_IN_MODALS.map((id) => {
        const state = modals.stateOf(id);
        if (state === 'closed') return null;
        const titleId = `${id}-title`;
        return (
          <Modal
            key={id}
            id={id}
            state={state}
            labelledBy={titleId}
            onDismiss={() => modals.close(id)}
            onClosed={() => modals.closed(id)}
            className="wl-sign-in-modal"
          >
            <CloseIconButton label={t('messages:close')} onClick={() => modals.close(id)} />
            <h2 id={titleId} className="wl-sign-in-modal__title">
              {t('_m:login')}
            </h2>
            <LazyChunk load={loadSignInChunk}>
              {({ SignInForm, Store }) => (
                <SignInForm
                  Store={Store}
                  from={`${pathname}${search}`}
                  onSignedIn={() => modals.close(id)}
                  onLeave={() => modals.close(id)}
                />
              )}
            </LazyChunk>
          </Modal>
        );
      })}
    </>
  );
});
