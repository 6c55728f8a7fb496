// For the console's component tests: a screen inside its providers, in a language.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { LangCode } from '../../contract/models.ts';
import { createConsoleQueryClient } from './console-app.tsx';
import { consoleLocale } from './console-lang.ts';
import { consoleAr } from './messages-ar.ts';
import { consoleEn } from './messages-en.ts';

export function renderConsole(ui: ReactNode, lang: LangCode = 'en') {
  const client = createConsoleQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale={consoleLocale(lang)} messages={lang === 'ar' ? consoleAr : consoleEn} defaultLocale="en-IN">
        {ui}
      </IntlProvider>
    </QueryClientProvider>,
  );
}
