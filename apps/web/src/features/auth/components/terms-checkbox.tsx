import type { ComponentProps } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { paths } from '#web/config/paths.ts';

const linkClass = 'font-semibold text-indigo-700 underline hover:text-indigo-500';

type TermsCheckboxProps = Omit<ComponentProps<typeof Checkbox>, 'label'>;

/** 'I agree to the Terms of Service and the Privacy Policy', both linked (docs/product.md, 'Registration'). */
export function TermsCheckbox(props: TermsCheckboxProps) {
  const { t } = useTranslation('auth');
  return (
    <Checkbox
      {...props}
      label={
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: <Link to={paths.terms.getHref()} className={linkClass} />,
            privacy: <Link to={paths.privacy.getHref()} className={linkClass} />,
          }}
        />
      }
    />
  );
}
