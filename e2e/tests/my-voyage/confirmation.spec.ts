import { expectNoSeriousA11yViolations } from '../../fixtures/axe.ts';
import { t } from '../../fixtures/i18n.ts';
import { uniqueLetters } from '../../fixtures/registration-form.ts';
import { signInAsFamily } from '../../fixtures/review.ts';
import { describeStory, expect, PHONE, test } from '../../fixtures/family-test.ts';

const lng = 'el';

describeStory('[MY VOYAGE]: the printable confirmation', PHONE, 90_000, () => {
  test('[MY VOYAGE]: on a phone, the parent saves the confirmation in the language the page is read in', async ({
    page,
    newFamily,
  }) => {
    const family = await newFamily({ seat: 10, language: lng, surname: `PRNT${uniqueLetters(4)}`, approved: true });
    await signInAsFamily(page, lng, family.guardianEmail);
    const print = page.getByRole('link', { name: t(lng, 'myVoyage:traveller.printConfirmation'), exact: true });
    await expect(print).toBeVisible();
    // At least 24 px each way on a phone (WCAG 2.5.8), as every control. Measured in the page until it holds: while
    // My Voyage redraws the card (its next data arriving), the card is briefly hidden and measures 0.
    const smallerSide = () =>
      print.evaluate((link) => Math.min(link.getBoundingClientRect().height, link.getBoundingClientRect().width));
    await expect.poll(smallerSide).toBeGreaterThanOrEqual(24);
    const href = (await print.getAttribute('href'))!;
    expect(href).toBe(`/api/my/travellers/${family.id}/confirmation.pdf?lang=el`);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'My Voyage with the confirmation');
  });
});
