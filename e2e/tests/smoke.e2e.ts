import { describe, expect, test } from 'vitest';
import { expectVisible, openPage } from '../support/browser';
import { withBrowser, withProduct } from '../support/fixtures';

// The foundation works end to end: the built SPA is served with client-side routing, and the
// API answers in its envelope, both from the one server process.
describe('smoke', () => {
  const operatorToken = 'e2e-operator-token-0123456789';
  const product = withProduct({ env: { OPERATOR_TOKEN: operatorToken } });
  const browser = withBrowser();

  const tagline = 'Connect. Collaborate. Create.';

  test('the landing page shows the tagline and the ways in', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: tagline }));
    await expectVisible(page.getByRole('link', { name: 'Sign In' }));
    await expectVisible(page.getByRole('link', { name: 'Get Started' }));
  });

  test('the pricing page is served by the SPA fallback', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/pricing');
    await expectVisible(page.getByRole('heading', { name: 'Pricing' }));
  });

  test('the routing check page renders', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/test');
    await expectVisible(page.getByRole('heading', { name: 'Routing works' }));
  });

  test('an unknown path leads back to the landing page', async () => {
    const page = await openPage(browser, product.baseUrl);
    await page.goto('/some/unknown/path');
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('heading', { level: 1, name: tagline }));
  });

  test('health reports a working database to the operator, and only the status to anyone else', async () => {
    const url = `${product.baseUrl}/api/VideoMeeting/health`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${operatorToken}` } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, data: { database: { status: 'ok' } }, errors: [] });
    expect((await (await fetch(url)).json()).data).toEqual({ status: 'ok' });
  });

  test('an unknown API route answers 404 in the envelope, not with the SPA', async () => {
    const response = await fetch(`${product.baseUrl}/api/VideoMeeting/nope`);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, data: null });
    expect(body.errors).toEqual(expect.any(Array));
    expect(body.errors.length).toBeGreaterThan(0);
  });
});
