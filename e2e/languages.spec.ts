import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, CASHIER, expectAccessible } from './support';

// Issue 42: a student opens the landing page in Sinhala (or Tamil), registers, and tracks an
// order in the same language; the page says its language, loads only its script's font, and
// the customer record keeps the language for their messages.

const api = apiAs(CASHIER);
const REGISTER = '/api/customers/register-from-landing';

const freshPhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The words the test reads, in each language (the catalogs' own translations). */
const WORDS = {
  si: {
    title: 'ස්මාර්ට් රෙදි සේදීම, සරලව',
    register: /ලියාපදිංචි වී 20% වට්ටම ලබාගන්න/,
    dialog: 'පාරිභෝගිකයෙකු ලෙස ලියාපදිංචි වන්න',
    next: 'ඉදිරියට',
    fullName: 'සම්පූර්ණ නම',
    phone: 'දුරකථන අංකය',
    student: 'මම ශිෂ්‍යයෙක්',
    studentId: 'ශිෂ්‍ය හැඳුනුම්පත් අංකය',
    review: 'සමාලෝචනය',
    complete: 'ලියාපදිංචිය සම්පූර්ණ කරන්න',
    registered: 'ඔබ ලියාපදිංචි විය!',
    track: 'ඔබේ ඇණවුම සොයා බලන්න',
    order: 'ඇණවුම',
    washing: 'සේදීම',
    font: 'noto-sans-sinhala',
    otherFont: 'noto-sans-tamil',
    smsStart: 'සූදානම්',
  },
  ta: {
    title: 'ஸ்மார்ட் சலவை, எளிமையாக',
    register: /பதிவு செய்து 20% தள்ளுபடி பெறுங்கள்/,
    dialog: 'வாடிக்கையாளராகப் பதிவு செய்யுங்கள்',
    next: 'தொடரவும்',
    fullName: 'முழுப் பெயர்',
    phone: 'தொலைபேசி எண்',
    student: 'நான் ஒரு மாணவர்',
    studentId: 'மாணவர் அடையாள எண்',
    review: 'மதிப்பாய்வு',
    complete: 'பதிவை முடிக்கவும்',
    registered: 'நீங்கள் பதிவு செய்துவிட்டீர்கள்!',
    track: 'உங்கள் ஆர்டரைக் கண்காணியுங்கள்',
    order: 'ஆர்டர்',
    washing: 'சலவை',
    font: 'noto-sans-tamil',
    otherFont: 'noto-sans-sinhala',
    smsStart: 'தயார்',
  },
} as const;

/** The fonts the page fetched so far. */
function fontsOf(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  return fonts;
}

for (const language of ['si', 'ta'] as const) {
  const words = WORDS[language];

  test(`a student registers with the page in ${language} and tracks an order in it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const fonts = fontsOf(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?lang=${language}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: words.register }).first().click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    const next = page.getByRole('button', { name: words.next });
    const phone = freshPhone();
    await dialog.getByLabel(words.fullName).fill('Nimal Perera');
    await expect(
      dialog.getByRole('radio', { name: language === 'si' ? 'සිංහල' : 'தமிழ்' }),
    ).toBeChecked();
    await next.click();
    await dialog.getByLabel(words.phone).fill(phone);
    await next.click();
    await next.click();
    await dialog.getByRole('checkbox', { name: words.student }).click();
    await dialog.getByLabel(words.studentId).pressSequentially('IT21123456');
    await next.click();
    await expect(dialog.getByRole('heading', { name: words.review })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`register-${language}-390.png`) });
    const request = page.waitForRequest(REGISTER);
    await page.getByRole('button', { name: words.complete }).click();
    await expect(page.getByRole('dialog', { name: words.registered })).toBeVisible();
    expect((await request).postDataJSON()).toMatchObject({ phone, language });
    await expectAccessible(page);
    // Only this script's font, and nothing else from Noto.
    expect(fonts.some((url) => url.includes(words.font))).toBe(true);
    expect(fonts.some((url) => url.includes(words.otherFont))).toBe(false);

    // The counter takes an order for the new customer; it is washed, then ready.
    const customers = await api(page.request, 'GET', `/api/customers/search?q=${phone}`);
    expect(customers[0].language).toBe(language);
    const { services } = await api(page.request, 'GET', '/api/services/search?q=Wash%20and%20Dry');
    const { order } = await api(page.request, 'POST', '/api/orders', {
      customerId: customers[0]._id,
      items: [{ serviceId: services[0]._id, weight: 3, clothingCategory: 'normal_clothes' }],
    });
    await api(page.request, 'PATCH', `/api/orders/${order._id}/status`, { status: 'washing' });
    const { token } = await api(page.request, 'GET', `/api/orders/${order._id}/tracking`);

    // The student's phone, with nothing remembered: the SMS's link opens the page in Sinhala.
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const student = await phoneContext.newPage();
    await student.goto(`/track?t=${token}&lang=${language}`);
    await student.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(student.locator('html')).toHaveAttribute('lang', language);
    await expect(student.getByRole('heading', { level: 1, name: words.track })).toBeVisible();
    const result = student.getByRole('region', { name: words.washing });
    await expect(result).toBeVisible();
    await expect(result.getByText(`${words.order} ${order.orderNumber}`)).toBeVisible();
    await student.screenshot({
      path: test.info().outputPath(`track-${language}-390.png`),
      fullPage: true,
    });
    await expectAccessible(student);
    await phoneContext.close();

    // Ready: the message queued for the student is in their language, its link in it too.
    await api(page.request, 'PATCH', `/api/orders/${order._id}/status`, { status: 'drying' });
    await api(page.request, 'PATCH', `/api/orders/${order._id}/status`, { status: 'complete' });
    const { messages } = await api(page.request, 'GET', `/api/orders/${order._id}/messages`);
    const ready = messages.find((message: { event: string }) => message.event === 'ready');
    expect(ready.text).toContain(words.smsStart);
    expect(ready.text).toContain(`&lang=${language}`);
  });
}

test('the language switch changes the page in place and is remembered; English loads no Noto font', async ({
  page,
}) => {
  const fonts = fontsOf(page);
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((url) => url.includes('noto'))).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORDS.ta.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  // The server renders the next visit in it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: WORDS.ta.title })).toBeVisible();
  await page.context().clearCookies();
});
