import { t } from '../../fixtures/i18n.ts';
import { switchLanguage } from '../../fixtures/preferences.ts';
import { expect, test } from '../../fixtures/test.ts';
import { firstParagraph } from '../../fixtures/text.ts';

test.describe('[PUBLIC]: useful information and documents', () => {
  test('[PUBLIC]: /useful-info shows every section of the trip in Greek and in English', async ({
    page,
    publicTrip,
  }) => {
    const sections = publicTrip.trip.usefulInfo;
    expect(sections.length).toBeGreaterThan(0);
    await page.goto('/useful-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'public:usefulInfo.title'));
    for (const section of sections) {
      const region = page.getByRole('region', { name: section.title.el });
      await expect(region).toContainText(firstParagraph(section.body.el));
    }

    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'public:usefulInfo.title'));
    for (const section of sections) {
      await expect(page.getByRole('region', { name: section.title.en })).toContainText(firstParagraph(section.body.en));
    }
  });

  test('[PUBLIC]: /docs shows the consent document, the terms and the general information', async ({
    page,
    publicTrip,
  }) => {
    const documents = publicTrip.trip.documents;
    expect(documents.map((document) => document.key).sort()).toEqual(['consent', 'general', 'terms']);
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('el', 'public:docs.title'));
    const contents = page.getByRole('navigation', { name: t('el', 'public:docs.toc') });
    for (const document of documents) {
      await expect(contents.getByRole('link', { name: document.title.el })).toBeVisible();
      await expect(page.getByRole('region', { name: document.title.el })).toContainText(
        firstParagraph(document.body.el),
      );
    }

    const terms = documents.find((document) => document.key === 'terms');
    if (terms) {
      await contents.getByRole('link', { name: terms.title.el }).click();
      await expect(page).toHaveURL(/\/docs#terms$/);
      await expect(page.getByRole('heading', { name: terms.title.el, level: 2 })).toBeInViewport();
    }
  });
});
