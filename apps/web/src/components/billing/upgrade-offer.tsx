import { PLAN_LIMITS } from '@vm/contracts';
import { Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useSignedInUserOrNull, useUserConfirmed } from '#web/lib/auth/auth-provider.tsx';
import { checkoutUrl } from '#web/lib/billing-checkout.ts';
import { openPendingTab } from '#web/lib/open-pending-tab.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

interface UpgradeOfferProps {
  /** What the plan refused, said first ('Your Free plan lets 2 people into a meeting.'). */
  children?: ReactNode;
  /** Checkout in a new tab, so the page stays (the meeting room); otherwise this tab goes there. */
  newTab?: boolean;
  className?: string;
  /** Extra classes for the Upgrade button, e.g. the room's 44 px touch height. */
  buttonClassName?: string;
}

/**
 * Where the Free plan refuses something (docs/product.md, 'Billing'): what Pro allows and an Upgrade
 * button that opens the monthly checkout at once; the yearly price is on the pricing page and a
 * switch away on the account page. Renders nothing for visitors and for Pro and Enterprise accounts,
 * who are never offered an upgrade, nor before the server confirmed the stored Free plan (once per app session).
 */
export function UpgradeOffer({ children, newTab = false, className = '', buttonClassName }: UpgradeOfferProps) {
  const { t } = useTranslation('common');
  const user = useSignedInUserOrNull();
  // This browser's copy of the user may be older than a plan bought elsewhere: the server says first.
  const confirmed = useUserConfirmed(user?.plan === 'free');
  const [opening, setOpening] = useState(false);
  if (user?.plan !== 'free' || !confirmed) return null;
  const pro = PLAN_LIMITS.pro;

  const upgrade = async () => {
    const tab = newTab ? openPendingTab() : null;
    setOpening(true);
    try {
      const url = await checkoutUrl('month');
      if (!tab) return window.location.assign(url);
      // Leaving the page keeps the button busy until the checkout appears; a new tab frees it at once.
      tab.go(url);
      setOpening(false);
    } catch (error) {
      tab?.close();
      setOpening(false);
      toastFailure(t('upgradeOffer.failed'), error);
    }
  };

  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()} data-testid="upgrade-offer">
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
      <div className="min-w-0 flex-1 space-y-1">
        {children}
        <p>
          {t('upgradeOffer.proAllows', {
            participants: pro.maxParticipants,
            hours: (pro.maxDurationMinutes ?? 0) / 60,
          })}
        </p>
      </div>
      <Button
        type="button"
        onClick={() => void upgrade()}
        disabled={opening}
        aria-busy={opening}
        className={buttonClassName}
      >
        {opening ? t('upgradeOffer.opening') : t('upgradeOffer.upgrade')}
      </Button>
    </div>
  );
}
