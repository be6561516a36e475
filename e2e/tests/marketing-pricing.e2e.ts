import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations, tabUntilFocused } from '../support/axe';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';

// The pricing page's toggle, actions and FAQ accordion, the legal pages, the marketing pages in
// Turkish, and axe on every public page in both languages (docs/product.md, 'Pricing page').
describe('pricing, legal pages, Turkish and accessibility', () => {
  const product = withProduct();
  const browser = withBrowser();

  /** A page without the splash and without transitions, as for someone who prefers reduced motion. */
  async function calmPage(language: 'en' | 'tr' = 'en'): Promise<Page> {
    const page = await openPage(browser, product.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (language !== 'en') await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    return page;
  }

  test('the pricing toggle switches the Pro price from 5.99 to 4.99', async () => {
    const page = await calmPage();
    await page.goto('/pricing');
    const pro = page.getByRole('article', { name: 'Pro' });
    await expectVisible(pro.getByText('€5.99', { exact: true }));
    await expectVisible(pro.getByText('Popular', { exact: true }));
    const yearly = page.getByRole('button', { name: /Yearly/ });
    await expectVisible(yearly.getByText('save ~17%'));

    await yearly.click();
    await expectVisible(pro.getByText('€4.99', { exact: true }));
    expect(await yearly.getAttribute('aria-pressed')).toBe('true');
    await expectVisible(page.getByRole('article', { name: 'Free' }).getByText('€0', { exact: true }));

    await page.getByRole('button', { name: 'Monthly' }).click();
    await expectVisible(pro.getByText('€5.99', { exact: true }));
  });

  test('a visitor upgrades by registering, and the Contact Us card mails sales', async () => {
    const page = await calmPage();
    await page.goto('/pricing');
    const email = page.getByRole('article', { name: 'Contact Us' }).getByRole('link', { name: 'Email Us' });
    expect(await email.getAttribute('href')).toMatch(/^mailto:[^@?]+@[^?]+\?subject=Enterprise%20inquiry$/);
    await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/guest/register');
  });

  test('the FAQ accordion opens and closes from the keyboard', async () => {
    const page = await calmPage();
    await page.goto('/pricing');
    const question = page.getByRole('button', { name: 'Is the Free plan really free?' });
    await expectVisible(question);
    // Reachable with Tab alone, as a keyboard user gets there.
    await tabUntilFocused(page, question);
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    const answer = page.getByRole('region', { name: 'Is the Free plan really free?' });
    await expectVisible(answer);
    expect(await answer.getAttribute('id')).toBe(await question.getAttribute('aria-controls'));
    expect(await answer.textContent()).toContain('free forever for basic usage');
    await expectNoA11yViolations(page, { label: '/pricing with an FAQ answer open' });

    await page.keyboard.press('Space');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isHidden()).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('ArrowDown');
    const next = page.getByRole('button', { name: 'Can I get my money back?' });
    expect(await next.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('region', { name: 'Can I get my money back?' }).getByText(/14-day refund/));
  });

  test('the footer links into the landing sections from another page', async () => {
    const page = await calmPage();
    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');
    // The landing page loads its code after the URL changes: the section may not exist yet.
    await page.waitForFunction(() => {
      const top = document.getElementById('about')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight;
    });
  });

  test('the same pages in Turkish, chosen with the header language switch', async () => {
    const page = await calmPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Bağlan. İş birliği yap. Üret.' }));
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap', exact: true }));
    const stats = page.getByRole('region', { name: 'Rakamlarla Video Meeting' });
    await expectVisible(stats.getByText('%99,9', { exact: true }));
    await expectVisible(stats.getByText('7/24', { exact: true }));
    await expectVisible(page.getByRole('heading', { name: '1.000 katılımcıya kadar' }));
    await expectVisible(page.getByRole('contentinfo').getByRole('link', { name: /yeni sekmede açılır/ }));

    await page.getByRole('banner').getByRole('link', { name: 'Fiyatlandırma' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    const pro = page.getByRole('article', { name: 'Pro' });
    await expectVisible(pro.getByText('€5,99', { exact: true }));
    await page.getByRole('button', { name: /Yıllık/ }).click();
    await expectVisible(pro.getByText('€4,99', { exact: true }));
    await expectVisible(page.getByRole('button', { name: /~%17 tasarruf/ }));
    const question = page.getByRole('button', { name: 'Ücretsiz plan gerçekten ücretsiz mi?' });
    await question.click();
    await expectVisible(page.getByRole('region', { name: 'Ücretsiz plan gerçekten ücretsiz mi?' }));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Koşullar' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Kullanım Koşulları' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gizlilik' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' }));
    await expectVisible(page.getByRole('heading', { name: '6. Haklarınız' }));
  });

  test('the legal pages say what is kept, for how long, and the rights under GDPR', async () => {
    const page = await calmPage();
    await page.goto('/privacy');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    const text = (await page.getByRole('main').textContent()) ?? '';
    for (const fact of ['deleted after one day', 'Sessions last 30 days', 'until your account is deleted']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('We do not process payment data');
    expect(await page.getByRole('main').getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);

    await page.goto('/terms');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Terms of Service' }));
    await expectVisible(page.getByRole('heading', { name: '3. Plans and limits' }));
  });

  test('the axe check fails on a serious violation and names it', async () => {
    const page = await calmPage();
    await page.setContent('<html lang="en"><title>t</title><main><h1>t</h1><button></button></main></html>');
    await expect(expectNoA11yViolations(page, { label: 'a nameless button' })).rejects.toThrow(
      /on a nameless button:\n- \[critical\] button-name/,
    );
  });

  describe.each(['en', 'tr'] as const)('axe in %s', (language) => {
    test.each(['/', '/pricing', '/terms', '/privacy', '/test'])(
      '%s has no serious or critical violations',
      async (path) => {
        const page = await calmPage(language);
        await page.goto(path);
        await expectVisible(page.getByRole('heading', { level: 1 }));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await expectNoA11yViolations(page, { label: `${path} (${language})` });
      },
    );
  });
});
