import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('prefers the exact UTF-8 name of filename*', () => {
    expect(fileNameFromDisposition(`attachment; filename="L?neintyg.pdf"; filename*=UTF-8''L%C3%B6neintyg.pdf`)).toBe(
      'Löneintyg.pdf',
    );
  });

  it('reads a quoted or bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="customer-42.json"')).toBe('customer-42.json');
    expect(fileNameFromDisposition('attachment; filename=payslip.pdf')).toBe('payslip.pdf');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('a.pdf');
  });

  it('has no name without the header or the parameter', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
