import type { Locale } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { contactEmail, MailLink } from '#web/components/ui/mail-link.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { isSupportedLanguage } from '#web/lib/i18n.ts';
import enLegal from '#web/locales/en/legal.json';
import trLegal from '#web/locales/tr/legal.json';

// The legal texts are long and only these two pages show them, so they come with this chunk rather
// than with the start-up bundle that holds the other locale files (the landing page's size budget).
// Typed as English, so a Turkish file of another shape fails the type check.
const documents: Record<Locale, typeof enLegal> = { en: enLegal, tr: trLegal };

/** Terms of service or privacy policy, in the chosen language. */
export function LegalPageBody({ document }: { document: 'terms' | 'privacy' }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? null;
  const { title, intro, sections, contact } = documents[isSupportedLanguage(language) ? language : 'en'][document];

  return (
    <article className="mx-auto max-w-3xl leading-7 text-slate-700">
      <PageHeading title={title} description={intro} />
      {sections.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section className="mt-8">
        <h2 className="text-xl font-semibold text-slate-900">{contact.title}</h2>
        <p className="mt-3">
          {contact.text}{' '}
          <MailLink className="rounded font-semibold text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            {contactEmail}
          </MailLink>
        </p>
      </section>
    </article>
  );
}
