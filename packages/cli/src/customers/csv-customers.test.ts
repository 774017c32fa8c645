import { describe, expect, it } from 'vitest';
import { parseCustomersCsv } from './csv-customers';

const header = 'fullName,phoneNumber,email,isStudent,campusId,institution,street,city';

describe('parseCustomersCsv', () => {
  it('reads every column into the domain’s customer input', () => {
    const { rows, problems } = parseCustomersCsv(
      `${header}\nAmara Silva,0761111111,Amara@Mail.lk,no,,,1 Lake Rd,Moratuwa\n"Bandara, K.",0762222222,,yes,it21 98765,main-campus,,\n`,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        input: {
          fullName: 'Amara Silva',
          phoneNumber: '0761111111',
          email: 'amara@mail.lk',
          isStudent: false,
          address: { street: '1 Lake Rd', city: 'Moratuwa' },
          // The domain's defaults: a customer is told by SMS, in English, unless they chose
          // otherwise (issue 42: the language a file does not give).
          messageChannel: 'sms',
          messagesOptOut: false,
          language: 'en',
        },
      },
      {
        line: 3,
        input: {
          fullName: 'Bandara, K.',
          phoneNumber: '0762222222',
          isStudent: true,
          campusId: 'IT2198765',
          institution: 'main-campus',
          messageChannel: 'sms',
          messagesOptOut: false,
          language: 'en',
        },
      },
    ]);
  });

  it('accepts other spellings of the headers, a byte-order mark, CRLF and blank lines', () => {
    const { rows, problems } = parseCustomersCsv(
      '\uFEFFName,Phone,Student\r\nAmara Silva,0761111111,\r\n\r\nKamal Perera,0762222222,0\r\n',
    );
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.line, row.input.fullName])).toEqual([
      [2, 'Amara Silva'],
      [4, 'Kamal Perera'],
    ]);
  });

  it('reports every problem of every row with its line, field and the domain’s message', () => {
    const { rows, problems } = parseCustomersCsv(
      `${header}\nAmara Silva,0761111111,,,,,,\nC,07633,bad-email,maybe,,,,\nStudent Without Id,0763333333,,yes,,,,\n`,
    );
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(problems).toEqual([
      { line: 3, field: 'isStudent', message: 'Must be yes or no (true/false, 1/0)' },
      { line: 3, field: 'fullName', message: 'Name must be at least 2 characters' },
      {
        line: 3,
        field: 'phoneNumber',
        message: 'Please enter a valid phone number (10-15 digits)',
      },
      { line: 3, field: 'email', message: 'Invalid email address' },
      { line: 4, field: 'campusId', message: 'Student ID is required for students' },
    ]);
  });

  it('counts lines as the file has them, a quoted field over two lines included', () => {
    const { problems } = parseCustomersCsv(
      `fullName,phoneNumber,street\n"Amara Silva",0761111111,"1 Lake Rd\nBack entrance"\nX,0762222222,\n`,
    );
    expect(problems).toEqual([
      { line: 4, field: 'fullName', message: 'Name must be at least 2 characters' },
    ]);
  });

  it('refuses a phone number or e-mail given twice in the file', () => {
    const { rows, problems } = parseCustomersCsv(
      `fullName,phoneNumber,email\nAmara Silva,0761111111,a@mail.lk\nAmara Again,0761111111,\nOther,0762222222,A@MAIL.LK\n`,
    );
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      { line: 3, field: 'phoneNumber', message: 'The same as on line 2' },
      { line: 4, field: 'email', message: 'The same as on line 2' },
    ]);
  });

  it('refuses unknown and missing columns on line 1', () => {
    expect(parseCustomersCsv('fullName,colour\nAmara,red\n').problems).toEqual([
      {
        line: 1,
        field: 'colour',
        message:
          'Unknown column (the columns are fullName, phoneNumber, email, isStudent, campusId, institution, street, city)',
      },
      { line: 1, field: 'phoneNumber', message: 'Missing column' },
    ]);
  });

  it('reports a broken CSV line (wrong number of fields, an unclosed quote) with its line', () => {
    const uneven = parseCustomersCsv(
      'fullName,phoneNumber\nAmara Silva,0761111111\nKamal,077,extra\n',
    );
    expect(uneven.rows).toEqual([]);
    expect(uneven.problems).toEqual([
      { line: 3, field: '', message: expect.stringContaining('Invalid Record Length') },
    ]);
    const unclosed = parseCustomersCsv('fullName,phoneNumber\n"Amara Silva,0761111111\n');
    expect(unclosed.problems[0]).toMatchObject({
      field: '',
      message: expect.stringContaining('Quote Not Closed'),
    });
  });

  it('finds nothing in a file with only a header', () => {
    expect(parseCustomersCsv(`${header}\n`)).toEqual({ rows: [], problems: [] });
  });
});
