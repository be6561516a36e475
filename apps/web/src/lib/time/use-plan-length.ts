import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A plan's meeting length in words, in whole hours when it is one ('24 hours', '1 hour'), else in
 * minutes ('40 minutes'), with the language's plural forms (docs/product.md, 'Plans'). Pro's 1440 minutes
 * read as 24 hours everywhere a plan's limit is named.
 */
export function usePlanLength(): (minutes: number) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (minutes: number) =>
      minutes >= 60 && minutes % 60 === 0
        ? t('planLength.hours', { count: minutes / 60 })
        : t('planLength.minutes', { count: minutes }),
    [t],
  );
}
