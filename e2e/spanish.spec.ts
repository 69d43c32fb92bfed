import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFailures, waitForHydration } from './helpers/axe';
import { launchBrowser } from './helpers/browser';
import { waitForMail } from './helpers/mail';
import { type ApiPerformer, flexiblePerformer, workableDate } from './helpers/performers';
import { viewportContext } from './helpers/viewports';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

/** Picks a day in the wizard's calendar, which speaks Spanish on a Spanish page. */
async function pickDate(page: Page, iso: string) {
  await page.getByRole('button', { name: /Fecha del evento/ }).click();
  await page.getByRole('grid').first().waitFor();
  for (let i = 0; i < 3; i++) {
    const day = page.locator(`[data-day="${iso}"] button`);
    if (await day.count()) {
      await day.click();
      return;
    }
    await page.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  }
  throw new Error(`day ${iso} not found in the calendar`);
}

/** The Spanish site as a visitor on a phone uses it (issue 17): browse, filter, profile, book, e-mail. */
describe('the site in Spanish', () => {
  let browser: Browser;
  let performer: ApiPerformer;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await flexiblePerformer(baseURL);
  });
  afterAll(() => browser?.close());

  it('browses /es, filters, switches language keeping the filter, and opens a profile', async () => {
    const context = await browser.newContext(viewportContext('phone'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseURL}/es`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expect.poll(() => page.getByText(/^\d+ artistas disponibles$/).count()).toBe(1);
    // A phone has no 'Comenzar la reserva' (the header's 'Reservar' and the cards'): gender comes first.
    expect(await page.getByRole('button', { name: 'Bailarinas', exact: true }).count()).toBe(1);
    expect(await axeFailures(page)).toEqual([]);

    // A filter: the option reads in Spanish, the address keeps the API's value.
    await page.getByLabel('Zona', { exact: true }).selectOption({ label: 'Miami' });
    // The filter is kept in the address, inside /es (a replaced history entry, not a page load).
    await expect.poll(() => page.url()).toMatch(/\/es\/?\?.*serviceAreaIds=miami/);
    await expect.poll(() => page.getByText(/^\d+ artistas? disponibles?$/).count()).toBe(1);

    // EN | ES keeps the page and its filters, and remembers the choice.
    const english = page.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toMatch(/^\/\?.*serviceAreaIds=miami/);
    await english.click();
    await page.waitForURL(new RegExp(`^${baseURL}/\\?.*serviceAreaIds=miami`));
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.getByText(/performer\(s\) available$/).count()).toBe(1);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(new RegExp(`^${baseURL}/es\\?.*serviceAreaIds=miami`));
    await waitForHydration(page);

    // A profile, in Spanish, reached from a card.
    await page.goto(`${baseURL}/es/performer/${performer.slug}`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('heading', { name: `Reservar a ${performer.name}`, level: 2 }).count())
      .toBe(1);
    expect(await page.getByRole('link', { name: `Reservar a ${performer.name}` }).count()).toBeGreaterThanOrEqual(1);
    expect(await axeFailures(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('books through /es/booking with Spanish messages, confirmation and e-mail', async () => {
    const context = await browser.newContext(viewportContext('phone'));
    await context.route('https://cash.app/**', (route) =>
      route.fulfill({ body: 'cash app stand-in', contentType: 'text/plain' }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseURL}/es/booking/${performer.id}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Detalles del evento' }).count()).toBe(1);

    // Continue with nothing filled: the validation messages in Spanish.
    await page.getByRole('button', { name: 'Continuar' }).click();
    for (const message of [
      'La fecha del evento es obligatoria',
      'La hora del evento es obligatoria',
      'La zona de servicio es obligatoria',
      'El tipo de evento es obligatorio',
      'El lugar del evento es obligatorio',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(1);
    }
    await pickDate(page, workableDate(performer));
    await page.getByLabel('Hora del evento').fill('21:00');
    await page.getByLabel('Duración').selectOption('2');
    await page.getByLabel('Tipo de evento').selectOption({ label: 'Fiesta de cumpleaños' });
    await page.getByLabel('Zona de servicio').selectOption({ label: 'Miami' });
    await page.getByLabel('Lugar del evento').fill('1 Ocean Drive, Miami Beach');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sus datos' }).count()).toBe(1);

    await page.getByLabel('Nombre completo').fill('Lucía Prueba');
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByLabel('Teléfono').fill('305 555 0199');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => page.getByText('Escriba un correo electrónico válido', { exact: true }).count()).toBe(1);
    await page.getByLabel('Correo electrónico').fill('lucia@example.test');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Revise y envíe' }).count()).toBe(1);
    await expect
      .poll(() => page.getByText('Al enviar, confirma que es mayor de 18 años', { exact: false }).count())
      .toBe(1);
    expect(await axeFailures(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Acepto las reglas de la fiesta para mi evento.' }).check();
    await page.getByRole('button', { name: 'Enviar solicitud de reserva' }).click();
    await page.waitForURL('**/es/booking-confirmation/**');
    await expect.poll(() => page.locator('[data-toast]').getByText('¡Reserva enviada con éxito!').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Solicitud de reserva recibida' }).count()).toBe(1);
    expect(await page.getByText('Pendiente', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Próximos pasos' }).count()).toBe(1);
    expect(await axeFailures(page)).toEqual([]);

    // The client's e-mail arrives in Spanish, with the link to the Spanish page.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const reference = id.slice(0, 8).toUpperCase();
    const mail = await waitForMail(mailDir, (m) => m.subject === `Recibimos su solicitud de reserva ${reference}`);
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`Escriba ${reference} en la nota`);
    expect(mail.text).toContain(`${baseURL}/es/booking-confirmation/${id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Spanish to a browser that asks for it, never redirecting, and asks once', async () => {
    const context = await browser.newContext({ ...viewportContext('phone'), locale: 'es-US' });
    const page = await context.newPage();
    const res = await page.goto(`${baseURL}/`);
    expect(res?.url()).toBe(`${baseURL}/`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const offer = page.getByRole('region', { name: 'Idioma' });
    await expect.poll(() => offer.count()).toBe(1);
    expect(await axeFailures(page)).toEqual([]);
    await offer.getByRole('link', { name: 'Ver en español' }).click();
    await page.waitForURL(`${baseURL}/es`);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
    await page.goto(`${baseURL}/faq`);
    await waitForHydration(page);
    expect(await page.getByRole('region', { name: 'Idioma' }).count()).toBe(0);
    await context.close();
  });
});
