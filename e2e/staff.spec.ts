import { expect, test } from './fixtures';
import { ADMIN, CASHIER, expectAccessible, signInAs } from './support';

test('an admin adds a staff member with a skill and a training, marks today, and finds it in the audit log', async ({
  page,
}) => {
  // A long walk through five screens and three dialogs on a shared machine.
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const firstName = `Dilani${stamp}`;
  const fullName = `${firstName} Jayasuriya`;

  await signInAs(page, ADMIN, '/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff statistics' })).toContainText(
    'Recent Hires',
  );
  await expect(
    page.getByRole('table', { name: 'Staff members' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add Staff' }).click();
  await expect(page).toHaveURL(/\/staff\/new$/);
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expectAccessible(page);

  // Personal Info: an empty form is refused with the spec's summary.
  await page.getByRole('button', { name: 'Create Staff Member' }).click();
  await expect(page.getByText(/^Validation failed: First name is required/)).toBeVisible();
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Jayasuriya');
  await page.getByLabel('Date of Birth').fill('12/04/1999');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await page.getByLabel('Phone Number').fill('0771239876');
  await expect(page.getByLabel('Country')).toHaveValue('Sri Lanka');

  // Employment: the spec's defaults are there.
  await page.getByRole('tab', { name: 'Employment' }).click();
  await page.getByLabel('Position').fill('Ironer');
  await page.getByLabel('Hire Date').fill('03/06/2024');
  await expect(page.getByLabel('Start Time')).toHaveValue('09:00');
  await expect(page.getByLabel('End Time')).toHaveValue('18:00');
  await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await page.getByLabel('Amount').fill('55000');
  await page.getByRole('button', { name: 'Create Staff Member' }).click();
  await expect(page.getByText('Staff member created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/staff$/);

  // Find them in the directory and open the record.
  await page.getByRole('searchbox', { name: 'Search staff' }).fill(firstName);
  const table = page.getByRole('table', { name: 'Staff members' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText(/EMP\d{4}/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Schedule & Salary' }).click();
  await expect(page.getByText('09:00 - 18:00')).toBeVisible();
  await expectAccessible(page);

  // A skill with its level.
  await page.getByRole('button', { name: 'Add Skill' }).click();
  const skillDialog = page.getByRole('dialog', { name: 'Add Skill' });
  await skillDialog.getByLabel('Skill').fill('Steam pressing');
  await skillDialog.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Expert' }).click();
  await skillDialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(page.getByText('Skill added successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skills' })).toContainText('Steam pressing');

  // A training record with a certificate note.
  await page.getByRole('button', { name: 'Add Training' }).click();
  const trainingDialog = page.getByRole('dialog', { name: 'Add Training Record' });
  await trainingDialog.getByLabel('Course').fill('Delicate fabrics');
  await trainingDialog.getByLabel('Provider').fill('CleanCo Lanka');
  await trainingDialog.getByLabel('Start date').fill('01/07/2024');
  await trainingDialog.getByLabel('Completed on').fill('03/07/2024');
  await trainingDialog.getByLabel('Certificate number').fill('DF-2024-77');
  await trainingDialog.getByLabel('Certificate note').fill('Copy kept in the office file');
  await trainingDialog.getByRole('button', { name: 'Add Training' }).click();
  await expect(page.getByText('Training record added successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Training records' })).toContainText('DF-2024-77');

  // Attendance for today.
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  const attendanceDialog = page.getByRole('dialog', { name: 'Mark Attendance' });
  await attendanceDialog.getByLabel('Check-in').fill('08:30');
  await attendanceDialog.getByLabel('Check-out').fill('17:00');
  await expect(attendanceDialog.getByText('Hours worked: 8.5')).toBeVisible();
  await attendanceDialog.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Attendance updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent attendance' })).toContainText('8.5 h');

  // The record's own history, and the audit log filtered to staff.
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Attendance');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/entity=staff/);
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row').nth(1)).toContainText(fullName);
  await expect(changes).toContainText('Attendance');
  await expect(changes).toContainText('Steam pressing');
  await expect(changes).toContainText('Delicate fabrics');
  await expect(changes).toContainText('Created');
  await expectAccessible(page);
});

test('a cashier sees Access Denied on the staff pages', async ({ page }) => {
  await signInAs(page, CASHIER, '/staff');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText('You do not have permission to access staff management.'),
  ).toBeVisible();
  await expectAccessible(page);
});
