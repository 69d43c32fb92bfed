import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * An English i18n instance for component tests (render inside <I18nProvider>): no catalog, the
 * source texts the macros keep outside production builds, compiled as they are used.
 */
export function testI18n(): I18n {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
