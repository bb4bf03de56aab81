import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { liveChatEnabled, liveChatImageUrl, useStores } from '@wl/core';
import { LiveChatButton, PartnersButton, PartnersModal, RewardsIcon } from '@wl/ui';
import { useRewardsCount } from './use-rewards-count';

/**
 * The floating rewards icon (with a signed-in player's count of rewards to claim), live-chat button and
 * partner bar with its modal, fed from the stores.
 */
export const FloatingElements = observer(function FloatingElements() {
  const { site: layout, session: user, modals, locale, liveChat } = useStores();
  const { t } = useTranslation();
  const site = layout.site;
  const template = layout.template;
  const count = useRewardsCount(Boolean(site?.gamify_status) && user.member !== null);
  if (!site || !template) return null;
  const rewardsLabels = {
    open: t('rewards'),
    newTab: t('opensInNewTab'),
    hide: t('hideRewards'),
    claimable: t('rewardsClaimable', { n: count }),
  };
  const common = {
    gamifyStatus: site.gamify_status,
    isAuthenticated: user.isAuthenticated,
    minigameUrl: locale.path('/minigame'),
    labels: rewardsLabels,
    onHide: () => undefined,
    count,
  };
  return (
    <>
      {template.rewardsGuestAction === 'login-modal' ? (
        <RewardsIcon
          {...common}
          guestAction="login-modal"
          onOpenLoginModal={() => modals.open('loginmodal')}
        />
      ) : (
        <RewardsIcon {...common} guestAction="login-page" loginUrl={locale.path('/login')} />
      )}
      {liveChatEnabled(layout.live_chat) ? (
        <LiveChatButton
          label={t('_m:liveChat')}
          imageUrl={liveChatImageUrl(layout.live_chat)}
          onOpen={() => liveChat?.maximize()}
        />
      ) : null}
      <PartnersButton
        partners={layout.partners}
        expanded={layout.showPartner}
        onExpandedChange={(expanded) => layout.setShowPartner(expanded)}
        onOpen={() => modals.open('partners')}
        labels={{ open: t('partners'), toggle: t('partnerBar') }}
      />
      <PartnersModal
        id="partners-modal"
        state={modals.stateOf('partners')}
        partners={layout.partners}
        onClose={() => modals.close('partners')}
        onClosed={() => modals.closed('partners')}
        labels={{ title: t('partners'), close: t('messages:close'), newTab: t('opensInNewTab') }}
      />
    </>
  );
});
