// Issue 8, account tab and shop editor images: the owner changes their password (wrong current password shows
// the API's message, the new one logs in); the cropper opens on the banner at 500 px high. Screenshots of the
// settings and customize pages at 375 and 1440 px.

import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { demoPassword, loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('account tab: password change', () => {
  it('refuses a wrong current password, then changes it; the new password logs in', async () => {
    const { page, context } = await loggedInPage(browser, 'owner@champagne-lemoine.test', {
      width: 375,
      height: 800,
    });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/settings?link=account');
    await page.locator('input[name=currentPassword]').fill('Mauvais2026');
    await page.locator('input[name=newPassword]').fill('sarment');
    await page.getByText('Doit contenir une majuscule et plus de 5 caractères').first().waitFor();
    expect(await page.getByTestId('password-save').isDisabled()).toBe(true);
    await page.locator('input[name=newPassword]').fill('Bulles2026');
    await page.locator('input[name=confirmPassword]').fill('Bulles2026');
    await screenshot(page, 'settings-account-375');
    await page.getByTestId('password-save').click();
    await page.getByRole('alert').getByText('Le mot de passe actuel est incorrect.').waitFor();
    await page.locator('input[name=currentPassword]').fill(demoPassword);
    await page.getByTestId('password-save').click();
    await page.getByText('Votre mot de passe a bien été modifié.').waitFor();
    expect((await context.request.get('/v1/users/me')).status()).toBe(200);
    const login = await context.request.post('/v1/auth/login', {
      data: { email: 'owner@champagne-lemoine.test', password: 'Bulles2026' },
    });
    expect(login.status()).toBe(200);
    // the refused attempt is a 422 answer the browser logs; nothing else may fail
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  });

  it('the account tab at 1440 px', async () => {
    const { page } = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 1440, height: 1000 });
    await openPage(page, '/dashboard/settings?link=account');
    await page.locator('input[name=currentPassword]').waitFor();
    await screenshot(page, 'settings-account-1440');
  });
});

describe('shop editor: image cropper', () => {
  for (const width of [375, 1440]) {
    it(`crops a banner in a 500 px high cropper and previews the upload (${width} px)`, async () => {
      const { page } = await loggedInPage(browser, 'owner@trois-vallees.test', { width, height: 900 });
      const errors = watchErrors(page);
      await openPage(page, '/dashboard/customize');
      await screenshot(page, `customize-${width}`);
      const banner = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#219ebc' } })
        .jpeg()
        .toBuffer();
      await page
        .locator('input[type=file][name=banner]')
        .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: banner });
      const cropper = page.getByTestId('image-cropper');
      await cropper.waitFor();
      expect((await cropper.boundingBox())?.height).toBe(500);
      await screenshot(page, `customize-cropper-${width}`);
      await page.getByTestId('crop-confirm').click();
      const preview = page.getByAltText('Bannière');
      await preview.waitFor();
      const src = await preview.getAttribute('src');
      expect(src).toMatch(/^\/v1\/media\/shp_trois_vallees\/img_\w+\.webp$/);
      expect(await page.getByTestId('image-cropper').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
