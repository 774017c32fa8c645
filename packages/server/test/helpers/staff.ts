/** A valid POST /api/staff body (the test clock's today is 2026-03-02); override what matters. */
export function staffPayload(
  overrides: {
    personalInfo?: Record<string, unknown>;
    employmentInfo?: Record<string, unknown>;
  } = {},
) {
  return {
    personalInfo: {
      firstName: 'Nimal',
      lastName: 'Perera',
      dateOfBirth: '1998-05-14',
      gender: 'male',
      phoneNumber: '0771234567',
      email: 'nimal@laundry.lk',
      address: { street: '12 Temple Road', city: 'Moratuwa' },
      emergencyContact: {
        name: 'Kamala Perera',
        relationship: 'Mother',
        phoneNumber: '0712345678',
      },
      ...overrides.personalInfo,
    },
    employmentInfo: {
      position: 'Washer',
      employmentType: 'full_time',
      hireDate: '2025-01-06',
      salary: { amount: 65000.5 },
      ...overrides.employmentInfo,
    },
  };
}
