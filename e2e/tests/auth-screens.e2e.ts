// Issue 4 screens besides login: sign-up (spec §5 messages, values kept), the auth layout's shop branding and
// refId rule (spec §2), password reset and e-mail validation links, provider screens, and the API keys page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, width = 1440) {
  const opened = await newPage(browser, {
    width,
    cookies: [{ name: 'isOver18', value: 'true' }],
  });
  await opened.page.goto(path);
  await opened.page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
  return opened;
}

const field = (page: Page, name: string) => page.locator(`[name=${name}]`);
const helperOf = (page: Page, name: string) => page.locator(`#field-${name}-helper-text`).textContent();

async function fillBuyer(page: Page, email: string) {
  await field(page, 'firstname').fill('Claire');
  await field(page, 'lastname').fill('Dubois');
  await field(page, 'email').fill(email);
  await field(page, 'password').fill('Vendange1');
  await field(page, 'street').fill('12 rue des Vignes');
  await field(page, 'zipcode').fill('21000');
  await field(page, 'city').fill('Dijon');
  await field(page, 'termsAccepted').check();
  await field(page, 'adultCertified').check();
}

describe('buyer sign-up (spec §2, §5)', () => {
  it('names every missing field with the spec message and keeps what was typed', async () => {
    const { context, page } = await visit('/auth/register/buyer');
    await field(page, 'firstname').fill('Claire');
    await field(page, 'email').fill('claire.exemple.fr');
    await field(page, 'password').fill('vendange');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(helperOf(page, 'lastname')).resolves.toBe('Veuillez renseigner votre nom');
    await expect(helperOf(page, 'email')).resolves.toBe('Le mail est incorrect');
    await expect(helperOf(page, 'password')).resolves.toBe(
      'Doit contenir une majuscule et plus de 5 caractères',
    );
    await expect(helperOf(page, 'street')).resolves.toBe('Veuillez renseigner une adresse');
    await expect(helperOf(page, 'zipcode')).resolves.toBe('Veuillez renseigner un code postal');
    await expect(helperOf(page, 'city')).resolves.toBe('Veuillez renseigner une ville');
    await expect(page.locator('#termsAccepted-error').textContent()).resolves.toBe(
      "Veuillez accepter les conditions générales d'utilisation",
    );
    await expect(page.locator('#adultCertified-error').textContent()).resolves.toBe(
      'Veuillez certifier avoir plus de 18 ans',
    );
    await expect(field(page, 'firstname').inputValue()).resolves.toBe('Claire');
    await screenshot(page, 'auth-register-errors-1440');
    await context.close();
  });

  it("shows the API's message for an e-mail already used, keeping the form filled", async () => {
    const { context, page } = await visit('/auth/register/buyer');
    await fillBuyer(page, 'buyer@sarment.test');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByTestId('form-message').textContent()).resolves.toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    await expect(field(page, 'city').inputValue()).resolves.toBe('Dijon');
    await expect(field(page, 'termsAccepted').isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Créer mon compte' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it("signs up from a shop's link: logged in, client of that shop, address saved", async () => {
    const { context, page } = await visit('/auth/register/buyer?id=trois-vallees');
    const errors = watchErrors(page);
    await fillBuyer(page, `claire.${Date.now()}@exemple.fr`);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const me = await page.evaluate(async () => (await fetch('/v1/users/me')).json());
    expect(me).toMatchObject({
      role: 'buyer',
      firstname: 'Claire',
      shops: [{ id: 'shp_trois_vallees', role: 'client' }],
      deliveryAddress: { street: '12 rue des Vignes', zipcode: '21000', city: 'Dijon', country: 'FR' },
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('provider sign-up screens (spec §2 /auth/register-{provider})', () => {
  it('offers the three accounts, and 404s an unknown provider', async () => {
    const { context, page } = await visit('/auth/register-sarment');
    await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    await expect(
      page.getByRole('link', { name: /Producteur ou négociant/ }).getAttribute('href'),
    ).resolves.toBe('/auth/register-sarment/seller');
    await expect(page.getByRole('link', { name: /Agent commercial/ }).getAttribute('href')).resolves.toBe(
      '/auth/register-sarment/agent',
    );
    const response = await page.goto('/auth/register-unknown');
    expect(response?.status()).toBe(404);
    await context.close();
  });

  it('signs a producer up: owner of a new shop, on the dashboard', async () => {
    const { context, page } = await visit('/auth/register-sarment/seller');
    await field(page, 'shopName').fill('Clos des Essais');
    await field(page, 'businessType').selectOption('cider');
    await field(page, 'firstname').fill('Paul');
    await field(page, 'lastname').fill('Verger');
    await field(page, 'email').fill(`paul.${Date.now()}@exemple.fr`);
    await field(page, 'password').fill('Pommes2026');
    await field(page, 'termsAccepted').check();
    await field(page, 'adultCertified').check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const shop = await page.evaluate(async () => (await fetch('/v1/shops/me')).json());
    expect(shop).toMatchObject({ name: 'Clos des Essais', businessType: 'cider' });
    await context.close();
  });
});

describe('auth layout (spec §2 Layouts, §7 GET /v1/shops/{id})', () => {
  it("wears the shop's name and links back to it when the query names a shop", async () => {
    const { context, page } = await visit('/auth/login?id=TROISV');
    const back = page.getByRole('link', { name: 'Retour à la boutique Domaine des Trois Vallées' });
    await expect(back.getAttribute('href')).resolves.toBe('/trois-vallees');
    // the links to the other auth screens keep the shop
    await expect(page.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).resolves.toBe(
      '/auth/register/buyer?id=TROISV',
    );
    await context.close();
  });

  it("shows the shop's banner, logo and colour when it has them", async () => {
    const owner = await newPage(browser);
    const login = await owner.context.request.post('/v1/auth/login', {
      data: { email: 'owner@distillerie-du-mont.test', password: 'Sarment2026' },
    });
    expect(login.status()).toBe(200);
    const brand = { banner: '/favicon.svg', logo: '/favicon.svg', color: '#2a6f4e' };
    const saved = await owner.context.request.put('/v1/shops/me', { data: { editedShop: brand } });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      const { context, page } = await visit('/auth/login?id=distillerie-du-mont', 375);
      await expect(
        page
          .getByTestId('auth-banner')
          .evaluate((el) => el.ownerDocument.defaultView.getComputedStyle(el).backgroundImage),
      ).resolves.toContain('/favicon.svg');
      const back = page.getByRole('link', { name: 'Retour à la boutique Distillerie du Mont' });
      await expect(back.locator('img').getAttribute('src')).resolves.toBe('/favicon.svg');
      // the shop's colour is the forms' primary colour
      await expect(
        page
          .getByRole('button', { name: 'Se connecter' })
          .evaluate((el) => el.ownerDocument.defaultView.getComputedStyle(el).backgroundColor),
      ).resolves.toBe('rgb(42, 111, 78)');
      await screenshot(page, 'auth-login-shop-375');
      await context.close();
    } finally {
      await owner.context.request.put('/v1/shops/me', {
        data: { editedShop: { banner: null, logo: null, color: null } },
      });
      await owner.context.close();
    }
  });

  it('hides the login and register buttons when a refId query exists', async () => {
    const { context, page } = await visit('/auth/login?refId=abc');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await expect(page.getByRole('link', { name: 'Créer un compte' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('speaks English with ?lang=en', async () => {
    const { context, page } = await visit('/auth/login?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(helperOf(page, 'login')).resolves.toBe('This field cannot be empty');
    await context.close();
  });
});

describe('password reset and e-mail validation links', () => {
  it('confirms a reset request without telling whether the account exists', async () => {
    const { context, page } = await visit('/auth/resetpwd');
    await field(page, 'email').fill('nobody@exemple.fr');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText('Si un compte existe pour cette adresse').waitFor();
    await context.close();
  });

  it('refuses a dead reset link and a dead validation link with the spec message', async () => {
    const { context, page } = await visit('/auth/resetpwd?token=0000000000000000000000');
    await field(page, 'password').fill('Vendange1');
    await field(page, 'confirmation').fill('Vendange2');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(helperOf(page, 'confirmation')).resolves.toBe('Les mots de passe ne correspondent pas');
    await field(page, 'confirmation').fill('Vendange1');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByTestId('form-message').textContent()).resolves.toBe(
      'Ce lien a expiré ou a déjà été utilisé.',
    );
    await page.goto('/auth/validate?token=0000000000000000000000');
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
    await expect(page.getByTestId('form-message').textContent()).resolves.toBe(
      'Ce lien a expiré ou a déjà été utilisé.',
    );
    await context.close();
  });
});

describe('API keys (spec §2 /get-api-key, owner and iam)', () => {
  it('creates a key shown once with a copy button, lists it by its last 4, then revokes it', async () => {
    const { context, page } = await visit('/get-api-key');
    await field(page, 'login').fill('owner@trois-vallees.test');
    await field(page, 'password').fill('Sarment2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/get-api-key');
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await field(page, 'name').fill('Logiciel de caisse');
    await page.getByRole('button', { name: 'Créer une clé' }).click();
    const key = await page.getByTestId('created-key').inputValue();
    expect(key).toMatch(/^sk_/);
    await page.getByRole('button', { name: 'Copier la clé' }).waitFor();
    const listed = page.getByTestId('api-key').filter({ hasText: 'Logiciel de caisse' });
    await expect(listed.textContent()).resolves.toContain(key.slice(-4));
    await screenshot(page, 'auth-api-keys-1440');
    // the key works as a Bearer token, until it is revoked
    const withKey = () =>
      page.evaluate(
        async (bearer) =>
          (
            await fetch('/v1/users/me', {
              credentials: 'omit',
              headers: { authorization: `Bearer ${bearer}` },
            })
          ).status,
        key,
      );
    await expect(withKey()).resolves.toBe(200);
    await page.getByRole('button', { name: 'Révoquer la clé Logiciel de caisse' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
    await listed.waitFor({ state: 'detached' });
    await expect(page.getByTestId('created-key').count()).resolves.toBe(0);
    await expect(withKey()).resolves.toBe(401);
    await context.close();
  });
});
