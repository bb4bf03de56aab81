import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from '@wl/router';
import { App } from './app';
import { createI18n, loadMessages } from './i18n';
import { BackofficeStore } from './stores/root-store';
import { StoreProvider } from './stores/store-context';
import './styles.css';

/** English for now; another language is one more file in messages/ and its code here. */
const LANGUAGE = 'en';

async function start(): Promise<void> {
  const english = await loadMessages('en');
  const messages = LANGUAGE === 'en' ? english : await loadMessages(LANGUAGE).catch(() => english);
  const i18n = createI18n(LANGUAGE, messages, english);
  document.documentElement.lang = LANGUAGE;
  const store = new BackofficeStore();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <StoreProvider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}

void start();
