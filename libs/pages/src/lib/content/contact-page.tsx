import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { SocialAccount } from '@wl/api';
import { liveChatEnabled, useStores } from '@wl/core';
import { ContentFrame, ContentStatus, DataLink } from './content-parts';
import { isDirectContact, isPhoneContact, safeUrl } from './localized';
import { useContentStore } from './use-content';

/** How the social networks the platform knows write their names (brand names stay as they are). */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  line: 'LINE',
  viber: 'Viber',
  wechat: 'WeChat',
};

function brandName(type: string): string {
  const known = BRAND_NAMES[type.toLowerCase()];
  if (known) return known;
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : '';
}

function AccountEntry({ account, label }: { account: SocialAccount; label: string }) {
  const initial = isDirectContact(account) ? (isPhoneContact(account) ? '☎' : '@') : label.charAt(0);
  const face = (
    <>
      <span className="wl-contact__icon" aria-hidden="true" data-type={account.social_type.toLowerCase()}>
        {initial}
      </span>
      <span className="wl-contact__text">
        <span className="wl-contact__type">{label}</span>
        <span className="wl-contact__name">{account.account_name}</span>
      </span>
    </>
  );
  return (
    <li className="wl-contact__item">
      {safeUrl(account.url) ? (
        <DataLink href={account.url} className="wl-contact__link">
          {face}
        </DataLink>
      ) : (
        <span className="wl-contact__link">{face}</span>
      )}
    </li>
  );
}

/**
 * /contact-us: the site's support e-mail and phone, its social and messenger accounts (each opening in
 * a new tab), and the live chat when the site has it on.
 */
export const ContactPage = observer(function ContactPage() {
  const { t } = useTranslation();
  const root = useStores();
  const { site: layout } = root;
  const content = useContentStore();
  const showPreloader = layout.show_preloader;
  useEffect(() => content.ensureAccounts(), [content, showPreloader]);

  const state = content.contactState;
  const accounts = content.accounts;
  const direct = content.directContacts;
  const social = content.socialContacts;
  const chat = liveChatEnabled(layout.live_chat);
  const label = (account: SocialAccount) =>
    isDirectContact(account)
      ? isPhoneContact(account)
        ? t('contentContactPhone')
        : t('contentContactEmail')
      : brandName(account.social_type);

  return (
    <ContentFrame page="contactUs" kind="wl-contact" title={t('contentContactTitle')}>
      <p className="wl-contact__intro">{t('contentContactIntro')}</p>
      {chat ? (
        <div className="wl-contact__chat">
          <h2 className="wl-contact__heading">{t('contentLiveChatTitle')}</h2>
          <p>{t('contentLiveChatHint')}</p>
          <button type="button" className="wl-button" onClick={() => root.liveChat?.maximize()}>
            {t('contentLiveChatOpen')}
          </button>
        </div>
      ) : null}
      {state !== 'ready' ? <ContentStatus state={state} remote={content.socialAccounts} /> : null}
      {state === 'ready' && direct.length > 0 ? (
        <>
          <h2 className="wl-contact__heading">{t('contentContactSupport')}</h2>
          <ul className="wl-contact__list">
            {direct.map((account, i) => (
              <AccountEntry key={`${account.url}-${i}`} account={account} label={label(account)} />
            ))}
          </ul>
        </>
      ) : null}
      {state === 'ready' && social.length > 0 ? (
        <>
          <h2 className="wl-contact__heading">{t('contentContactSocial')}</h2>
          <ul className="wl-contact__list">
            {social.map((account, i) => (
              <AccountEntry key={`${account.url}-${i}`} account={account} label={label(account)} />
            ))}
          </ul>
        </>
      ) : null}
      {state === 'ready' && accounts.length === 0 && !chat ? (
        <p className="wl-content__state">{t('contentContactEmpty')}</p>
      ) : null}
    </ContentFrame>
  );
});
