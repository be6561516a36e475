import enMarketing from './en/marketing.json';
import trMarketing from './tr/marketing.json';

/** Both languages' marketing texts in one chunk, which locales/index.ts loads with the marketing pages. */
export default { en: enMarketing, tr: trMarketing };
