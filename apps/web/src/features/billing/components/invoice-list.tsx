import type { BillingInvoice } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { formatMoney } from '../utils/format-money';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass = 'font-semibold text-indigo-700 underline hover:text-indigo-600';

/** The account's invoices: date, amount, status, and Stripe's page and PDF of each. */
export function InvoiceList({ invoices }: { invoices: BillingInvoice[] }) {
  const { t, i18n } = useTranslation('account');
  const format = useDateFormat();
  const language = i18n.resolvedLanguage ?? 'en';
  const statusText = (status: string | null) =>
    status && ['paid', 'open', 'void', 'uncollectible', 'draft'].includes(status)
      ? t(`billing.status.${status as 'paid'}`)
      : (status ?? '');

  return (
    <section aria-labelledby="billing-invoices" className="space-y-2">
      <h3 id="billing-invoices" className="text-sm font-semibold text-slate-900">
        {t('billing.invoices')}
      </h3>
      {invoices.length === 0 ? (
        <p className="text-sm text-slate-600">{t('billing.noInvoices')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-4 font-medium">{t('billing.invoiceDate')}</th>
                <th className="py-1 pr-4 font-medium">{t('billing.invoiceAmount')}</th>
                <th className="py-1 pr-4 font-medium">{t('billing.invoiceStatus')}</th>
                <th className="py-1 font-medium">{t('billing.invoiceLinks')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-t border-slate-100">
                  <td className="py-1.5 pr-4">
                    <time dateTime={invoice.date}>{format.longDate(invoice.date)}</time>
                  </td>
                  <td className="py-1.5 pr-4">{formatMoney(invoice.amount, invoice.currency, language)}</td>
                  <td className="py-1.5 pr-4">{statusText(invoice.status)}</td>
                  <td className="space-x-3 py-1.5">
                    {invoice.url ? (
                      <a href={invoice.url} {...external} className={linkClass}>
                        {t('billing.viewInvoice')}
                      </a>
                    ) : null}
                    {invoice.pdfUrl ? (
                      <a href={invoice.pdfUrl} {...external} className={linkClass}>
                        {t('billing.downloadPdf')}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
