import type { resources } from '../locales/all';

// Typed translation keys: `t('marketing:hero.tagline')` is checked against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
