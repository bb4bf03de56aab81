// Test-only: answers and a template whose layout has the account corner, for the sign-in specs.
import type { TemplateModule } from '@wl/core';
import { AccountControls } from '@wl/pages';
import { testTemplate } from '../../testing/site-harness';

export const LOGIN_OK = {
  statusCode: 1,
  message: 'OK',
  token: 'tok',
  user: { account_id: 'demo1', session_token: 'sess' },
  fullname: 'Demo One',
  email: 'demo1@example.com',
};

/** The test template with AccountControls in its header, as every real template places it. */
export const withAccountControls: TemplateModule = {
  ...testTemplate,
  Layout: ({ children }) => (
    <div data-testid="layout">
      <header>
        <AccountControls />
      </header>
      <main>{children}</main>
    </div>
  ),
};

/** The test template without its own /forgot-password page, so the shell's is shown. */
export const withoutForgotPassword: TemplateModule = {
  ...withAccountControls,
  pages: { ...testTemplate.pages, forgotPassword: undefined },
};
