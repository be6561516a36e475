import type { AccountProfile, Locale } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '#web/lib/i18n.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The account's language, saved on the server so e-mails come in it. The page follows the saved
 * language at once (LanguagePreferenceSync), as it does when the header's switch is used.
 */
export function LanguageCard({ profile }: { profile: AccountProfile }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  // The choice not saved yet; otherwise the saved language shows, also after a change elsewhere.
  const [choice, setChoice] = useState<Locale | null>(null);
  const locale = choice ?? profile.locale;
  const save = useUpdateProfile();
  const submit = () =>
    save.mutate(
      { locale },
      {
        onSuccess: () => {
          setChoice(null);
          // Said in the language just saved, which the page switches to next.
          toast.success(i18n.getFixedT(locale, 'account')('language.saved'));
        },
        onError: (error) => toastFailure(t('language.saveFailed'), error),
      },
    );

  return (
    <Card title={t('language.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <FormField label={t('language.label')} hint={t('language.hint')}>
          {(control) => (
            <Select
              {...control}
              value={locale}
              onChange={(event) => {
                if (isSupportedLanguage(event.target.value)) setChoice(event.target.value);
              }}
            >
              {SUPPORTED_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`common:language.${language}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          {t('language.save')}
        </Button>
      </form>
    </Card>
  );
}
