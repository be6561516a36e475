import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { MailLink } from '#web/components/ui/mail-link.tsx';

type Action = 'upgrade' | 'cancel';

/**
 * Upgrade and Cancel say what is true today, as the pricing page does: no payment is taken on this
 * site yet, so both are arranged by e-mail. Each button opens that explanation with the mail link.
 */
export function PlanActions() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<Action | null>(null);
  const panelId = useId();
  const toggle = (action: Action) => setOpen((current) => (current === action ? null : action));

  return (
    <div className="mt-5">
      <div className="flex flex-wrap gap-2">
        {(['upgrade', 'cancel'] as const).map((action) => (
          <Button
            key={action}
            variant={action === 'upgrade' ? 'primary' : 'secondary'}
            aria-expanded={open === action}
            aria-controls={panelId}
            onClick={() => toggle(action)}
          >
            {t(`plan.${action}`)}
          </Button>
        ))}
      </div>
      <div id={panelId} role="region" aria-live="polite" aria-label={t('plan.paymentsNote')}>
        {open ? (
          <div className="mt-3 space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            <p className="font-semibold">{t('plan.paymentsNote')}</p>
            <p>{t(open === 'upgrade' ? 'plan.upgradeHow' : 'plan.cancelHow')}</p>
            <MailLink
              subject={t(open === 'upgrade' ? 'plan.upgradeSubject' : 'plan.cancelSubject')}
              className={buttonClasses('secondary')}
            >
              {t('plan.writeToUs')}
            </MailLink>
          </div>
        ) : null}
      </div>
    </div>
  );
}
