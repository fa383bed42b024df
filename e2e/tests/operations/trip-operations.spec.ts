import { readFileSync } from 'node:fs';
import { request, type Download, type Locator, type Page } from '@playwright/test';
import { DISTRICTS, type School, type Trip, type TripSummary } from '@voyage/domain';
import { csrfHeaders } from '../../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { BASE_URL } from '../../fixtures/env.ts';
import { t, type Language } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { approveThroughApi, registerConfirmedFamily, type FamilyRegistration } from '../../fixtures/review.ts';
import { escapeRegExp } from '../../fixtures/text.ts';
import { expect, test } from '../../fixtures/test.ts';
import { TRIP_EDITOR_WAIT, tripTitle } from '../../fixtures/trip-data.ts';

/** A file name's words as the exports write them (docs/product/exports.md#files): lower case, hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The top bar's trip menu, whichever trip it shows. */
function tripMenuButton(page: Page, lng: Language): Locator {
  const [before = '', after = ''] = t(lng, 'common:tripMenu.label', { trip: '\u0000' }).split('\u0000');
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`) });
}

/** Picks a format in an export menu and waits for the browser to save the file. */
async function download(page: Page, menu: string, format: string): Promise<Download> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format, exact: true }).click();
  return saved;
}

async function savedText(file: Download): Promise<string> {
  return readFileSync(await file.path(), 'latin1');
}

/**
 * What `POST /api/registration/start` answers a family entering `code`, as the registration form's first call:
 * its status and the fields it refused.
 */
async function startWithCode(tripId: number, code: string): Promise<{ status: number; refused: string[] }> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const response = await api.post('/api/registration/start', {
      headers: await csrfHeaders(api),
      data: { tripId, registrationCode: code },
    });
    const body = (await response.json()) as { fieldErrors?: Record<string, unknown> };
    return { status: response.status(), refused: Object.keys(body.fieldErrors ?? {}) };
  } finally {
    await api.dispose();
  }
}

test.describe('[OPERATIONS]: staff run the trip', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test('[OPERATIONS]: next year is copied from the active trip in Greek, a programme day is edited in English in both languages and kept; Activate asks first and can be cancelled', async ({
    adminPage: page,
    adminApi,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const trips = (await (await adminApi.get('/api/trip/all')).json()) as TripSummary[];
    // Next year's, or the year after the newest trip when another run made that one already.
    const year = Math.max(trip.year, ...trips.map((summary) => summary.year)) + 1;
    const copy = { ...trip, year };

    await test.step('the New trip dialog copies the active trip for the next year; the trip menu lists it', async () => {
      await page.goto('/trips/list');
      await page.getByRole('button', { name: t('el', 'trips:new.open'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('el', 'trips:new.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox', { name: t('el', 'trips:new.source') }).click();
      await page
        .getByRole('option', { name: t('el', 'trips:new.copyOf', { trip: tripTitle(trip, 'el') }), exact: true })
        .click();
      await dialog.getByRole('textbox', { name: t('el', 'trips:new.nameEl') }).fill(trip.name.el);
      await dialog.getByRole('textbox', { name: t('el', 'trips:new.nameEn') }).fill(trip.name.en);
      await dialog.getByRole('textbox', { name: t('el', 'trips:new.year') }).fill(String(year));
      await expectNoSeriousA11yViolations(page, 'New trip dialog');
      await dialog.getByRole('button', { name: t('el', 'trips:new.create'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/trip\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tripTitle(copy, 'el'), TRIP_EDITOR_WAIT);

      await tripMenuButton(page, 'el').click();
      await expect(
        page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(tripTitle(copy, 'el'))}`) }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    });

    const schedule = page.getByRole('region', { name: t('el', 'trips:sections.schedule'), exact: true });
    await expect(schedule).toBeVisible(TRIP_EDITOR_WAIT);
    await expectNoSeriousA11yViolations(page, 'trip editor (el)');

    const titles = { el: `Άφιξη και Μονμάρτη ${uniqueLetters(4)}`, en: `Arrival and Montmartre ${uniqueLetters(4)}` };
    await test.step('in English, day 1 gets a new title in Greek and in English, saved and still there after a reload', async () => {
      await switchLanguage(page, 'en');
      const section = page.getByRole('region', { name: t('en', 'trips:sections.schedule'), exact: true });
      const field = (language: Language) =>
        section.getByRole('textbox', {
          name: `${t('en', 'trips:fields.dayTitle', { day: 1 })} (${t('en', `trips:editor.${language === 'el' ? 'greek' : 'english'}`)})`,
          exact: true,
        });
      await field('el').fill(titles.el);
      await field('en').fill(titles.en);
      await section
        .getByRole('button', {
          name: t('en', 'trips:editor.saveLabel', { section: t('en', 'trips:sections.schedule') }),
        })
        .click();
      await expect(section.getByRole('status')).toHaveText(t('en', 'trips:editor.saved'), TRIP_EDITOR_WAIT);
      await page.reload();
      await expect(field('el')).toHaveValue(titles.el, TRIP_EDITOR_WAIT);
      await expect(field('en')).toHaveValue(titles.en);
    });

    await test.step('Activate asks first, naming the active trip; Cancel leaves the copy inactive', async () => {
      await page.getByRole('button', { name: t('en', 'trips:activate.open'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('en', 'trips:activate.title') });
      await expect(dialog).toContainText(
        t('en', 'trips:activate.description', { trip: tripTitle(copy, 'en'), current: tripTitle(trip, 'en') }),
      );
      await expectNoSeriousA11yViolations(page, 'Activate dialog');
      await dialog.getByRole('button', { name: t('en', 'trips:activate.cancel'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: t('en', 'trips:activate.open'), exact: true })).toBeVisible();
      const active = (await (await adminApi.get('/api/trip/active')).json()) as Trip;
      expect(active.id).toBe(trip.id);
    });
  });

  test('[OPERATIONS]: a new school gets a new code (the old one refused), a new departure with its flights shows on the landing page at once, and its approved travellers are roomed and exported', async ({
    adminPage: page,
    adminApi,
    publicTrip,
  }) => {
    const { trip } = publicTrip;
    const suffix = uniqueLetters(5);
    const schoolName = `Γυμνάσιο Δοκιμής ${suffix.toUpperCase()}`;
    const district = DISTRICTS[0];
    const schoolOnApi = async () => {
      const schools = (await (await adminApi.get(`/api/schools?trip_id=${trip.id}`)).json()) as School[];
      const found = schools.find((school) => school.name === schoolName);
      if (!found) throw new Error(`no school ${schoolName}`);
      return found;
    };

    await test.step('in Greek, Add a school: the form, then the school page', async () => {
      await page.goto('/schools');
      await page.getByRole('button', { name: t('el', 'operations:schoolForm.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('el', 'operations:schoolForm.addTitle') });
      await dialog.getByRole('textbox', { name: t('el', 'operations:schoolForm.name'), exact: true }).fill(schoolName);
      await dialog
        .getByRole('combobox', { name: t('el', 'operations:schoolForm.district'), exact: true })
        .selectOption({ label: t('el', `admin:districts.${district}`) });
      await dialog
        .getByRole('textbox', { name: t('el', 'operations:schoolForm.contactName'), exact: true })
        .fill('Μαρία Καθηγήτρια');
      await dialog
        .getByRole('textbox', { name: t('el', 'operations:schoolForm.contactEmail'), exact: true })
        .fill(`teacher.${suffix}@example.com`);
      await expectNoSeriousA11yViolations(page, 'Add a school dialog');
      await dialog.getByRole('button', { name: t('el', 'operations:schoolForm.save'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('link', { name: new RegExp(escapeRegExp(schoolName)) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(schoolName);
    });

    let school = await schoolOnApi();
    await test.step('New code, after its confirmation, shows the new code; the old one is refused, the new one accepted', async () => {
      const oldCode = school.registrationCode;
      await expect(page.getByRole('main').getByText(oldCode, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t('el', 'operations:code.renewLabel'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('el', 'operations:code.confirmTitle') });
      await expect(dialog).toContainText(t('el', 'operations:code.confirmBody', { code: oldCode }));
      await expectNoSeriousA11yViolations(page, 'new code confirmation');
      await dialog.getByRole('button', { name: t('el', 'operations:code.confirm'), exact: true }).click();
      await expect(dialog).toBeHidden();
      school = await schoolOnApi();
      expect(school.registrationCode).not.toBe(oldCode);
      await expect(page.getByRole('status')).toHaveText(
        t('el', 'operations:code.renewed', { code: school.registrationCode }),
      );
      await expect(page.getByRole('main').getByText(school.registrationCode, { exact: true })).toBeVisible();
      expect(await startWithCode(trip.id, oldCode), 'the old code').toEqual({
        status: 400,
        refused: ['registrationCode'],
      });
      expect(await startWithCode(trip.id, school.registrationCode), 'the new code').toEqual({
        status: 201,
        refused: [],
      });
    });

    const departure = {
      label: { el: `Λάρνακα ${suffix.toUpperCase()}`, en: `Larnaca ${suffix.toUpperCase()}` },
      carrier: 'Cyprus Airways',
      hotel: `Hôtel Test ${suffix}`,
      flights: [
        {
          number: `CY${1000 + Math.floor(Math.random() * 8999)}`,
          from: 'LCA',
          to: 'CDG',
          departs: '07:05',
          arrives: '10:40',
        },
        {
          number: `CY${1000 + Math.floor(Math.random() * 8999)}`,
          from: 'CDG',
          to: 'LCA',
          departs: '12:15',
          arrives: '17:30',
        },
      ],
    };
    await test.step('in English, New departure with its two flights, the new school ticked and an escort', async () => {
      await page.goto('/admin/departures/list');
      await switchLanguage(page, 'en');
      await page.getByRole('link', { name: t('en', 'operations:departureForm.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('en', 'operations:departureForm.addTitle') });
      const label = (key: string) => t('en', `operations:departureForm.${key}`);
      await dialog.getByRole('textbox', { name: label('labelEl'), exact: true }).fill(departure.label.el);
      await dialog.getByRole('textbox', { name: label('labelEn'), exact: true }).fill(departure.label.en);
      await dialog.getByRole('textbox', { name: label('outboundDate'), exact: true }).fill(trip.startsOn);
      await dialog.getByRole('textbox', { name: label('inboundDate'), exact: true }).fill(trip.endsOn);
      await dialog.getByRole('textbox', { name: label('carrier'), exact: true }).fill(departure.carrier);
      await dialog.getByRole('textbox', { name: label('hotel'), exact: true }).fill(departure.hotel);
      for (const [index, flight] of departure.flights.entries()) {
        const group = dialog.getByRole('group', {
          name: t('en', 'operations:departureForm.flight', { number: index + 1 }),
        });
        await group.getByRole('textbox', { name: label('flightNumber'), exact: true }).fill(flight.number);
        await group.getByRole('textbox', { name: label('from'), exact: true }).fill(flight.from);
        await group.getByRole('textbox', { name: label('to'), exact: true }).fill(flight.to);
        await group
          .getByRole('textbox', { name: label('date'), exact: true })
          .fill(index === 0 ? trip.startsOn : trip.endsOn);
        await group.getByRole('textbox', { name: label('departureTime'), exact: true }).fill(flight.departs);
        await group.getByRole('textbox', { name: label('arrivalTime'), exact: true }).fill(flight.arrives);
      }
      await dialog.getByRole('checkbox', { name: schoolName, exact: true }).check();
      await dialog.getByRole('button', { name: label('addEscort'), exact: true }).click();
      const escort = dialog.getByRole('group', { name: t('en', 'operations:departureForm.escort', { number: 1 }) });
      await escort.getByRole('textbox', { name: label('escortName'), exact: true }).fill('Andreas Escort');
      await escort.getByRole('textbox', { name: label('escortPhone'), exact: true }).fill('99 765432');
      await expectNoSeriousA11yViolations(page, 'New departure dialog');
      await dialog.getByRole('button', { name: label('save'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(departure.label.en);
    });
    const departureUrl = page.url();

    await test.step('the landing page shows the new departure and its flights at once', async () => {
      await page.goto('/');
      const flights = page.getByRole('region', { name: t('en', 'public:flights.title') });
      await expect(flights.getByRole('heading', { name: departure.label.en, exact: true })).toBeVisible();
      await expect(flights.getByText(departure.hotel, { exact: true })).toBeVisible();
      for (const flight of departure.flights) {
        const times = t('en', 'components:flights.times', {
          number: flight.number,
          departs: flight.departs,
          arrives: flight.arrives,
        });
        await expect(flights.getByText(times, { exact: true })).toBeVisible();
      }
    });

    const families: FamilyRegistration[] = [];
    for (let index = 0; index < 3; index++) {
      families.push(await registerConfirmedFamily({ trip, school, language: 'el', surname: `ROOM${suffix}` }));
    }
    for (const family of families) await approveThroughApi(adminApi, family);

    const moved = families[0]!;
    const movedName = `${moved.lastName} ${moved.firstName}`;
    await test.step('in Greek, Rooming: Auto-fill places the three, then one moves to a new room with the "Move to…" select', async () => {
      await page.goto(departureUrl);
      await switchLanguage(page, 'el');
      await page.getByRole('link', { name: t('el', 'rooming:open'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'rooming:title'));
      const room = (number: number) =>
        page.getByRole('region', { name: t('el', 'rooming:room', { number }), exact: true });
      // The trip's auto-fill setting, by school unless changed, each way with its count of rooms.
      const mix = page.getByRole('radiogroup', { name: t('el', 'rooming:mix.label') });
      await expect(mix.getByRole('radio', { name: t('el', 'rooming:mix.by-school', { rooms: 1 }) })).toBeChecked();
      await page.getByRole('button', { name: t('el', 'rooming:autoFill.button'), exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(t('el', 'rooming:autoFill.done'));
      await expect(room(1)).toContainText(t('el', 'rooming:roomCount', { count: 3 }));
      for (const family of families) await expect(room(1)).toContainText(family.lastName);

      const move = page.getByRole('combobox', { name: t('el', 'rooming:move.label', { name: movedName }) });
      await move.focus();
      await move.selectOption({ label: t('el', 'rooming:move.new') });
      await expect(page.getByRole('status')).toHaveText(t('el', 'rooming:move.done', { name: movedName }));
      await expect(room(2)).toContainText(moved.lastName);
      await expect(room(2)).toContainText(t('el', 'rooming:roomCount', { count: 1 }));
      await expect(room(1)).toContainText(t('el', 'rooming:roomCount', { count: 2 }));
      await expect(room(1)).not.toContainText(moved.lastName);
      // Headings too: the rooms are h2 under the page's h1, no level skipped.
      await expectNoSeriousA11yViolations(page, 'rooming', { rules: ['heading-order'] });
    });

    await test.step('the rooming list (PDF) and the flight manifest (PDF, CSV) download, named after the departure', async () => {
      const list = await download(page, t('el', 'rooming:list.button'), t('el', 'exports:formats.pdf'));
      expect(list.suggestedFilename()).toBe(`rooming-list-${slug(departure.label.en)}-${trip.startsOn}.pdf`);
      expect((await savedText(list)).startsWith('%PDF-')).toBe(true);

      await page.getByRole('link', { name: t('el', 'rooming:back'), exact: true }).click();
      const manifestName = `manifest-${slug(trip.name.en)}-${trip.year}-${slug(departure.label.en)}-${trip.startsOn}`;
      const pdf = await download(page, t('el', 'exports:manifest'), t('el', 'exports:formats.pdf'));
      expect(pdf.suggestedFilename()).toBe(`${manifestName}.pdf`);
      expect((await savedText(pdf)).startsWith('%PDF-')).toBe(true);
      const csv = await download(page, t('el', 'exports:manifest'), t('el', 'exports:formats.csv'));
      expect(csv.suggestedFilename()).toBe(`${manifestName}.csv`);
      expect(readFileSync(await csv.path(), 'utf8')).toContain(moved.lastName);
    });

    await test.step("the hotel's meal list (XLSX) downloads beside the manifest", async () => {
      await page.getByRole('button', { name: t('el', 'exports:mealList'), exact: true }).click();
      await expect(page.getByRole('menuitem', { name: t('el', 'exports:formats.pdf'), exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the meal list menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      const meals = await download(page, t('el', 'exports:mealList'), t('el', 'exports:formats.xlsx'));
      const name = `meal-list-${slug(trip.name.en)}-${trip.year}-${slug(departure.label.en)}-${trip.startsOn}`;
      expect(meals.suggestedFilename()).toBe(`${name}.xlsx`);
      expect((await savedText(meals)).startsWith('PK')).toBe(true);
    });
  });
});
